import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SiteDynamicInfo } from '../../../../schemas/api/site';
import { loadSiteTheme, siteDomainOf } from '../../../lib/theme';

/**
 * GET /get-external-site-dynamic-information?site_domain={base64 host}: the site's theme entries,
 * served from the fetch_color_cache first (see lib/theme); a background refresh updates the query.
 */
export function getSiteDynamicInformation(
  siteDomain: string,
  onFresh?: (entries: SiteDynamicInfo) => void,
): Promise<SiteDynamicInfo> {
  return loadSiteTheme(siteDomain, onFresh);
}

export const siteDynamicInformationQueryKey = (siteDomain: string) => ['site-dynamic-information', siteDomain] as const;

export function siteDynamicInformationQueryOptions(siteDomain: string, queryClient: QueryClient) {
  const queryKey = siteDynamicInformationQueryKey(siteDomain);
  return queryOptions({
    queryKey,
    queryFn: () => getSiteDynamicInformation(siteDomain, (fresh) => queryClient.setQueryData(queryKey, fresh)),
    // One load per page view: the cache already gives returning visitors their colours at once.
    staleTime: Infinity,
    retry: false,
  });
}

/** The theme entries of the host this page was opened on. */
export function useSiteDynamicInformation(host: string = window.location.host) {
  const queryClient = useQueryClient();
  return useQuery(siteDynamicInformationQueryOptions(siteDomainOf(host), queryClient));
}
