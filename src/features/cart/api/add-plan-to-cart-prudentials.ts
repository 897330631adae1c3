import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddPlanPairBody, CartMessage } from '../../../../schemas/api/cart';
import { apiPost } from '../../../lib/api-client';
import { invalidateCart } from './cart-cache';

/** POST /add-plan-to-cart-prudentials: a plan with the membership it needs (plan_id1). */
export function addPlanPairToCart(body: AddPlanPairBody): Promise<CartMessage> {
  return apiPost<CartMessage>('/add-plan-to-cart-prudentials', body);
}

export function useAddPlanPairToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPlanPairToCart,
    onSettled: (_data, _error, body) => invalidateCart(queryClient, body.enrollment_id),
  });
}
