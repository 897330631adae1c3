/**
 * A rate table of the catalogue file (`rates/*.csv`, docs/catalogue-format.md): UTF-8 CSV with this
 * header, one row per plan x tier x age band x tobacco flag (x period x area, later). Shared by the
 * server's streaming import and, later, the console's in-browser check of an upload.
 *
 * - plan_id: a plan id of catalogue.json
 * - tier: IO (member only), IS (+spouse), IC (+children), IF (family)
 * - age_min, age_max: the band's ages, inclusive (0 to 120); a plan's bands per tier and tobacco flag
 *   meet without gap or overlap
 * - tobacco: Y or N (N only for a plan that is not tobacco-rated)
 * - monthly_premium: dollars, at most two decimals (38 or 38.00), not negative
 * - effective_from, effective_to: the plan year (ISO dates); empty for now: one open-ended period
 * - state, rating_area: where the rate applies; empty for now: nationwide
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
}

export interface RateProblem {
  column: RateColumn | null;
  message: string;
}

const INT = /^\d{1,9}$/;
const MONEY = /^(\d{1,7})(?:\.(\d{1,2}))?$/;

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
  for (const c of ['effective_from', 'effective_to'] as const) {
    if (cell(c))
      problems.push({ column: c, message: `${c} must be empty: plan years are not yet supported (one open period)` });
  }
  for (const c of ['state', 'rating_area'] as const) {
    if (cell(c))
      problems.push({ column: c, message: `${c} must be empty: rates by area are not yet supported (nationwide)` });
  }
  if (problems.length || monthlyCents === null) return problems;
  return { planId, tier: tier as RateTier, ageMin, ageMax, tobacco, monthlyCents };
}
