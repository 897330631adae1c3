import { and, asc, desc, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox, OUTBOX_STATUSES, type OutboxStatus } from '../db/schema';

/**
 * Queries of the mail outbox (server/db/schema/mail.ts). Bodies arrive here already sealed; this
 * module never sees a clear subject or text.
 */

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;

/** Inserts one mail; `db` may be the caller's transaction so the mail commits with its cause. */
export async function insertOutbox(db: Db, row: NewOutboxRow): Promise<number> {
  const [inserted] = await db.insert(outbox).values(row).returning({ id: outbox.id });
  if (!inserted) throw new Error('outbox insert returned no row');
  return inserted.id;
}

/**
 * Claims up to `limit` due rows for one worker in a single statement: the row locks are taken with
 * SKIP LOCKED and the rows leave 'queued' at once, so two API processes never claim one mail.
 * A claim is a lease until `leaseUntil`: a row left 'sending' by a worker that died is due again then.
 */
export async function claimDueOutbox(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(inArray(outbox.status, ['queued', 'sending']), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(inArray(outbox.id, due))
    .returning();
}

/** Extends the lease of rows a live worker still holds (still 'sending'). */
export async function renewOutboxLease(db: Db, ids: number[], leaseUntil: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({ nextAttemptAt: leaseUntil })
    .where(and(inArray(outbox.id, ids), eq(outbox.status, 'sending')));
}

/** Delivered: the sealed body is cleared (a retry no longer needs it); to, kind, status and times stay. */
export async function markOutboxSent(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: now, subject: null, text: null, html: null, error: null, nextAttemptAt: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'sending')));
}

/** A failed attempt: queued again at `retryAt`, or 'failed' for good when `retryAt` is null. */
export async function markOutboxAttemptFailed(db: Db, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(outbox)
    .set(
      retryAt ? { status: 'queued', error, nextAttemptAt: retryAt } : { status: 'failed', error, nextAttemptAt: null },
    )
    .where(and(eq(outbox.id, id), eq(outbox.status, 'sending')));
}

/** Rows that still hold a body, newest first (the demo outbox). */
export async function outboxWithBodies(db: Db, limit: number): Promise<OutboxRow[]> {
  return db.select().from(outbox).where(isNotNull(outbox.subject)).orderBy(desc(outbox.id)).limit(limit);
}

export interface OutboxFailure {
  id: number;
  kind: string;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
}

/** Counts per status and the latest undelivered rows with a failed attempt: no body, no recipient. */
export async function outboxDeliveryStatus(
  db: Db,
  limit = 20,
): Promise<{ counts: Record<OutboxStatus, number>; failures: OutboxFailure[] }> {
  const grouped = await db
    .select({ status: outbox.status, n: sql<number>`count(*)::int` })
    .from(outbox)
    .groupBy(outbox.status);
  const counts = Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, 0])) as Record<OutboxStatus, number>;
  for (const g of grouped) counts[g.status] = Number(g.n);
  const rows = await db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      status: outbox.status,
      attempts: outbox.attempts,
      error: outbox.error,
      nextAttemptAt: outbox.nextAttemptAt,
    })
    .from(outbox)
    .where(and(isNotNull(outbox.error), ne(outbox.status, 'sent')))
    .orderBy(desc(outbox.id))
    .limit(limit);
  const failures = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    status: r.status,
    attempts: r.attempts,
    last_error: r.error,
    next_attempt_at: r.nextAttemptAt?.toISOString() ?? null,
  }));
  return { counts, failures };
}
