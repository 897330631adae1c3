import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pgModule from 'pg';
import * as schema from './schema';
import { startPgliteWorker, type PgliteWorkerClient } from './pglite-proxy';
import { markDatabaseError } from './errors';

/** The one query layer: drizzle over PGlite (embedded) or node-postgres (DATABASE_URL). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * LISTEN on a channel (NOTIFY from any connection, this process included); answers the unsubscribe.
   * A listener may get '*': notifications may have been missed (the connection was lost and is back).
   */
  listen?(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>>;
  /** Where opening went (ms): initdb or template, migrations; PGlite only. */
  timings?: Record<string, number>;
  /**
   * Keeps this (just seeded) database as the seeded template new data directories start from;
   * PGlite opened with `seedDemo` only.
   */
  saveSeededTemplate?(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const migrationsFolder = path.join(here, 'migrations');

/**
 * Opens the database and applies the committed migrations.
 * `databaseUrl` wins; otherwise PGlite in `dataDir` ('memory' for a throw-away database), run in a
 * worker thread (pglite-worker.ts) started before this returns, so the caller can load modules
 * while the worker opens (from a template when the directory is new) and migrates.
 * `seedDemo`: the caller seeds the demo catalogue (seed/index.ts), so a new PGlite directory may
 * start from the seeded template (pglite-template.ts). `worker`: the worker startPgliteWorker
 * already started for these options (main.ts starts it before loading this module).
 */
export function openDatabase(opts: {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Most pooled PostgreSQL connections (DATABASE_POOL_MAX, default 10); the LISTEN connection is one more. */
  poolMax?: number | undefined;
  seedDemo?: boolean;
  worker?: PgliteWorkerClient | undefined;
}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolMax ?? 10);
  const client = opts.worker ?? startPgliteWorker(opts);
  const db = drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Db;
  const handle: DatabaseHandle = {
    db,
    kind: 'pglite',
    close: () => client.close(),
    listen: (channel, cb) => client.listen(channel, cb),
    get timings() {
      return client.timings;
    },
    ...(opts.seedDemo ? { saveSeededTemplate: () => client.saveSeededTemplate() } : {}),
  };
  const opened = client.waitReady.then(() => handle);
  opened.catch(() => undefined); // the caller awaits it later: not an unhandled rejection meanwhile
  return opened;
}

/** pg_advisory_lock key held while the migrations run: processes starting together migrate one at a time. */
const MIGRATION_LOCK_ID = 720_431_002;

/** Longest wait between two attempts to reconnect the LISTEN connection (ms). */
const LISTEN_RETRY_MAX_MS = 10_000;

/**
 * PostgreSQL through a node-postgres pool. The database may restart or fail over under a running
 * process (issue 26, item 14): a connection it drops must never take the process down, so every
 * pooled connection and the LISTEN connection have an `error` handler; the pool opens new
 * connections as queries need them, queries meanwhile fail (server/db/errors.ts tells the error
 * handler to answer 503), and the LISTEN connection reconnects on its own and tells its listeners
 * they may have missed notifications (payload '*').
 */
async function openPostgres(databaseUrl: string, poolMax: number): Promise<DatabaseHandle> {
  // Loaded only for PostgreSQL: the embedded start does not pay for node-postgres.
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg') as Promise<{ default: typeof pgModule }>,
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // A connection attempt that hangs (an unreachable host after a failover) fails after 5 s instead of waiting forever.
  // jit=off: the app's statements are short reads and writes; PostgreSQL's JIT compiles a
  // statement whose estimated cost passes jit_above_cost, and for the listing's rate lookup at
  // 1,000,000 rate rows that took 1.05 s of a 1.28 s read that runs in 0.18 s without it
  // (EXPLAIN ANALYZE, docs/performance.md, decision 0330).
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolMax,
    connectionTimeoutMillis: 5000,
    keepAlive: true,
    options: '-c jit=off',
  });
  // An idle connection the server ends (restart, failover, idle kill) is an 'error' on the pool; a
  // checked-out one's, between two queries of a transaction, an 'error' on the client. Unhandled,
  // either ends the process; the pool drops such a connection and opens a new one when needed.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  // Errors of opening a connection (a transaction's first step) are marked as the database's, as query errors are.
  const connect = pool.connect;
  (pool as { connect: (...args: unknown[]) => unknown }).connect = (...args: unknown[]) => {
    const result = Reflect.apply(connect, pool, args) as Promise<unknown> | undefined;
    return args.length > 0 || !result
      ? result
      : result.catch((err: unknown) => {
          throw markDatabaseError(err);
        });
  };
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // drizzle's migrator takes no lock: two processes starting at once on a database that lacks a
  // migration would both apply it, and one fails (the table exists). A session advisory lock on one
  // connection makes the second wait and then find the migrations applied.
  const migrator = (await pool.connect()) as pgModule.PoolClient;
  try {
    await migrator.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(migrator, { schema }), { migrationsFolder });
    await migrator.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    migrator.release();
  } catch (err) {
    // Closing the connection frees its session lock too.
    migrator.release(true);
    await pool.end().catch(() => {});
    throw err;
  }
  const notifications = listenConnection(pg, databaseUrl);
  return {
    db,
    kind: 'postgres',
    close: async () => {
      await notifications.close();
      await pool.end();
    },
    listen: notifications.listen,
  };
}

/**
 * One dedicated connection carries every LISTEN of a handle. When the database drops it, it
 * reconnects (after 0.25 s, doubling up to 10 s), LISTENs again on every channel and calls every
 * listener with '*': notifications sent while it was away are lost, so each listener reads again.
 */
function listenConnection(pg: typeof pgModule, databaseUrl: string) {
  const channels = new Map<string, Set<(payload: string) => void>>();
  let client: pgModule.Client | undefined;
  let connecting: Promise<pgModule.Client> | undefined;
  let retryMs = 250;
  let retryTimer: NodeJS.Timeout | undefined;
  let closed = false;

  const everyone = (payload: string) => {
    for (const set of channels.values()) for (const fn of set) fn(payload);
  };

  const lost = (c: pgModule.Client) => {
    if (client !== c) return;
    client = undefined;
    c.end().catch(() => {});
    scheduleReconnect();
  };

  function scheduleReconnect(): void {
    if (closed || retryTimer || connecting) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connection()
        .then(() => everyone('*'))
        .catch(() => scheduleReconnect());
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS);
  }

  async function open(): Promise<pgModule.Client> {
    const c = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000, keepAlive: true });
    // A broken LISTEN connection must not take the process down: it reconnects, listeners read meanwhile.
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    c.on('notification', (n) => {
      for (const fn of channels.get(n.channel) ?? []) fn(n.payload ?? '');
    });
    try {
      await c.connect();
      for (const channel of channels.keys()) await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      c.end().catch(() => {});
      throw markDatabaseError(err);
    }
    if (closed) {
      await c.end().catch(() => {});
      throw new Error('closed');
    }
    client = c;
    retryMs = 250;
    return c;
  }

  /** The open connection, or one being opened (shared by concurrent callers). */
  function connection(): Promise<pgModule.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= open().finally(() => (connecting = undefined));
    return connecting;
  }

  return {
    async listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>> {
      let set = channels.get(channel);
      if (!set) {
        channels.set(channel, (set = new Set()));
        const c = await connection();
        // A connection opened before this channel was added does not LISTEN on it yet.
        await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      set.add(cb);
      return async () => {
        set.delete(cb);
        if (set.size === 0 && channels.get(channel) === set) {
          channels.delete(channel);
          await client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
        }
      };
    },
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retryTimer);
      const c = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}
