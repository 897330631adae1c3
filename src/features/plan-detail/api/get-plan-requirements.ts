import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanRequirements } from '../../../../schemas/api/pricing';
import { apiGet } from '../../../lib/api-client';

/** GET /plan-requirements/{id}: salary, working hours and tobacco needs of a plan. */
export function getPlanRequirements(
  planId: number,
  enrollmentId?: string,
  signal?: AbortSignal,
): Promise<PlanRequirements> {
  return apiGet<PlanRequirements>(
    `/plan-requirements/${planId}`,
    enrollmentId ? { enrollment_id: enrollmentId } : undefined,
    { signal },
  );
}

export const planRequirementsQueryKey = (planId: number, enrollmentId?: string) =>
  ['plan-requirements', planId, enrollmentId ?? null] as const;

export function planRequirementsQueryOptions(planId: number, enrollmentId?: string) {
  return queryOptions({
    queryKey: planRequirementsQueryKey(planId, enrollmentId),
    queryFn: ({ signal }) => getPlanRequirements(planId, enrollmentId, signal),
  });
}

export function usePlanRequirements(planId: number, enrollmentId?: string) {
  return useQuery(planRequirementsQueryOptions(planId, enrollmentId));
}
