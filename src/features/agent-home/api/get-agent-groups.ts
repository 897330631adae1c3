import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentGroups } from '../../../../schemas/api/members';
import { apiGet } from '../../../lib/api-client';

/** GET /get-agent-groups: the groups the session's rep enrolls for (gid, gname, gcode). */
export function getAgentGroups(signal?: AbortSignal): Promise<AgentGroups> {
  return apiGet<AgentGroups>('/get-agent-groups', undefined, { signal });
}

export const agentGroupsQueryKey = ['agent-groups'] as const;

export function agentGroupsQueryOptions() {
  return queryOptions({ queryKey: agentGroupsQueryKey, queryFn: ({ signal }) => getAgentGroups(signal) });
}

export function useAgentGroups(enabled: boolean) {
  return useQuery({ ...agentGroupsQueryOptions(), enabled });
}
