import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  carrierDeliveries,
  carrierMemberLines,
  carrierProfiles,
  carriers,
  enrollments,
  enrollmentSteps,
  groups,
  memberDependents,
  members,
  plans,
  policies,
  policyPlans,
  portals,
} from '../db/schema';
import type { CarrierLineState } from '../domain/carrier-changes';

/** Queries of the carrier files (docs/decisions/0110-carrier-834-files.md). */

export type CarrierProfileRow = typeof carrierProfiles.$inferSelect & { carrierName: string; carrierCode: string };
export type CarrierDeliveryRow = typeof carrierDeliveries.$inferSelect;
export type DeliveryWithCarrier = CarrierDeliveryRow & { carrierName: string };

const profileColumns = {
  ...Object.fromEntries(Object.entries(carrierProfiles).filter(([k]) => !k.startsWith('_') && k !== 'enableRLS')),
} as unknown as typeof carrierProfiles._.columns;

/** Every carrier profile with its carrier's name and code, by carrier id. */
export async function listCarrierProfiles(db: Db, carrierId?: number): Promise<CarrierProfileRow[]> {
  return db
    .select({ ...profileColumns, carrierName: carriers.name, carrierCode: carriers.code })
    .from(carrierProfiles)
    .innerJoin(carriers, eq(carriers.id, carrierProfiles.carrierId))
    .where(carrierId === undefined ? undefined : eq(carrierProfiles.carrierId, carrierId))
    .orderBy(asc(carrierProfiles.carrierId));
}

/** One profile, locked for the rest of the transaction when `lock` (a run holds it while it allocates a control number). */
export async function findCarrierProfile(db: Db, carrierId: number, lock = false): Promise<CarrierProfileRow | null> {
  const query = db
    .select({ ...profileColumns, carrierName: carriers.name, carrierCode: carriers.code })
    .from(carrierProfiles)
    .innerJoin(carriers, eq(carriers.id, carrierProfiles.carrierId))
    .where(eq(carrierProfiles.carrierId, carrierId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: carrierProfiles }) : await query;
  return row ?? null;
}

export async function updateCarrierProfile(
  db: Db,
  carrierId: number,
  values: Partial<typeof carrierProfiles.$inferInsert>,
): Promise<void> {
  await db
    .update(carrierProfiles)
    .set({ updatedAt: new Date(), ...values })
    .where(eq(carrierProfiles.carrierId, carrierId));
}

/** The category codes of the catalogue (the keys a line-of-business mapping may use). */
export async function planCategories(db: Db): Promise<Set<string>> {
  const rows = await db.selectDistinct({ category: plans.category }).from(plans);
  return new Set(rows.map((r) => r.category));
}

/** The next control number of a carrier (unique and increasing: the row is updated in the caller's transaction). */
export async function allocateControlNumber(db: Db, carrierId: number): Promise<number> {
  const [row] = await db
    .update(carrierProfiles)
    .set({ lastControlNumber: sql`${carrierProfiles.lastControlNumber} + 1` })
    .where(eq(carrierProfiles.carrierId, carrierId))
    .returning({ control: carrierProfiles.lastControlNumber });
  if (!row) throw new Error('no carrier profile to number a file for');
  return row.control;
}

/** A coverage of the carrier: one plan on one policy, with the policy's sponsor. */
export interface CoverageRow {
  policyId: number;
  planId: number;
  planName: string;
  category: string;
  status: 'ACTIVE' | 'PENDING' | 'TERMED' | 'CANCELLED';
  termDate: string | null;
  tier: 'IO' | 'IS' | 'IC' | 'IF';
  effectiveDate: string;
  enrollmentId: string | null;
  memberId: number | null;
  groupId: number | null;
  groupName: string | null;
  groupCode: string | null;
  platformName: string | null;
  platformCode: string | null;
}

