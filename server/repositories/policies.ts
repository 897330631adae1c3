import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { forgetRequestReads } from '../plugins/request-reads';
import type { TierCode } from '../../schemas/categories';
import { invoices, planPricing, plans, policies, policyPlans } from '../db/schema';
import type { EnrollmentRow } from './enrollments';

export type PolicyRow = typeof policies.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

export interface CompletionResult {
  policy: PolicyRow;
  /** False when an earlier (or a parallel) call had already completed the enrollment. */
  created: boolean;
}

/**
 * Completes an enrollment in ONE statement (atomic as a transaction, one round trip): the policy
 * (the unique index on enrollment_id makes a double click, a retry or a parallel call find the
 * first one instead of adding another), its plans from the cart lines, the review tab's record and
 * the completed status, each written only when the policy was made here. Durable once it resolves.
 */
export async function completeEnrollment(
  db: Db,
  enrollment: EnrollmentRow,
  effectiveDate: string,
  reviewRecord: Record<string, unknown>,
  now = new Date(),
): Promise<CompletionResult> {
  forgetRequestReads(); // the request's later reads see this write (plugins/request-reads.ts)
  const policy = db
    .insert(policies)
    .values({
      enrollmentId: enrollment.id,
      memberId: enrollment.memberId,
      agentId: enrollment.agentId,
      groupId: enrollment.groupId,
      portalId: enrollment.portalId,
      tier: enrollment.tier ?? 'IO',
      effectiveDate,
      // The form-rules version the enrollment was filled against (decision 0240): its pin as stored now.
      rulesVersion: sql`(SELECT e.rules_version FROM enrollments e WHERE e.id = ${enrollment.id})`,
    })
    .onConflictDoNothing()
    .returning();
  const at = sql`${now.toISOString()}::timestamptz`;
  const id = enrollment.id;
  const result = await db.execute(sql`WITH made AS (${policy.getSQL()}),
    plans_made AS (
      INSERT INTO policy_plans (policy_id, plan_id, plan_pricing_id, monthly_cents, status)
      SELECT made.id, c.plan_id, c.plan_pricing_id, c.monthly_cents, 'ACTIVE' FROM made, cart_lines c
      WHERE c.enrollment_id = ${id} ORDER BY c.id RETURNING 1),
    review AS (
      INSERT INTO enrollment_steps (enrollment_id, tab, data, updated_at)
      SELECT ${id}, 'review_info', ${JSON.stringify(reviewRecord)}::jsonb, ${at} FROM made
      ON CONFLICT (enrollment_id, tab) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at RETURNING 1),
    completed AS (
      UPDATE enrollments SET status = 'completed', completed_at = ${at}, saved_tab = 'review_info', updated_at = ${at}
      WHERE id = ${id} AND EXISTS (SELECT 1 FROM made) RETURNING 1)
    SELECT made.* FROM made`);
  const [made] = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  if (made) return { policy: policyRowOf(made), created: true };
  const existing = await policyOfEnrollment(db, id);
  if (!existing) throw new Error('policy insert conflicted but no policy exists for the enrollment');
  return { policy: existing, created: false };
}

/** A policies row as the driver answered it (column names) mapped as drizzle maps a select. */
export function policyRowOf(raw: Record<string, unknown>): PolicyRow {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(policies))) {
    const value = raw[column.name];
    out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out as PolicyRow;
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
