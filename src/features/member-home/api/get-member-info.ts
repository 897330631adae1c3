import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberInfo } from '../../../../schemas/api/members';
import { apiGet } from '../../../lib/api-client';

/** GET /get-member-info?user_id: the member's name, agent, group and portal (signed-in owner only). */
export function getMemberInfo(userId: string, signal?: AbortSignal): Promise<MemberInfo> {
  return apiGet<MemberInfo>('/get-member-info', { user_id: userId }, { signal });
}

export const memberInfoQueryKey = (userId: string) => ['member-info', userId] as const;

export function memberInfoQueryOptions(userId: string) {
  return queryOptions({
    queryKey: memberInfoQueryKey(userId),
    queryFn: ({ signal }) => getMemberInfo(userId, signal),
    retry: false,
  });
}

export function useMemberInfo(userId: string | undefined, enabled: boolean) {
  return useQuery({ ...memberInfoQueryOptions(userId ?? ''), enabled: enabled && Boolean(userId) });
}
