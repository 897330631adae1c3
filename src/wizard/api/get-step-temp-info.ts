import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';

/** GET /get-enrollment-temp-info?enrollment_id&column: one saved tab's data (null when nothing was saved). */
export async function getStepTempInfo(enrollmentId: string, column: string, signal?: AbortSignal): Promise<unknown> {
  const data = await apiGet<{ result: unknown }>(
    '/get-enrollment-temp-info',
    { enrollment_id: enrollmentId, column },
    { signal },
  );
  return data.result;
}

// Under 'enrollment-temp-info' like filter_info, so a step save that invalidates the prefix refreshes the cards.
export const stepTempInfoQueryKey = (enrollmentId: string, column: string) =>
  ['enrollment-temp-info', enrollmentId, column] as const;

export function stepTempInfoQueryOptions(enrollmentId: string, column: string) {
  return queryOptions({
    queryKey: stepTempInfoQueryKey(enrollmentId, column),
    queryFn: ({ signal }) => getStepTempInfo(enrollmentId, column, signal),
  });
}
