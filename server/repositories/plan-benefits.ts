import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { groupContributions, groupPayroll, planBenefits, portalPlans } from '../db/schema';
import { benefitValuesOf, type BenefitRow, type PayContext } from '../domain/plan-figures';

/**
 * Stored benefit values of every plan a portal lists, by plan id (the priced catalogue's read): one
 * statement scoped by the portal, whatever the number of plans.
 */
export async function benefitValuesOfPortal(
  db: Db,
  portalId: number,
): Promise<Map<number, Record<string, number | string | boolean | null>>> {
  const rows = await db
    .select({
      planId: planBenefits.planId,
      key: planBenefits.key,
      numValue: planBenefits.numValue,
      textValue: planBenefits.textValue,
      boolValue: planBenefits.boolValue,
    })
    .from(planBenefits)
    .innerJoin(portalPlans, eq(portalPlans.planId, planBenefits.planId))
    .where(eq(portalPlans.portalId, portalId));
  const byPlan = new Map<number, BenefitRow[]>();
  for (const { planId, ...row } of rows) {
    const list = byPlan.get(planId);
    if (list) list.push(row);
    else byPlan.set(planId, [row]);
  }
  const found = new Map<number, Record<string, number | string | boolean | null>>();
  for (const [planId, list] of byPlan) found.set(planId, benefitValuesOf(list));
  return found;
}

/** Stored benefit values by plan id (a plan without rows is absent). */
export async function benefitValuesByPlan(
  db: Db,
  planIds: readonly number[],
): Promise<Map<number, Record<string, number | string | boolean | null>>> {
  const found = new Map<number, Record<string, number | string | boolean | null>>();
  if (!planIds.length) return found;
  const rows = await db
    .select({
      planId: planBenefits.planId,
      key: planBenefits.key,
      numValue: planBenefits.numValue,
      textValue: planBenefits.textValue,
      boolValue: planBenefits.boolValue,
    })
    .from(planBenefits)
    .where(inArray(planBenefits.planId, [...new Set(planIds)]));
  const byPlan = new Map<number, BenefitRow[]>();
  for (const { planId, ...row } of rows) {
    const list = byPlan.get(planId);
    if (list) list.push(row);
    else byPlan.set(planId, [row]);
  }
  for (const [planId, list] of byPlan) found.set(planId, benefitValuesOf(list));
  return found;
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
