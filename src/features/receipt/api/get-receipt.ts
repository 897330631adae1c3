import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReceiptData } from '../../../../schemas/api/review';
import { apiGet } from '../../../lib/api-client';

/** GET /get-receipt?enrollment_id: data.policy_id, data.name, callInvoice. */
export function getReceipt(enrollmentId: string, signal?: AbortSignal): Promise<ReceiptData> {
  return apiGet<ReceiptData>('/get-receipt', { enrollment_id: enrollmentId }, { signal });
}

export const receiptQueryKey = (enrollmentId: string) => ['receipt', enrollmentId] as const;

export function receiptQueryOptions(enrollmentId: string) {
  // A receipt never changes: fetched once, so the invoice call is made once.
  return queryOptions({
    queryKey: receiptQueryKey(enrollmentId),
    queryFn: ({ signal }) => getReceipt(enrollmentId, signal),
    staleTime: Infinity,
    retry: 1,
  });
}

export function useReceipt(enrollmentId: string | undefined) {
  return useQuery({ ...receiptQueryOptions(enrollmentId ?? ''), enabled: !!enrollmentId });
}
