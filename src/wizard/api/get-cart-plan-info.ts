import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartPlanInfoData } from '../../../schemas/api/wizard';
import { apiGet } from '../../lib/api-client';

/** GET /get-cart-plan-info?enrollment_id: data.is_IHA decides the employer step's Skip button. */
export function getCartPlanInfo(enrollmentId: string, signal?: AbortSignal): Promise<CartPlanInfoData> {
  return apiGet<CartPlanInfoData>('/get-cart-plan-info', { enrollment_id: enrollmentId }, { signal });
}

export const cartPlanInfoQueryKey = (enrollmentId: string) => ['cart-plan-info', enrollmentId] as const;

export function cartPlanInfoQueryOptions(enrollmentId: string) {
  return queryOptions({
    queryKey: cartPlanInfoQueryKey(enrollmentId),
    queryFn: ({ signal }) => getCartPlanInfo(enrollmentId, signal),
  });
}

export function useCartPlanInfo(enrollmentId: string, enabled = true) {
  return useQuery({ ...cartPlanInfoQueryOptions(enrollmentId), enabled });
}
