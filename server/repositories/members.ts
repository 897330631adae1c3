import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  agentGroups,
  agentPortals,
  groupPortals,
  groups,
  members,
  plans,
  policies,
  policyPlans,
  portals,
} from '../db/schema';

export type MemberRecord = typeof members.$inferSelect;

/** Whose members a signed-in session may see: a rep's own, or a group administrator's group's. */
export type MemberScope = { kind: 'rep'; agentId: number } | { kind: 'group'; groupId: number };

/** True when the member belongs to the scope (the only members a session may read or enroll). */
export function memberInScope(member: Pick<MemberRecord, 'agentId' | 'groupId'>, scope: MemberScope): boolean {
  return scope.kind === 'rep' ? member.agentId === scope.agentId : member.groupId === scope.groupId;
}

/** The member with this user id (case-insensitive), or null. */
export async function findMemberByUserId(db: Db, userId: string): Promise<MemberRecord | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(sql`upper(${members.userId}) = upper(${userId})`)
    .limit(1);
  return row ?? null;
}

export interface MemberListRow {
  member: MemberRecord;
  groupName: string | null;
  policyId: number | null;
  plans: Array<{ planId: number; planName: string; status: string }>;
}

/** The scope's members by last and first name, with group name, latest policy and its plans' statuses. */
export async function listMembers(db: Db, scope: MemberScope): Promise<MemberListRow[]> {
  const where = scope.kind === 'rep' ? eq(members.agentId, scope.agentId) : eq(members.groupId, scope.groupId);
  const rows = await db
    .select({ member: members, groupName: groups.name })
    .from(members)
    .leftJoin(groups, eq(groups.id, members.groupId))
    .where(where)
    .orderBy(asc(members.lastName), asc(members.firstName), asc(members.id));
  if (rows.length === 0) return [];
  // The plans of the scope's members through a join on the same predicate: no parameter per member.
  const planRows = await db
    .select({
      memberId: policies.memberId,
      policyId: policies.id,
      planId: policyPlans.planId,
      planName: plans.planName,
      status: policyPlans.status,
    })
    .from(policies)
    .innerJoin(members, eq(members.id, policies.memberId))
    .innerJoin(policyPlans, eq(policyPlans.policyId, policies.id))
    .innerJoin(plans, eq(plans.id, policyPlans.planId))
    .where(where)
    .orderBy(desc(policies.id), asc(policyPlans.id));
  // Grouped once by member (a filter per member was quadratic).
  const plansByMember = new Map<number, typeof planRows>();
  for (const p of planRows) {
    if (p.memberId === null) continue;
    const list = plansByMember.get(p.memberId);
    if (list) list.push(p);
    else plansByMember.set(p.memberId, [p]);
  }
  return rows.map(({ member, groupName }) => {
    const own = plansByMember.get(member.id) ?? [];
    return {
      member,
      groupName,
      policyId: own[0]?.policyId ?? null,
      plans: own.map((p) => ({ planId: p.planId, planName: p.planName, status: p.status })),
    };
  });
}

/** The groups a rep may enroll for (get-agent-groups). */
export async function groupsOfAgent(
  db: Db,
  agentId: number,
): Promise<Array<{ gid: number; gname: string; gcode: string }>> {
  return db
    .select({ gid: groups.id, gname: groups.name, gcode: groups.groupCode })
    .from(agentGroups)
    .innerJoin(groups, eq(groups.id, agentGroups.groupId))
    .where(and(eq(agentGroups.agentId, agentId), eq(groups.active, true)))
    .orderBy(asc(groups.name));
}

const platformColumns = {
  platform_group_id: portals.id,
  platform_name: portals.platformName,
  platform_code: portals.platformCode,
};

/** The portals a rep may enroll through, primary first (get-enrollment-platforms). */
export async function portalsOfAgent(db: Db, agentId: number) {
  return db
    .select(platformColumns)
    .from(agentPortals)
    .innerJoin(portals, eq(portals.id, agentPortals.portalId))
    .where(and(eq(agentPortals.agentId, agentId), eq(portals.active, true)))
    .orderBy(desc(agentPortals.isPrimary), asc(agentPortals.sort), asc(portals.id));
}

/** The portals a group's employees may enroll through. */
export async function portalsOfGroup(db: Db, groupId: number) {
  return db
    .select(platformColumns)
    .from(groupPortals)
    .innerJoin(portals, eq(portals.id, groupPortals.portalId))
    .where(and(eq(groupPortals.groupId, groupId), eq(portals.active, true)))
    .orderBy(asc(groupPortals.sort), asc(portals.id));
}

/** One portal as a platform entry, or null. */
export async function findPortal(db: Db, portalId: number) {
  const [row] = await db.select(platformColumns).from(portals).where(eq(portals.id, portalId)).limit(1);
  return row ?? null;
}

/** One group as gid / gname / gcode, or null. */
export async function findGroup(db: Db, groupId: number) {
  const [row] = await db
    .select({
      gid: groups.id,
      gname: groups.name,
      gcode: groups.groupCode,
      agentId: groups.agentId,
      portalId: groups.portalId,
    })
    .from(groups)
    .where(eq(groups.id, groupId))
    .limit(1);
  return row ?? null;
}

/** The member by row id (an enrollment's member_id), or null. */
export async function findMemberById(db: Db, id: number): Promise<MemberRecord | null> {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row ?? null;
}
