import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

/** The one query layer: drizzle over PGlite (embedded) or node-postgres (DATABASE_URL). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens the database and applies the committed migrations.
 * `databaseUrl` wins; otherwise PGlite in `dataDir` ('memory' for a throw-away database).
 */
export async function openDatabase(opts: { dataDir: string; databaseUrl?: string | undefined }): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if (opts.dataDir === 'memory') {
    client = new PGlite();
  } else {
    mkdirSync(opts.dataDir, { recursive: true });
    client = new PGlite(path.resolve(opts.dataDir));
  }
  await client.waitReady;
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  return { db: pgliteDb as unknown as Db, kind: 'pglite', close: () => client.close() };
}
