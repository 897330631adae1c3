import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { TierCode } from '../../schemas/categories';
import {
  cartLines,
  enrollments,
  enrollmentSteps,
  invoices,
  planPricing,
  plans,
  policies,
  policyPlans,
} from '../db/schema';
import type { EnrollmentRow } from './enrollments';

export type PolicyRow = typeof policies.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

export interface CompletionResult {
  policy: PolicyRow;
  /** False when an earlier (or a parallel) call had already completed the enrollment. */
  created: boolean;
}

/**
 * Completes an enrollment in ONE transaction: the policy (the unique index on enrollment_id makes a
 * double click, a retry or a parallel call find the first one instead of adding another), its plans
 * from the cart lines, the review tab's record and the completed status. Durable once it resolves.
 */
export async function completeEnrollment(
  db: Db,
  enrollment: EnrollmentRow,
  effectiveDate: string,
  reviewRecord: Record<string, unknown>,
  now = new Date(),
): Promise<CompletionResult> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(policies)
      .values({
        enrollmentId: enrollment.id,
        memberId: enrollment.memberId,
        agentId: enrollment.agentId,
        groupId: enrollment.groupId,
        portalId: enrollment.portalId,
        tier: enrollment.tier ?? 'IO',
        effectiveDate,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      const [existing] = await tx.select().from(policies).where(eq(policies.enrollmentId, enrollment.id)).limit(1);
      if (!existing) throw new Error('policy insert conflicted but no policy exists for the enrollment');
      return { policy: existing, created: false };
    }
    const lines = await tx
      .select()
      .from(cartLines)
      .where(eq(cartLines.enrollmentId, enrollment.id))
      .orderBy(asc(cartLines.id));
    if (lines.length > 0) {
      await tx.insert(policyPlans).values(
        lines.map((l) => ({
          policyId: inserted.id,
          planId: l.planId,
          planPricingId: l.planPricingId,
          monthlyCents: l.monthlyCents,
          status: 'ACTIVE' as const,
        })),
      );
    }
    await tx
      .insert(enrollmentSteps)
      .values({ enrollmentId: enrollment.id, tab: 'review_info', data: reviewRecord, updatedAt: now })
      .onConflictDoUpdate({
        target: [enrollmentSteps.enrollmentId, enrollmentSteps.tab],
        set: { data: reviewRecord, updatedAt: now },
      });
    await tx
      .update(enrollments)
      .set({ status: 'completed', completedAt: now, savedTab: 'review_info', updatedAt: now })
      .where(eq(enrollments.id, enrollment.id));
    return { policy: inserted, created: true };
  });
}

/** The policy an enrollment became, or null before completion. */
export async function policyOfEnrollment(db: Db, enrollmentId: string): Promise<PolicyRow | null> {
  const [row] = await db.select().from(policies).where(eq(policies.enrollmentId, enrollmentId)).limit(1);
  return row ?? null;
}

/** The policy with this id, or null. */
export async function findPolicy(db: Db, id: number): Promise<PolicyRow | null> {
  const [row] = await db.select().from(policies).where(eq(policies.id, id)).limit(1);
  return row ?? null;
}

/** Monthly prices (cents) of a policy's plans. */
export async function policyPlanPrices(db: Db, policyId: number): Promise<number[]> {
  const rows = await db
    .select({ cents: policyPlans.monthlyCents })
    .from(policyPlans)
    .where(eq(policyPlans.policyId, policyId));
  return rows.map((r) => r.cents);
}

/** A policy's plans as the receipt lists them: name, category, the tier of their rate row and monthly price, in order. */
export async function policyPlanLines(
  db: Db,
  policyId: number,
): Promise<Array<{ planId: number; planName: string; category: string; tier: TierCode | null; monthlyCents: number }>> {
  return db
    .select({
      planId: policyPlans.planId,
      planName: plans.planName,
      category: plans.category,
      tier: planPricing.tier,
      monthlyCents: policyPlans.monthlyCents,
    })
    .from(policyPlans)
    .innerJoin(plans, eq(plans.id, policyPlans.planId))
    .leftJoin(planPricing, eq(planPricing.id, policyPlans.planPricingId))
    .where(eq(policyPlans.policyId, policyId))
    .orderBy(asc(policyPlans.id));
}

/** The invoice of a policy for an effective date, or null. */
export async function findInvoice(db: Db, policyId: number, effectiveDate: string): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.policyId, policyId), eq(invoices.effectiveDate, effectiveDate)))
    .limit(1);
  return row ?? null;
}

/** Inserts the invoice unless one exists for the policy and date (unique index), then answers the stored one. */
export async function insertInvoiceOnce(
  db: Db,
  policyId: number,
  effectiveDate: string,
  amountCents: number,
): Promise<InvoiceRow> {
  await db.insert(invoices).values({ policyId, effectiveDate, amountCents }).onConflictDoNothing();
  const row = await findInvoice(db, policyId, effectiveDate);
  if (!row) throw new Error('invoice missing after insert');
  return row;
}
