import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { EXPORT_MESSAGES } from '../../schemas/messages';
import type { Db } from '../db/client';
import { exportScopeKey, type ExportScope } from '../domain/export-scope';
import {
  claimExportJob,
  clearExportChunks,
  clearExportItems,
  deleteExpiredExportJobs,
  exportChunksAfter,
  failAbandonedExportJobs,
  failExportJob,
  finishExportJob,
  insertExportChunk,
  insertExportJob,
  openExportJobOf,
  releaseExportJob,
  reportExportProgress,
  type ExportJobRow,
} from '../repositories/export-jobs';
import { openPiece, sealPiece } from './sealed-stream';
import { deliveryErrorCode } from './outbox-worker';

/**
 * Background exports (docs/decisions/0140-export-jobs.md). A request queues a job (startExport);
 * the export worker of any API process claims it (one statement, FOR UPDATE SKIP LOCKED), runs the
 * kind's runner off the request path, and stores the result sealed, a piece at a time, until it
 * expires. The claim is a lease the run renews with every progress report (and a heartbeat): the
 * job of a process that died is claimed again once its lease lapses, and after its last attempt
 * it is marked failed with a message its owner can act on, never left running.
 */

export interface ExportContext {
  db: Db;
  encryptionKey: Buffer;
}

/** What a runner gets: its job, and the ways to report progress and write the result. */
export interface ExportRun {
  readonly job: ExportJobRow;
  /** The number of units to do (members for the census); renews the lease. */
  setTotal(total: number): Promise<void>;
  /** Units done so far; renews the lease. Throws ExportSuperseded once the job is no longer this run's. */
  progress(done: number): Promise<void>;
  /** Appends to the result; sealed and stored whenever a piece is full. */
  write(text: string): Promise<void>;
}

export type ExportRunner = (ctx: ExportContext, run: ExportRun) => Promise<{ fileName: string; rowsDone: number }>;

/** The job was taken over (its lease lapsed) or deleted while this run held it: the run stops quietly. */
/** The process is stopping: the run gives its job back to the queue for another process. */
class ExportReleased extends Error {
  constructor() {
    super('export job released');
    this.name = 'ExportReleased';
  }
}

class ExportSuperseded extends Error {
  constructor() {
    super('export job superseded');
    this.name = 'ExportSuperseded';
  }
}

/** Result pieces are sealed and stored once this many bytes are buffered. */
const PIECE_BYTES = 256 * 1024;
/** Default lease of a claim (ms) without news from its run. */
const EXPORT_LEASE_MS = 60_000;
/** Runs a job gets: a job whose process died is run once more, then failed. */
export const EXPORT_MAX_ATTEMPTS = 2;
/** How long a job and its file are kept (ms): a day. */
const EXPORT_TTL_MS = 24 * 60 * 60 * 1000;
/** How often a worker deletes expired jobs (ms). */
const SWEEP_MS = 10 * 60 * 1000;

interface ExportWorkerOptions extends ExportContext {
  runners: Readonly<Record<string, ExportRunner>>;
  /** Poll interval once started; 0 = never poll and no kick (tests call drain()). Default 1 s. */
  pollMs?: number;
  leaseMs?: number;
  maxAttempts?: number;
  ttlMs?: number;
}

export interface ExportWorker {
  /** Claims one due job and runs it; answers its id, or undefined when nothing was due. */
  runOnce(now?: Date): Promise<string | undefined>;
  /** Runs due jobs until none is left. */
  drain(): Promise<number>;
  /** A job was queued: start a round now instead of at the next poll (no effect when not polling). */
  kick(): void;
  start(log: FastifyBaseLogger): void;
  /** Stops polling; a run in progress gives its job back to the queue (for another process) and ends. */
  stop(): Promise<void>;
}

/** Queues an export for `scope`, or answers the scope's job of that kind still queued or running. */
export async function startExport(
  ctx: ExportContext,
  job: { kind: string; scope: ExportScope; params: Record<string, unknown> },
  opts: { now?: Date; ttlMs?: number } = {},
): Promise<{ job: ExportJobRow; created: boolean }> {
  const scope = exportScopeKey(job.scope);
  const open = await openExportJobOf(ctx.db, scope, job.kind);
  if (open) return { job: open, created: false };
  const now = opts.now ?? new Date();
  const row = await insertExportJob(ctx.db, {
    id: randomBytes(16).toString('base64url'),
    kind: job.kind,
    scope,
    params: job.params,
    expiresAt: new Date(now.getTime() + (opts.ttlMs ?? EXPORT_TTL_MS)),
  });
  return { job: row, created: true };
}

