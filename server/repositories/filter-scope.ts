import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { agentGroups, agentPortals, groupPortals, referrals } from '../db/schema';

/** True when the rep may enroll for this group (agent_groups). */
export async function agentHasGroup(db: Db, agentId: number, groupId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(agentGroups)
    .where(and(eq(agentGroups.agentId, agentId), eq(agentGroups.groupId, groupId)))
    .limit(1);
  return row !== undefined;
}

/** True when the rep may enroll through this portal (agent_portals). */
export async function agentHasPortal(db: Db, agentId: number, portalId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(agentPortals)
    .where(and(eq(agentPortals.agentId, agentId), eq(agentPortals.portalId, portalId)))
    .limit(1);
  return row !== undefined;
}

/** True when the group's employees may enroll through this portal (group_portals). */
export async function groupHasPortal(db: Db, groupId: number, portalId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(groupPortals)
    .where(and(eq(groupPortals.groupId, groupId), eq(groupPortals.portalId, portalId)))
    .limit(1);
  return row !== undefined;
}

/** The row id of an active referral of this rep, by code; null when unknown. */
export async function referralIdOf(db: Db, code: string, agentId: number | null): Promise<number | null> {
  const [row] = await db
    .select({ id: referrals.id, agentId: referrals.agentId })
    .from(referrals)
    .where(and(sql`upper(${referrals.referralCode}) = ${code.toUpperCase()}`, eq(referrals.active, true)))
    .limit(1);
  return row && (agentId === null || row.agentId === agentId) ? row.id : null;
}
