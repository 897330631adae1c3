import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommonMenu } from '../../../../schemas/api/site';
import { apiGet } from '../../../lib/api-client';

/** GET /get-group-menu?group_id&from_site: an employer group's category menu (get-common-menu's shape). */
export function getGroupMenu(groupId: number, fromSite: string | undefined, signal?: AbortSignal): Promise<CommonMenu> {
  return apiGet<CommonMenu>('/get-group-menu', { group_id: groupId, from_site: fromSite }, { signal });
}

export const groupMenuQueryKey = (groupId: number) => ['group-menu', groupId] as const;

export function groupMenuQueryOptions(groupId: number, fromSite?: string) {
  return queryOptions({
    queryKey: groupMenuQueryKey(groupId),
    queryFn: ({ signal }) => getGroupMenu(groupId, fromSite, signal),
  });
}

export function useGroupMenu(groupId: number | undefined, fromSite?: string) {
  return useQuery({ ...groupMenuQueryOptions(groupId ?? 0, fromSite), enabled: groupId !== undefined });
}
