import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { featuredPlansQueryOptions } from '../features/plans/api/get-featured-plans';
import { filteredPlansQueryOptions } from '../features/plans/api/get-filtered-plans';
import { filterInfoQueryOptions } from '../features/filters/api/get-enrollment-temp-info';
import { leftSideFilterQueryOptions } from '../features/plans/api/get-left-side-filter-fields';
import { planCartQueryOptions } from '../features/cart/api/get-plan-cart';
import { comparePlansQueryOptions } from '../features/compare/api/get-compare-plans';
import { planIdsOf } from '../features/compare/compare-path';
import { readAccess } from '../features/site/access-state';
import type { EntryOutcome, SiteSession } from '../features/site/resolve-entry';
import { storefrontConfigQueryOptions } from '../features/site/api/get-storefront-config';
import { entryRequestOf, siteSessionQueryOptions } from '../features/site/use-site-session';
import { registeredQueryClient } from '../lib/query-client-registry';
import { storage } from '../lib/storage';

/**
 * Route data requested while the route's code downloads: each loader starts the
 * react-query fetches its page makes, with the page's own query options (same keys, so the page
 * finds them in flight or cached, never a second request), and returns at once: nothing waits
 * for them, the page still shows its own pending state. Without this the page's requests start
 * only after every lazy chunk of the route has loaded and SiteLayout has resolved the site.
 */

type Prefetch = (client: QueryClient, session: SiteSession, url: URL) => Array<Promise<unknown>>;

// A failed prefetch is dropped rather than cached as an error: the page then asks on its own.
function prefetch(client: QueryClient, options: { queryKey: readonly unknown[] }): Promise<unknown> {
  return client
    .ensureQueryData(options as Parameters<QueryClient['ensureQueryData']>[0])
    .catch(() => client.removeQueries({ queryKey: options.queryKey, exact: true }));
}

/** The storefront config, then the site session SiteLayout resolves (both keyed as SiteLayout keys them). */
async function siteSession(
  client: QueryClient,
  landing: string | undefined,
  url: URL,
): Promise<SiteSession | undefined> {
  const config = await client.ensureQueryData(storefrontConfigQueryOptions());
  const request = entryRequestOf(landing, url, readAccess().authenticated);
  const outcome: EntryOutcome = await client.ensureQueryData(siteSessionQueryOptions(request, config));
  return outcome.kind === 'session' ? outcome.session : undefined;
}

function enrollment(): string | undefined {
  return storage.get('session_token') ? storage.get('tempId') : undefined;
}

/** Per page: what it asks first. The plan list's categories are PlansPage's (?type=, else the kept choice). */
const PAGES = {
  home: (client, session) => [prefetch(client, featuredPlansQueryOptions(session.identity))],
  plans: (client, _session, url) => {
    const id = enrollment();
    if (!id) return [];
    const type = url.searchParams.get('type');
    const categories = type ? [type] : (storage.get('planCategories') ?? []);
    const sort = url.searchParams.get('sort') === 'yearly_cost' ? 'yearly_cost' : undefined;
    return [
      prefetch(client, leftSideFilterQueryOptions(id)),
      prefetch(client, filteredPlansQueryOptions(id, categories, 1, sort)),
      // The top filter and the use level picker (which shows no level until it arrives).
      prefetch(client, filterInfoQueryOptions(id)),
    ];
  },
  cart: (client) => {
    const id = enrollment();
    return id ? [prefetch(client, planCartQueryOptions(id))] : [];
  },
  compare: (client, _session, url) => {
    const id = enrollment();
    const plans = planIdsOf(url.searchParams.get('plans'));
    return id && plans.length >= 2
      ? [prefetch(client, comparePlansQueryOptions(id, plans)), prefetch(client, filterInfoQueryOptions(id))]
      : [];
  },
} satisfies Record<string, Prefetch>;

/**
 * Loader of the storefront layout and of a page under it (`page` names its entry in PAGES). It
 * resolves the site first (resolving may start a new storefront and clear the kept enrollment),
 * then asks for the page's data; it never throws and never delays the render.
 */
export function prefetchLoader(page?: keyof typeof PAGES) {
  return ({ params, request }: LoaderFunctionArgs): null => {
    const client = registeredQueryClient();
    if (!client) return null;
    const url = new URL(request.url);
    void siteSession(client, params.landing, url)
      .then((session) =>
        session && page && readAccess().authenticated ? Promise.all(PAGES[page](client, session, url)) : undefined,
      )
      .catch(() => undefined);
    return null;
  };
}