/** Every coverage on the carrier's plans, by policy and plan. */
export async function coveragesOfCarrier(db: Db, carrierId: number): Promise<CoverageRow[]> {
  return db
    .select({
      policyId: policies.id,
      planId: plans.id,
      planName: plans.planName,
      category: plans.category,
      status: policyPlans.status,
      termDate: policyPlans.termDate,
      tier: policies.tier,
      effectiveDate: policies.effectiveDate,
      enrollmentId: policies.enrollmentId,
      memberId: policies.memberId,
      groupId: policies.groupId,
      groupName: groups.name,
      groupCode: groups.groupCode,
      platformName: portals.platformName,
      platformCode: portals.platformCode,
    })
    .from(policyPlans)
    .innerJoin(plans, eq(plans.id, policyPlans.planId))
    .innerJoin(policies, eq(policies.id, policyPlans.policyId))
    .leftJoin(groups, eq(groups.id, policies.groupId))
    .leftJoin(portals, eq(portals.id, policies.portalId))
    .where(eq(plans.carrierId, carrierId))
    .orderBy(asc(policies.id), asc(plans.id));
}

/**
 * The enrollments and the members of the policies that hold one of the carrier's plans: the scoping
 * predicate the reads below share, as IN (subquery), so no statement carries one parameter per
 * enrollment or member (PostgreSQL allows 65,535 in all).
 */
function carrierPolicyColumn(
  db: Db,
  carrierId: number,
  column: typeof policies.enrollmentId | typeof policies.memberId,
) {
  return db
    .select({ id: column })
    .from(policyPlans)
    .innerJoin(plans, eq(plans.id, policyPlans.planId))
    .innerJoin(policies, eq(policies.id, policyPlans.policyId))
    .where(and(eq(plans.carrierId, carrierId), isNotNull(column)));
}

/** The saved tabs of the carrier's enrollments (still sealed), by enrollment id and tab. */
export async function stepsOf(db: Db, carrierId: number): Promise<Map<string, Map<string, unknown>>> {
  const rows = await db
    .select({ id: enrollmentSteps.enrollmentId, tab: enrollmentSteps.tab, data: enrollmentSteps.data })
    .from(enrollmentSteps)
    .where(
      and(
        inArray(enrollmentSteps.enrollmentId, carrierPolicyColumn(db, carrierId, policies.enrollmentId)),
        inArray(enrollmentSteps.tab, ['primary_info', 'contact_info', 'employer_info', 'dependent_info']),
      ),
    );
  const out = new Map<string, Map<string, unknown>>();
  for (const r of rows) {
    const tabs = out.get(r.id) ?? new Map<string, unknown>();
    tabs.set(r.tab, r.data);
    out.set(r.id, tabs);
  }
  return out;
}

export type EnrollmentFacts = Pick<typeof enrollments.$inferSelect, 'id' | 'dob' | 'gender' | 'zip' | 'state'>;

/** Date of birth, gender and place of the carrier's enrollments, by enrollment id. */
export async function enrollmentFacts(db: Db, carrierId: number): Promise<Map<string, EnrollmentFacts>> {
  const rows = await db
    .select({
      id: enrollments.id,
      dob: enrollments.dob,
      gender: enrollments.gender,
      zip: enrollments.zip,
      state: enrollments.state,
    })
    .from(enrollments)
    .where(inArray(enrollments.id, carrierPolicyColumn(db, carrierId, policies.enrollmentId)));
  return new Map(rows.map((r) => [r.id, r]));
}

export type MemberRow = typeof members.$inferSelect;
export type MemberDependentRow = typeof memberDependents.$inferSelect;

