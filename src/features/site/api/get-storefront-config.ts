import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StorefrontConfig } from '../../../../schemas/api/shell';
import { apiGet } from '../../../lib/api-client';

/** GET /get-storefront-config: hosts, partner names, link targets and phones (one server-side source). */
export function getStorefrontConfig(signal?: AbortSignal): Promise<StorefrontConfig> {
  return apiGet<StorefrontConfig>('/get-storefront-config', undefined, { signal });
}

export const storefrontConfigQueryKey = ['storefront-config'] as const;

export function storefrontConfigQueryOptions() {
  return queryOptions({
    queryKey: storefrontConfigQueryKey,
    queryFn: ({ signal }) => getStorefrontConfig(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useStorefrontConfig() {
  return useQuery(storefrontConfigQueryOptions());
}
