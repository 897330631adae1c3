import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enrollments, enrollmentSteps, memberDependents, members, plans, policies, policyPlans } from '../db/schema';

/** The steps of a completed enrollment that name the people it covers (as stored: sealed). */
const PEOPLE_TABS = ['primary_info', 'dependent_info'] as const;

/** Plan statuses that still cover someone: a termed or cancelled plan is not on the census. */
const COVERING = ['ACTIVE', 'PENDING'] as const;

export interface CensusPolicyRecord {
  policyId: number;
  tier: (typeof policies.$inferSelect)['tier'];
  effectiveDate: string;
  plans: Array<{ planName: string; category: string; monthlyCents: number }>;
  /** The existing member the policy is for, with the dependents on file; null for a new member's enrollment. */
  member: {
    userId: string;
    firstName: string;
    lastName: string;
    dob: string;
    dependents: Array<{ relationship: 'spouse' | 'child'; firstName: string; lastName: string; birthdate: string }>;
  } | null;
  /** The completed enrollment the policy came from, with its people steps as stored (sealed), or null. */
  enrollment: {
    dob: string | null;
    steps: Partial<Record<(typeof PEOPLE_TABS)[number], Record<string, unknown>>>;
  } | null;
}

/**
 * The group's policies that cover someone today (an active or pending plan), each with its plans,
 * its member and the member's dependents on file, and its enrollment's people steps. Five reads
 * however many policies, none with a parameter per policy; the caller opens the sealed steps and never answers an SSN.
 */
export async function censusPolicies(db: Db, groupId: number): Promise<CensusPolicyRecord[]> {
  const lines = await db
    .select({
      policyId: policies.id,
      memberId: policies.memberId,
      enrollmentId: policies.enrollmentId,
      tier: policies.tier,
      effectiveDate: policies.effectiveDate,
      planName: plans.planName,
      category: plans.category,
      monthlyCents: policyPlans.monthlyCents,
    })
    .from(policies)
    .innerJoin(policyPlans, eq(policyPlans.policyId, policies.id))
    .innerJoin(plans, eq(plans.id, policyPlans.planId))
    .where(and(eq(policies.groupId, groupId), inArray(policyPlans.status, [...COVERING])))
    .orderBy(asc(policies.id), asc(policyPlans.id));
  if (lines.length === 0) return [];

  // The group's policies as IN (subquery): no statement carries one parameter per member or enrollment.
  const groupPolicies = (column: typeof policies.memberId | typeof policies.enrollmentId) =>
    db
      .select({ id: column })
      .from(policies)
      .where(and(eq(policies.groupId, groupId), isNotNull(column)));
  // One after another: the caller may hold one connection (a transaction or PGlite).
  const memberRows = await db
    .select({
      id: members.id,
      userId: members.userId,
      firstName: members.firstName,
      lastName: members.lastName,
      dob: members.dob,
    })
    .from(members)
    .where(inArray(members.id, groupPolicies(policies.memberId)));
  const dependentRows = await db
    .select({
      memberId: memberDependents.memberId,
      relationship: memberDependents.relationship,
      firstName: memberDependents.firstName,
      lastName: memberDependents.lastName,
      birthdate: memberDependents.birthdate,
    })
    .from(memberDependents)
    .where(inArray(memberDependents.memberId, groupPolicies(policies.memberId)))
    .orderBy(asc(memberDependents.id));
  const enrollmentRows = await db
    .select({ id: enrollments.id, dob: enrollments.dob })
    .from(enrollments)
    .where(and(inArray(enrollments.id, groupPolicies(policies.enrollmentId)), eq(enrollments.status, 'completed')));
  const stepRows = await db
    .select({ enrollmentId: enrollmentSteps.enrollmentId, tab: enrollmentSteps.tab, data: enrollmentSteps.data })
    .from(enrollmentSteps)
    .where(
      and(
        inArray(enrollmentSteps.enrollmentId, groupPolicies(policies.enrollmentId)),
        inArray(enrollmentSteps.tab, [...PEOPLE_TABS]),
      ),
    );

  // Matched through maps built once (a find per policy was quadratic: minutes at 60,000 members).
  const membersById = new Map(memberRows.map((m) => [m.id, m]));
  const dependentsByMember = new Map<number, NonNullable<CensusPolicyRecord['member']>['dependents']>();
  for (const { memberId, ...d } of dependentRows) {
    const list = dependentsByMember.get(memberId);
    if (list) list.push(d);
    else dependentsByMember.set(memberId, [d]);
  }
  const enrollmentsById = new Map(enrollmentRows.map((e) => [e.id, e]));
  const stepsByEnrollment = new Map<string, CensusPolicyRecord['enrollment'] & object>();
  for (const e of enrollmentRows) stepsByEnrollment.set(e.id, { dob: e.dob, steps: {} });
  for (const s of stepRows) {
    const record = stepsByEnrollment.get(s.enrollmentId);
    if (record) record.steps[s.tab as (typeof PEOPLE_TABS)[number]] = s.data as Record<string, unknown>;
  }

  const byPolicy = new Map<number, CensusPolicyRecord>();
  for (const l of lines) {
    let record = byPolicy.get(l.policyId);
    if (!record) {
      const member = l.memberId === null ? undefined : membersById.get(l.memberId);
      const enrollment = l.enrollmentId === null ? undefined : enrollmentsById.get(l.enrollmentId);
      record = {
        policyId: l.policyId,
        tier: l.tier,
        effectiveDate: l.effectiveDate,
        plans: [],
        member: member
          ? {
              userId: member.userId,
              firstName: member.firstName,
              lastName: member.lastName,
              dob: member.dob,
              dependents: dependentsByMember.get(member.id) ?? [],
            }
          : null,
        enrollment: enrollment ? (stepsByEnrollment.get(enrollment.id) ?? null) : null,
      };
      byPolicy.set(l.policyId, record);
    }
    record.plans.push({ planName: l.planName, category: l.category, monthlyCents: l.monthlyCents });
  }
  return [...byPolicy.values()];
}
