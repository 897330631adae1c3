import { EXPORT_JOB_STATUSES } from '../../../schemas/api/export-jobs';
import { customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Background exports (docs/decisions/0140-export-jobs.md): a job is queued by a request and run by
 * the export worker of whichever API process claims it (FOR UPDATE SKIP LOCKED, with a lease a live
 * worker renews), so a long export never runs on a request and never runs twice.
 * queued -> running -> done | failed. A running job whose lease lapsed (its process died) is claimed
 * again from the start, or marked failed with a message after its last attempt.
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    /** Random and unguessable (128 bits, base64url); the owner scope is checked anyway. */
    id: text('id').primaryKey(),
    /** What the job makes: 'census' (a group's census CSV). */
    kind: text('kind').notNull(),
    /** Who may read the job and its file: 'group:<gid>', 'staff:all' or 'staff:carrier:<id>' (domain/export-scope.ts). */
    scope: text('scope').notNull(),
    /** The kind's parameters (the census: its group). No personal data. */
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: EXPORT_JOB_STATUSES }).notNull().default('queued'),
    /** Units done and to do (the census: members, i.e. policies); total is null until counted. */
    rowsDone: integer('rows_done').notNull().default(0),
    rowsTotal: integer('rows_total'),
    /** Why it failed, in words the owner can act on (never a statement, a value or a stack). */
    error: text('error'),
    /** The result's download name and size in bytes, once done. */
    fileName: text('file_name'),
    bytes: integer('bytes'),
    /** Runs started so far (a lapsed lease starts another). */
    attempts: integer('attempts').notNull().default(0),
    /** While running: when the claim lapses without news from its worker. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When the job and its file are deleted (the retention sweep of the export worker). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('export_jobs_claim_idx').on(t.status, t.leaseUntil),
    index('export_jobs_scope_idx').on(t.scope, t.createdAt),
    index('export_jobs_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A job's work list, in output order, written by one INSERT ... SELECT when the run starts (the
 * census: the group's policies sorted by name). The run reads it a chunk at a time by `seq`.
 */
export const exportJobItems = pgTable(
  'export_job_items',
  {
    jobId: text('job_id')
      .notNull()
      .references(() => exportJobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    refId: integer('ref_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.seq] })],
);

/**
 * A job's result, in pieces of a bounded size, each sealed on its own (AES-256-GCM, sealed-stream.ts's
 * sealPiece: bound to the job, its index and whether it is the last).
 */
export const exportJobChunks = pgTable(
  'export_job_chunks',
  {
    jobId: text('job_id')
      .notNull()
      .references(() => exportJobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    sealed: bytea('sealed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.seq] })],
);
