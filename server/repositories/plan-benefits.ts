import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { groupContributions, groupPayroll, planBenefits, portalPlans } from '../db/schema';
import { benefitValuesOf, type BenefitRow, type PayContext } from '../domain/plan-figures';

type BenefitValues = Map<number, Record<string, number | string | boolean | null>>;

const benefitColumns = {
  planId: planBenefits.planId,
  key: planBenefits.key,
  numValue: planBenefits.numValue,
  textValue: planBenefits.textValue,
  boolValue: planBenefits.boolValue,
};

/** Benefit rows grouped by plan (a map built once) and turned into each plan's values. */
function valuesByPlan(rows: ReadonlyArray<BenefitRow & { planId: number }>): BenefitValues {
  const byPlan = new Map<number, BenefitRow[]>();
  for (const { planId, ...row } of rows) {
    const list = byPlan.get(planId);
    if (list) list.push(row);
    else byPlan.set(planId, [row]);
  }
  const found: BenefitValues = new Map();
  for (const [planId, list] of byPlan) found.set(planId, benefitValuesOf(list));
  return found;
}

/**
 * Stored benefit values of every plan a portal lists, by plan id (the priced catalogue's read): one
 * statement scoped by the portal, whatever the number of plans.
 */
export async function benefitValuesOfPortal(db: Db, portalId: number): Promise<BenefitValues> {
  const rows = await db
    .select(benefitColumns)
    .from(planBenefits)
    .innerJoin(portalPlans, eq(portalPlans.planId, planBenefits.planId))
    .where(eq(portalPlans.portalId, portalId));
  return valuesByPlan(rows);
}

/** Stored benefit values by plan id (a plan without rows is absent). */
export async function benefitValuesByPlan(db: Db, planIds: readonly number[]): Promise<BenefitValues> {
  if (!planIds.length) return new Map();
  const rows = await db
    .select(benefitColumns)
    .from(planBenefits)
    .where(inArray(planBenefits.planId, [...new Set(planIds)]));
  return valuesByPlan(rows);
}

/** A group's payroll (pay frequency and employer contributions), or null for no group or no pay frequency. */
export async function payContextOf(db: Db, groupId: number | null): Promise<PayContext | null> {
  if (groupId === null) return null;
  const [payroll, rules] = await Promise.all([
    db.select().from(groupPayroll).where(eq(groupPayroll.groupId, groupId)).limit(1),
    db
      .select()
      .from(groupContributions)
      .where(eq(groupContributions.groupId, groupId))
      .orderBy(asc(groupContributions.category), asc(groupContributions.tier)),
  ]);
  const frequency = payroll[0]?.payFrequency;
  if (!frequency) return null;
  return {
    groupId,
    payFrequency: frequency,
    contributions: rules.map((r) => ({
      category: r.category,
      tier: r.tier,
      rule:
        r.kind === 'flat'
          ? { kind: 'flat' as const, flatCents: r.flatCents ?? 0 }
          : { kind: 'percent' as const, percent: r.percent ?? 0 },
    })),
  };
}
