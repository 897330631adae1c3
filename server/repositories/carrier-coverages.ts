import { and, asc, eq, inArray, isNotNull, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
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

/**
 * A carrier's coverages as its files read them (docs/decisions/0110-carrier-834-files.md): the policies
 * holding its plans by sponsor, their rows, saved steps, facts and members on file a step of policies at
 * a time (one array parameter each), and the cancellation of a policy's plans.
 */

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
  /** The form-rules version the policy was filled against (its carriers' answers are read with it), or null. */
  rulesVersion: number | null;
}

/**
 * The id a policy's file sponsor goes by (its transaction set): the group's code, else the platform's,
 * else null (an individual policy, sponsored by the platform itself). SQL of CarrierLine's sponsor.
 */
const sponsorKey = sql<
  string | null
>`CASE WHEN ${groups.groupCode} IS NOT NULL AND ${groups.name} IS NOT NULL THEN ${groups.groupCode} WHEN ${portals.platformCode} IS NOT NULL AND ${portals.platformName} IS NOT NULL THEN ${portals.platformCode} END`;

/** The carrier's coverages joined to their policy and sponsor, filtered by `where`. */
function carrierCoverages<T extends Record<string, unknown>>(db: Db, columns: T) {
  return db
    .select(columns as never)
    .from(policyPlans)
    .innerJoin(plans, eq(plans.id, policyPlans.planId))
    .innerJoin(policies, eq(policies.id, policyPlans.policyId))
    .leftJoin(groups, eq(groups.id, policies.groupId))
    .leftJoin(portals, eq(portals.id, policies.portalId));
}

/**
 * The carrier's policies by sponsor (its key), each sponsor's ids in order, the sponsors in the order
 * of their first policy: the order of a file's transaction sets and member loops. Ids only (8 bytes a
 * policy), read once: the build then reads the policies' rows a step at a time.
 */
export async function policiesBySponsor(
  db: Db,
  carrierId: number,
): Promise<Array<{ key: string | null; ids: number[] }>> {
  const rows = (await carrierCoverages(db, {
    key: sponsorKey,
    ids: sql<number[]>`array_agg(DISTINCT ${policies.id} ORDER BY ${policies.id})`,
  })
    .where(eq(plans.carrierId, carrierId))
    .groupBy(sponsorKey)
    .orderBy(sql`min(${policies.id})`)) as Array<{ key: string | null; ids: number[] }>;
  return rows.map((r) => ({ key: r.key, ids: r.ids.map(Number) }));
}

/** How many policies hold one of the carrier's plans (a run's progress counts them). */
export async function countCarrierPolicies(db: Db, carrierId: number): Promise<number> {
  const [row] = (await carrierCoverages(db, { n: sql<number>`count(DISTINCT ${policies.id})::int` }).where(
    eq(plans.carrierId, carrierId),
  )) as Array<{ n: number }>;
  return row?.n ?? 0;
}

/** `column = ANY($ids)`: a set of ids as one array parameter, whatever its size. */
const anyOf = (column: AnyColumn, ids: readonly number[]) => sql`${column} = ANY(${sql.param(ids)}::int[])`;

/** The carrier's coverages of these policies, by policy and plan. */
export async function coveragesOfPolicies(
  db: Db,
  carrierId: number,
  policyIds: readonly number[],
): Promise<CoverageRow[]> {
  return (await carrierCoverages(db, {
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
    rulesVersion: policies.rulesVersion,
  })
    .where(and(eq(plans.carrierId, carrierId), anyOf(policies.id, policyIds)))
    .orderBy(asc(policies.id), asc(plans.id))) as CoverageRow[];
}

/** The enrollments of these policies (a subquery: no parameter per enrollment). */
const enrollmentsOf = (db: Db, policyIds: readonly number[]) =>
  db
    .select({ id: policies.enrollmentId })
    .from(policies)
    .where(and(anyOf(policies.id, policyIds), isNotNull(policies.enrollmentId)));

/** The saved tabs a file reads the people from. */
const PEOPLE_TABS = ['primary_info', 'contact_info', 'employer_info', 'dependent_info'];

/**
 * The saved tabs of these policies' enrollments (still sealed), by enrollment id and tab: the people's,
 * and `answerTabs` where carriers' answers are read (one array parameter, whatever their number).
 */
export async function stepsOfPolicies(
  db: Db,
  policyIds: readonly number[],
  answerTabs: readonly string[] = [],
): Promise<Map<string, Map<string, unknown>>> {
  const tabs = [...new Set([...PEOPLE_TABS, ...answerTabs])];
  const rows = await db
    .select({ id: enrollmentSteps.enrollmentId, tab: enrollmentSteps.tab, data: enrollmentSteps.data })
    .from(enrollmentSteps)
    .where(
      and(
        inArray(enrollmentSteps.enrollmentId, enrollmentsOf(db, policyIds)),
        sql`${enrollmentSteps.tab} = ANY(${sql.param(tabs)}::text[])`,
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

/** Date of birth, gender and place of these policies' enrollments, by enrollment id. */
export async function factsOfPolicies(db: Db, policyIds: readonly number[]): Promise<Map<string, EnrollmentFacts>> {
  const rows = await db
    .select({
      id: enrollments.id,
      dob: enrollments.dob,
      gender: enrollments.gender,
      zip: enrollments.zip,
      state: enrollments.state,
    })
    .from(enrollments)
    .where(inArray(enrollments.id, enrollmentsOf(db, policyIds)));
  return new Map(rows.map((r) => [r.id, r]));
}

type MemberRow = typeof members.$inferSelect;
type MemberDependentRow = typeof memberDependents.$inferSelect;
export type MemberOnFile = { member: MemberRow; dependents: MemberDependentRow[] };

/** These policies' members on file with their dependents, by member id. */
export async function membersOfPolicies(db: Db, policyIds: readonly number[]): Promise<Map<number, MemberOnFile>> {
  const memberIds = db
    .select({ id: policies.memberId })
    .from(policies)
    .where(and(anyOf(policies.id, policyIds), isNotNull(policies.memberId)));
  // One after another: a run's reads may share one connection.
  const rows = await db.select().from(members).where(inArray(members.id, memberIds));
  const deps = await db
    .select()
    .from(memberDependents)
    .where(inArray(memberDependents.memberId, memberIds))
    .orderBy(asc(memberDependents.id));
  const out = new Map(rows.map((m) => [m.id, { member: m, dependents: [] as MemberDependentRow[] }]));
  for (const d of deps) out.get(d.memberId)?.dependents.push(d);
  return out;
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
