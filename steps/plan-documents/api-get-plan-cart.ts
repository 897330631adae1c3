import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { PlanCart } from '../../schemas/api/cart';
import { apiGet } from '../../src/lib/api-client';

/** GET /get-plan-cart?enrollment_id: the cart's plans (the cart page's call; the same cache entry). */
function getPlanCart(enrollmentId: string, signal?: AbortSignal): Promise<PlanCart> {
  return apiGet<PlanCart>('/get-plan-cart', { enrollment_id: enrollmentId }, { signal });
}

export function planCartQueryOptions(enrollmentId: string) {
  return queryOptions({
    queryKey: ['cart', enrollmentId, 'lines'] as const,
    queryFn: ({ signal }) => getPlanCart(enrollmentId, signal),
  });
}

export function usePlanCartLines(enrollmentId: string) {
  return useSuspenseQuery(planCartQueryOptions(enrollmentId));
}
