import { and, asc, desc, eq, gt, inArray, like, lt, lte, or, sql } from 'drizzle-orm';
import type { ExportReader } from '../domain/export-scope';
import type { Db } from '../db/client';
import { exportJobChunks, exportJobItems, exportJobs } from '../db/schema';

/** Queries of the background exports (server/services/export-jobs.ts runs them). */

export type ExportJobRow = typeof exportJobs.$inferSelect;

export async function insertExportJob(
  db: Db,
  job: { id: string; kind: string; scope: string; params: Record<string, unknown>; expiresAt: Date },
): Promise<ExportJobRow> {
  const [row] = await db.insert(exportJobs).values(job).returning();
  if (!row) throw new Error('export job not written');
  return row;
}

/** The scope's queued or running job of this kind, if any (a second start answers it instead of queueing another). */
export async function openExportJobOf(db: Db, scope: string, kind: string): Promise<ExportJobRow | undefined> {
  const [row] = await db
    .select()
    .from(exportJobs)
    .where(
      and(eq(exportJobs.scope, scope), eq(exportJobs.kind, kind), inArray(exportJobs.status, ['queued', 'running'])),
    )
    .orderBy(desc(exportJobs.createdAt))
    .limit(1);
  return row;
}

/** The jobs `reader` may read (none when it names no scope). */
function readable(reader: ExportReader) {
  const exact = reader.scopes.length > 0 ? inArray(exportJobs.scope, [...reader.scopes]) : undefined;
  // The prefix is one of ours ('staff:'), never a caller's text.
  const prefixed = reader.prefix ? like(exportJobs.scope, `${reader.prefix}%`) : undefined;
  return exact && prefixed ? or(exact, prefixed) : (exact ?? prefixed);
}

/** One job, only when `reader` may read it (another scope's job reads as unknown). */
export async function findExportJob(db: Db, id: string, reader: ExportReader): Promise<ExportJobRow | undefined> {
  const allowed = readable(reader);
  if (!allowed) return undefined;
  const [row] = await db
    .select()
    .from(exportJobs)
    .where(and(eq(exportJobs.id, id), allowed))
    .limit(1);
  return row;
}

/** The newest jobs `reader` may read (optionally of one kind), newest first; expired ones are left out. */
export async function listExportJobs(
  db: Db,
  reader: ExportReader,
  opts: { kind?: string | undefined; limit: number; now: Date },
): Promise<ExportJobRow[]> {
  const allowed = readable(reader);
  if (!allowed) return [];
  return db
    .select()
    .from(exportJobs)
    .where(and(allowed, opts.kind ? eq(exportJobs.kind, opts.kind) : undefined, gt(exportJobs.expiresAt, opts.now)))
    .orderBy(desc(exportJobs.createdAt), desc(exportJobs.id))
    .limit(opts.limit);
}

/**
 * Claims one due job: a queued one, or a running one whose lease lapsed (its process died) with
 * attempts left. One statement with FOR UPDATE SKIP LOCKED, so two processes never claim one job.
 * The claim starts a new attempt: progress back to zero, the lease until `leaseUntil`. `onlyId`:
 * claim that job only (a script running one export to completion).
 */
