import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { forgetRequestReads, requestRead } from '../plugins/request-reads';
import { cartLinesKey } from './enrollments';
import { sealBytes } from '../services/field-crypto';
import { carriers, cartLines, planPricing, plans, policies, policyPlans, portalPlans, screenshots } from '../db/schema';
import type { SummaryLine } from '../domain/cart-summary';
import type { TierCode } from '../../schemas/categories';

/** A plan row as the cart and listing rules read it. */
export type PlanRow = typeof plans.$inferSelect;

/** The plans with these ids (any order). */
export async function plansByIds(db: Db, ids: readonly number[]): Promise<PlanRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(plans)
    .where(inArray(plans.id, [...ids]));
}

/** Which of `planIds` a portal sells (memberships included): one indexed lookup of those plans, not the portal's whole list. */
export async function planIdsSoldIn(db: Db, portalId: number | null, planIds: readonly number[]): Promise<Set<number>> {
  if (portalId === null || planIds.length === 0) return new Set();
  const rows = await db
    .select({ id: portalPlans.planId })
    .from(portalPlans)
    .where(and(eq(portalPlans.portalId, portalId), inArray(portalPlans.planId, [...planIds])));
  return new Set(rows.map((r) => r.id));
}

/** Plan ids a member holds on an ACTIVE policy (already-active). */
export async function activePlanIdsOf(db: Db, memberId: number | null): Promise<Set<number>> {
  if (memberId === null) return new Set();
  const rows = await db
    .select({ id: policyPlans.planId })
    .from(policyPlans)
    .innerJoin(policies, eq(policies.id, policyPlans.policyId))
    .where(and(eq(policies.memberId, memberId), eq(policyPlans.status, 'ACTIVE')));
  return new Set(rows.map((r) => r.id));
}

/** A cart line with its plan's facts: what the cart summary reads (SummaryLine) and the cart rules' dates. */
export interface CartLineView extends SummaryLine {
  /** The plan's category and the tier of the rate row it was priced by (the cost per paycheck's rule). */
  category: string;
  tier: TierCode | null;
  isMembership: boolean;
  blackoutStart: string | null;
  blackoutEnd: string | null;
}

/** The enrollment's cart lines with what the cart page shows of each plan, oldest first. */
export async function cartLinesOf(db: Db, enrollmentId: string): Promise<CartLineView[]> {
  // Once per request: the enrollment's context read may already hold them (repositories/enrollments.ts).
  // Each caller gets its own copies: a kept read is never changed through an answer.
  const lines = await requestRead(cartLinesKey(enrollmentId), () => cartLinesQuery(db, enrollmentId));
  return lines.map((l) => ({ ...l }));
}

function cartLinesQuery(db: Db, enrollmentId: string): Promise<CartLineView[]> {
  return db
    .select({
      planId: cartLines.planId,
      planPricingId: cartLines.planPricingId,
      monthlyCents: cartLines.monthlyCents,
      removable: cartLines.removable,
      pairedPlanId: cartLines.pairedPlanId,
      planName: plans.planName,
      logo: plans.logo,
      category: plans.category,
      tier: planPricing.tier,
      isPremier: plans.isPremier,
      isUnion: plans.isUnion,
      isMembership: plans.isMembership,
      signatureRequired: plans.signatureRequired,
      blackoutStart: plans.blackoutStart,
      blackoutEnd: plans.blackoutEnd,
      specialMessage: carriers.specialMessage,
    })
    .from(cartLines)
    .innerJoin(plans, eq(plans.id, cartLines.planId))
    .innerJoin(carriers, eq(carriers.id, plans.carrierId))
    .leftJoin(planPricing, eq(planPricing.id, cartLines.planPricingId))
    .where(eq(cartLines.enrollmentId, enrollmentId))
    .orderBy(asc(cartLines.id))
    .execute();
}

export interface NewCartLine {
  planId: number;
  planPricingId: number;
  monthlyCents: number;
  removable: boolean;
  pairedPlanId: number | null;
}

/** Removes these plans' lines from the enrollment's cart. */
export async function removeCartLines(db: Db, enrollmentId: string, planIds: readonly number[]): Promise<void> {
  forgetRequestReads(); // the request's later reads see this write (plugins/request-reads.ts)
  if (planIds.length === 0) return;
  await db
    .delete(cartLines)
    .where(and(eq(cartLines.enrollmentId, enrollmentId), inArray(cartLines.planId, [...planIds])));
}

/** Keeps a step screenshot: the PNG bytes sealed (AES-256-GCM), like step data. */
export async function saveScreenshot(
  db: Db,
  enrollmentId: string,
  name: string,
  png: Uint8Array,
  key: Buffer,
): Promise<void> {
  await db
    .insert(screenshots)
    .values({ enrollmentId, name, mimeType: 'image/png', image: sealBytes(png, key), sealed: true });
}
