import { storage } from '../../lib/storage';

/**
 * Whether the stored session token was issued by a sign-in of this kind. The browser only reads
 * the token's claims to pick the screen; the server verifies it on every call.
 */
export function signedInAs(kind: 'rep' | 'group'): boolean {
  const token = storage.get('session_token');
  const payload = token?.split('.')[1];
  if (!payload) return false;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { kind?: unknown; signed_in?: unknown; exp?: unknown };
    const fresh = typeof claims.exp === 'number' && claims.exp * 1000 > Date.now();
    return fresh && claims.kind === kind && claims.signed_in === true;
  } catch {
    return false;
  }
}
