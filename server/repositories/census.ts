import { and, asc, eq, inArray } from 'drizzle-orm';
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
 * its member and the member's dependents on file, and its enrollment's people steps. Four reads
 * however many policies; the caller opens the sealed steps and never answers an SSN.
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

  const memberIds = [...new Set(lines.flatMap((l) => (l.memberId === null ? [] : [l.memberId])))];
  const enrollmentIds = [...new Set(lines.flatMap((l) => (l.enrollmentId === null ? [] : [l.enrollmentId])))];
  const [memberRows, dependentRows, enrollmentRows, stepRows] = await Promise.all([
    memberIds.length === 0
      ? []
      : db
          .select({
            id: members.id,
            userId: members.userId,
            firstName: members.firstName,
            lastName: members.lastName,
            dob: members.dob,
          })
          .from(members)
          .where(inArray(members.id, memberIds)),
    memberIds.length === 0
      ? []
      : db
          .select({
            memberId: memberDependents.memberId,
            relationship: memberDependents.relationship,
            firstName: memberDependents.firstName,
            lastName: memberDependents.lastName,
            birthdate: memberDependents.birthdate,
          })
          .from(memberDependents)
          .where(inArray(memberDependents.memberId, memberIds))
          .orderBy(asc(memberDependents.id)),
    enrollmentIds.length === 0
      ? []
      : db
          .select({ id: enrollments.id, dob: enrollments.dob })
          .from(enrollments)
          .where(and(inArray(enrollments.id, enrollmentIds), eq(enrollments.status, 'completed'))),
    enrollmentIds.length === 0
      ? []
      : db
          .select({ enrollmentId: enrollmentSteps.enrollmentId, tab: enrollmentSteps.tab, data: enrollmentSteps.data })
          .from(enrollmentSteps)
          .where(
            and(inArray(enrollmentSteps.enrollmentId, enrollmentIds), inArray(enrollmentSteps.tab, [...PEOPLE_TABS])),
          ),
  ]);

  const byPolicy = new Map<number, CensusPolicyRecord>();
  for (const l of lines) {
    let record = byPolicy.get(l.policyId);
    if (!record) {
      const member = memberRows.find((m) => m.id === l.memberId);
      const enrollment = enrollmentRows.find((e) => e.id === l.enrollmentId);
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
              dependents: dependentRows.filter((d) => d.memberId === member.id).map(({ memberId: _m, ...d }) => d),
            }
          : null,
        enrollment: enrollment
          ? {
              dob: enrollment.dob,
              steps: Object.fromEntries(
                stepRows.filter((s) => s.enrollmentId === enrollment.id).map((s) => [s.tab, s.data]),
              ),
            }
          : null,
      };
      byPolicy.set(l.policyId, record);
    }
    record.plans.push({ planName: l.planName, category: l.category, monthlyCents: l.monthlyCents });
  }
  return [...byPolicy.values()];
}
