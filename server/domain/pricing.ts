import type { TierCode } from '../../schemas/categories';
import { PRICING_ERROR_MESSAGES } from '../../schemas/messages';
import {
  checkEligibility,
  type EligibilityContext,
  type EligibilityFailure,
  type EligibilityPlan,
  type PricingErrorCode,
  type PricingFilter,
} from './eligibility';
import { administrativeFeeCents, withAdministrativeFee, type FeePlan } from './fees';

/** A rate row (`plan_pricing`): plan x tier x age band x tobacco -> monthly cents. */
export interface PricingRow {
  id: number;
  planId: number;
  tier: TierCode;
  ageMin: number;
  ageMax: number;
  tobacco: boolean;
  monthlyCents: number;
  /** How specific the row's place is (rate-scope.ts RATE_RANK; absent: nationwide). */
  rank?: number;
}

export type PricingPlan = EligibilityPlan & FeePlan;

/**
 * Salary-based plans (disability income: the benefit is a share of salary) file their rates for a
 * reference salary; the applicant's rate scales with their salary, up to the benefit's salary cap.
 */
export const SALARY_RATE_REFERENCE = 40_000;
export const SALARY_RATE_CAP = 150_000;

/** The monthly rate in cents for an applicant: the filed rate, scaled by salary on salary-based plans. */
export function applicantRateCents(
  plan: Pick<EligibilityPlan, 'salaryRequired'>,
  rateCents: number,
  annualSalary: number | null,
): number {
  if (!plan.salaryRequired || annualSalary === null) return rateCents;
  return Math.round((rateCents * Math.min(annualSalary, SALARY_RATE_CAP)) / SALARY_RATE_REFERENCE);
}

export interface PlanPrice {
  plan_pricing_id: number;
  tier: TierCode;
  /** What the shopper pays a month: the rate plus the administrative fee. */
  monthly_cents: number;
  rate_cents: number;
  admin_fee_cents: number;
}

export type PriceResult =
  { ok: true; pricing: PlanPrice } | { ok: false; errorCode: PricingErrorCode; message: string; pid?: number };

export interface PriceInput {
  plan: PricingPlan;
  pricingRows: readonly PricingRow[];
  filter: PricingFilter;
  today: Date;
  context?: EligibilityContext;
}

/**
 * The rate row for a tier, age and tobacco flag among rows in force for the shopper's date and place
 * (rate-lookup.ts reads them), the most specific place first; undefined when none is filed.
 */
export function findRateRow(
  rows: readonly PricingRow[],
  planId: number,
  tier: TierCode,
  age: number,
  tobacco: boolean,
): PricingRow | undefined {
  let found: PricingRow | undefined;
  for (const r of rows) {
    if (r.planId !== planId || r.tier !== tier || r.tobacco !== tobacco || age < r.ageMin || age > r.ageMax) continue;
    if (!found || (r.rank ?? 0) > (found.rank ?? 0)) found = r;
  }
  return found;
}

/**
 * Prices a plan for an enrollment's filter: eligibility first (each pricing error code), then the
 * rate row for tier, age band and tobacco use, plus the administrative fee. A plan that passes
 * every rule but has no filed rate for this applicant is not sold in the area (metError).
 */
export function priceForPlan({ plan, pricingRows, filter, today, context }: PriceInput): PriceResult {
  const eligible = checkEligibility(plan, filter, today, context);
  if (!eligible.ok) return eligible satisfies EligibilityFailure;
  const row = findRateRow(pricingRows, plan.id, eligible.tier, eligible.age, eligible.tobacco);
  if (!row) return { ok: false, errorCode: 'metError', message: PRICING_ERROR_MESSAGES.metError };
  const rate = applicantRateCents(plan, row.monthlyCents, filter.annualIncode);
  return {
    ok: true,
    pricing: {
      plan_pricing_id: row.id,
      tier: row.tier,
      monthly_cents: withAdministrativeFee(plan, rate),
      rate_cents: rate,
      admin_fee_cents: administrativeFeeCents(plan, rate),
    },
  };
}

/** The price of every tier for the applicant's age and tobacco use (plan cards' tier_price), tiers without a rate left out. */
export function tierPrices(
  plan: PricingPlan,
  rows: readonly PricingRow[],
  age: number,
  tobacco: boolean,
  annualSalary: number | null = null,
): Array<{ tier: TierCode; plan_pricing_id: number; monthly_cents: number }> {
  const tiers: TierCode[] = ['IO', 'IS', 'IC', 'IF'];
  return tiers.flatMap((tier) => {
    const row = findRateRow(rows, plan.id, tier, age, tobacco && plan.tobaccoRated);
    if (!row) return [];
    const rate = applicantRateCents(plan, row.monthlyCents, annualSalary);
    return [{ tier, plan_pricing_id: row.id, monthly_cents: withAdministrativeFee(plan, rate) }];
  });
}
