import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanCards } from '../../../../schemas/api/plan-listing';
import { apiGet } from '../../../lib/api-client';

/** GET /get-filtered-plans?enrollment_id&categories: plan cards priced for the enrollment. */
export function getFilteredPlans(enrollmentId: string, categories: readonly string[], signal?: AbortSignal): Promise<PlanCards> {
  return apiGet<PlanCards>('/get-filtered-plans', { enrollment_id: enrollmentId, categories: categories.join(',') }, { signal });
}

/** Keyed under the enrollment so a cart change (is_in_cart) or a filter edit refreshes every list. */
export const filteredPlansQueryKey = (enrollmentId: string, categories: readonly string[]) => ['filtered-plans', enrollmentId, [...categories]] as const;

export function filteredPlansQueryOptions(enrollmentId: string, categories: readonly string[]) {
  return queryOptions({ queryKey: filteredPlansQueryKey(enrollmentId, categories), queryFn: ({ signal }) => getFilteredPlans(enrollmentId, categories, signal) });
}

export function useFilteredPlans(enrollmentId: string | undefined, categories: readonly string[]) {
  return useQuery({ ...filteredPlansQueryOptions(enrollmentId ?? '', categories), enabled: !!enrollmentId });
}
