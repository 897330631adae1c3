import type { PlanCart } from '../../schemas/api/cart';
import { normalizeDate } from '../../schemas/dates';
import { cartTotals } from './totals';
import { perPaycheckTotal } from './paycheck';
import type { PaycheckCost } from '../../schemas/api/compare';

/** What the cart page shows beside its lines (000 section 2), from the lines alone. */

/** The part of a cart line (repositories/cart.ts CartLineView, which extends it) the summary reads. */
export interface SummaryLine {
  planId: number;
  planPricingId: number;
  monthlyCents: number;
  removable: boolean;
  pairedPlanId: number | null;
  planName: string;
  logo: string | null;
  isPremier: boolean;
  isUnion: boolean;
  signatureRequired: boolean;
  specialMessage: string | null;
}

/** Cents as dollars with two decimals (the contract's money numbers). */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** The carriers' special messages in cart order, each once; null when none applies. */
export function specialMessageOf(lines: readonly SummaryLine[]): string | null {
  const messages = [...new Set(lines.map((l) => l.specialMessage).filter((m): m is string => !!m))];
  return messages.length ? messages.join('\n\n') : null;
}

/** Monthly price of the premier (L713) plans with the memberships paired to them. */
export function l713NetCents(lines: readonly SummaryLine[]): number {
  const premier = lines.filter((l) => l.isPremier);
  const paired = new Set(premier.map((l) => l.pairedPlanId).filter((id): id is number => id !== null));
  return [...premier, ...lines.filter((l) => paired.has(l.planId))].reduce((sum, l) => sum + l.monthlyCents, 0);
}

/**
 * The get-plan-cart answer for these lines, the stored effective date and the signature state;
 * `paychecks` (plan-figures.ts cartPaychecks, one per line) give each line's and the cart's cost
 * per paycheck for a group enrollment with a payroll.
 */
export function summarizeCart(
  lines: readonly SummaryLine[],
  effectiveDate: string | null,
  hasAlreadySigned: boolean,
  paychecks: ReadonlyArray<PaycheckCost | null> = [],
): PlanCart {
  const totals = cartTotals(lines.map((l) => ({ monthly_cents: l.monthlyCents })));
  return {
    result: lines.map((l, i) => ({
      plan_id: l.planId,
      plan_name: l.planName,
      plan_logo: l.logo,
      price: centsToDollars(l.monthlyCents),
      removable: (l.removable ? 1 : 0) as 0 | 1,
      plan_pricing_id: l.planPricingId,
      paycheck: paychecks[i] ?? null,
    })),
    initial_month_cost: centsToDollars(totals.initial_month_cents),
    recurring_month_cost: centsToDollars(totals.recurring_month_cents),
    special_message: specialMessageOf(lines),
    has_l713: lines.some((l) => l.isPremier),
    l713_net_price: centsToDollars(l713NetCents(lines)),
    effective_date: effectiveDate ? normalizeDate(effectiveDate) : null,
    has_already_signed: hasAlreadySigned,
    signature_required: lines.some((l) => l.signatureRequired),
    has_union_plan: lines.some((l) => l.isUnion),
    per_paycheck: perPaycheckTotal(paychecks),
  };
}
