/**
 * Cart totals (000 section 2, cart page): the first month's cost and the recurring monthly cost.
 * Every line's monthly price (administrative fee included, see fees.ts) recurs; one-time charges
 * (an enrollment or application fee) are paid with the first month only.
 */

export interface TotalLine {
  monthly_cents: number;
  /** Charged once with the first month; 0 or absent for none. */
  one_time_cents?: number;
}

export interface CartTotals {
  initial_month_cents: number;
  recurring_month_cents: number;
}

/** First-month and recurring totals in cents for cart lines (memberships are ordinary lines). */
export function cartTotals(lines: readonly TotalLine[]): CartTotals {
  let recurring = 0;
  let oneTime = 0;
  for (const line of lines) {
    recurring += line.monthly_cents;
    oneTime += line.one_time_cents ?? 0;
  }
  return { initial_month_cents: recurring + oneTime, recurring_month_cents: recurring };
}
