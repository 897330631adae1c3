import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanDetail } from '../../../../schemas/api/plan-detail';
import { apiGet } from '../../../lib/api-client';

/** GET /get-plan-detail/{id}: the plan description (texts, Exclusions / Example / FAQ). */
export function getPlanDetail(planId: number, enrollmentId?: string, signal?: AbortSignal): Promise<PlanDetail> {
  return apiGet<PlanDetail>(`/get-plan-detail/${planId}`, enrollmentId ? { enrollment_id: enrollmentId } : undefined, {
    signal,
  });
}

/** Keyed with the enrollment: the plan is judged against the storefront it buys from. */
export const planDetailQueryKey = (planId: number, enrollmentId?: string) =>
  ['plan-detail', planId, enrollmentId ?? null] as const;

export function planDetailQueryOptions(planId: number, enrollmentId?: string) {
  return queryOptions({
    queryKey: planDetailQueryKey(planId, enrollmentId),
    queryFn: ({ signal }) => getPlanDetail(planId, enrollmentId, signal),
  });
}

export function usePlanDetail(planId: number, enrollmentId?: string) {
  return useQuery(planDetailQueryOptions(planId, enrollmentId));
}
