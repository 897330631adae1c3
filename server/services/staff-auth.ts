import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '../../schemas/api/staff';

/**
 * Staff of the form-engine console (/admin): passwords hashed with scrypt (the one hashing module,
 * services/passwords.ts: `scrypt$N$r$p$salt$hash`, base64url, timingSafeEqual) and a signed staff
 * token. The token is HMAC-SHA256 like a shopper session but with its own prefix (`oes1`), its own
 * key derived from the session secret and a `typ: 'staff'` claim, so neither kind of token can
 * ever pass as the other.
 */
export { hashPassword as hashStaffPassword, verifyPassword as verifyStaffPassword } from './passwords';

/** A signed-in staff member, as the admin routes see them. */
export interface Staff {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** The one carrier a carrier_admin is bound to; null for staff. */
  carrierId: number | null;
}

interface StaffClaims {
  typ: 'staff';
  sub: number;
  email: string;
  name: string;
  role: StaffRole;
  carrier_id: number | null;
  /** The token's id, what sign-out revokes (services/session-revocations.ts). */
  jti: string;
  iat: number;
  exp: number;
}

export const STAFF_TOKEN_PREFIX = 'oes1';
export const STAFF_TOKEN_TTL_SECONDS = 8 * 60 * 60;

function staffKey(secret: Buffer): Buffer {
  return createHmac('sha256', secret).update('openenroll/staff-token/v1').digest();
}

function mac(secret: Buffer, payload: string): Buffer {
  return createHmac('sha256', staffKey(secret)).update(`${STAFF_TOKEN_PREFIX}.${payload}`).digest();
}

/** Signs a staff token `oes1.<base64url json>.<base64url hmac>` valid for 8 hours; answers it with its expiry. */
export function signStaffToken(staff: Staff, secret: Buffer, now = Date.now()): { token: string; expiresAt: Date } {
  const iat = Math.floor(now / 1000);
  const exp = iat + STAFF_TOKEN_TTL_SECONDS;
  const claims: StaffClaims = {
    typ: 'staff',
    sub: staff.id,
    email: staff.email,
    name: staff.name,
    role: staff.role,
    carrier_id: staff.carrierId,
    jti: randomBytes(16).toString('base64url'),
    iat,
    exp,
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return {
    token: `${STAFF_TOKEN_PREFIX}.${payload}.${mac(secret, payload).toString('base64url')}`,
    expiresAt: new Date(exp * 1000),
  };
}

/** A verified staff token: who it signs for, its id and when it was issued (seconds). */
interface StaffToken {
  staff: Staff;
  jti: string;
  iat: number;
  exp: number;
}

/**
 * Verifies a staff token and answers who it signs for with its id; null when it is not one, or is
 * malformed, forged, expired, or carries no id.
 */
export function verifyStaffToken(token: string, secret: Buffer, now = Date.now()): StaffToken | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== STAFF_TOKEN_PREFIX) return null;
  const [, payload, sig] = parts as [string, string, string];
  const expected = Buffer.from(mac(secret, payload).toString('base64url'));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: StaffClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as StaffClaims;
  } catch {
    return null;
  }
  if (claims.typ !== 'staff' || typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null;
  if (!Number.isInteger(claims.sub) || (claims.role !== 'staff' && claims.role !== 'carrier_admin')) return null;
  if (claims.role === 'carrier_admin' ? !Number.isInteger(claims.carrier_id) : claims.carrier_id !== null) return null;
  // Tokens issued before sign-out existed carry no id and cannot be revoked: their holder signs in again.
  if (typeof claims.jti !== 'string') return null;
  return {
    staff: { id: claims.sub, email: claims.email, name: claims.name, role: claims.role, carrierId: claims.carrier_id },
    jti: claims.jti,
    iat: claims.iat,
    exp: claims.exp,
  };
}

/** The bearer token of a request, or undefined. */
export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/** True when the bearer token is shaped as a staff token (valid or not): an expired one asks to sign in again. */
export function carriesStaffToken(request: FastifyRequest): boolean {
  return bearerOf(request)?.startsWith(`${STAFF_TOKEN_PREFIX}.`) ?? false;
}

/**
 * The request's verified staff token (who it signs for, its id), or null: no token, a shopper
 * session, forged, expired. Whether it was revoked is the admin guard's check.
 */
export function staffTokenOf(request: FastifyRequest): StaffToken | null {
  const token = bearerOf(request);
  return token ? verifyStaffToken(token, request.server.config.sessionSecret) : null;
}
