import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { agents, groupAdmins, groups } from '../db/schema';

/** An active rep by access code (case-insensitive). */
export async function findAgentByCode(db: Db, code: string) {
  const [row] = await db
    .select()
    .from(agents)
    .where(and(sql`upper(${agents.agentCode}) = ${code.toUpperCase()}`, eq(agents.active, true)))
    .limit(1);
  return row ?? null;
}

/** An active group by enrollment code (case-insensitive). */
export async function findGroupByCode(db: Db, code: string) {
  const [row] = await db
    .select()
    .from(groups)
    .where(and(sql`upper(${groups.groupCode}) = ${code.toUpperCase()}`, eq(groups.active, true)))
    .limit(1);
  return row ?? null;
}

/** The rep whose sign-in e-mail this is (case-insensitive), with the password hash. */
export async function findRepAccount(db: Db, email: string) {
  const [row] = await db
    .select({
      agentId: agents.id,
      firstName: agents.firstName,
      lastName: agents.lastName,
      passwordHash: agents.passwordHash,
    })
    .from(agents)
    .where(and(sql`lower(${agents.signInEmail}) = ${email.toLowerCase()}`, eq(agents.active, true)))
    .limit(1);
  return row ?? null;
}

/** The group administrator with this e-mail (case-insensitive) and the group they administer. */
export async function findGroupAdminAccount(db: Db, email: string) {
  const [row] = await db
    .select({
      adminId: groupAdmins.id,
      name: groupAdmins.name,
      passwordHash: groupAdmins.passwordHash,
      groupId: groups.id,
      groupName: groups.name,
      agentId: groups.agentId,
      portalId: groups.portalId,
    })
    .from(groupAdmins)
    .innerJoin(groups, eq(groups.id, groupAdmins.groupId))
    .where(and(sql`lower(${groupAdmins.email}) = ${email.toLowerCase()}`, eq(groups.active, true)))
    .limit(1);
  return row ?? null;
}

/** Stores a rep's password hash again (a sign-in found it below today's cost). */
export async function updateRepPasswordHash(db: Db, agentId: number, passwordHash: string): Promise<void> {
  await db.update(agents).set({ passwordHash }).where(eq(agents.id, agentId));
}

/** Stores a group administrator's password hash again (a sign-in found it below today's cost). */
export async function updateGroupAdminPasswordHash(db: Db, adminId: number, passwordHash: string): Promise<void> {
  await db.update(groupAdmins).set({ passwordHash }).where(eq(groupAdmins.id, adminId));
}