/** The carrier's members on file with their dependents, by member id. */
export async function membersWithDependents(
  db: Db,
  carrierId: number,
): Promise<Map<number, { member: MemberRow; dependents: MemberDependentRow[] }>> {
  // One after another: a run's transaction holds one connection.
  const rows = await db
    .select()
    .from(members)
    .where(inArray(members.id, carrierPolicyColumn(db, carrierId, policies.memberId)));
  const deps = await db
    .select()
    .from(memberDependents)
    .where(inArray(memberDependents.memberId, carrierPolicyColumn(db, carrierId, policies.memberId)))
    .orderBy(asc(memberDependents.id));
  const out = new Map(rows.map((m) => [m.id, { member: m, dependents: [] as MemberDependentRow[] }]));
  for (const d of deps) out.get(d.memberId)?.dependents.push(d);
  return out;
}

/** What the carrier was told, by line key. */
export async function toldLines(db: Db, carrierId: number): Promise<Map<string, CarrierLineState>> {
  const rows = await db.select().from(carrierMemberLines).where(eq(carrierMemberLines.carrierId, carrierId));
  return new Map(
    rows.map((r) => [
      r.lineKey,
      {
        key: r.lineKey,
        subscriberId: r.subscriberId,
        personName: r.personName,
        plan: r.plan,
        status: r.status,
        contentHash: r.contentHash,
      },
    ]),
  );
}

/** Replaces what the carrier was told with `lines` (after a delivered file). */
export async function saveToldLines(
  db: Db,
  carrierId: number,
  lines: readonly CarrierLineState[],
  deliveryId: number,
): Promise<void> {
  await db.delete(carrierMemberLines).where(eq(carrierMemberLines.carrierId, carrierId));
  // Bounded statements: one INSERT of a whole book would carry 8 parameters a line (past PostgreSQL's
  // 65,535 at about 8,000 lines) and overflow the stack building it.
  for (let start = 0; start < lines.length; start += TOLD_LINES_PER_INSERT) {
    await db.insert(carrierMemberLines).values(
      lines.slice(start, start + TOLD_LINES_PER_INSERT).map((l) => ({
        carrierId,
        lineKey: l.key,
        subscriberId: l.subscriberId,
        personName: l.personName,
        plan: l.plan,
        status: l.status,
        contentHash: l.contentHash,
        deliveryId,
      })),
    );
  }
}

/** Lines per INSERT of what the carrier was told (8 parameters each). */
const TOLD_LINES_PER_INSERT = 1000;

export async function insertDelivery(
  db: Db,
  values: typeof carrierDeliveries.$inferInsert,
): Promise<CarrierDeliveryRow> {
  const [row] = await db.insert(carrierDeliveries).values(values).returning();
  if (!row) throw new Error('delivery log insert returned nothing');
  return row;
}

export async function updateDelivery(
  db: Db,
  id: number,
  values: Partial<typeof carrierDeliveries.$inferInsert>,
): Promise<void> {
  await db.update(carrierDeliveries).set(values).where(eq(carrierDeliveries.id, id));
}

const deliveryWithCarrier = { ...getColumns(), carrierName: carriers.name };
function getColumns() {
  return Object.fromEntries(
    Object.entries(carrierDeliveries).filter(([k]) => !k.startsWith('_') && k !== 'enableRLS'),
  ) as unknown as typeof carrierDeliveries._.columns;
}

export async function findDelivery(db: Db, id: number): Promise<DeliveryWithCarrier | null> {
  const [row] = await db
    .select(deliveryWithCarrier)
    .from(carrierDeliveries)
    .innerJoin(carriers, eq(carriers.id, carrierDeliveries.carrierId))
    .where(eq(carrierDeliveries.id, id))
    .limit(1);
  return row ?? null;
}

/** The delivery log, newest first (at most 200 rows). */
export async function listDeliveries(db: Db, carrierId?: number): Promise<DeliveryWithCarrier[]> {
  return db
    .select(deliveryWithCarrier)
    .from(carrierDeliveries)
    .innerJoin(carriers, eq(carriers.id, carrierDeliveries.carrierId))
    .where(carrierId === undefined ? undefined : eq(carrierDeliveries.carrierId, carrierId))
    .orderBy(desc(carrierDeliveries.id))
    .limit(200);
}

