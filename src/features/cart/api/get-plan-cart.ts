import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanCart } from '../../../../schemas/api/cart';
import { apiGet } from '../../../lib/api-client';

/** GET /get-plan-cart?enrollment_id: lines, costs, special message and signature state. */
export function getPlanCart(enrollmentId: string, signal?: AbortSignal): Promise<PlanCart> {
  return apiGet<PlanCart>('/get-plan-cart', { enrollment_id: enrollmentId }, { signal });
}

export const planCartQueryKey = (enrollmentId: string) => ['cart', enrollmentId, 'lines'] as const;

export function planCartQueryOptions(enrollmentId: string) {
  return queryOptions({
    queryKey: planCartQueryKey(enrollmentId),
    queryFn: ({ signal }) => getPlanCart(enrollmentId, signal),
  });
}

export function usePlanCart(enrollmentId: string | undefined) {
  return useQuery({ ...planCartQueryOptions(enrollmentId ?? ''), enabled: !!enrollmentId });
}