export async function claimExportJob(
  db: Db,
  now: Date,
  leaseUntil: Date,
  maxAttempts: number,
  onlyId?: string,
): Promise<ExportJobRow | undefined> {
  const due = db
    .select({ id: exportJobs.id })
    .from(exportJobs)
    .where(
      and(
        or(
          eq(exportJobs.status, 'queued'),
          and(eq(exportJobs.status, 'running'), lte(exportJobs.leaseUntil, now), lt(exportJobs.attempts, maxAttempts)),
        ),
        gt(exportJobs.expiresAt, now),
        onlyId === undefined ? undefined : eq(exportJobs.id, onlyId),
      ),
    )
    .orderBy(asc(exportJobs.createdAt), asc(exportJobs.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(exportJobs)
    .set({
      status: 'running',
      attempts: sql`${exportJobs.attempts} + 1`,
      leaseUntil,
      rowsDone: 0,
      startedAt: now,
      error: null,
    })
    .where(inArray(exportJobs.id, due))
    .returning();
  return row;
}

/**
 * Running jobs whose lease lapsed after their last attempt: failed, with `message`. Answers how many.
 * (A lapsed job with attempts left is claimed again instead.)
 */
export async function failAbandonedExportJobs(
  db: Db,
  now: Date,
  maxAttempts: number,
  message: string,
): Promise<number> {
  const rows = await db
    .update(exportJobs)
    .set({ status: 'failed', error: message, finishedAt: now, leaseUntil: null })
    .where(
      and(
        eq(exportJobs.status, 'running'),
        lte(exportJobs.leaseUntil, now),
        sql`${exportJobs.attempts} >= ${maxAttempts}`,
      ),
    )
    .returning({ id: exportJobs.id });
  return rows.length;
}

/**
 * Progress of a held job, which also renews its lease. Answers false when the job is no longer this
 * attempt's (taken over after a lapse, or deleted): the run must stop.
 */
export async function reportExportProgress(
  db: Db,
  claim: { id: string; attempts: number },
  progress: { rowsDone: number; rowsTotal?: number },
  leaseUntil: Date,
): Promise<boolean> {
  const rows = await db
    .update(exportJobs)
    .set({
      // Never backwards: a heartbeat's report sent before a newer one may land after it (two pool
      // connections), so the count a reader sees only grows within a claim (a claim starts at 0).
      rowsDone: sql`greatest(${exportJobs.rowsDone}, ${progress.rowsDone})`,
      ...(progress.rowsTotal !== undefined ? { rowsTotal: progress.rowsTotal } : {}),
      leaseUntil,
    })
    .where(heldBy(claim))
    .returning({ id: exportJobs.id });
  return rows.length > 0;
}

const heldBy = (claim: { id: string; attempts: number }) =>
  and(eq(exportJobs.id, claim.id), eq(exportJobs.status, 'running'), eq(exportJobs.attempts, claim.attempts));

export async function finishExportJob(
  db: Db,
  claim: { id: string; attempts: number },
  result: { fileName: string; bytes: number; rowsDone: number; now: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(exportJobs)
    .set({
      status: 'done',
      fileName: result.fileName,
      bytes: result.bytes,
      rowsDone: result.rowsDone,
      finishedAt: result.now,
      expiresAt: result.expiresAt,
      leaseUntil: null,
    })
    .where(heldBy(claim))
    .returning({ id: exportJobs.id });
  return rows.length > 0;
}

/** Gives a held job back to the queue (its process stops): not counted as an attempt. */
export async function releaseExportJob(db: Db, claim: { id: string; attempts: number }): Promise<void> {
  await db
    .update(exportJobs)
    .set({ status: 'queued', leaseUntil: null, rowsDone: 0, attempts: sql`${exportJobs.attempts} - 1` })
    .where(heldBy(claim));
}

export async function failExportJob(
  db: Db,
  claim: { id: string; attempts: number },
  message: string,
  now: Date,
): Promise<void> {
  await db
    .update(exportJobs)
    .set({ status: 'failed', error: message, finishedAt: now, leaseUntil: null })
    .where(heldBy(claim));
}

/** Drops what an earlier attempt of the job left (its result pieces). */
export async function clearExportChunks(db: Db, jobId: string): Promise<void> {
  await db.delete(exportJobChunks).where(eq(exportJobChunks.jobId, jobId));
}

export async function insertExportChunk(db: Db, jobId: string, seq: number, sealed: Uint8Array): Promise<void> {
  await db.insert(exportJobChunks).values({ jobId, seq, sealed });
}

/** Up to `limit` sealed pieces after `afterSeq`, in order (a download reads a few at a time). */
export async function exportChunksAfter(
  db: Db,
  jobId: string,
  afterSeq: number,
  limit: number,
): Promise<Array<{ seq: number; sealed: Uint8Array }>> {
  return db
    .select({ seq: exportJobChunks.seq, sealed: exportJobChunks.sealed })
    .from(exportJobChunks)
    .where(and(eq(exportJobChunks.jobId, jobId), gt(exportJobChunks.seq, afterSeq)))
    .orderBy(asc(exportJobChunks.seq))
    .limit(limit);
}

/** Deletes jobs past their expiry (their items and pieces go with them); answers how many. */
export async function deleteExpiredExportJobs(db: Db, now: Date): Promise<number> {
  const rows = await db.delete(exportJobs).where(lte(exportJobs.expiresAt, now)).returning({ id: exportJobs.id });
  return rows.length;
}

/** Drops a job's work list (done with, or left by an earlier attempt). */
export async function clearExportItems(db: Db, jobId: string): Promise<void> {
  await db.delete(exportJobItems).where(eq(exportJobItems.jobId, jobId));
}
