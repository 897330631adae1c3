import type { IdentityQuery } from '../../../schemas/api/common';
import type { StorefrontConfig } from '../../../schemas/api/shell';
import type { LandingDisplay } from '../../../schemas/api/site';
import { storage } from '../../lib/storage';
import { getDefaultInfo } from './api/get-default-info';
import { validateLandingPage } from './api/validate-landing-page';
import {
  applyStoredAgeScope,
  clearSiteData,
  keepLandingSession,
  keepSession,
  keepSiteDisplay,
  siteDisplayOf,
} from './site-session-store';
import { setAccess } from './access-state';
import { getDomainSiteInformation } from './api/get-domain-site-information';
import { getElevateInfo } from './api/get-elevate-info';
import { getEnrollmentInfoReferral } from './api/get-enrollment-info-referral';
import { getExternalSiteInformation } from './api/get-external-site-information';
import { applyIdentityParams } from './identity-params';
import { trackElevateTraffic } from './api/track-elevate-traffic';

/**
 * Start-up resolution (000 section 4) and the access-page guard (002 "Route guards"): from the
 * host, the path and the query, which storefront this visit belongs to. Answers a session to show,
 * a redirect, or "not found" (the caller goes to /404). Lookups that fail because the name is
 * unknown become not-found; network and server failures propagate so the page can offer a retry.
 */

export type SiteDisplay = Pick<
  LandingDisplay,
  'display_name' | 'display_email' | 'display_phone' | 'tagline' | 'logo' | 'image' | 'address_information'
>;

export interface SiteSession {
  /** The landing name from the URL, or null for the default site. */
  landing: string | null;
  /** agent/group/portal ids with eprocess and open_type, as the menu and plan calls take them. */
  identity: IdentityQuery;
  /** The rep's or group's display details when the site is a landing page. */
  display: SiteDisplay | null;
}

export type EntryOutcome =
  { kind: 'session'; session: SiteSession } | { kind: 'redirect'; to: string } | { kind: 'not-found' };

export interface EntryRequest {
  host: string;
  /** Path after the landing segment, e.g. '/referrals'. */
  subPath: string;
  search: string;
  landing: string | null;
  authenticated: boolean;
}

/** Paths that resume an enrollment: the guard lets them through (their pages clear storage themselves). */
export const PASS_THROUGH = ['continue-enrollment', 'direct-continue'] as const;

const hostname = (host: string) => host.replace(/:\d+$/, '').toLowerCase();

/** True on the special host (000 section 1): landing names in the path, with its own enrollment-type rule. */
export function isSpecialHost(host: string, config: Pick<StorefrontConfig, 'special_host'>): boolean {
  return hostname(host) === config.special_host.toLowerCase();
}

/** True when the host is one of the product's own domains or the special host (landing names in the path), not a custom domain. */
export function isOwnHost(host: string, config: Pick<StorefrontConfig, 'own_hosts' | 'special_host'>): boolean {
  return config.own_hosts.map((h) => h.toLowerCase()).includes(hostname(host)) || isSpecialHost(host, config);
}

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

/** What a landing visit left in storage, shown again when the visitor comes back without a landing. */
function storedDisplay(): SiteDisplay | null {
  const rep = storage.get('repInfo');
  if (!rep) return null;
  return {
    display_name: rep.name,
    display_email: rep.email || null,
    display_phone: rep.phoneNumber || null,
    tagline: null,
    logo: null,
    image: null,
  };
}

const session = (landing: string | null, display: SiteDisplay | null): EntryOutcome => ({
  kind: 'session',
  session: { landing, identity: identityFromStorage(), display },
});

const isUnknown = (error: unknown) => {
  const status = (error as { httpStatus?: number } | null)?.httpStatus;
  return status === 204 || status === 400 || status === 403 || status === 404;
};

/** Runs a lookup; an unknown name answers null, anything else (network, 5xx) throws. */
async function orNull<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (isUnknown(error)) return null;
    throw error;
  }
}

async function displayOf(owner: {
  type: 'agent' | 'group';
  agent_id: number | null;
  group_id: number | null;
}): Promise<SiteDisplay | null> {
  const id = owner.type === 'group' ? owner.group_id : owner.agent_id;
  return id === null ? null : siteDisplayOf({ type: owner.type, id }, isUnknown);
}

async function resolveLanding(name: string, landing: string | null, specialHost = false): Promise<EntryOutcome> {
  // A new storefront starts clean; coming back to the same one keeps the cart and filters.
  if (storage.get('landing_url')?.toLowerCase() !== name.toLowerCase()) clearSiteData();
  const info = await orNull(validateLandingPage(name));
  if (!info) return { kind: 'not-found' };
  keepLandingSession(info.token, info, info.type);
  storage.set('landing_url', info.landing_url);
  // The special host enrolls a group's visitors as the group's new members (000 section 4).
  if (specialHost) storage.set('enroll_type', info.type === 'group' ? 'new-group-member' : 'new-member');
  keepSiteDisplay(info.data);
  await applyStoredAgeScope();
  return session(landing, info.data);
}

