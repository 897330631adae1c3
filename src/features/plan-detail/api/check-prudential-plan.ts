import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckPrudentialPlan } from '../../../../schemas/api/pricing';
import { apiGet } from '../../../lib/api-client';

/** GET /check-prudential-plan?enrollment_id&plan_id: status true = a membership must be chosen first. */
export function checkPrudentialPlan(
  enrollmentId: string,
  planId: number,
  signal?: AbortSignal,
): Promise<CheckPrudentialPlan> {
  return apiGet<CheckPrudentialPlan>(
    '/check-prudential-plan',
    { enrollment_id: enrollmentId, plan_id: planId },
    { signal },
  );
}

export const prudentialPlanQueryKey = (enrollmentId: string, planId: number) =>
  ['check-prudential-plan', enrollmentId, planId] as const;

export function prudentialPlanQueryOptions(enrollmentId: string, planId: number) {
  return queryOptions({
    queryKey: prudentialPlanQueryKey(enrollmentId, planId),
    queryFn: ({ signal }) => checkPrudentialPlan(enrollmentId, planId, signal),
  });
}

export function useCheckPrudentialPlan(enrollmentId: string | undefined, planId: number, enabled: boolean) {
  return useQuery({
    ...prudentialPlanQueryOptions(enrollmentId ?? '', planId),
    enabled: enabled && enrollmentId !== undefined,
  });
}
