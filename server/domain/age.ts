import { ageOn, calendarDayOf, compareDays, normalizeDate, parseUsDate } from '../../schemas/dates';

/**
 * Age bands of the rate tables (demo catalogue and carriers' filings): a price row covers
 * [ageMin, ageMax] inside one band. The over/under 65 split is the storefront's age switch.
 */
export const AGE_BANDS: ReadonlyArray<readonly [number, number]> = [
  [18, 29],
  [30, 39],
  [40, 49],
  [50, 64],
  [65, 100],
];

/** The age at which the over-65 market starts (000 section 9: age split over/under 65). */
export const OVER_65_AGE = 65;

/** Whole years of age on `today` for a date of birth given as 'yyyy-mm-dd' or 'mm/dd/yyyy'; null when unreadable or in the future. */
export function ageFromDob(dob: string | null | undefined, today: Date): number | null {
  if (!dob) return null;
  const birth = parseUsDate(normalizeDate(dob));
  if (!birth) return null;
  const now = calendarDayOf(today);
  if (compareDays(birth, now) > 0) return null;
  return ageOn(birth, now);
}
