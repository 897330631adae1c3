import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberList, MemberPageQuery } from '../../../../schemas/api/members';
import { apiGet } from '../../../lib/api-client';
import { pageQueryOf, type MemberListView, type MemberListPage } from '../pager';

/** GET /get-agent-members: one page of the signed-in rep's current members (SSNs masked). */
export function getAgentMembers(page: MemberPageQuery, signal?: AbortSignal): Promise<MemberList> {
  return apiGet<MemberList>('/get-agent-members', page, { signal });
}

export const agentMembersQueryKey = ['agent-members'] as const;

/** One page per key, answered with the view it shows; the page shown stays while the next loads. */
export function agentMembersQueryOptions(view: MemberListView) {
  return queryOptions({
    queryKey: [...agentMembersQueryKey, view],
    queryFn: async ({ signal }): Promise<MemberListPage> => ({
      ...(await getAgentMembers(pageQueryOf(view), signal)),
      view,
    }),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useAgentMembers(enabled: boolean, view: MemberListView) {
  return useQuery({ ...agentMembersQueryOptions(view), enabled });
}