/**
 * The result of a done job, opened a piece at a time (a few pieces read per query). Each piece is
 * bound to the job, its place and whether it ends the file (sealed-stream.ts): a piece missing,
 * moved or cut off fails to open.
 */
export async function* exportFile(ctx: ExportContext, jobId: string): AsyncGenerator<Buffer> {
  const BATCH = 4;
  let index = 0;
  for (;;) {
    // One piece more than is opened: whether it exists says if the batch's last piece ends the file.
    const pieces = await exportChunksAfter(ctx.db, jobId, index - 1, BATCH + 1);
    const more = pieces.length > BATCH;
    const batch = more ? pieces.slice(0, BATCH) : pieces;
    if (batch.length === 0) throw new Error('export file has no end piece');
    for (const [i, piece] of batch.entries()) {
      if (piece.seq !== index) throw new Error('export file piece missing');
      yield openPiece(piece.sealed, ctx.encryptionKey, jobId, index, !more && i === batch.length - 1);
      index++;
    }
    if (!more) return;
  }
}

/**
 * Runs one claimed job to its end (done, failed, or superseded); answers the job as it ended. When
 * `signal` aborts (the process stops), the run gives the job back at its next report: queued again,
 * the attempt not counted, so another process takes it at once instead of after the lease.
 */
export async function runClaimedJob(
  ctx: ExportContext,
  claimed: ExportJobRow,
  runner: ExportRunner | undefined,
  opts: { leaseMs?: number; ttlMs?: number; log?: FastifyBaseLogger | undefined; signal?: AbortSignal } = {},
): Promise<'done' | 'failed' | 'superseded' | 'released'> {
  const leaseMs = opts.leaseMs ?? EXPORT_LEASE_MS;
  const claim = { id: claimed.id, attempts: claimed.attempts };
  const leaseUntil = () => new Date(Date.now() + leaseMs);
  let rowsDone = 0;
  let rowsTotal: number | undefined;
  let lost = false;
  const report = async () => {
    if (opts.signal?.aborted) throw new ExportReleased();
    if (lost || !(await reportExportProgress(ctx.db, claim, { rowsDone, rowsTotal }, leaseUntil()))) {
      lost = true;
      throw new ExportSuperseded();
    }
  };
  // A slow statement between two reports must not let the lease lapse.
  const heartbeat = setInterval(() => void report().catch(() => undefined), leaseMs / 3);
  heartbeat.unref();
  // Pieces are sealed as they fill; the newest is held back until the next one (or the end) says
  // whether it is the last, which its seal binds in.
  let seq = 0;
  let bytes = 0;
  let buffered: string[] = [];
  let bufferedBytes = 0;
  let held: Buffer | null = null;
  const store = async (plain: Buffer, last: boolean) => {
    const index = seq++;
    await insertExportChunk(ctx.db, claim.id, index, sealPiece(plain, ctx.encryptionKey, claim.id, index, last));
    bytes += plain.length;
  };
  const flush = async () => {
    if (bufferedBytes === 0) return;
    const plain = Buffer.from(buffered.join(''), 'utf8');
    buffered = [];
    bufferedBytes = 0;
    if (held) await store(held, false);
    held = plain;
  };
  const end = async () => {
    await flush();
    await store(held ?? Buffer.alloc(0), true);
    held = null;
  };
  const run: ExportRun = {
    job: claimed,
    setTotal: async (total) => {
      rowsTotal = total;
      await report();
    },
    progress: async (done) => {
      rowsDone = done;
      await report();
    },
    write: async (text) => {
      buffered.push(text);
      bufferedBytes += Buffer.byteLength(text, 'utf8');
      if (bufferedBytes >= PIECE_BYTES) await flush();
    },
  };
  try {
    // What an earlier attempt (a process that died) left behind.
    await clearExportChunks(ctx.db, claim.id);
    await clearExportItems(ctx.db, claim.id);
    if (!runner) throw new Error(`no runner for export kind ${claimed.kind}`);
    const result = await runner(ctx, run);
    await end();
    const now = new Date();
    const finished = await finishExportJob(ctx.db, claim, {
      fileName: result.fileName,
      bytes,
      rowsDone: result.rowsDone,
      now,
      expiresAt: new Date(now.getTime() + (opts.ttlMs ?? EXPORT_TTL_MS)),
    });
    if (!finished) throw new ExportSuperseded();
    await clearExportItems(ctx.db, claim.id);
    return 'done';
  } catch (err) {
    if (err instanceof ExportReleased) {
      await clearExportChunks(ctx.db, claim.id).catch(() => undefined);
      await clearExportItems(ctx.db, claim.id).catch(() => undefined);
      await releaseExportJob(ctx.db, claim).catch(() => undefined);
      opts.log?.info({ export_id: claim.id, kind: claimed.kind }, 'export given back on stop');
      return 'released';
    }
    if (err instanceof ExportSuperseded || lost) {
      opts.log?.warn({ export_id: claim.id, kind: claimed.kind }, 'export taken over or deleted while running');
      return 'superseded';
    }
    opts.log?.warn(
      { export_id: claim.id, kind: claimed.kind, attempt: claim.attempts, error_code: deliveryErrorCode(err) },
      'export failed',
    );
    await failExportJob(ctx.db, claim, EXPORT_MESSAGES.failed, new Date()).catch(() => undefined);
    await clearExportChunks(ctx.db, claim.id).catch(() => undefined);
    await clearExportItems(ctx.db, claim.id).catch(() => undefined);
    return 'failed';
  } finally {
    clearInterval(heartbeat);
  }
}

