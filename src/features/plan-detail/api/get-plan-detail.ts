import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanDetail } from '../../../../schemas/api/plan-detail';
import { apiGet } from '../../../lib/api-client';

/** GET /get-plan-detail/{id}: the plan description (texts, Exclusions / Example / FAQ). */
export function getPlanDetail(planId: number, signal?: AbortSignal): Promise<PlanDetail> {
  return apiGet<PlanDetail>(`/get-plan-detail/${planId}`, undefined, { signal });
}

export const planDetailQueryKey = (planId: number) => ['plan-detail', planId] as const;

export function planDetailQueryOptions(planId: number) {
  return queryOptions({ queryKey: planDetailQueryKey(planId), queryFn: ({ signal }) => getPlanDetail(planId, signal) });
}

export function usePlanDetail(planId: number) {
  return useQuery(planDetailQueryOptions(planId));
}
