import type { Db } from '../db/client';
import { TIERS } from '../../schemas/categories';
import { centsToDollars } from '../../schemas/money';
import type { PricedPlan } from '../../schemas/api/pricing';
import { checkEligibility } from '../domain/eligibility';
import { priceForPlan, tierPrices, type PriceResult } from '../domain/pricing';
import type { EnrollmentRow } from '../repositories/enrollments';
import { soldInPortal, type PlanRow } from '../repositories/plan-pricing';
import { pricingRowsOf } from '../repositories/rate-lookup';
import { rateScopeOf } from '../domain/rate-scope';
import { questionStatus } from '../repositories/plan-questions';

/** A tier's label; IC reads 'Member + 1 Child' on a premier plan (000 section 3). */
export function tierLabel(tier: string, premier: boolean): string {
  if (premier && tier === 'IC') return 'Member + 1 Child';
  return TIERS.find((x) => x.code === tier)?.label ?? tier;
}

export interface QuoteInput {
  db: Db;
  encryptionKey: Buffer;
  plan: PlanRow;
  enrollment: EnrollmentRow;
  portalId: number | null;
  today: Date;
}

/** Prices one plan for an enrollment with the facts the rules need from the database (portal, answers). */
export async function quotePlan({
  db,
  encryptionKey,
  plan,
  enrollment,
  portalId,
  today,
}: QuoteInput): Promise<PriceResult> {
  const [rows, sold, answers] = await Promise.all([
    pricingRowsOf(db, [plan.id], rateScopeOf(enrollment, today)),
    soldInPortal(db, portalId, plan.id),
    questionStatus(db, encryptionKey, enrollment.id, plan.id),
  ]);
  return priceForPlan({
    plan,
    pricingRows: rows,
    filter: enrollment,
    today,
    context: { soldInPortal: sold, questionsChanged: answers === 'changed' },
  });
}

/** Every tier's price for an eligible applicant, the enrollment's own tier marked selected_plan. */
export async function pricedTiers(
  db: Db,
  plan: PlanRow,
  enrollment: EnrollmentRow,
  today: Date,
): Promise<PricedPlan[]> {
  const eligible = checkEligibility(plan, enrollment, today);
  if (!eligible.ok) return [];
  const rows = await pricingRowsOf(db, [plan.id], rateScopeOf(enrollment, today));
  return tierPrices(plan, rows, eligible.age, eligible.tobacco, enrollment.annualIncode).map((t) => ({
    pid: plan.id,
    ppid: t.plan_pricing_id,
    plan_name: plan.planName,
    tier: t.tier,
    tier_label: tierLabel(t.tier, plan.isPremier),
    price: centsToDollars(t.monthly_cents),
    selected_plan: t.tier === eligible.tier,
  }));
}
