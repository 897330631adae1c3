import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SessionKind } from '../domain/storefront-key';

export interface SessionClaims {
  kind: SessionKind;
  agent_id: number | null;
  group_id: number | null;
  portal_id: number | null;
  over65: boolean;
  /** Set only after rep-sign-in / group-sign-in: the session may read member data. */
  signed_in?: boolean;
  /**
   * The enrollment this session started (add-filter-*) or proved the save-for-later code of
   * (continue-enrollment). Only such a session reads its health answers back (security review).
   */
  enr?: string;
  /**
   * The token's id, what sign-out revokes (services/session-revocations.ts). Re-signing keeps it, so
   * revoking a session revokes every re-signed copy. Tokens issued before ids existed have none.
   */
  jti?: string;
  /** The signed-in account (`rep:<agent id>`, `group_admin:<id>`): revoking it ends all its sessions. */
  sub?: string;
  /** Issued-at and expiry, seconds since the epoch. */
  iat: number;
  exp: number;
}

const PREFIX = 'oe1';
const DEFAULT_TTL_SECONDS = 12 * 60 * 60;

function b64url(buf: Buffer | string): string {
  return Buffer.from(buf).toString('base64url');
}

function mac(secret: Buffer, payload: string): Buffer {
  return createHmac('sha256', secret).update(`${PREFIX}.${payload}`).digest();
}

/** A new token id: 128 random bits. */
function newTokenId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Signs claims as `oe1.<base64url json>.<base64url hmac-sha256>`, with a new token id unless the
 * claims carry one (a re-signed session). A re-signed session passes the
 * expiry it already had (`keepExp`), so re-signing never extends a session's life.
 */
export function signSession(
  claims: Omit<SessionClaims, 'iat' | 'exp'>,
  secret: Buffer,
  now = Date.now(),
  ttlSeconds = DEFAULT_TTL_SECONDS,
  keepExp?: number,
): string {
  const iat = Math.floor(now / 1000);
  const exp = keepExp === undefined ? iat + ttlSeconds : Math.min(keepExp, iat + ttlSeconds);
  const payload = b64url(JSON.stringify({ ...claims, jti: claims.jti ?? newTokenId(), iat, exp }));
  return `${PREFIX}.${payload}.${b64url(mac(secret, payload))}`;
}

/** Verifies a token; null when malformed, forged or expired. */
export function verifySession(token: string, secret: Buffer, now = Date.now()): SessionClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX) return null;
  const [, payload, sig] = parts as [string, string, string];
  // Compare the canonical encodings, so a non-canonical base64 spelling of the MAC is refused too.
  const expected = Buffer.from(b64url(mac(secret, payload)));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: SessionClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SessionClaims;
  } catch {
    return null;
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null;
  if (claims.kind !== 'rep' && claims.kind !== 'group' && claims.kind !== 'open') return null;
  // A sign-in must be revocable: one without an id (issued before sign-out existed) signs in again.
  if (claims.signed_in && typeof claims.jti !== 'string') return null;
  return claims;
}
