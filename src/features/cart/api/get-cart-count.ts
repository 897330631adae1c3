import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartCount } from '../../../../schemas/api/cart';
import { apiGet } from '../../../lib/api-client';

/** GET /get-cart-count?enrollment_id: number of cart lines (`data.result`). */
export function getCartCount(enrollmentId: string, signal?: AbortSignal): Promise<CartCount> {
  return apiGet<CartCount>('/get-cart-count', { enrollment_id: enrollmentId }, { signal });
}

export const cartCountQueryKey = (enrollmentId: string) => ['cart', enrollmentId, 'count'] as const;

export function cartCountQueryOptions(enrollmentId: string) {
  return queryOptions({
    queryKey: cartCountQueryKey(enrollmentId),
    queryFn: ({ signal }) => getCartCount(enrollmentId, signal),
  });
}

/** The header's cart count; idle without an enrollment (nothing in the cart yet). */
export function useCartCount(enrollmentId: string | undefined) {
  return useQuery({ ...cartCountQueryOptions(enrollmentId ?? ''), enabled: !!enrollmentId });
}
