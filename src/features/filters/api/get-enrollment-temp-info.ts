import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChangeFilterInfoData } from '../../../../schemas/api/filters';
import { apiGet } from '../../../lib/api-client';

/**
 * The basic details of a temporary enrollment's filter_info (001 section 3; dates are mm/dd/yyyy):
 * the fields change-filter-info answers with, which the column holds among others.
 */
export type FilterInfo = ChangeFilterInfoData['result'];

/** GET /get-enrollment-temp-info?enrollment_id&column=filter_info: the basic details the top filter shows. */
export async function getFilterInfo(enrollmentId: string, signal?: AbortSignal): Promise<FilterInfo> {
  const data = await apiGet<{ result: FilterInfo }>(
    '/get-enrollment-temp-info',
    { enrollment_id: enrollmentId, column: 'filter_info' },
    { signal },
  );
  return data.result;
}

// Under 'enrollment-temp-info', which change-filter-info invalidates (src/features/enrollment-filter/api/change-filter-info.ts).
export const filterInfoQueryKey = (enrollmentId: string) =>
  ['enrollment-temp-info', enrollmentId, 'filter_info'] as const;

export function filterInfoQueryOptions(enrollmentId: string) {
  return queryOptions({
    queryKey: filterInfoQueryKey(enrollmentId),
    queryFn: ({ signal }) => getFilterInfo(enrollmentId, signal),
  });
}

export function useFilterInfo(enrollmentId: string | undefined) {
  return useQuery({ ...filterInfoQueryOptions(enrollmentId ?? ''), enabled: enrollmentId !== undefined });
}
