/**
 * A rate table of the catalogue file (`rates/*.csv`, docs/catalogue-format.md): UTF-8 CSV with this
 * header, one row per plan x tier x age band x tobacco flag x plan year x place. Shared by the
 * server's streaming import and, later, the console's in-browser check of an upload.
 *
 * - plan_id: a plan id of catalogue.json
 * - tier: IO (member only), IS (+spouse), IC (+children), IF (family)
 * - age_min, age_max: the band's ages, inclusive (0 to 120); a plan's bands per tier and tobacco flag
 *   meet without gap or overlap
 * - tobacco: Y or N (N only for a plan that is not tobacco-rated)
 * - monthly_premium: dollars, at most two decimals (38 or 38.00), not negative
 * - effective_from, effective_to: the plan year, first and last day (ISO dates, inclusive); empty:
 *   open at that end. A plan's plan years of one place do not overlap (decision 0230).
 * - state, rating_area: where the rate applies: both empty nationwide; a state alone the whole
 *   state; a rating_area (a code of catalogue.json's areas, whose state it takes) the area's ZIPs.
 *   The most specific row holding the applicant's ZIP wins.
 */
export const RATE_COLUMNS = [
  'plan_id',
  'tier',
  'age_min',
  'age_max',
  'tobacco',
  'monthly_premium',
  'effective_from',
  'effective_to',
  'state',
  'rating_area',
] as const;
export type RateColumn = (typeof RATE_COLUMNS)[number];

export const RATE_TIERS = ['IO', 'IS', 'IC', 'IF'] as const;
export type RateTier = (typeof RATE_TIERS)[number];

export interface RateRow {
  planId: number;
  tier: RateTier;
  ageMin: number;
  ageMax: number;
  tobacco: boolean;
  monthlyCents: number;
  /** ISO days (null: open). */
  effectiveFrom: string | null;
  effectiveTo: string | null;
  state: string | null;
  /** A rating area code of catalogue.json (null: none). */
  area: string | null;
}

export interface RateProblem {
  column: RateColumn | null;
  message: string;
}

const INT = /^\d{1,9}$/;
const MONEY = /^(\d{1,7})(?:\.(\d{1,2}))?$/;
const STATE = /^[A-Z]{2}$/;
const AREA = /^[A-Za-z0-9_-]{1,40}$/;

/** An ISO day that exists (2027-02-30 does not), or null. */
export function isoDay(text: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3])
    ? text
    : null;
}

/** What is wrong with a header (null: it is the documented one). */
export function checkRateHeader(header: readonly string[]): string | null {
  const got = header.map((h) => h.trim().toLowerCase());
  if (got.length === RATE_COLUMNS.length && got.every((h, i) => h === RATE_COLUMNS[i])) return null;
  const missing = RATE_COLUMNS.filter((c) => !got.includes(c));
  const extra = got.filter((h) => !(RATE_COLUMNS as readonly string[]).includes(h));
  const parts = [`the header must be ${RATE_COLUMNS.join(',')}`];
  if (missing.length) parts.push(`missing ${missing.join(', ')}`);
  if (extra.length) parts.push(`unknown ${extra.join(', ')}`);
  if (!missing.length && !extra.length) parts.push('in that order');
  return parts.join('; ');
}

/** Dollars as written in a rate table to cents, or null when it is not a non-negative amount. */
export function premiumCents(text: string): number | null {
  const m = MONEY.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Cents as a rate table writes them (38.00). */
export function formatPremium(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** One data row (cells in RATE_COLUMNS order) to a rate, or its problems, each naming its column. */
export function parseRateRow(cells: readonly string[]): RateRow | RateProblem[] {
  const cell = (c: RateColumn) => (cells[RATE_COLUMNS.indexOf(c)] ?? '').trim();
  const problems: RateProblem[] = [];
  const int = (c: RateColumn, max: number): number => {
    const v = cell(c);
    if (!INT.test(v) || Number(v) > max) {
      problems.push({ column: c, message: `${c} must be a whole number from 0 to ${max} (got "${v}")` });
      return -1;
    }
    return Number(v);
  };
  const planId = int('plan_id', 2147483647);
  const tier = cell('tier').toUpperCase();
  if (!(RATE_TIERS as readonly string[]).includes(tier))
    problems.push({ column: 'tier', message: `tier must be one of ${RATE_TIERS.join(', ')} (got "${cell('tier')}")` });
  const ageMin = int('age_min', 120);
  const ageMax = int('age_max', 120);
  if (ageMin >= 0 && ageMax >= 0 && ageMin > ageMax)
    problems.push({ column: 'age_max', message: `age_max ${ageMax} is below age_min ${ageMin}` });
  const t = cell('tobacco').toUpperCase();
  const tobacco = t === 'Y' || t === 'TRUE' || t === '1';
  if (!tobacco && t !== 'N' && t !== 'FALSE' && t !== '0')
    problems.push({ column: 'tobacco', message: `tobacco must be Y or N (got "${cell('tobacco')}")` });
  const premium = cell('monthly_premium');
  const monthlyCents = premiumCents(premium);
  if (monthlyCents === null)
    problems.push({
      column: 'monthly_premium',
      message: premium.startsWith('-')
        ? `monthly_premium must not be negative (got "${premium}")`
        : `monthly_premium must be dollars with at most two decimals (got "${premium}")`,
    });
  const day = (c: 'effective_from' | 'effective_to'): string | null => {
    const v = cell(c);
    if (!v) return null;
    const ok = isoDay(v);
    if (!ok) problems.push({ column: c, message: `${c} must be a date as yyyy-mm-dd (got "${v}")` });
    return ok;
  };
  const effectiveFrom = day('effective_from');
  const effectiveTo = day('effective_to');
  if (effectiveFrom && effectiveTo && effectiveFrom > effectiveTo)
    problems.push({
      column: 'effective_to',
      message: `effective_to ${effectiveTo} is before effective_from ${effectiveFrom}`,
    });
  const state = cell('state').toUpperCase();
  if (state && !STATE.test(state))
    problems.push({ column: 'state', message: `state must be a two-letter code (got "${cell('state')}")` });
  const area = cell('rating_area');
  if (area && !AREA.test(area))
    problems.push({
      column: 'rating_area',
      message: `rating_area must be an area code of catalogue.json (got "${area}")`,
    });
  if (problems.length || monthlyCents === null) return problems;
  return {
    planId,
    tier: tier as RateTier,
    ageMin,
    ageMax,
    tobacco,
    monthlyCents,
    effectiveFrom,
    effectiveTo,
    state: state || null,
    area: area || null,
  };
}
