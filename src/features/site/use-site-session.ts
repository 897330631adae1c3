import { queryOptions, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { IdentityQuery } from '../../../schemas/api/common';
import type { LandingDisplay } from '../../../schemas/api/site';
import { storage, type OpenType } from '../../lib/storage';
import { getDefaultInfo } from './api/get-default-info';
import { validateLandingPage } from './api/validate-landing-page';

/**
 * Start-up resolution of the storefront (000 section 4) for the main routes: who this site
 * belongs to and the session token every later call carries.
 * - a landing segment clears storage, then validates the landing page (unknown: the caller goes to /404);
 * - otherwise stored values are used; with nothing stored, get-default-info supplies the defaults.
 */
export interface SiteSession {
  /** The landing name from the URL, or null for the default site. */
  landing: string | null;
  /** agent/group/portal ids with eprocess and open_type, as the menu and plan calls take them. */
  identity: IdentityQuery;
  /** The rep's or group's display details when the site is a landing page. */
  display: Pick<LandingDisplay, 'display_name' | 'display_email' | 'display_phone' | 'tagline' | 'logo' | 'image' | 'address_information'> | null;
}

const asId = (value: number | null | undefined) => (value === null || value === undefined ? undefined : value);

function identityFromStorage(): IdentityQuery {
  const identity: IdentityQuery = {
    agent_id: storage.get('agent_id'),
    group_id: storage.get('group_id'),
    portal_id: storage.get('portal_id'),
    eprocess: storage.get('eprocess'),
    open_type: storage.get('open_type'),
  };
  return Object.fromEntries(Object.entries(identity).filter(([, v]) => v !== undefined)) as IdentityQuery;
}

function storeIds(ids: { agent_id: number | null; group_id: number | null; portal_id: number | null }, openType: OpenType): void {
  storage.set('agent_id', asId(ids.agent_id));
  storage.set('group_id', asId(ids.group_id));
  storage.set('portal_id', asId(ids.portal_id));
  // A visitor of a rep's, group's or the default storefront enrolls themself: the applicant process.
  storage.set('eprocess', 'applicant');
  storage.set('open_type', openType);
}

async function resolveLanding(landing: string, signal?: AbortSignal): Promise<SiteSession> {
  storage.clearAll();
  const info = await validateLandingPage(landing, signal);
  storage.set('session_token', info.token);
  storeIds(info, info.type);
  storage.set('display_name', info.data.display_name);
  storage.set('repInfo', { name: info.data.display_name, email: info.data.display_email ?? '', phoneNumber: info.data.display_phone ?? '' });
  const { display_name, display_email, display_phone, tagline, logo, image, address_information } = info.data;
  return {
    landing,
    identity: identityFromStorage(),
    display: { display_name, display_email, display_phone, tagline, logo, image, address_information },
  };
}

/** What a landing visit left in storage, shown again when the visitor comes back through `/`. */
function storedDisplay(): SiteSession['display'] {
  const rep = storage.get('repInfo');
  const openType = storage.get('open_type');
  if (!rep || (openType !== 'agent' && openType !== 'group')) return null;
  return { display_name: rep.name, display_email: rep.email || null, display_phone: rep.phoneNumber || null, tagline: null, logo: null, image: null };
}

async function resolveDefault(signal?: AbortSignal): Promise<SiteSession> {
  if (storage.get('session_token') && storage.get('portal_id') !== undefined) {
    return { landing: null, identity: identityFromStorage(), display: storedDisplay() };
  }
  const info = await getDefaultInfo(signal);
  storage.set('session_token', info.token);
  storeIds(info, 'user');
  return { landing: null, identity: identityFromStorage(), display: null };
}

export const siteSessionQueryKey = (landing: string | null) => ['site-session', landing] as const;

export function siteSessionQueryOptions(landing: string | null) {
  return queryOptions({
    queryKey: siteSessionQueryKey(landing),
    queryFn: ({ signal }) => (landing ? resolveLanding(landing, signal) : resolveDefault(signal)),
    // Resolved once per page load: re-running would clear storage again (landing) mid-visit.
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** The session of the storefront under the current `/:landing?` segment. */
export function useSiteSession() {
  const { landing } = useParams();
  return useQuery(siteSessionQueryOptions(landing ?? null));
}

/** Forgets the stored session ("Start again" after an expired token): the next resolve starts fresh. */
export function forgetSiteSession(): void {
  storage.clearAll();
}
