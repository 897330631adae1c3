import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketLink } from '../../../../schemas/api/shell';
import { apiGet } from '../../../lib/api-client';

/** GET /get-ticket-link: the footer's support-request link (data.ticket). */
export function getTicketLink(signal?: AbortSignal): Promise<TicketLink> {
  return apiGet<TicketLink>('/get-ticket-link', undefined, { signal });
}

export const ticketLinkQueryKey = ['ticket-link'] as const;

export function ticketLinkQueryOptions() {
  return queryOptions({
    queryKey: ticketLinkQueryKey,
    queryFn: ({ signal }) => getTicketLink(signal),
    staleTime: Infinity,
  });
}

export function useTicketLink() {
  return useQuery(ticketLinkQueryOptions());
}
