import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanPricing } from '../../../../schemas/api/pricing';
import { apiGetEnvelope } from '../../../lib/api-client';

export interface PlanPricingAnswer extends PlanPricing {
  /** The envelope's statusCode: 'changePid' asks to load `pid` instead. */
  statusCode: number | string;
}

/** GET /get-plan-pricing-detail?pid&enrollment_id: tier prices, or a pricing error code and message. */
export async function getPlanPricingDetail(
  pid: number,
  enrollmentId: string,
  signal?: AbortSignal,
): Promise<PlanPricingAnswer> {
  const envelope = await apiGetEnvelope<PlanPricing>(
    '/get-plan-pricing-detail',
    { pid, enrollment_id: enrollmentId },
    { signal },
  );
  return { ...envelope.data, statusCode: envelope.statusCode };
}

export const planPricingQueryKey = (pid: number, enrollmentId: string) => ['plan-pricing', pid, enrollmentId] as const;

export function planPricingQueryOptions(pid: number, enrollmentId: string) {
  return queryOptions({
    queryKey: planPricingQueryKey(pid, enrollmentId),
    queryFn: ({ signal }) => getPlanPricingDetail(pid, enrollmentId, signal),
  });
}

export function usePlanPricingDetail(pid: number, enrollmentId: string | undefined) {
  return useQuery({ ...planPricingQueryOptions(pid, enrollmentId ?? ''), enabled: enrollmentId !== undefined });
}
