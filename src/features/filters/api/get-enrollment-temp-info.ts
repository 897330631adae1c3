import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** filter_info of a temporary enrollment (001 section 3); dates are mm/dd/yyyy. */
export interface FilterInfo {
  zip: string | null;
  dob: string | null;
  state: string | null;
  tier: 'IO' | 'IS' | 'IC' | 'IF' | null;
  gender: number | null;
  is_smoker: number | null;
  annual_incode: number | null;
  working_hours: number | null;
}

/** GET /get-enrollment-temp-info?enrollment_id&column=filter_info: the basic details the top filter shows. */
export async function getFilterInfo(enrollmentId: string, signal?: AbortSignal): Promise<FilterInfo> {
  const data = await apiGet<{ result: FilterInfo }>(
    '/get-enrollment-temp-info',
    { enrollment_id: enrollmentId, column: 'filter_info' },
    { signal },
  );
  return data.result;
}

// Under 'enrollment-temp-info', which change-filter-info invalidates (src/features/home/api/change-filter-info.ts).
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
