import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { carriers, cartLines, plans, portalPlans } from '../db/schema';
import type { PlanRow } from './cart';

export { type PlanRow } from './cart';

/** An active plan by id, or null. */
export async function findPlan(db: Db, id: number): Promise<PlanRow | null> {
  const [row] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), eq(plans.active, true)))
    .limit(1);
  return row ?? null;
}

/** The plan with its carrier's name and special message, or null. */
export async function findPlanWithCarrier(
  db: Db,
  id: number,
): Promise<{ plan: PlanRow; carrierName: string; specialMessage: string | null } | null> {
  const [row] = await db
    .select({ plan: plans, carrierName: carriers.name, specialMessage: carriers.specialMessage })
    .from(plans)
    .innerJoin(carriers, eq(carriers.id, plans.carrierId))
    .where(and(eq(plans.id, id), eq(plans.active, true)))
    .limit(1);
  return row ?? null;
}

/** True when the portal sells the plan. */
export async function soldInPortal(db: Db, portalId: number | null, planId: number): Promise<boolean> {
  if (portalId === null) return false;
  const [row] = await db
    .select({ planId: portalPlans.planId })
    .from(portalPlans)
    .where(and(eq(portalPlans.portalId, portalId), eq(portalPlans.planId, planId)))
    .limit(1);
  return row !== undefined;
}

/** Active plans the portal sells, optionally only the membership plans or one category. */
export async function plansInPortal(
  db: Db,
  portalId: number,
  filter: { membership: boolean; category?: string; excludeId?: number },
): Promise<PlanRow[]> {
  const conditions = [
    eq(portalPlans.portalId, portalId),
    eq(plans.active, true),
    eq(plans.isMembership, filter.membership),
  ];
  if (filter.category !== undefined) conditions.push(eq(plans.category, filter.category));
  if (filter.excludeId !== undefined) conditions.push(ne(plans.id, filter.excludeId));
  const rows = await db
    .select({ plan: plans })
    .from(plans)
    .innerJoin(portalPlans, eq(portalPlans.planId, plans.id))
    .where(and(...conditions))
    .orderBy(asc(plans.sort), asc(plans.id));
  return rows.map((r) => r.plan);
}

/** The plans in an enrollment's cart. */
export async function cartPlans(db: Db, enrollmentId: string): Promise<PlanRow[]> {
  const rows = await db
    .select({ plan: plans })
    .from(cartLines)
    .innerJoin(plans, eq(plans.id, cartLines.planId))
    .where(eq(cartLines.enrollmentId, enrollmentId));
  return rows.map((r) => r.plan);
}
