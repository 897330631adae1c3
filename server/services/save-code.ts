import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Save-for-later enrollment codes (security.md): 12 characters from Crockford's 32-symbol base32
 * alphabet (60 bits), stored only as an HMAC-SHA256 under the server secret and bound to the
 * e-mail that receives the code, expiring after 30 days.
 */

/** Crockford base32: digits and letters without I, L, O and U, so a code read aloud is unambiguous. */
export const SAVE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const SAVE_CODE_LENGTH = 12;
export const SAVE_CODE_TTL_DAYS = 30;

/** A fresh random code. */
export function newSaveCode(): string {
  let code = '';
  for (let i = 0; i < SAVE_CODE_LENGTH; i++) code += SAVE_CODE_ALPHABET[randomInt(SAVE_CODE_ALPHABET.length)];
  return code;
}

/** A typed code in canonical form: uppercased, separators dropped, look-alikes mapped (O->0, I/L->1). */
export function canonicalSaveCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** The stored hash of a code bound to an e-mail (case-insensitive). */
export function hashSaveCode(code: string, email: string, secret: Buffer): string {
  return createHmac('sha256', secret).update(`save-code|${email.trim().toLowerCase()}|${canonicalSaveCode(code)}`).digest('base64url');
}

/** True when the typed code and e-mail match the stored hash (constant time). */
export function verifySaveCode(typed: string, email: string, storedHash: string, secret: Buffer): boolean {
  const actual = Buffer.from(hashSaveCode(typed, email, secret));
  const expected = Buffer.from(storedHash);
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
