import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberList, MemberPageQuery } from '../../../../schemas/api/members';
import { apiGet } from '../../../lib/api-client';
import { pageQueryOf, type MemberListView, type MemberListPage } from '../pager';

/** GET /get-group-users: one page of the signed-in group administrator's employees (SSNs masked). */
export function getGroupUsers(page: MemberPageQuery, signal?: AbortSignal): Promise<MemberList> {
  return apiGet<MemberList>('/get-group-users', page, { signal });
}

export const groupUsersQueryKey = ['group-users'] as const;

/** One page per key, answered with the view it shows; the page shown stays while the next loads. */
export function groupUsersQueryOptions(view: MemberListView) {
  return queryOptions({
    queryKey: [...groupUsersQueryKey, view],
    queryFn: async ({ signal }): Promise<MemberListPage> => ({
      ...(await getGroupUsers(pageQueryOf(view), signal)),
      view,
    }),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useGroupUsers(enabled: boolean, view: MemberListView) {
  return useQuery({ ...groupUsersQueryOptions(view), enabled });
}
