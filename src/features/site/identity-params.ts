import { storage } from '../../lib/storage';
import { getAgentInfoEnroll, getGroupInfoEnroll } from './api/get-identity-info';

/** The query parameters of 000 section 4 that name the visit's rep or group (uid is the member home's own). */
export const IDENTITY_PARAMS = ['agent_id', 'group_id'] as const;

export const hasIdentityParams = (search: string) =>
  IDENTITY_PARAMS.some((name) => new URLSearchParams(search).has(name));

const idParam = (params: URLSearchParams, name: string): number | null => {
  const value = params.get(name);
  return value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null;
};

/**
 * agent_id / group_id in the URL fetch that rep's or group's info for the visit (000 section 4);
 * failure (an id that is not the session's, an unknown one) clears that info instead. The member
 * of uid is read by the member home, since member data needs a signed-in rep or administrator.
 */
export async function applyIdentityParams(params: URLSearchParams): Promise<void> {
  if (params.has('agent_id')) {
    const agentId = idParam(params, 'agent_id');
    const agent = agentId === null ? null : await getAgentInfoEnroll(agentId).catch(() => null);
    if (agent)
      storage.set('repInfo', {
        name: `${agent.first_name} ${agent.last_name}`,
        email: agent.email,
        phoneNumber: agent.phone,
      });
    else storage.remove('repInfo');
  }
  if (params.has('group_id')) {
    const groupId = idParam(params, 'group_id');
    const group = groupId === null ? null : await getGroupInfoEnroll(groupId).catch(() => null);
    if (group) storage.set('gname', group.gname);
    else storage.remove('gname');
  }
}
