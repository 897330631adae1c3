import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberList, MemberPageQuery } from '../../../../schemas/api/members';
import { apiGet } from '../../../lib/api-client';

/** GET /get-group-users: one page of the signed-in group administrator's employees (SSNs masked). */
export function getGroupUsers(page: MemberPageQuery, signal?: AbortSignal): Promise<MemberList> {
  return apiGet<MemberList>('/get-group-users', page, { signal });
}

export const groupUsersQueryKey = ['group-users'] as const;

/** One page per key; the page shown stays while the next loads. */
export function groupUsersQueryOptions(page: MemberPageQuery) {
  return queryOptions({
    queryKey: [...groupUsersQueryKey, page],
    queryFn: ({ signal }) => getGroupUsers(page, signal),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useGroupUsers(enabled: boolean, page: MemberPageQuery) {
  return useQuery({ ...groupUsersQueryOptions(page), enabled });
}
