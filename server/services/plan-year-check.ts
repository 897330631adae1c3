import type { PlanYear } from '../../schemas/api/group-admin';
import { isoDayOf } from './employee-csv';

/**
 * A group's plan years as a whole (issue 30): real dates, each year ending after it starts, its
 * open-enrollment window ending no later than the year, and no two years overlapping. Each
 * refusal names the row and the field.
 */
export function planYearErrors(years: readonly PlanYear[]) {
  const errors: Array<{ target_element: string; error_message: string }> = [];
  const at = (i: number, f: string, m: string) =>
    errors.push({ target_element: `plan_years[${i}].${f}`, error_message: m });
  years.forEach((y, i) => {
    for (const f of ['starts_on', 'ends_on', 'open_starts_on', 'open_ends_on'] as const)
      if (isoDayOf(y[f]) !== y[f]) at(i, f, 'This is not a real date.');
    if (y.ends_on <= y.starts_on) at(i, 'ends_on', 'The plan year must end after it starts.');
    if (y.open_ends_on < y.open_starts_on) at(i, 'open_ends_on', 'Open enrollment must end on or after it starts.');
    if (y.open_ends_on > y.ends_on) at(i, 'open_ends_on', 'Open enrollment must end by the end of the plan year.');
  });
  const sorted = years.map((y, i) => ({ y, i })).sort((a, b) => a.y.starts_on.localeCompare(b.y.starts_on));
  for (let k = 1; k < sorted.length; k++) {
    const prev = sorted[k - 1];
    const cur = sorted[k];
    if (prev && cur && cur.y.starts_on <= prev.y.ends_on)
      at(cur.i, 'starts_on', `This plan year overlaps the one from ${prev.y.starts_on}.`);
  }
  return errors;
}
