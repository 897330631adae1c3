import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberList } from '../../../../schemas/api/members';
import { apiGet } from '../../../lib/api-client';

/** GET /get-agent-members: the signed-in rep's current members (SSNs masked). */
export function getAgentMembers(signal?: AbortSignal): Promise<MemberList> {
  return apiGet<MemberList>('/get-agent-members', undefined, { signal });
}

export const agentMembersQueryKey = ['agent-members'] as const;

export function agentMembersQueryOptions() {
  return queryOptions({
    queryKey: agentMembersQueryKey,
    queryFn: ({ signal }) => getAgentMembers(signal),
    retry: false,
  });
}

export function useAgentMembers(enabled: boolean) {
  return useQuery({ ...agentMembersQueryOptions(), enabled });
}
