import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AboutPageInfo } from '../../../../schemas/api/identity';
import { apiGet } from '../../../lib/api-client';

export type AboutOwner = { type: 'agent'; id: number } | { type: 'group'; id: number };

/** GET /get-agent-about-page-info?agent_id or /get-group-about-page-info?group_id: the About popup. */
export function getAboutPageInfo(owner: AboutOwner, signal?: AbortSignal): Promise<AboutPageInfo> {
  return owner.type === 'agent'
    ? apiGet<AboutPageInfo>('/get-agent-about-page-info', { agent_id: owner.id }, { signal })
    : apiGet<AboutPageInfo>('/get-group-about-page-info', { group_id: owner.id }, { signal });
}

export const aboutPageInfoQueryKey = (owner: AboutOwner) => ['about-page-info', owner.type, owner.id] as const;

export function aboutPageInfoQueryOptions(owner: AboutOwner) {
  return queryOptions({
    queryKey: aboutPageInfoQueryKey(owner),
    queryFn: ({ signal }) => getAboutPageInfo(owner, signal),
    staleTime: 5 * 60_000,
  });
}

/** Loads only while the About popup is open. */
export function useAboutPageInfo(owner: AboutOwner | null, enabled: boolean) {
  return useQuery({
    ...aboutPageInfoQueryOptions(owner ?? { type: 'agent', id: 0 }),
    enabled: enabled && owner !== null,
  });
}