async function resolveDefault(): Promise<EntryOutcome> {
  if (storage.get('session_token') && storage.get('portal_id') !== undefined) return session(null, storedDisplay());
  const info = await getDefaultInfo();
  keepSession(info.token, info, 'user');
  await applyStoredAgeScope();
  return session(null, null);
}

/** A custom domain's storefront; the layout sends its bare root on to /home (000 section 4). */
async function resolveDomain(host: string): Promise<EntryOutcome> {
  const site = await getDomainSiteInformation(hostname(host));
  if (!site) return { kind: 'not-found' };
  if (storage.get('landing_url') !== site.landing_url) clearSiteData();
  keepLandingSession(site.token, site, site.type);
  storage.set('landing_url', site.landing_url);
  setAccess({ authenticated: true });
  await applyStoredAgeScope();
  return session(null, await displayOf(site));
}

async function resolveReferral(params: URLSearchParams): Promise<EntryOutcome> {
  const rid = params.get('rid');
  if (!rid) return { kind: 'not-found' };
  const referral = await orNull(getEnrollmentInfoReferral(rid));
  if (!referral) return { kind: 'not-found' };
  clearSiteData();
  keepSession(referral.token, referral, 'agent');
  storage.set('referral', referral.referral_id);
  storage.set('r_valid', referral.valid_referral_link);
  storage.set('r_name', referral.referrer_info.name);
  setAccess({ authenticated: true });
  await applyStoredAgeScope();
  return session(null, await displayOf({ type: 'agent', agent_id: referral.agent_id, group_id: null }));
}

async function resolveExternal(params: URLSearchParams): Promise<EntryOutcome> {
  const siteName = params.get('site');
  if (!siteName) return { kind: 'not-found' };
  const site = await orNull(getExternalSiteInformation(siteName));
  if (!site) return { kind: 'not-found' };
  clearSiteData();
  keepSession(site.token, site, site.type);
  storage.set('landing_url', site.landing_url);
  storage.set('fromSite', site.site_name);
  setAccess({ authenticated: true });
  return { kind: 'redirect', to: '/home' };
}

async function resolveWebsite(params: URLSearchParams, config: StorefrontConfig, host: string): Promise<EntryOutcome> {
  const group = params.get('group');
  if (!group) return { kind: 'not-found' };
  const id = params.get('id');
  const fromPartner = group.toLowerCase() === config.elevate_partner.toLowerCase();
  // Tracking must not block the visitor: a failed count is only logged by the server, if at all.
  if (fromPartner && id) await trackElevateTraffic(id).catch(() => undefined);
  const outcome = await resolveLanding(group, null, isSpecialHost(host, config));
  if (outcome.kind !== 'session') return outcome;
  setAccess({ authenticated: true });
  // Other sites show the website page (Start Enrollment); the partner's visitors skip it.
  if (!fromPartner) return outcome;
  const elevate = await getElevateInfo();
  storage.set('portal_id', elevate.portal_id ?? undefined);
  return { kind: 'redirect', to: '/' };
}

/** Resolves one visit; see the module comment. */
export async function resolveEntry(request: EntryRequest, config: StorefrontConfig): Promise<EntryOutcome> {
  const params = new URLSearchParams(request.search);
  const first = request.subPath.split('/')[1] ?? '';
  if (!isOwnHost(request.host, config)) return resolveDomain(request.host);
  if (first === 'referrals') return resolveReferral(params);
  if (first === 'external') return resolveExternal(params);
  if (first === 'website') return resolveWebsite(params, config, request.host);
  if (
    (PASS_THROUGH as readonly string[]).includes(first) ||
    (PASS_THROUGH as readonly string[]).includes(request.landing ?? '')
  ) {
    setAccess({ authenticated: true });
    return resolveDefault();
  }
  const name = request.landing ?? (request.authenticated ? null : config.default_landing);
  if (name && name.toLowerCase() === config.reserved_partner_segment.toLowerCase()) {
    // The reserved partner segment opens the partner's own page on the default storefront.
    if (!request.authenticated) {
      clearSiteData();
      setAccess({ authenticated: true });
      if (request.landing === null) return { kind: 'redirect', to: `/${config.reserved_partner_segment}` };
    }
    return resolveDefault();
  }
  const outcome = name
    ? await resolveLanding(name, request.landing, isSpecialHost(request.host, config))
    : await resolveDefault();
  if (outcome.kind === 'session') await applyIdentityParams(params);
  return outcome;
}
