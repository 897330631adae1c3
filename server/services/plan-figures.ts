import type { TierCode } from '../../schemas/categories';
import { DEFAULT_USE_LEVEL, type UseLevel } from '../../schemas/plan-benefits';
import type { Db } from '../db/client';
import type { PaycheckCost, YearlyEstimate } from '../../schemas/api/compare';
import type { EligibilityContext, PricingFilter } from '../domain/eligibility';
import { pricedFigures, type PayContext } from '../domain/plan-figures';
import { priceForPlan, type PricingPlan, type PricingRow } from '../domain/pricing';
import type { BenefitValues } from '../domain/yearly-cost';
import type { EnrollmentRow } from '../repositories/enrollments';
import { payContextOf } from '../repositories/plan-benefits';

/**
 * What of an enrollment the plan figures (server/domain/plan-figures.ts) depend on: the filter's
 * tier, the use level kept with the filter, and the group's payroll when the enrollment is a
 * group's. Every route that shows figures reads it here, so all of them price alike.
 */
export interface FiguresContext {
  tier: TierCode | null;
  useLevel: UseLevel;
  pay: PayContext | null;
}

function levelOf(enrollment: Pick<EnrollmentRow, 'useLevel'>): UseLevel {
  return enrollment.useLevel ?? DEFAULT_USE_LEVEL;
}

export async function figuresContextOf(
  db: Db,
  enrollment: Pick<EnrollmentRow, 'tier' | 'useLevel' | 'groupId'>,
): Promise<FiguresContext> {
  return { tier: enrollment.tier, useLevel: levelOf(enrollment), pay: await payContextOf(db, enrollment.groupId) };
}

/**
 * A plan priced for an enrollment as the cart prices it (priceForPlan: eligibility, the filter's
 * tier, age band, tobacco answer, salary and the administrative fee) with its estimate and cost per
 * paycheck at that price; the eligibility failure instead when the shopper cannot buy it.
 */
export function enrollmentFigures(
  plan: PricingPlan & { category: string },
  rows: readonly PricingRow[],
  enrollment: PricingFilter,
  values: BenefitValues,
  figures: FiguresContext,
  today: Date,
  context?: EligibilityContext,
): { ok: true; estimate: YearlyEstimate | null; paycheck: PaycheckCost | null } | { ok: false; message: string } {
  const priced = priceForPlan({ plan, pricingRows: rows, filter: enrollment, today, context });
  if (!priced.ok) return { ok: false, message: priced.message };
  const { tier, monthly_cents } = priced.pricing;
  return {
    ok: true,
    ...pricedFigures(plan.category, values, tier, monthly_cents, figures.useLevel, figures.pay),
  };
}
