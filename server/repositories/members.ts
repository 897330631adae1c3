import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
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
import type { MemberCursor } from '../services/member-cursor';

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
  member: Pick<MemberRecord, 'id' | 'userId' | 'firstName' | 'lastName' | 'dob' | 'email' | 'ssnEncrypted' | 'groupId'>;
  groupName: string | null;
  policyId: number | null;
  plans: Array<{ planId: number; planName: string; status: string }>;
}

/** Where a page of a member list starts and what it holds (issue 27). */
interface MemberPageOptions {
  /** The last row of the previous page (its sort key and id), or null for the first page. */
  after: MemberCursor | null;
  /** Rows per page (the route keeps it within 1-200). */
  limit: number;
  /** Text to match, trimmed; empty or undefined matches everyone. */
  search?: string | undefined;
}

const scopeWhere = (scope: MemberScope): SQL =>
  scope.kind === 'rep' ? eq(members.agentId, scope.agentId) : eq(members.groupId, scope.groupId);

/**
 * The search of the member lists, case-insensitive: the start of the last name, of "first last" or of
 * the e-mail (each a prefix index, members_*_prefix_idx), or the whole member ID (members_user_id_uq).
 */
function searchWhere(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const prefix = `${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
  return or(
    sql`lower(${members.lastName}) LIKE ${prefix}`,
    sql`lower(${members.firstName} || ' ' || ${members.lastName}) LIKE ${prefix}`,
    sql`lower(${members.email}) LIKE ${prefix}`,
    sql`upper(${members.userId}) = upper(${text})`,
  );
}

/**
 * One page of the scope's members by last name, first name and id, with group name, latest policy
 * and its plans' statuses: a keyset range on (scope, last name, first name, id), members_agent_name_idx
 * or members_group_name_idx, never the whole book. `more` says whether rows follow the page.
 */
export async function listMemberPage(
  db: Db,
  scope: MemberScope,
  { after, limit, search }: MemberPageOptions,
): Promise<{ rows: MemberListRow[]; more: boolean }> {
  const found = await db
    .select({
      member: {
        id: members.id,
        userId: members.userId,
        firstName: members.firstName,
        lastName: members.lastName,
        dob: members.dob,
        email: members.email,
        ssnEncrypted: members.ssnEncrypted,
        groupId: members.groupId,
      },
      groupName: groups.name,
    })
    .from(members)
    .leftJoin(groups, eq(groups.id, members.groupId))
    .where(
      and(
        scopeWhere(scope),
        searchWhere(search),
        after
          ? sql`(${members.lastName}, ${members.firstName}, ${members.id}) > (${after.lastName}, ${after.firstName}, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(members.lastName), asc(members.firstName), asc(members.id))
    .limit(limit + 1);
  const more = found.length > limit;
  const rows = more ? found.slice(0, limit) : found;
  if (rows.length === 0) return { rows: [], more };
  // The plans of this page's members: at most `limit` (200) ids, whatever the book's size.
  const planRows = await db
    .select({
      memberId: policies.memberId,
      policyId: policies.id,
      planId: policyPlans.planId,
      planName: plans.planName,
      status: policyPlans.status,
    })
    .from(policies)
    .innerJoin(policyPlans, eq(policyPlans.policyId, policies.id))
    .innerJoin(plans, eq(plans.id, policyPlans.planId))
    .where(
      inArray(
        policies.memberId,
        rows.map((r) => r.member.id),
      ),
    )
    .orderBy(desc(policies.id), asc(policyPlans.id));
  // Grouped once by member (a filter per member was quadratic).
  const plansByMember = new Map<number, typeof planRows>();
  for (const p of planRows) {
    if (p.memberId === null) continue;
    const list = plansByMember.get(p.memberId);
    if (list) list.push(p);
    else plansByMember.set(p.memberId, [p]);
  }
  return {
    more,
    rows: rows.map(({ member, groupName }) => {
      const own = plansByMember.get(member.id) ?? [];
      return {
        member,
        groupName,
        policyId: own[0]?.policyId ?? null,
        plans: own.map((p) => ({ planId: p.planId, planName: p.planName, status: p.status })),
      };
    }),
  };
}

/**
 * How many of the scope's members match the search: one count on the scoping predicate (an index-only
 * scan of the scope's keyset index without a search; the prefix indexes with one).
 */
export async function countMembers(db: Db, scope: MemberScope, search?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(members)
    .where(and(scopeWhere(scope), searchWhere(search)));
  return row?.n ?? 0;
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
