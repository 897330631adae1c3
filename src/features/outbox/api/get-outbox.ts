import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Outbox } from '../../../../schemas/api/outbox';
import { apiGet } from '../../../lib/api-client';

/** GET /outbox: the demo's kept e-mails, newest first; 404 when SMTP_URL is set. */
export function getOutbox(signal?: AbortSignal): Promise<Outbox> {
  return apiGet<Outbox>('/outbox', undefined, { signal });
}

export const outboxQueryKey = ['outbox'] as const;

export function outboxQueryOptions() {
  return queryOptions({ queryKey: outboxQueryKey, queryFn: ({ signal }) => getOutbox(signal), retry: false });
}

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}
