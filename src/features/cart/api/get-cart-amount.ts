import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartAmount } from '../../../../schemas/api/cart';
import { apiGet } from '../../../lib/api-client';

/** GET /get-cart-amount?enrollment_id: the cart's monthly amount in dollars (`data.result`). */
export function getCartAmount(enrollmentId: string, signal?: AbortSignal): Promise<CartAmount> {
  return apiGet<CartAmount>('/get-cart-amount', { enrollment_id: enrollmentId }, { signal });
}

export const cartAmountQueryKey = (enrollmentId: string) => ['cart', enrollmentId, 'amount'] as const;

export function cartAmountQueryOptions(enrollmentId: string) {
  return queryOptions({
    queryKey: cartAmountQueryKey(enrollmentId),
    queryFn: ({ signal }) => getCartAmount(enrollmentId, signal),
  });
}

/** The header's cart amount; idle without an enrollment. */
export function useCartAmount(enrollmentId: string | undefined) {
  return useQuery({ ...cartAmountQueryOptions(enrollmentId ?? ''), enabled: !!enrollmentId });
}
