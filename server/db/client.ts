import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pgModule from 'pg';
import * as schema from './schema';
import { startPgliteWorker, type PgliteWorkerClient } from './pglite-proxy';

/** The one query layer: drizzle over PGlite (embedded) or node-postgres (DATABASE_URL). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** LISTEN on a channel (NOTIFY from any connection, this process included); answers the unsubscribe. */
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
  seedDemo?: boolean;
  worker?: PgliteWorkerClient | undefined;
}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
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

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  // Loaded only for PostgreSQL: the embedded start does not pay for node-postgres.
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg') as Promise<{ default: typeof pgModule }>,
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
  let listener: pgModule.Client | undefined;
  const channels = new Map<string, Set<(payload: string) => void>>();
  return {
    db,
    kind: 'postgres',
    close: async () => {
      await listener?.end();
      await pool.end();
    },
    // One dedicated connection carries every LISTEN of this handle.
    listen: async (channel, cb) => {
      if (!listener) {
        listener = new pg.Client({ connectionString: databaseUrl });
        await listener.connect();
        listener.on('notification', (n) => {
          for (const fn of channels.get(n.channel) ?? []) fn(n.payload ?? '');
        });
        // A broken LISTEN connection must not take the process down: listeners fall back to reading.
        listener.on('error', () => {});
      }
      let set = channels.get(channel);
      if (!set) {
        channels.set(channel, (set = new Set()));
        await listener.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      set.add(cb);
      return async () => {
        set.delete(cb);
        if (set.size === 0 && channels.get(channel) === set) {
          channels.delete(channel);
          await listener?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`);
        }
      };
    },
  };
}
