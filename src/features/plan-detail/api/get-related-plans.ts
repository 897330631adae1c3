import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RelatedPlans } from '../../../../schemas/api/pricing';
import { apiGet } from '../../../lib/api-client';

/** GET /get-related-plans?enrollment_id&plan_id: suggested products with their price. */
export function getRelatedPlans(enrollmentId: string, planId: number, signal?: AbortSignal): Promise<RelatedPlans> {
  return apiGet<RelatedPlans>('/get-related-plans', { enrollment_id: enrollmentId, plan_id: planId }, { signal });
}

export const relatedPlansQueryKey = (enrollmentId: string, planId: number) =>
  ['related-plans', enrollmentId, planId] as const;

export function relatedPlansQueryOptions(enrollmentId: string, planId: number) {
  return queryOptions({
    queryKey: relatedPlansQueryKey(enrollmentId, planId),
    queryFn: ({ signal }) => getRelatedPlans(enrollmentId, planId, signal),
  });
}

export function useRelatedPlans(enrollmentId: string | undefined, planId: number) {
  return useQuery({ ...relatedPlansQueryOptions(enrollmentId ?? '', planId), enabled: enrollmentId !== undefined });
}
