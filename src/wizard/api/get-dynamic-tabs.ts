import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { DynamicTabsData } from '../../../schemas/api/wizard';
import { apiGet } from '../../lib/api-client';

/** GET /get-dynamic-tabs?enrollment_id: the wizard's tab list (tab_name, required, order). */
export function getDynamicTabs(enrollmentId: string, signal?: AbortSignal): Promise<DynamicTabsData> {
  return apiGet<DynamicTabsData>('/get-dynamic-tabs', { enrollment_id: enrollmentId }, { signal });
}

export const dynamicTabsQueryKey = (enrollmentId: string) => ['dynamic-tabs', enrollmentId] as const;

export function dynamicTabsQueryOptions(enrollmentId: string) {
  return queryOptions({
    queryKey: dynamicTabsQueryKey(enrollmentId),
    queryFn: ({ signal }) => getDynamicTabs(enrollmentId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useDynamicTabs(enrollmentId: string) {
  return useSuspenseQuery(dynamicTabsQueryOptions(enrollmentId));
}
