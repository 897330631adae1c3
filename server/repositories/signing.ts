import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { forgetRequestReads } from '../plugins/request-reads';
import { consentRecords, enrollments, signingRequests } from '../db/schema';

/**
 * Queries of remote signing (server/db/schema/signing.ts). Values arrive here already sealed and
 * the token and code already hashed; this module never sees a clear phone, e-mail or token.
 */

export type SigningRequestRow = typeof signingRequests.$inferSelect;
export type NewSigningRequest = typeof signingRequests.$inferInsert;
export type ConsentRecordRow = typeof consentRecords.$inferSelect;
export type NewConsentRecord = typeof consentRecords.$inferInsert;

const LIVE = ['sent', 'opened'] as const;

/**
 * Revokes the enrollment's live request (if any) and inserts the new one, and marks the enrollment
 * awaiting its client's signature; `db` is the caller's transaction (the link's messages commit with it).
 */
export async function replaceSigningRequest(db: Db, row: NewSigningRequest, now: Date): Promise<SigningRequestRow> {
  forgetRequestReads(); // the request's later reads see this write (plugins/request-reads.ts)
  await db
    .update(signingRequests)
    .set({ status: 'revoked', revokedAt: now, sessionHash: null, codeHash: null })
    .where(and(eq(signingRequests.enrollmentId, row.enrollmentId), inArray(signingRequests.status, [...LIVE])));
  const [inserted] = await db.insert(signingRequests).values(row).returning();
  if (!inserted) throw new Error('signing request insert returned no row');
  await db
    .update(enrollments)
    .set({ status: 'awaiting_signature', updatedAt: now })
    .where(eq(enrollments.id, row.enrollmentId));
  return inserted;
}

/** The enrollment's newest signing request, or null. */
export async function latestSigningRequest(db: Db, enrollmentId: string): Promise<SigningRequestRow | null> {
  const [row] = await db
    .select()
    .from(signingRequests)
    .where(eq(signingRequests.enrollmentId, enrollmentId))
    .orderBy(desc(signingRequests.id))
    .limit(1);
  return row ?? null;
}

/** The request whose token hashes to `tokenHash`, or null. */
export async function signingRequestByTokenHash(db: Db, tokenHash: string): Promise<SigningRequestRow | null> {
  const [row] = await db.select().from(signingRequests).where(eq(signingRequests.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** Changes a request only while it is still live (sent or opened); answers whether it changed. */
export async function updateLiveRequest(
  db: Db,
  id: number,
  patch: Partial<NewSigningRequest>,
): Promise<SigningRequestRow | null> {
  const [row] = await db
    .update(signingRequests)
    .set(patch)
    .where(and(eq(signingRequests.id, id), inArray(signingRequests.status, [...LIVE])))
    .returning();
  return row ?? null;
}

/** The first open of a link: 'sent' becomes 'opened' (once). */
export async function markOpened(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(signingRequests)
    .set({ status: 'opened', openedAt: now })
    .where(and(eq(signingRequests.id, id), eq(signingRequests.status, 'sent')));
}

/**
 * Counts one wrong identity attempt in one statement (parallel guesses all count) and locks the
 * link at `max`; answers the attempts counted so far.
 */
export async function countFailedAttempt(db: Db, id: number, max: number, now: Date): Promise<number> {
  const [row] = await db
    .update(signingRequests)
    .set({
      failedAttempts: sql`${signingRequests.failedAttempts} + 1`,
      lockedAt: sql`CASE WHEN ${signingRequests.failedAttempts} + 1 >= ${max} THEN COALESCE(${signingRequests.lockedAt}, ${now.toISOString()}::timestamptz) ELSE ${signingRequests.lockedAt} END`,
    })
    .where(eq(signingRequests.id, id))
    .returning({ failedAttempts: signingRequests.failedAttempts });
  return row?.failedAttempts ?? max;
}

/** Puts the enrollment back to checked out (a revoked or declined request): the rep may change and complete it again. */
export async function reopenEnrollment(db: Db, enrollmentId: string, now: Date): Promise<void> {
  forgetRequestReads(); // the request's later reads see this write (plugins/request-reads.ts)
  await db
    .update(enrollments)
    .set({ status: 'checked_out', updatedAt: now })
    .where(and(eq(enrollments.id, enrollmentId), eq(enrollments.status, 'awaiting_signature')));
}

/** Inserts the consent record unless the enrollment has one (two concurrent signatures keep the first). */
export async function insertConsentOnce(db: Db, row: NewConsentRecord): Promise<boolean> {
  const inserted = await db
    .insert(consentRecords)
    .values(row)
    .onConflictDoNothing({ target: consentRecords.enrollmentId })
    .returning({ id: consentRecords.id });
  return inserted.length > 0;
}

/** The enrollment's consent record, or null. */
export async function consentOfEnrollment(db: Db, enrollmentId: string): Promise<ConsentRecordRow | null> {
  const [row] = await db.select().from(consentRecords).where(eq(consentRecords.enrollmentId, enrollmentId)).limit(1);
  return row ?? null;
}

/** Deletes the consent records whose retention ended (`keep_until` at or before `now`): how many went. */
export async function deleteExpiredConsents(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(consentRecords)
    .where(lte(consentRecords.keepUntil, now))
    .returning({ id: consentRecords.id });
  return gone.length;
}
