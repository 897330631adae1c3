import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanRequirements } from '../../../../schemas/api/pricing';
import { apiGet } from '../../../lib/api-client';

/** GET /plan-requirements/{id}: salary, working hours and tobacco needs of a plan. */
export function getPlanRequirements(planId: number, signal?: AbortSignal): Promise<PlanRequirements> {
  return apiGet<PlanRequirements>(`/plan-requirements/${planId}`, undefined, { signal });
}

export const planRequirementsQueryKey = (planId: number) => ['plan-requirements', planId] as const;

export function planRequirementsQueryOptions(planId: number) {
  return queryOptions({ queryKey: planRequirementsQueryKey(planId), queryFn: ({ signal }) => getPlanRequirements(planId, signal) });
}

export function usePlanRequirements(planId: number) {
  return useQuery(planRequirementsQueryOptions(planId));
}
