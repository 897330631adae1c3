import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ElevatePricing } from '../../../../schemas/api/pricing';
import { apiGet } from '../../../lib/api-client';

/** GET /get-plan-pricing-detail-elevate?enrollment_id: the membership options (Select MemberShip). */
export function getElevatePricing(enrollmentId: string, signal?: AbortSignal): Promise<ElevatePricing> {
  return apiGet<ElevatePricing>('/get-plan-pricing-detail-elevate', { enrollment_id: enrollmentId }, { signal });
}

export const elevatePricingQueryKey = (enrollmentId: string) => ['elevate-pricing', enrollmentId] as const;

export function elevatePricingQueryOptions(enrollmentId: string) {
  return queryOptions({
    queryKey: elevatePricingQueryKey(enrollmentId),
    queryFn: ({ signal }) => getElevatePricing(enrollmentId, signal),
  });
}

export function useElevatePricing(enrollmentId: string | undefined, enabled: boolean) {
  return useQuery({
    ...elevatePricingQueryOptions(enrollmentId ?? ''),
    enabled: enabled && enrollmentId !== undefined,
  });
}
