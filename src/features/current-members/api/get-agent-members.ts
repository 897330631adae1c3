import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberList, MemberPageQuery } from '../../../../schemas/api/members';
import { apiGet } from '../../../lib/api-client';

/** GET /get-agent-members: one page of the signed-in rep's current members (SSNs masked). */
export function getAgentMembers(page: MemberPageQuery, signal?: AbortSignal): Promise<MemberList> {
  return apiGet<MemberList>('/get-agent-members', page, { signal });
}

export const agentMembersQueryKey = ['agent-members'] as const;

/** One page per key; the page shown stays while the next loads. */
export function agentMembersQueryOptions(page: MemberPageQuery) {
  return queryOptions({
    queryKey: [...agentMembersQueryKey, page],
    queryFn: ({ signal }) => getAgentMembers(page, signal),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useAgentMembers(enabled: boolean, page: MemberPageQuery) {
  return useQuery({ ...agentMembersQueryOptions(page), enabled });
}
