import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { scheduleDue } from '../domain/carrier-changes';
import { listCarrierProfiles } from '../repositories/carrier-profiles';
import { openDeliveryOf } from '../repositories/carrier-files';
import { readAcknowledgements } from './carrier-acks';
import type { CarrierFilesContext } from './carrier-file-context';
import { retryDueDeliveries } from './carrier-file-deliveries';
import { runCarrierFile, stopSilentCarrierRuns } from './carrier-files';
import { deliveryErrorCode } from './outbox-worker';

/**
 * The carrier files' schedule (docs/decisions/0110-carrier-834-files.md): a timer in the process
 * retries failed deliveries that are due and runs every carrier whose hourly or daily schedule is
 * due. On PostgreSQL several processes may run the timer; a round runs only in the process that
 * takes the advisory lock (held by a transaction for the round), so one runner works at a time.
 */

/** pg_try_advisory_xact_lock key of the carrier-file rounds. */
export const SCHEDULE_LOCK_ID = 834_001;

/** The drop directory: CARRIER_DROP_DIR, else `carrier-drop` in the data directory (the temp directory for an in-memory one). */
export function defaultDropDir(dataDir: string): string {
  return dataDir === 'memory'
    ? path.join(os.tmpdir(), 'openenroll-carrier-drop')
    : path.join(path.resolve(dataDir), 'carrier-drop');
}

export function carrierFilesContext(app: FastifyInstance): CarrierFilesContext {
  return {
    db: app.db,
    encryptionKey: app.config.encryptionKey,
    dropDir: app.config.carrierDropDir ?? defaultDropDir(app.config.dataDir),
    sftpAllowPrivate: app.config.carrierSftpAllowPrivate ?? false,
  };
}

/**
 * The console's runs, built after their answer. When the app closes, `stopping` tells the builds to
 * stop at their next step (each is then logged stopped, nothing sent, so a deploy never waits for a
 * whole book) and the app waits for them; a run cut off by the process ending is stopped by the next
 * look at the log or the next round.
 */
export function backgroundRuns(app: FastifyInstance): { stopping: AbortSignal; track(run: Promise<unknown>): void } {
  const going = new Set<Promise<unknown>>();
  const closing = new AbortController();
  app.addHook('onClose', async () => {
    closing.abort();
    await Promise.allSettled([...going]);
  });
  return {
    stopping: closing.signal,
    track(run) {
      const settled = run.catch(() => undefined).finally(() => going.delete(settled));
      going.add(settled);
    },
  };
}

/**
 * One round: runs whose process ended are stopped (their carriers may run again), due retries, the
 * carriers' 999 acknowledgements, then the due carriers without a file still open. Answers the carriers run.
 */
async function scheduleRound(ctx: CarrierFilesContext, now: Date, log?: FastifyBaseLogger): Promise<number[]> {
  for (const id of await stopSilentCarrierRuns(ctx))
    log?.warn({ delivery_id: id }, 'carrier file run went silent (its process ended): stopped');
  await retryDueDeliveries(ctx, now);
  await readAcknowledgements(ctx, now);
  const ran: number[] = [];
  for (const profile of await listCarrierProfiles(ctx.db)) {
    if (!scheduleDue(profile.schedule, profile.lastRunAt, now)) continue;
    if (await openDeliveryOf(ctx.db, profile.carrierId)) continue;
    try {
      const row = await runCarrierFile(ctx, profile.carrierId, { now });
      const fields = { carrier_id: profile.carrierId, delivery_id: row.id, status: row.status };
      if (row.status === 'stopped') log?.warn(fields, 'scheduled carrier file stopped');
      else log?.info(fields, 'scheduled carrier file');
      ran.push(profile.carrierId);
    } catch (err) {
      log?.warn({ carrier_id: profile.carrierId, error_code: deliveryErrorCode(err) }, 'scheduled carrier file failed');
    }
  }
  return ran;
}

/**
 * One round of the schedule. On PostgreSQL it runs only in the process that takes the advisory lock
 * (answering null when another holds it); on PGlite (one process) it just runs.
 */
export async function runScheduleRound(
  ctx: CarrierFilesContext,
  opts: { postgres: boolean; now?: Date; log?: FastifyBaseLogger },
): Promise<number[] | null> {
  const now = opts.now ?? new Date();
  if (!opts.postgres) return scheduleRound(ctx, now, opts.log);
  return ctx.db.transaction(async (tx) => {
    const result = (await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${SCHEDULE_LOCK_ID}) AS got`)) as unknown as {
      rows: Array<{ got: boolean }>;
    };
    if (result.rows[0]?.got !== true) return null;
    // The round's own queries use the pool; this transaction only holds the lock until it ends.
    return scheduleRound(ctx, now, opts.log);
  });
}

/**
 * Registers the schedule: when CARRIER_SCHEDULE is on, the timer (unref'd) starts once the app is
 * ready and stops on close, finishing a round in progress before the database closes.
 */
export function registerCarrierSchedule(app: FastifyInstance, pollMs = 60_000): void {
  if (!app.config.carrierSchedule) return;
  const ctx = carrierFilesContext(app);
  const postgres = app.config.databaseUrl !== undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = runScheduleRound(ctx, { postgres, log: app.log })
        .then(() => undefined)
        .catch((err: unknown) => app.log.warn({ error_code: deliveryErrorCode(err) }, 'carrier schedule round failed'))
        .finally(() => (running = undefined));
    }, pollMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
