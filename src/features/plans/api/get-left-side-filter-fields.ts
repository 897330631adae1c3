import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeftSideFilter } from '../../../../schemas/api/plan-listing';
import { apiGet } from '../../../lib/api-client';

/** GET /get-left-side-filter-fields?enrollment_id: `data.result.categories` for the left filter. */
export function getLeftSideFilterFields(enrollmentId: string, signal?: AbortSignal): Promise<LeftSideFilter> {
  return apiGet<LeftSideFilter>('/get-left-side-filter-fields', { enrollment_id: enrollmentId }, { signal });
}

export const leftSideFilterQueryKey = (enrollmentId: string) => ['left-side-filter', enrollmentId] as const;

export function leftSideFilterQueryOptions(enrollmentId: string) {
  return queryOptions({
    queryKey: leftSideFilterQueryKey(enrollmentId),
    queryFn: ({ signal }) => getLeftSideFilterFields(enrollmentId, signal),
  });
}

export function useLeftSideFilterFields(enrollmentId: string | undefined) {
  return useQuery({ ...leftSideFilterQueryOptions(enrollmentId ?? ''), enabled: !!enrollmentId });
}
