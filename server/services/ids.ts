import { randomBytes } from 'node:crypto';

/**
 * A temporary enrollment id: 128 random bits as 32 lowercase hex characters. Enrollment ids are
 * capabilities (security.md), so they are never derived from a sequence or a clock.
 */
export function newEnrollmentId(): string {
  return randomBytes(16).toString('hex');
}

/** True for a string shaped like newEnrollmentId's output (cheap check before a lookup). */
export function isEnrollmentId(value: string): boolean {
  return /^[0-9a-f]{32}$/.test(value);
}