/** The carrier's file that is neither delivered nor cancelled (at most one exists), if any. */
export async function openDeliveryOf(db: Db, carrierId: number): Promise<CarrierDeliveryRow | null> {
  const [row] = await db
    .select()
    .from(carrierDeliveries)
    .where(
      and(
        eq(carrierDeliveries.carrierId, carrierId),
        inArray(carrierDeliveries.status, ['generated', 'held', 'failed']),
      ),
    )
    .orderBy(desc(carrierDeliveries.id))
    .limit(1);
  return row ?? null;
}

/**
 * Records a carrier's 999 for its delivery of `controlNumber`: accepted sets acknowledged_at (once);
 * rejected keeps the AK9 code as the error. Answers 1 when a delivery matched, else 0.
 */
export async function acknowledgeDelivery(
  db: Db,
  carrierId: number,
  controlNumber: number,
  ack: { code: string; accepted: boolean },
  at: Date,
): Promise<number> {
  const rows = await db
    .update(carrierDeliveries)
    .set(
      ack.accepted
        ? { acknowledgedAt: sql`coalesce(${carrierDeliveries.acknowledgedAt}, ${at})` }
        : { error: `Rejected by the carrier (999 AK9 ${ack.code.replace(/[^A-Z]/g, '').slice(0, 2)})` },
    )
    .where(and(eq(carrierDeliveries.carrierId, carrierId), eq(carrierDeliveries.controlNumber, controlNumber)))
    .returning({ id: carrierDeliveries.id });
  return rows.length;
}

/** Failed deliveries whose next attempt is due. */
export async function dueRetries(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: carrierDeliveries.id })
    .from(carrierDeliveries)
    .where(and(eq(carrierDeliveries.status, 'failed'), sql`${carrierDeliveries.nextAttemptAt} <= ${now}`))
    .orderBy(asc(carrierDeliveries.id));
  return rows.map((r) => r.id);
}

/**
 * Claims a due retry: moves its next attempt to `leaseUntil` only if it is still failed and due, so two
 * callers never deliver the same file at once. True when this caller got it.
 */
export async function claimDueRetry(db: Db, id: number, now: Date, leaseUntil: Date): Promise<boolean> {
  const rows = await db
    .update(carrierDeliveries)
    .set({ nextAttemptAt: leaseUntil })
    .where(
      and(
        eq(carrierDeliveries.id, id),
        eq(carrierDeliveries.status, 'failed'),
        sql`${carrierDeliveries.nextAttemptAt} <= ${now}`,
      ),
    )
    .returning({ id: carrierDeliveries.id });
  return rows.length === 1;
}

/** Cancels a policy's plans (all, one, or those of `onlyPlanIds`) from `termDate`: the product's cancellation of a completed enrollment. */
export async function cancelPolicyPlans(
  db: Db,
  policyId: number,
  termDate: string,
  planId?: number,
  onlyPlanIds?: readonly number[],
): Promise<number> {
  if (onlyPlanIds?.length === 0) return 0;
  const rows = await db
    .update(policyPlans)
    .set({ status: 'CANCELLED', termDate })
    .where(
      and(
        eq(policyPlans.policyId, policyId),
        inArray(policyPlans.status, ['ACTIVE', 'PENDING']),
        planId === undefined ? undefined : eq(policyPlans.planId, planId),
        onlyPlanIds === undefined ? undefined : inArray(policyPlans.planId, [...onlyPlanIds]),
      ),
    )
    .returning({ id: policyPlans.id });
  return rows.length;
}

/** The carrier ids whose plans are on a policy (to limit a carrier admin's cancellation to their own). */
export async function carriersOfPolicy(db: Db, policyId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ carrierId: plans.carrierId })
    .from(policyPlans)
    .innerJoin(plans, eq(plans.id, policyPlans.planId))
    .where(eq(policyPlans.policyId, policyId));
  return rows.map((r) => r.carrierId);
}
