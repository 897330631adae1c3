import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import type { StorefrontConfig } from '../../../schemas/api/shell';
import { storage } from '../../lib/storage';
import { useAccess } from './access-state';
import { resolveEntry, type EntryOutcome, type EntryRequest, type SiteSession } from './resolve-entry';
import { hasIdentityParams } from './identity-params';
import { useStorefrontConfig } from './api/get-storefront-config';

/**
 * The storefront session of the current visit (000 section 4): resolved once per host, path,
 * query and access state by resolveEntry, then read by every page through useSiteSession().
 */

export const siteSessionQueryKey = (request: EntryRequest) =>
  ['site-session', request.host, request.landing, request.subPath, request.search, request.authenticated] as const;

export function siteSessionQueryOptions(request: EntryRequest, config: StorefrontConfig | undefined) {
  return queryOptions({
    queryKey: siteSessionQueryKey(request),
    // Waits for the configuration (skipToken keeps the query idle until then).
    queryFn: config ? () => resolveEntry(request, config) : skipToken,
    // Resolved once per visit: re-running would clear storage again mid-visit.
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/**
 * Only the entry paths matter to the resolution; other pages keep their own path and query out of
 * the key. The resume paths are here so the access-page guard sees them and lets them through.
 */
const ENTRY_PATHS = ['/referrals', '/external', '/website', '/continue-enrollment', '/direct-continue'];

/** The resolution inputs of a location (also used by the route loaders, outside React). */
export function entryRequestOf(
  landing: string | undefined,
  location: { pathname: string; search: string },
  authenticated: boolean,
): EntryRequest {
  const prefix = landing ? `/${landing}` : '';
  const subPath = location.pathname.startsWith(prefix)
    ? location.pathname.slice(prefix.length) || '/'
    : location.pathname;
  const isEntry = ENTRY_PATHS.some((p) => subPath === p || subPath.startsWith(`${p}/`));
  // agent_id / group_id in any main route's query name the visit's rep or group (resolveEntry fetches their info).
  const search = isEntry || hasIdentityParams(location.search) ? location.search : '';
  return {
    host: window.location.host,
    landing: landing ?? null,
    subPath: isEntry ? subPath : '/',
    search,
    authenticated,
  };
}

/** The resolution inputs of the current location. */
export function useEntryRequest(): EntryRequest {
  const { landing } = useParams();
  const location = useLocation();
  const { authenticated } = useAccess();
  return entryRequestOf(landing, location, authenticated);
}

/** The resolution outcome (session, redirect or not-found) for SiteLayout. */
export function useEntryResolution() {
  const config = useStorefrontConfig();
  const request = useEntryRequest();
  const resolution = useQuery(siteSessionQueryOptions(request, config.data));
  return { config, resolution };
}

const sessionOf = (outcome: EntryOutcome): SiteSession | undefined =>
  outcome.kind === 'session' ? outcome.session : undefined;

/** The session of the storefront under the current `/:landing?` segment. */
export function useSiteSession() {
  const config = useStorefrontConfig();
  const request = useEntryRequest();
  return useQuery({ ...siteSessionQueryOptions(request, config.data), select: sessionOf });
}

/** Forgets the stored session ("Start again" after an expired token): the next resolve starts fresh. */
export function forgetSiteSession(): void {
  storage.remove('session_token');
  storage.remove('portal_id');
}
