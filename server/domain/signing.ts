import type { SigningState } from '../../schemas/api/signing';
import { SIGNING_MAX_ATTEMPTS } from '../../schemas/api/signing';

/**
 * Pure rules of remote signing (docs/decisions/0090-remote-signing.md): a request's state as the rep
 * and the client see it, when a link still opens, the canonical JSON that is hashed and signed, and
 * how long a consent record is kept.
 */

/** What a stored signing request looks like to these rules. */
export interface SigningRequestState {
  status: 'sent' | 'opened' | 'signed' | 'declined' | 'revoked';
  expiresAt: Date;
  lockedAt: Date | null;
  failedAttempts: number;
}

/** The state shown: a live request ('sent', 'opened') past its expiry is 'expired'. */
export function signingStateOf(row: SigningRequestState, now: Date): SigningState {
  if ((row.status === 'sent' || row.status === 'opened') && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return row.status;
}

/** Locked after the last wrong identity attempt. */
export function isLocked(row: SigningRequestState): boolean {
  return row.lockedAt !== null || row.failedAttempts >= SIGNING_MAX_ATTEMPTS;
}

/** Wrong attempts left before the link locks. */
export function attemptsLeft(failedAttempts: number): number {
  return Math.max(0, SIGNING_MAX_ATTEMPTS - failedAttempts);
}

/**
 * JSON with object keys sorted at every depth and no whitespace: the same summary always gives the
 * same bytes, so its SHA-256 can be checked again years later.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** Years a consent record is kept after the signature. */
export const CONSENT_RETENTION_YEARS = 10;

/** When a consent record signed at `signedAt` may be deleted. */
export function consentKeepUntil(signedAt: Date): Date {
  const keep = new Date(signedAt.getTime());
  keep.setUTCFullYear(keep.getUTCFullYear() + CONSENT_RETENTION_YEARS);
  return keep;
}

/**
 * True when the client has signed in the wizard already: the agreement step was saved by the
 * applicant (verified by name, or on the pad), or it holds a drawn signature. A rep's or group's
 * verification alone is not the client's signature, so their enrollments may still be sent to sign.
 */
export function clientHasSigned(agreement: Record<string, unknown> | null): boolean {
  if (!agreement) return false;
  if (agreement.eprocess === 'applicant' || agreement.eprocess === 'sigapplicant') return true;
  return typeof agreement.signature === 'string' && agreement.signature.trim() !== '';
}

/**
 * A signing link by e-mail: for a rep's or group's enrollment that needs the client's signature
 * and does not have it yet (unlike the text message, an IHA plan does not rule it out).
 */
export function emailSignatureAllowed(
  eprocess: string,
  hasAlreadySigned: boolean,
  signatureRequired: boolean,
): boolean {
  return (eprocess === 'rep' || eprocess === 'group') && !hasAlreadySigned && signatureRequired;
}

/** The client's date of birth as typed (MM/DD/YYYY) against the stored one (MM/DD/YYYY or YYYY-MM-DD). */
export function sameBirthDate(typed: string, stored: string | null): boolean {
  if (!stored) return false;
  const iso = (v: string): string | null => {
    const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v.trim());
    if (us) return `${us[3]}-${us[1]}-${us[2]}`;
    const isoMatch = /^(\d{4})-(\d{2})-(\d{2})/.exec(v.trim());
    return isoMatch ? `${isoMatch[1]}-${isoMatch[2]}-${isoMatch[3]}` : null;
  };
  const a = iso(typed);
  return a !== null && a === iso(stored);
}
