import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SIGNING_CODE_LENGTH, SIGNING_LINK_TTL_HOURS } from '../../schemas/api/signing';

/**
 * Secrets of remote signing (docs/decisions/0090-remote-signing.md): the link's token (128 random
 * bits, base64url, stored as its SHA-256), the 6-digit identity code (stored as an HMAC under the
 * server secret bound to the request), and the signing-session cookie (32 random bytes, stored as
 * its SHA-256). None is ever stored or logged in the clear.
 */

/** A fresh link token: 128 random bits as 22 base64url characters. */
export function newSigningToken(): string {
  return randomBytes(16).toString('base64url');
}

/** SHA-256 (base64url) of a token or cookie value: what the database keeps. */
export function secretHash(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('base64url');
}

/** When a link sent at `now` stops working. */
export function signingLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + SIGNING_LINK_TTL_HOURS * 3600 * 1000);
}

/** Minutes an identity code works. */
export const SIGNING_CODE_TTL_MINUTES = 10;
/** Codes one link may send, and the seconds between two sends. */
export const SIGNING_CODES_PER_LINK = 5;
export const SIGNING_CODE_RESEND_SECONDS = 30;

/** A fresh 6-digit code (leading zeros kept). */
export function newSigningCode(): string {
  return String(randomInt(0, 10 ** SIGNING_CODE_LENGTH)).padStart(SIGNING_CODE_LENGTH, '0');
}

function codeMac(requestId: number, code: string, secret: Buffer): string {
  return createHmac('sha256', secret).update(`signing-code|${requestId}|${code.trim()}`).digest('base64url');
}

/** The stored form of a code for one request. */
export function hashSigningCode(requestId: number, code: string, secret: Buffer): string {
  return codeMac(requestId, code, secret);
}

/** True when the typed code matches the stored hash (constant time). */
export function verifySigningCode(requestId: number, typed: string, stored: string, secret: Buffer): boolean {
  const actual = Buffer.from(codeMac(requestId, typed, secret));
  const expected = Buffer.from(stored);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A fresh signing-session cookie value. */
export function newSigningSession(): string {
  return randomBytes(32).toString('base64url');
}

/** True when the presented cookie value hashes to the stored one (constant time). */
export function sameSecret(presented: string, storedHash: string): boolean {
  const a = Buffer.from(secretHash(presented));
  const b = Buffer.from(storedHash);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The signing-session cookie's name. */
export const SIGNING_COOKIE = 'oe_sign';

/** The cookie's value in a Cookie header, or null. */
export function signingCookieOf(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SIGNING_COOKIE) return rest.join('=') || null;
  }
  return null;
}

/** Set-Cookie for the session: HttpOnly, SameSite=Strict, scoped to the link's API paths, gone at the link's expiry. */
export function signingCookieHeader(
  value: string,
  token: string,
  expiresAt: Date,
  secure: boolean,
  now = new Date(),
): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  return [
    `${SIGNING_COOKIE}=${value}`,
    `Path=/api/v1/sign/${token}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
