import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemovePlan, RemovePlanQuery } from '../../../../schemas/api/cart';
import { apiGet } from '../../../lib/api-client';
import { invalidateCart } from './cart-cache';

/** GET /remove-plan-from-cart: removes the plan (and its paired membership). */
export function removePlanFromCart(query: RemovePlanQuery): Promise<RemovePlan> {
  return apiGet<RemovePlan>('/remove-plan-from-cart', query);
}

export function useRemovePlanFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePlanFromCart,
    onSettled: (_data, _error, query) => invalidateCart(queryClient, query.enrollment_id),
  });
}
