import type { LandingDisplay } from '../../../schemas/api/site';
import { eprocessAllowed, type ProcessScope, type SessionKind } from '../../../schemas/eprocess';
import { storage, type OpenType } from '../../lib/storage';
import { getLandingPageInfo } from './api/get-landing-page-info';
import { setAgeScope } from './api/set-age-scope';
import { notifyAccess } from './access-state';

/**
 * The one place that keeps a session token and the ids it scopes (security.md): every site
 * resolution, code check and the age toggle store their answer through here, and the api-client
 * reads the token back. Nothing else writes session_token.
 */

export interface SessionIds {
  agent_id: number | null;
  group_id: number | null;
  portal_id: number | null;
}

const asId = (value: number | null | undefined) => (value === null || value === undefined ? undefined : value);

const SESSION_KINDS: readonly string[] = ['rep', 'group', 'open'] satisfies SessionKind[];

/** The process kept with a new token: the one kept so far while the token's kind allows it, else applicant. */
function processFor(token: string) {
  const kept = storage.get('eprocess');
  const scope = processScopeOf(claimsOf(token));
  if (!kept || !scope) return 'applicant';
  return eprocessAllowed(scope, kept) ? kept : 'applicant';
}

/** The claims' storefront and sign-in, as the process rules read them (schemas/eprocess.ts); null when unreadable. */
function processScopeOf(claims: StoredClaims | null): ProcessScope | null {
  const kind = claims?.kind;
  if (typeof kind !== 'string' || !SESSION_KINDS.includes(kind)) return null;
  return { kind: kind as SessionKind, signed_in: claims?.signed_in === true };
}

/**
 * Keeps a token and its ids; a visitor of a rep's, group's or the default storefront enrolls themself
 * (applicant). A process the new token's storefront does not allow (a rep's, kept from the house
 * agency's code, on the open default site) falls back to applicant: the server would refuse it (403).
 */
export function keepSession(token: string, ids: SessionIds, openType: OpenType): void {
  storage.set('session_token', token);
  storage.set('agent_id', asId(ids.agent_id));
  storage.set('AGENT_ID', asId(ids.agent_id));
  storage.set('group_id', asId(ids.group_id));
  storage.set('portal_id', asId(ids.portal_id));
  storage.set('eprocess', processFor(token));
  storage.set('open_type', openType);
}

/**
 * The rep (or group) enrolls someone themself from their home: keeps that process when the stored
 * session allows it (a signed-in rep for 'rep'); answers whether it was kept.
 */
export function keepEnrollerProcess(eprocess: 'rep' | 'group'): boolean {
  const scope = processScopeOf(storedClaims());
  if (!scope || !eprocessAllowed(scope, eprocess)) return false;
  storage.set('eprocess', eprocess);
  return true;
}

/** The stored token's claims as the browser reads them to pick a screen; the server verifies the token on every call. */
export interface StoredClaims {
  kind?: unknown;
  agent_id?: unknown;
  group_id?: unknown;
  signed_in?: unknown;
  enr?: unknown;
  exp?: unknown;
}

/** The claims of the stored session token, or null when there is none or it cannot be read. */
export function storedClaims(): StoredClaims | null {
  return claimsOf(storage.get('session_token'));
}

/** The claims a token carries (read to pick a screen; the server verifies the token), or null. */
function claimsOf(token: string | undefined): StoredClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as StoredClaims;
  } catch {
    return null;
  }
}

/** True while the stored token is an unexpired sign-in (rep or group administrator). */
export function isSignedInSession(claims: StoredClaims | null): claims is StoredClaims & { kind: 'rep' | 'group' } {
  return Boolean(
    claims &&
    claims.signed_in === true &&
    typeof claims.exp === 'number' &&
    claims.exp * 1000 > Date.now() &&
    (claims.kind === 'rep' || claims.kind === 'group'),
  );
}

