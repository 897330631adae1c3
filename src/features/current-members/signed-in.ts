import { isSignedInSession, storedClaims } from '../site';
import { storage } from '../../lib/storage';

/**
 * Whether the stored session token was issued by a sign-in of this kind. The browser only reads
 * the token's claims to pick the screen; the server verifies it on every call.
 */
export function signedInAs(kind: 'rep' | 'group'): boolean {
  const claims = storedClaims();
  return isSignedInSession(claims) && claims.kind === kind;
}

/** Who signs in to open member data on this storefront: the group administrator on a group's site, else the rep. */
export function signInKindOfSite(): 'rep' | 'group' {
  return storage.get('open_type') === 'group' || storage.get('eprocess') === 'group' ? 'group' : 'rep';
}
