import { and, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { forgetRequestReads } from '../plugins/request-reads';
import { enrollments } from '../db/schema';
import { selectorOfHash } from '../services/save-code';
import { findEnrollment, type EnrollmentRow } from './enrollments';

/**
 * Resuming a saved enrollment (002 'Continue enrollment'): the enrollments a save-later code was
 * mailed for, and the per-enrollment wrong-try counter of security.md (5 per 15 minutes).
 */

export const CODE_LOCK_TRIES = 5;
export const CODE_LOCK_WINDOW_MS = 15 * 60 * 1000;

/** Open (not completed), unexpired enrollments whose unexpired save code went to this e-mail. */
export async function resumableByEmail(db: Db, email: string, now = new Date()): Promise<EnrollmentRow[]> {
  return db
    .select()
    .from(enrollments)
    .where(
      and(
        sql`lower(${enrollments.saveCodeEmail}) = ${email.trim().toLowerCase()}`,
        isNotNull(enrollments.saveCodeHash),
        gt(enrollments.saveCodeExpiresAt, now),
        gt(enrollments.expiresAt, now),
        ne(enrollments.status, 'completed'),
      ),
    )
    .limit(20);
}

/** The enrollment with this id when it is resumable as resumableByEmail's are (else an empty list). */
export async function resumableById(db: Db, id: string, now = new Date()): Promise<EnrollmentRow[]> {
  const e = await findEnrollment(db, id, now);
  const live =
    e &&
    e.status !== 'completed' &&
    e.saveCodeHash &&
    e.saveCodeEmail &&
    e.saveCodeExpiresAt &&
    e.saveCodeExpiresAt > now;
  return live ? [e] : [];
}

/** The selectors of the live codes mailed to this e-mail, so a new code never shares one. */
export async function liveSelectorsOf(db: Db, email: string, now = new Date()): Promise<Set<string>> {
  const rows = await resumableByEmail(db, email, now);
  return new Set(rows.map((e) => selectorOfHash(e.saveCodeHash ?? '')).filter((s) => s !== ''));
}

/** True while an enrollment has spent its wrong tries in the current window. */
export function isCodeLocked(
  e: Pick<EnrollmentRow, 'saveCodeFailedAttempts' | 'saveCodeWindowStart'>,
  now = new Date(),
): boolean {
  if (!e.saveCodeWindowStart || now.getTime() - e.saveCodeWindowStart.getTime() >= CODE_LOCK_WINDOW_MS) return false;
  return e.saveCodeFailedAttempts >= CODE_LOCK_TRIES;
}

/** Counts one wrong try in one statement (a stale window starts again at 1), so parallel guesses all count. */
export async function recordWrongCode(db: Db, enrollmentId: string, now = new Date()): Promise<void> {
  forgetRequestReads(); // the request's later reads see this write (plugins/request-reads.ts)
  const windowOpen = sql`${enrollments.saveCodeWindowStart} IS NOT NULL AND ${enrollments.saveCodeWindowStart} > ${new Date(now.getTime() - CODE_LOCK_WINDOW_MS).toISOString()}::timestamptz`;
  await db
    .update(enrollments)
    .set({
      saveCodeFailedAttempts: sql`CASE WHEN ${windowOpen} THEN ${enrollments.saveCodeFailedAttempts} + 1 ELSE 1 END`,
      saveCodeWindowStart: sql`CASE WHEN ${windowOpen} THEN ${enrollments.saveCodeWindowStart} ELSE ${now.toISOString()}::timestamptz END`,
    })
    .where(eq(enrollments.id, enrollmentId));
}

/** Clears the wrong-try counter after the right code. */
export async function clearWrongCodes(db: Db, enrollmentId: string): Promise<void> {
  forgetRequestReads(); // the request's later reads see this write (plugins/request-reads.ts)
  await db
    .update(enrollments)
    .set({ saveCodeFailedAttempts: 0, saveCodeWindowStart: null })
    .where(eq(enrollments.id, enrollmentId));
}
