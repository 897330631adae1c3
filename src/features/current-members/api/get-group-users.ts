import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberList } from '../../../../schemas/api/members';
import { apiGet } from '../../../lib/api-client';

/** GET /get-group-users: the signed-in group administrator's employees (SSNs masked). */
export function getGroupUsers(signal?: AbortSignal): Promise<MemberList> {
  return apiGet<MemberList>('/get-group-users', undefined, { signal });
}

export const groupUsersQueryKey = ['group-users'] as const;

export function groupUsersQueryOptions() {
  return queryOptions({ queryKey: groupUsersQueryKey, queryFn: ({ signal }) => getGroupUsers(signal), retry: false });
}

export function useGroupUsers(enabled: boolean) {
  return useQuery({ ...groupUsersQueryOptions(), enabled });
}
