import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { forgetRequestReads } from '../plugins/request-reads';
import { bundleMembers, cartLines, plans, singlePlanCategories } from '../db/schema';
import type { CoveragePlan } from '../domain/cart-rules';
import type { NewCartLine } from './cart';

/**
 * These plans as the one-per-coverage rule sees them (any order): the single-plan coverages of
 * the plan's own category, or for a bundle of its member plans' categories; none for memberships.
 * One statement: each plan, left-joined to its bundle members and to the coverage of whichever
 * category counts.
 */
export async function coveragePlansOf(db: Db, planIds: readonly number[]): Promise<CoveragePlan[]> {
  if (planIds.length === 0) return [];
  const member = alias(plans, 'member');
  const rows = await db
    .select({
      planId: plans.id,
      planName: plans.planName,
      isMembership: plans.isMembership,
      coverage: singlePlanCategories.coverage,
    })
    .from(plans)
    .leftJoin(bundleMembers, eq(bundleMembers.bundlePlanId, plans.id))
    .leftJoin(member, eq(member.id, bundleMembers.memberPlanId))
    // A bundle's coverage is its members' categories; any other plan's, its own.
    .leftJoin(
      singlePlanCategories,
      eq(singlePlanCategories.category, sql`coalesce(${member.category}, ${plans.category})`),
    )
    .where(inArray(plans.id, [...planIds]));
  const byPlan = new Map<number, CoveragePlan & { coverages: string[] }>();
  for (const r of rows) {
    const plan = byPlan.get(r.planId) ?? { planId: r.planId, planName: r.planName, coverages: [] };
    byPlan.set(r.planId, plan);
    if (!r.isMembership && r.coverage !== null && !plan.coverages.includes(r.coverage)) plan.coverages.push(r.coverage);
  }
  return [...byPlan.values()];
}

/**
 * Takes `removePlanIds` out of the cart and adds `lines`, in one transaction (the Replace answer of
 * a single-plan refusal: the cart never holds both, nor neither). A line for a plan already in the
 * cart is left as it is (the unique index on enrollment and plan), so a retried request is one line.
 */
export async function replaceCartLines(
  db: Db,
  enrollmentId: string,
  removePlanIds: readonly number[],
  lines: readonly NewCartLine[],
): Promise<void> {
  forgetRequestReads(); // the request's later reads see this write (plugins/request-reads.ts)
  await db.transaction(async (tx) => {
    if (removePlanIds.length > 0)
      await tx
        .delete(cartLines)
        .where(and(eq(cartLines.enrollmentId, enrollmentId), inArray(cartLines.planId, [...removePlanIds])));
    for (const line of lines) {
      await tx
        .insert(cartLines)
        .values({ enrollmentId, ...line })
        .onConflictDoNothing({ target: [cartLines.enrollmentId, cartLines.planId] });
    }
  });
}
