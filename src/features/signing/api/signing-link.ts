import { queryOptions } from '@tanstack/react-query';
import type {
  SignCompleteBody,
  SignDeclineBody,
  SignDoneData,
  SignLinkData,
  SignSendCodeData,
  SignSummaryData,
  SignVerifyBody,
  SignVerifyData,
} from '../../../../schemas/api/signing';
import { apiGet, apiPost, apiUrl } from '../../../lib/api-client';

/**
 * The client's calls on a signing link (/sign/{token}/...). The token in the path is the
 * credential; the identity check sets an HttpOnly signing-session cookie, so no shopper session
 * token is sent (token: null) and nothing is kept in browser storage.
 */
const path = (token: string, rest = '') => `/sign/${encodeURIComponent(token)}${rest}`;
const noSession = { token: null } as const;

export type SignSummary = SignSummaryData['result'];
export type SignLink = SignLinkData['result'];
export type SignDone = SignDoneData;

export const signLinkQueryKey = (token: string) => ['sign-link', token] as const;

/** GET /sign/{token}: the link's state (its first read marks the request 'opened'); 410 when it is no longer valid. */
export function signLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: signLinkQueryKey(token),
    queryFn: async ({ signal }) =>
      (await apiGet<SignLinkData>(path(token), undefined, { signal, ...noSession })).result,
    staleTime: Infinity,
  });
}

/** POST /sign/{token}/send-code: a 6-digit code by text (by e-mail without a phone). */
export function sendSignCode(token: string): Promise<SignSendCodeData> {
  return apiPost<SignSendCodeData>(path(token, '/send-code'), {}, noSession);
}

/** POST /sign/{token}/verify: date of birth and code; a wrong pair answers 400 with attempts_left, the fifth 423. */
export function verifySignIdentity(token: string, body: SignVerifyBody): Promise<SignVerifyData> {
  return apiPost<SignVerifyData>(path(token, '/verify'), body, noSession);
}

export const signSummaryQueryKey = (token: string) => ['sign-summary', token] as const;

/** GET /sign/{token}/summary (after the identity check): what the client reads and signs. */
export function signSummaryQueryOptions(token: string) {
  return queryOptions({
    queryKey: signSummaryQueryKey(token),
    queryFn: async ({ signal }) =>
      (await apiGet<SignSummaryData>(path(token, '/summary'), undefined, { signal, ...noSession })).result,
    staleTime: Infinity,
  });
}

/** POST /sign/{token}/complete: signs and completes the enrollment (one policy however often it is sent). */
export function completeSigning(token: string, body: SignCompleteBody): Promise<SignDoneData> {
  return apiPost<SignDoneData>(path(token, '/complete'), body, noSession);
}

/**
 * GET /sign/{token}/signed-copy: the client's copy of what they signed (PDF), after signing. A plain
 * link: the signing session's HttpOnly cookie goes with it, and no bearer token is needed.
 */
export function signedCopyUrl(token: string): string {
  return apiUrl(path(token, '/signed-copy'));
}

/** POST /sign/{token}/decline: the rep is told. */
export function declineSigning(token: string, body: SignDeclineBody): Promise<SignDoneData> {
  return apiPost<SignDoneData>(path(token, '/decline'), body, noSession);
}
