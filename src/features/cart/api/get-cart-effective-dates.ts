import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EffectiveDates } from '../../../../schemas/api/cart';
import { apiGet } from '../../../lib/api-client';

/** GET /get-cart-effective-dates?enrollment_id: the mm/dd/yyyy dates the cart may start on. */
export function getCartEffectiveDates(enrollmentId: string, signal?: AbortSignal): Promise<EffectiveDates> {
  return apiGet<EffectiveDates>('/get-cart-effective-dates', { enrollment_id: enrollmentId }, { signal });
}

export const cartEffectiveDatesQueryKey = (enrollmentId: string) => ['cart', enrollmentId, 'effective-dates'] as const;

export function cartEffectiveDatesQueryOptions(enrollmentId: string) {
  return queryOptions({
    queryKey: cartEffectiveDatesQueryKey(enrollmentId),
    queryFn: ({ signal }) => getCartEffectiveDates(enrollmentId, signal),
  });
}

export function useCartEffectiveDates(enrollmentId: string | undefined) {
  return useQuery({ ...cartEffectiveDatesQueryOptions(enrollmentId ?? ''), enabled: !!enrollmentId });
}
