import { and, asc, eq, inArray, isNull, lt, gte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { plans, portalPlans } from '../db/schema';
import type { PlanRow } from './cart';

/**
 * Plans a portal lists on /plans: active, not membership add-ons (they are offered on the plan
 * page beside the plan that needs them), optionally in some categories and one age market.
 */
export async function listablePlans(db: Db, portalId: number, opts: { categories?: readonly string[]; over65?: boolean }): Promise<PlanRow[]> {
  const conditions: SQL[] = [eq(portalPlans.portalId, portalId), eq(plans.active, true), eq(plans.isMembership, false)];
  if (opts.categories && opts.categories.length) conditions.push(inArray(plans.category, [...opts.categories]));
  if (opts.over65 !== undefined) {
    conditions.push((opts.over65 ? or(isNull(plans.maxAge), gte(plans.maxAge, 65)) : or(isNull(plans.minAge), lt(plans.minAge, 65))) as SQL);
  }
  const rows = await db
    .select({ plan: plans })
    .from(plans)
    .innerJoin(portalPlans, eq(portalPlans.planId, plans.id))
    .where(and(...conditions))
    .orderBy(asc(plans.sort), asc(plans.id));
  return rows.map((r) => r.plan);
}
