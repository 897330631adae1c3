import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Save-for-later enrollment codes (security.md): 14 characters from Crockford's 32-symbol base32
 * alphabet, mailed as `ABCD-EFGHJ-KMNPQ`. The first 4 are a selector, unique among the live codes
 * of one e-mail, that says which enrollment a typed code is for; the other 10 (50 bits) are the
 * secret. Stored only as `selector$HMAC-SHA256(e-mail, code)` under the server secret, expiring
 * after 30 days. The selector lets a wrong try count against one enrollment only, so a stranger
 * who knows an e-mail cannot lock out its owner's other enrollments.
 */

/** Crockford base32: digits and letters without I, L, O and U, so a code read aloud is unambiguous. */
export const SAVE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const SAVE_CODE_SELECTOR_LENGTH = 4;
export const SAVE_CODE_LENGTH = 14;
export const SAVE_CODE_TTL_DAYS = 30;

function randomSymbols(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += SAVE_CODE_ALPHABET[randomInt(SAVE_CODE_ALPHABET.length)];
  return out;
}

/** A fresh random code whose selector differs from the `taken` ones. */
export function newSaveCode(taken: ReadonlySet<string> = new Set()): string {
  let selector = randomSymbols(SAVE_CODE_SELECTOR_LENGTH);
  while (taken.has(selector)) selector = randomSymbols(SAVE_CODE_SELECTOR_LENGTH);
  return selector + randomSymbols(SAVE_CODE_LENGTH - SAVE_CODE_SELECTOR_LENGTH);
}

/** A code grouped for reading: `ABCD-EFGHJ-KMNPQ`. */
export function displaySaveCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4, 9)}-${code.slice(9)}`;
}

/** A typed code in canonical form: uppercased, separators dropped, look-alikes mapped (O->0, I/L->1). */
export function canonicalSaveCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** The selector of a typed code. */
export function selectorOfCode(typed: string): string {
  return canonicalSaveCode(typed).slice(0, SAVE_CODE_SELECTOR_LENGTH);
}

/** The selector a stored hash carries ('' for a hash stored before selectors). */
export function selectorOfHash(stored: string): string {
  const at = stored.indexOf('$');
  return at < 0 ? '' : stored.slice(0, at);
}

function mac(code: string, email: string, secret: Buffer): string {
  return createHmac('sha256', secret)
    .update(`save-code|${email.trim().toLowerCase()}|${canonicalSaveCode(code)}`)
    .digest('base64url');
}

/** The stored hash of a code bound to an e-mail (case-insensitive): its selector, then the HMAC. */
export function hashSaveCode(code: string, email: string, secret: Buffer): string {
  return `${selectorOfCode(code)}$${mac(code, email, secret)}`;
}

/** True when the typed code and e-mail match the stored hash (constant time). */
export function verifySaveCode(typed: string, email: string, storedHash: string, secret: Buffer): boolean {
  const actual = Buffer.from(mac(typed, email, secret));
  const expected = Buffer.from(storedHash.slice(storedHash.indexOf('$') + 1));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** When a code issued at `now` stops working. */
export function saveCodeExpiry(now: Date): Date {
  return new Date(now.getTime() + SAVE_CODE_TTL_DAYS * 24 * 60 * 60 * 1000);
}

/** The direct-continue path for an enrollment and saved tab (both base64-encoded, 002 route table). */
export function directContinuePath(enrollmentId: string, savedTab: string): string {
  const b64 = (s: string) => encodeURIComponent(Buffer.from(s, 'utf8').toString('base64'));
  return `/direct-continue/${b64(enrollmentId)}/${b64(savedTab)}`;
}
