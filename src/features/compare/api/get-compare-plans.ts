import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComparePlans } from '../../../../schemas/api/compare';
import { apiGet } from '../../../lib/api-client';

/** GET /compare-plans?enrollment_id&plan_ids: the plans side by side, priced for the enrollment. */
export function getComparePlans(
  enrollmentId: string,
  planIds: readonly number[],
  signal?: AbortSignal,
): Promise<ComparePlans> {
  return apiGet<ComparePlans>(
    '/compare-plans',
    { enrollment_id: enrollmentId, plan_ids: planIds.join(',') },
    { signal },
  );
}

/** Keyed under the enrollment: a cart change (is_in_cart) or a filter edit (tier, use level) refreshes it. */
export const comparePlansQueryKey = (enrollmentId: string, planIds: readonly number[]) =>
  ['compare-plans', enrollmentId, [...planIds]] as const;

export function comparePlansQueryOptions(enrollmentId: string, planIds: readonly number[]) {
  return queryOptions({
    queryKey: comparePlansQueryKey(enrollmentId, planIds),
    queryFn: ({ signal }) => getComparePlans(enrollmentId, planIds, signal),
  });
}

export function useComparePlans(enrollmentId: string | undefined, planIds: readonly number[]) {
  return useQuery({
    ...comparePlansQueryOptions(enrollmentId ?? '', planIds),
    enabled: !!enrollmentId && planIds.length >= 2,
  });
}
