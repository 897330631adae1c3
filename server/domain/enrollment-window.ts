/**
 * When an employee of a group may enroll (issue 30, decision 0290): within a plan year's
 * open-enrollment window, or as a new hire within `newHireDays` days from the hire date. A group
 * without plan years is not limited. Dates are ISO days (yyyy-mm-dd), compared as text.
 */

export interface PlanYearWindow {
  startsOn: string;
  endsOn: string;
  openStartsOn: string;
  openEndsOn: string;
  newHireDays: number;
}

export type WindowVerdict =
  { ok: true; reason: 'no-plan-years' | 'open-enrollment' | 'new-hire' } | { ok: false; message: string };

/** yyyy-mm-dd plus `days` days. */
export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** mm/dd/yyyy, as the storefront shows dates. */
const usDay = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/**
 * The verdict for `today`, for an employee hired on `hireDate` (null: unknown or not matched).
 * Outside every window the message names the next (or the last) open-enrollment window.
 */
export function enrollmentWindow(
  years: readonly PlanYearWindow[],
  today: string,
  hireDate: string | null,
  groupName: string,
): WindowVerdict {
  if (years.length === 0) return { ok: true, reason: 'no-plan-years' };
  if (years.some((y) => y.openStartsOn <= today && today <= y.openEndsOn))
    return { ok: true, reason: 'open-enrollment' };
  if (hireDate && hireDate <= today) {
    const year = years.find((y) => y.startsOn <= today && today <= y.endsOn);
    if (year && today <= addDays(hireDate, year.newHireDays)) return { ok: true, reason: 'new-hire' };
  }
  const sorted = [...years].sort((a, b) => a.openStartsOn.localeCompare(b.openStartsOn));
  const next = sorted.find((y) => y.openStartsOn > today);
  const shown = next ?? sorted[sorted.length - 1];
  if (!shown) return { ok: true, reason: 'no-plan-years' };
  const when = `${usDay(shown.openStartsOn)} to ${usDay(shown.openEndsOn)}`;
  const lead = next ? `${groupName}'s next open enrollment runs ${when}` : `${groupName}'s open enrollment ran ${when}`;
  return {
    ok: false,
    message: `${lead}. Outside it, only employees hired within the last ${shown.newHireDays} days may enroll; if you were, ask your employer to add your hire date to the employee list.`,
  };
}
