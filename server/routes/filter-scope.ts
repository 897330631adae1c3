import type { Db } from '../db/client';
import { forbidden } from '../plugins/session';
import { agentHasGroup, agentHasPortal, groupHasPortal } from '../repositories/filter-scope';
import { findGroup } from '../repositories/members';
import type { MemberScope } from '../repositories/members';
import type { SessionClaims } from '../services/session-token';

/**
 * The group and portal a filter may name (security.md: ids come from the token; the browser may
 * only pick among what the token's rep or group owns). Anything else is refused with 403.
 */
export async function resolveGroupAndPortal(
  db: Db,
  session: SessionClaims,
  given: {
    agent_id?: number | undefined;
    group_id?: number | null | undefined;
    platform_group_id?: number | undefined;
  },
): Promise<{ groupId: number | null; portalId: number | null }> {
  if (given.agent_id !== undefined && given.agent_id !== session.agent_id) throw forbidden();
  let groupId = session.group_id;
  if (given.group_id !== undefined && given.group_id !== null && given.group_id !== session.group_id) {
    const mayPick =
      session.kind === 'rep' &&
      session.agent_id !== null &&
      (await agentHasGroup(db, session.agent_id, given.group_id));
    if (!mayPick) throw forbidden();
    groupId = given.group_id;
  }
  let portalId = session.portal_id;
  if (given.platform_group_id !== undefined && given.platform_group_id !== session.portal_id) {
    const portal = given.platform_group_id;
    const mayPick =
      (session.kind === 'rep' && session.agent_id !== null && (await agentHasPortal(db, session.agent_id, portal))) ||
      (groupId !== null && (await groupHasPortal(db, groupId, portal)));
    if (!mayPick) throw forbidden();
    portalId = portal;
  } else if (groupId !== null && groupId !== session.group_id) {
    // A group picked without a portal enrolls through the group's own portal.
    portalId = (await findGroup(db, groupId))?.portalId ?? portalId;
  }
  return { groupId, portalId };
}

/** Whose members a session may read: only a signed-in rep or group administrator has a scope. */
export function memberScopeOf(session: SessionClaims): MemberScope | null {
  if (!session.signed_in) return null;
  if (session.kind === 'rep' && session.agent_id !== null) return { kind: 'rep', agentId: session.agent_id };
  if (session.kind === 'group' && session.group_id !== null) return { kind: 'group', groupId: session.group_id };
  return null;
}
