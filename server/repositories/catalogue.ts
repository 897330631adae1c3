import { and, asc, eq, isNull, lt, gte, or, sql, type SQL } from 'drizzle-orm';
import type { FeaturedPlans } from '../../schemas/api/site';
import type { Db } from '../db/client';
import { groups, plans, portalPlans } from '../db/schema';
import { findDefaultSite, primaryPortalOfAgent } from './sites';

export interface StorefrontScope {
  agent_id: number | null;
  group_id: number | null;
  portal_id: number | null;
  over65: boolean;
}

/**
 * The portal whose plans a session's storefront sells: the session's own portal, else the
 * group's, else the rep's primary one, else the default site's.
 */
export async function storefrontPortal(db: Db, scope: StorefrontScope): Promise<number | null> {
  if (scope.portal_id !== null) return scope.portal_id;
  if (scope.group_id !== null) {
    const [g] = await db
      .select({ portalId: groups.portalId })
      .from(groups)
      .where(eq(groups.id, scope.group_id))
      .limit(1);
    if (g?.portalId) return g.portalId;
  }
  if (scope.agent_id !== null) {
    const portal = await primaryPortalOfAgent(db, scope.agent_id);
    if (portal !== null) return portal;
  }
  return (await findDefaultSite(db))?.portalId ?? null;
}

/** Plans a portal sells to this age group: active, not a membership add-on, inside the plan's age limits. */
function sellableIn(portalId: number, over65: boolean): SQL {
  const ageFits = over65
    ? or(isNull(plans.maxAge), gte(plans.maxAge, 65))
    : or(isNull(plans.minAge), lt(plans.minAge, 65));
  return and(eq(portalPlans.portalId, portalId), eq(plans.active, true), eq(plans.isMembership, false), ageFits) as SQL;
}

/** Number of plans the portal sells per category code. */
export async function planCountsByCategory(db: Db, portalId: number, over65: boolean): Promise<Map<string, number>> {
  const rows = await db
    .select({ category: plans.category, count: sql<number>`count(*)::int` })
    .from(plans)
    .innerJoin(portalPlans, eq(portalPlans.planId, plans.id))
    .where(sellableIn(portalId, over65))
    .groupBy(plans.category);
  return new Map(rows.map((r) => [r.category, Number(r.count)]));
}

export type FeaturedPlanRow = FeaturedPlans['result'][number];

/** Featured plans the portal sells, for the home page. */
export async function featuredPlans(db: Db, portalId: number, over65: boolean): Promise<FeaturedPlanRow[]> {
  return db
    .select({ plan_id: plans.id, plan_name: plans.planName, plan_logo: plans.logo, plan_short_text: plans.shortText })
    .from(plans)
    .innerJoin(portalPlans, eq(portalPlans.planId, plans.id))
    .where(and(sellableIn(portalId, over65), eq(plans.isFeatured, true)))
    .orderBy(asc(plans.sort), asc(plans.id));
}