/** Creates the export worker; it polls only after start(). */
export function createExportWorker(opts: ExportWorkerOptions): ExportWorker {
  const ctx: ExportContext = { db: opts.db, encryptionKey: opts.encryptionKey };
  const pollMs = opts.pollMs ?? 1000;
  const leaseMs = opts.leaseMs ?? EXPORT_LEASE_MS;
  const maxAttempts = opts.maxAttempts ?? EXPORT_MAX_ATTEMPTS;
  const ttlMs = opts.ttlMs ?? EXPORT_TTL_MS;
  let log: FastifyBaseLogger | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  // Stopping aborts the runs in progress, which give their jobs back (runClaimedJob).
  const stopping = new AbortController();
  const inFlight = new Set<Promise<unknown>>();
  let lastSweep = 0;

  async function runOnce(now = new Date()): Promise<string | undefined> {
    if (stopping.signal.aborted) return undefined;
    if (now.getTime() - lastSweep >= SWEEP_MS) {
      lastSweep = now.getTime();
      const expired = await deleteExpiredExportJobs(ctx.db, now);
      if (expired > 0) log?.info({ expired }, 'expired exports deleted');
    }
    const abandoned = await failAbandonedExportJobs(ctx.db, now, maxAttempts, EXPORT_MESSAGES.stopped);
    if (abandoned > 0) log?.warn({ abandoned }, 'exports whose process stopped were marked failed');
    const claimed = await claimExportJob(ctx.db, now, new Date(now.getTime() + leaseMs), maxAttempts);
    if (!claimed) return undefined;
    const run = runClaimedJob(ctx, claimed, opts.runners[claimed.kind], {
      leaseMs,
      ttlMs,
      log,
      signal: stopping.signal,
    });
    inFlight.add(run);
    await run.finally(() => inFlight.delete(run));
    return claimed.id;
  }

  async function drain(): Promise<number> {
    let ran = 0;
    while (await runOnce()) ran++;
    return ran;
  }

  function tick(): void {
    if (running) return;
    running = drain()
      .catch((err: unknown) => log?.warn({ error_code: deliveryErrorCode(err) }, 'export round failed'))
      .finally(() => (running = undefined));
  }

  return {
    runOnce,
    drain,
    kick() {
      if (timer) tick();
    },
    start(logger) {
      log = logger;
      if (pollMs <= 0 || timer) return;
      timer = setInterval(tick, pollMs);
      timer.unref();
    },
    async stop() {
      stopping.abort();
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      await Promise.allSettled([...inFlight]);
    },
  };
}