/**
 * Keeps a landing's session, unless the stored token is the sign-in of this landing's own rep or
 * group administrator: reloading their storefront must not sign them out. The signed-in token
 * keeps its own ids (they must mirror it); only the open type follows the landing.
 */
export function keepLandingSession(token: string, ids: SessionIds, openType: 'agent' | 'group'): void {
  const claims = storedClaims();
  const owner =
    openType === 'agent'
      ? { kind: 'rep', id: ids.agent_id, claimed: claims?.agent_id }
      : { kind: 'group', id: ids.group_id, claimed: claims?.group_id };
  if (isSignedInSession(claims) && claims.kind === owner.kind && owner.id !== null && owner.claimed === owner.id) {
    storage.set('open_type', openType);
    return;
  }
  if (startedHere(claims, claimsOf(token))) return;
  keepSession(token, ids, openType);
}

/**
 * True while the stored token started (or resumed) the stored enrollment on this landing's storefront:
 * a reload keeps it, or the enrollment's health answers and its receipt's invoice (the `enr` claim)
 * would be lost half-way through.
 */
function startedHere(stored: StoredClaims | null, landing: StoredClaims | null): boolean {
  return Boolean(
    stored &&
    landing &&
    typeof stored.enr === 'string' &&
    stored.enr === storage.get('tempId') &&
    typeof stored.exp === 'number' &&
    stored.exp * 1000 > Date.now() &&
    stored.kind === landing.kind &&
    stored.agent_id === landing.agent_id &&
    stored.group_id === landing.group_id,
  );
}

/** Replaces only the token (age scope re-signed, same ids). */
export function keepToken(token: string): void {
  storage.set('session_token', token);
}

/**
 * Keeps the session an add-filter-* call re-signed for the enrollment it started (the `enr` claim:
 * only that session reads the enrollment's health answers back); answers the data unchanged.
 */
export function keepStartedEnrollment<T extends { token?: string }>(data: T): T {
  if (data.token) keepToken(data.token);
  return data;
}

/**
 * Resolution calls answer tokens for under 65; when the visitor chose over 65, the fresh token is
 * re-signed for that age group before any plan or menu call uses it.
 */
export async function applyStoredAgeScope(): Promise<void> {
  if (storage.get('over65') !== true || !storage.get('session_token')) return;
  keepToken((await setAgeScope(true)).token);
}

/** Clears the site's data for a new storefront but keeps the access values (rep authenticated, age, employee, rep code). */
export function clearSiteData(): void {
  const keep = {
    auth: storage.get('isRepAuthenticated'),
    over65: storage.get('over65'),
    employee: storage.get('isEmployeeEnrollment'),
    code: storage.get('agent_code'),
    location: storage.get('locationAnswered'),
  };
  storage.clearAll();
  storage.set('isRepAuthenticated', keep.auth);
  storage.set('over65', keep.over65);
  storage.set('isEmployeeEnrollment', keep.employee);
  storage.set('agent_code', keep.code);
  storage.set('locationAnswered', keep.location);
}

/** Clears everything, access flags included ("Not my site", the access-page guard). */
export function clearEverything(): void {
  storage.clearAll();
  notifyAccess();
}

/** Keeps a rep's or group's site name and contact details, which the header and footer show on every page. */
export function keepSiteDisplay(display: LandingDisplay): void {
  storage.set('display_name', display.display_name);
  storage.set('repInfo', {
    name: display.display_name,
    email: display.display_email ?? '',
    phoneNumber: display.display_phone ?? '',
  });
}

/**
 * Looks up and keeps the display details of a rep's or group's site. A lookup `ignored` says to
 * skip (an unknown site) answers null; any other failure is thrown.
 */
export async function siteDisplayOf(
  owner: { type: 'agent' | 'group'; id: number },
  ignored: (error: unknown) => boolean = () => false,
): Promise<LandingDisplay | null> {
  try {
    const info = await getLandingPageInfo(owner);
    keepSiteDisplay(info.data);
    return info.data;
  } catch (error) {
    if (ignored(error)) return null;
    throw error;
  }
}
