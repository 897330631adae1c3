import type { BenefitItem, PaycheckCost, PlanBenefits, YearlyEstimate } from '../../schemas/api/compare';
import type { TierCode } from '../../schemas/categories';
import {
  benefitAttributesOf,
  benefitGroupOf,
  formatBenefitValue,
  type PayFrequency,
  type UseLevel,
} from '../../schemas/plan-benefits';
import { paycheckCost, type ContributionRule } from './paycheck';
import { yearlyCost, type BenefitValues } from './yearly-cost';

/**
 * The one place that turns a plan's stored benefits, its monthly premium for a tier, the shopper's
 * use level and the group's payroll into the figures every answer shows (listing cards, plan
 * detail, compare, cart, review, receipt): the benefit table, the estimated yearly cost and the
 * cost per paycheck. Callers read the rows (repositories/plan-benefits.ts) and price the plan
 * through the pricing domain; the figures come only from here, so they are equal wherever they appear.
 */

/** A stored benefit row (table plan_benefits). */
export interface BenefitRow {
  key: string;
  numValue: number | null;
  textValue: string | null;
  boolValue: boolean | null;
}

/** Stored rows as values by key. */
export function benefitValuesOf(rows: readonly BenefitRow[]): Record<string, number | string | boolean | null> {
  const values: Record<string, number | string | boolean | null> = {};
  for (const r of rows) values[r.key] = r.numValue ?? r.textValue ?? r.boolValue ?? null;
  return values;
}

/** A plan's benefit items in its group's display order, each with its display text (empty for a plan of no group). */
export function benefitItems(category: string, values: BenefitValues): BenefitItem[] {
  const group = benefitGroupOf(category);
  if (!group) return [];
  return benefitAttributesOf(group).map(({ key, label, unit }) => {
    const raw = values[key];
    const value = raw === undefined ? null : raw;
    return { key, label, unit, value, display: formatBenefitValue(unit, value) };
  });
}

/** The plan's benefit table as plan detail answers it (null for a plan of no benefit group). */
export function planBenefitsOf(category: string, values: BenefitValues): PlanBenefits {
  if (!benefitGroupOf(category)) return null;
  return { items: benefitItems(category, values), hsa_eligible: values.hsa_eligible === true };
}

/**
 * The estimated yearly cost of a plan at a tier's monthly premium and a use level: what the shopper
 * pays, so a group employee's estimate leaves out the employer's monthly share (x 12) of the premiums.
 */
export function estimateOf(
  category: string,
  values: BenefitValues,
  tier: TierCode,
  premiumMonthlyCents: number,
  useLevel: UseLevel,
  employerMonthlyCents = 0,
): YearlyEstimate {
  const cost = yearlyCost({ group: benefitGroupOf(category), benefits: values, premiumMonthlyCents, useLevel });
  const employerYearly = Math.min(cost.premiumYearlyCents, Math.max(0, Math.round(employerMonthlyCents)) * 12);
  return {
    use_level: useLevel,
    tier,
    premium_monthly_cents: Math.max(0, Math.round(premiumMonthlyCents)),
    premium_yearly_cents: cost.premiumYearlyCents,
    expected_out_of_pocket_cents: cost.expectedOutOfPocketCents,
    employer_yearly_cents: employerYearly,
    yearly_cents: cost.yearlyCents - employerYearly,
    capped_by_out_of_pocket_max: cost.cappedByOutOfPocketMax,
    assumptions: cost.assumptions,
  };
}

/** A group's payroll: its pay frequency and employer contribution rules by category and tier. */
export interface PayContext {
  groupId: number;
  payFrequency: PayFrequency;
  contributions: ReadonlyArray<{ category: string; tier: TierCode; rule: ContributionRule }>;
}

/** The employer's rule for a plan category and tier, or null (the employee pays it all). */
export function contributionRuleOf(pay: PayContext, category: string, tier: TierCode): ContributionRule | null {
  return pay.contributions.find((c) => c.category === category && c.tier === tier)?.rule ?? null;
}

/** The cost per paycheck of a plan of this category at a tier's monthly premium (null without a payroll). */
export function paycheckOf(
  pay: PayContext | null,
  category: string,
  tier: TierCode,
  premiumMonthlyCents: number,
): PaycheckCost | null {
  if (!pay) return null;
  return paycheckCost(premiumMonthlyCents, pay.payFrequency, contributionRuleOf(pay, category, tier));
}

/** Everything priced for one plan at one tier: the estimate and the cost per paycheck (both null without a premium). */
export function pricedFigures(
  category: string,
  values: BenefitValues,
  tier: TierCode | null,
  premiumMonthlyCents: number | null,
  useLevel: UseLevel,
  pay: PayContext | null,
): { estimate: YearlyEstimate | null; paycheck: PaycheckCost | null } {
  if (tier === null || premiumMonthlyCents === null) return { estimate: null, paycheck: null };
  const paycheck = paycheckOf(pay, category, tier, premiumMonthlyCents);
  return {
    estimate: estimateOf(category, values, tier, premiumMonthlyCents, useLevel, paycheck?.employer_monthly_cents ?? 0),
    paycheck,
  };
}

/** A priced line of a cart or policy: its plan's category, the tier it was priced at and its monthly price. */
export interface PricedLine {
  category: string;
  tier: TierCode | null;
  monthlyCents: number;
}

/** Each line's cost per paycheck (null without a payroll or a tier); `fallbackTier` for lines priced without one. */
export function linePaychecks(
  lines: readonly PricedLine[],
  pay: PayContext | null,
  fallbackTier: TierCode | null,
): Array<PaycheckCost | null> {
  return lines.map((l) => {
    const tier = l.tier ?? fallbackTier;
    return tier === null ? null : paycheckOf(pay, l.category, tier, l.monthlyCents);
  });
}
