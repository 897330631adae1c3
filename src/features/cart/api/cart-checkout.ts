import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartCheckout, CartCheckoutBody } from '../../../../schemas/api/cart';
import { apiPost } from '../../../lib/api-client';
import { invalidateCart } from './cart-cache';

/** POST /cart-checkout {enrollment_id, effective_date}: idempotent on the server. */
export function cartCheckout(body: CartCheckoutBody): Promise<CartCheckout> {
  return apiPost<CartCheckout>('/cart-checkout', body);
}

export function useCartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cartCheckout,
    onSuccess: (_data, body) => invalidateCart(queryClient, body.enrollment_id),
  });
}
