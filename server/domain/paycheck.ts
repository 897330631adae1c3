import type { PaycheckCost, PerPaycheckTotal } from '../../schemas/api/compare';
import { PERIODS_PER_YEAR, type PayFrequency } from '../../schemas/plan-benefits';

/**
 * The employee's cost per paycheck after the employer's share (docs/decisions/0080-yearly-cost-and-paycheck.md).
 * Pure, integer cents throughout:
 * - the employer pays a flat amount or a whole percent of the monthly premium (the percent share
 *   rounded half up to the cent), never more than the premium and never less than nothing;
 * - the employee pays the rest of the monthly premium, and twelve times that in a year;
 * - per paycheck: the employee's monthly cost x 12 / the pay periods of a year (52, 26, 24, 12),
 *   rounded half up to the cent. The remainder is not carried from one paycheck to the next: a
 *   year of paychecks differs from twelve months by less than half a cent per paycheck (at most
 *   26 cents a year for weekly pay), which payroll settles in its own rounding.
 */

/** An employer's contribution rule for a category and tier (table group_contributions). */
export type ContributionRule = { kind: 'flat'; flatCents: number } | { kind: 'percent'; percent: number };

/** a x b / c rounded half up, for non-negative integers (exact: no floating-point division). */
export function mulDivHalfUp(a: number, b: number, c: number): number {
  const product = a * b;
  return Math.floor((2 * product + c) / (2 * c));
}

/** The employer's monthly share of a premium under a rule (0 without one), capped at the premium. */
export function employerShareCents(premiumMonthlyCents: number, rule: ContributionRule | null): number {
  const premium = Math.max(0, Math.round(premiumMonthlyCents));
  if (!rule) return 0;
  const share =
    rule.kind === 'flat'
      ? Math.round(rule.flatCents)
      : mulDivHalfUp(premium, Math.min(100, Math.max(0, Math.round(rule.percent))), 100);
  return Math.min(premium, Math.max(0, share));
}

/** Monthly cents as cents per paycheck: x 12 / periods, rounded half up to the cent. */
export function perPaycheckCents(monthlyCents: number, payFrequency: PayFrequency): number {
  return mulDivHalfUp(Math.max(0, Math.round(monthlyCents)), 12, PERIODS_PER_YEAR[payFrequency]);
}

/** The cost per paycheck of one plan's monthly premium for a pay frequency and the employer's rule. */
export function paycheckCost(
  premiumMonthlyCents: number,
  payFrequency: PayFrequency,
  rule: ContributionRule | null,
): PaycheckCost {
  const premium = Math.max(0, Math.round(premiumMonthlyCents));
  const employer = employerShareCents(premium, rule);
  const employee = premium - employer;
  return {
    pay_frequency: payFrequency,
    periods_per_year: PERIODS_PER_YEAR[payFrequency],
    premium_monthly_cents: premium,
    employer_monthly_cents: employer,
    employee_monthly_cents: employee,
    employee_per_paycheck_cents: perPaycheckCents(employee, payFrequency),
    employee_yearly_cents: employee * 12,
  };
}

/**
 * A cart's total per paycheck: the sum of its lines' per-paycheck amounts as shown (so the lines
 * add up to the total), their yearly employee cost, the employer's monthly share and the full
 * monthly premium of those lines; null when no line has a paycheck cost.
 */
export function perPaycheckTotal(lines: ReadonlyArray<PaycheckCost | null>): PerPaycheckTotal {
  const costs = lines.filter((l): l is PaycheckCost => l !== null);
  const first = costs[0];
  if (!first) return null;
  return {
    pay_frequency: first.pay_frequency,
    employee_per_paycheck_cents: costs.reduce((sum, c) => sum + c.employee_per_paycheck_cents, 0),
    employee_yearly_cents: costs.reduce((sum, c) => sum + c.employee_yearly_cents, 0),
    employer_monthly_cents: costs.reduce((sum, c) => sum + c.employer_monthly_cents, 0),
    premium_monthly_cents: costs.reduce((sum, c) => sum + c.premium_monthly_cents, 0),
  };
}
