import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddPlanToCartBody, CartMessage, CartRefusalItem } from '../../../../schemas/api/cart';
import { ApiRequestError, apiPost } from '../../../lib/api-client';
import { invalidateCart } from './cart-cache';

/** POST /add-plan-to-cart: answers the server message for the notify dialog. */
export function addPlanToCart(body: AddPlanToCartBody): Promise<CartMessage> {
  return apiPost<CartMessage>('/add-plan-to-cart', body);
}

/** The refusal of an add (001 section 8: an array whose first item carries errorCode), if the error is one. */
export function cartRefusalOf(error: unknown): CartRefusalItem | null {
  if (!(error instanceof ApiRequestError) || !Array.isArray(error.data)) return null;
  const first = error.data[0] as Partial<CartRefusalItem> | undefined;
  return first && typeof first.errorCode === 'string' && typeof first.message === 'string'
    ? (first as CartRefusalItem)
    : null;
}

export function useAddPlanToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPlanToCart,
    onSettled: (_data, _error, body) => invalidateCart(queryClient, body.enrollment_id),
  });
}
