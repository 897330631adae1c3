import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SigningChannel, SigningStatus, SigningStatusData } from '../../../../schemas/api/signing';
import { apiGet, apiPost } from '../../../lib/api-client';

/** The rep's calls on an enrollment's signing request: status, resend, revoke. */

export const signingStatusQueryKey = (enrollmentId: string) => ['signing-status', enrollmentId] as const;

/**
 * While the client may still act, the rep's view asks again every few seconds; also while a
 * signature is in but the enrollment's completion is not yet seen (a read during its commit).
 */
const POLL_MS = 5_000;
const pending = (status: SigningStatus | undefined) =>
  status?.status === 'sent' ||
  status?.status === 'opened' ||
  (status?.status === 'signed' && !status.receipt_available);

/** GET /signing-status?enrollment_id: polled while the request is 'sent' or 'opened' (or signed, not yet complete). */
export function signingStatusQueryOptions(enrollmentId: string) {
  return queryOptions({
    queryKey: signingStatusQueryKey(enrollmentId),
    queryFn: async ({ signal }) =>
      (await apiGet<SigningStatusData>('/signing-status', { enrollment_id: enrollmentId }, { signal })).result,
    staleTime: 0,
    refetchInterval: (query) => (pending(query.state.data) ? POLL_MS : false),
  });
}

export function useSigningStatus(enrollmentId: string | undefined) {
  return useQuery({ ...signingStatusQueryOptions(enrollmentId ?? ''), enabled: !!enrollmentId });
}

/** POST /signing-resend: a new link over the channels named; the old one is revoked. */
export async function resendSigning(enrollmentId: string, channels: SigningChannel[]): Promise<SigningStatus> {
  return (await apiPost<SigningStatusData>('/signing-resend', { enrollment_id: enrollmentId, channels })).result;
}

/** POST /signing-revoke: the link stops working; the enrollment stays awaiting a signature. */
export async function revokeSigning(enrollmentId: string): Promise<SigningStatus> {
  return (await apiPost<SigningStatusData>('/signing-revoke', { enrollment_id: enrollmentId })).result;
}
