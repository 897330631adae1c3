import { parentPort, threadId, workerData } from 'node:worker_threads';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { extractTemplate, isEmptyDataDir, readTemplate, templateFile, writeTemplate } from './pglite-template';
import type { WorkerInit, WorkerReply, WorkerRequest } from './pglite-protocol';

/**
 * Owns the embedded PGlite of one DatabaseHandle, off the request thread: opens it (from the
 * template when the data directory is new), applies the migrations, then answers the messages of
 * PgliteWorkerClient (pglite-proxy.ts). Rows leave by structured clone.
 */

if (!parentPort) throw new Error('pglite-worker.ts runs as a worker thread (pglite-proxy.ts)');
const port = parentPort;
const init = workerData as WorkerInit;
const timings: Record<string, number> = {};
// Milliseconds since the request thread created this worker (its boot and module loading included).
const now = () => performance.timeOrigin + performance.now();
const mark = (name: string) => (timings[name] = Math.round(now() - init.spawnedAt));
mark('worker_loaded');

/**
 * PostgreSQL's 128 MB of shared buffers cost about as much resident memory; the demo database is
 * a few MB and its files stay in the OS page cache, so 32 MB holds it (PGLITE_SHARED_BUFFERS).
 */
const startParams = [
  ...PGlite.defaultStartParams,
  '-c',
  `shared_buffers=${process.env.PGLITE_SHARED_BUFFERS ?? '32MB'}`,
];

/** Templates are a cache: PGLITE_TEMPLATE=0 makes every new database run initdb and migrate. */
const templatesOn = process.env.PGLITE_TEMPLATE !== '0';

/**
 * A file in the data directory naming the migrations (and PGlite version) it was last migrated
 * with: the key of the migrated template (templateFile), which hashes exactly those. A later start
 * with the same key skips drizzle's migration check (reading every migration, a few statements:
 * about a fifth of a warm start's database open); any change to the migrations changes the key.
 */
const MIGRATED_MARKER = 'openenroll-migrated';

function migratedWith(dataDir: string): string | undefined {
  try {
    return readFileSync(path.join(dataDir, MIGRATED_MARKER), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Fails with the directory's path and the cause when the data directory cannot be written (a
 * read-only mount, no permission): PGlite itself would only say it failed to initialize properly.
 */
function checkWritable(dataDir: string): void {
  const abs = path.resolve(dataDir);
  const probe = path.join(abs, `.openenroll-write-check-${process.pid}-${threadId}`);
  try {
    mkdirSync(abs, { recursive: true });
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch (err) {
    const { code, message } = err as NodeJS.ErrnoException;
    throw Object.assign(
      new Error(
        `The data directory ${abs} cannot be written (${message}): give the server write access to it, or set DATA_DIR to a writable directory`,
      ),
      { code },
    );
  }
}

async function open(): Promise<PGlite> {
  if (init.dataDir !== 'memory') checkWritable(init.dataDir);
  const template = templateFile(init.migrationsFolder);
  const migrationsKey = path.basename(template, '.tar');
  const memory = init.dataDir === 'memory';
  const fresh = memory || isEmptyDataDir(init.dataDir);
  // The seeded template when the caller seeds the demo catalogue and one exists, else the migrated one.
  const seeded =
    fresh && templatesOn && init.seedFolder
      ? readTemplate(templateFile(init.migrationsFolder, init.seedFolder))
      : undefined;
  const tar = seeded ?? (fresh && templatesOn ? readTemplate(template) : undefined);
  let pg: PGlite;
  if (memory) {
    pg = new PGlite({ startParams, ...(tar ? { loadDataDir: new Blob([new Uint8Array(tar)]) } : {}) });
  } else {
    if (tar) extractTemplate(tar, init.dataDir);
    else mkdirSync(init.dataDir, { recursive: true });
    pg = new PGlite(path.resolve(init.dataDir), { startParams });
  }
  try {
    await pg.waitReady;
  } catch (err) {
    if (memory) throw err;
    throw new Error(
      `PGlite could not open the data directory ${path.resolve(init.dataDir)}: ${(err as Error).message}`,
    );
  }
  mark(seeded ? 'open_from_seeded_template' : tar ? 'open_from_template' : fresh ? 'initdb' : 'open');
  // A template is keyed by the migration files (templateFile): it holds every one of them already.
  const migrated = tar !== undefined || (!fresh && migratedWith(init.dataDir) === migrationsKey);
  if (!migrated) {
    await migrate(drizzle(pg), { migrationsFolder: init.migrationsFolder });
    mark('migrate');
  }
  if (!memory && (!migrated || tar)) writeFileSync(path.join(init.dataDir, MIGRATED_MARKER), migrationsKey);
  if (fresh && !tar && templatesOn) {
    await saveTemplate(pg, template);
    mark('template_written');
  }
  return pg;
}

/**
 * Dumps the database to `file`. A checkpoint first: the template's files then hold every
 * committed change, and a database opened from it has no write-ahead log to replay.
 */
async function saveTemplate(pg: PGlite, file: string): Promise<void> {
  await pg.exec('CHECKPOINT');
  const dump = await pg.dumpDataDir('none');
  writeTemplate(file, new Uint8Array(await dump.arrayBuffer()));
}

const ready = open();
ready.then(
  () => port.postMessage({ op: 'ready', timings } satisfies WorkerReply),
  (err: unknown) => port.postMessage({ op: 'failed', error: errorFields(err) } satisfies WorkerReply),
);

/** Identity parsers for the type ids the caller parses itself (functions cannot cross threads). */
const parserCache = new Map<string, QueryOptions['parsers']>();
function rawParsers(oids: number[] | undefined): QueryOptions['parsers'] {
  if (!oids?.length) return undefined;
  const key = oids.join(',');
  let parsers = parserCache.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(oids.map((oid) => [oid, (value: string) => value]));
    parserCache.set(key, parsers);
  }
  return parsers;
}

interface OpenTx {
  tx: Transaction;
  finish: (commit: boolean) => void;
  done: Promise<unknown>;
}
const transactions = new Map<number, OpenTx>();
let nextTxId = 1;

function target(pg: PGlite, txId: number | undefined): PGlite | Transaction {
  if (txId === undefined) return pg;
  const open = transactions.get(txId);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

async function begin(pg: PGlite): Promise<number> {
  const txId = nextTxId++;
  let opened!: () => void;
  const isOpen = new Promise<void>((resolve) => (opened = resolve));
  let finish!: (commit: boolean) => void;
  const decision = new Promise<boolean>((resolve) => (finish = resolve));
  const done = pg
    .transaction(async (tx) => {
      transactions.set(txId, { tx, finish, done });
      opened();
      if (!(await decision) && !tx.closed) await tx.rollback();
    })
    .finally(() => transactions.delete(txId));
  await Promise.race([isOpen, done]);
  return txId;
}

async function end(txId: number, commit: boolean): Promise<void> {
  const open = transactions.get(txId);
  if (!open) return;
  open.finish(commit);
  await open.done;
}

async function handle(msg: WorkerRequest): Promise<unknown> {
  const pg = await ready;
  switch (msg.op) {
    case 'query': {
      const options: QueryOptions = { rowMode: msg.rowMode, parsers: rawParsers(msg.rawOids) };
      if (msg.blob) options.blob = msg.blob;
      return target(pg, msg.txId).query(msg.sql, msg.params, options);
    }
    case 'exec':
      return target(pg, msg.txId).exec(msg.sql);
    case 'begin':
      return begin(pg);
    case 'end':
      return end(msg.txId, msg.commit);
    case 'listen':
      if (!listeners.has(msg.channel)) {
        listeners.set(
          msg.channel,
          await pg.listen(msg.channel, (payload) =>
            port.postMessage({ op: 'notify', channel: msg.channel, payload } satisfies WorkerReply),
          ),
        );
      }
      return undefined;
    case 'unlisten': {
      const stop = listeners.get(msg.channel);
      listeners.delete(msg.channel);
      await stop?.();
      return undefined;
    }
    case 'close':
      await pg.close();
      return undefined;
    case 'save-seeded-template':
      if (templatesOn && init.seedFolder) await saveTemplate(pg, templateFile(init.migrationsFolder, init.seedFolder));
      return undefined;
  }
}
const listeners = new Map<string, () => Promise<void>>();

/** The fields of a Postgres error (code, detail, constraint...) survive; functions do not. */
function errorFields(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err) };
  const out: Record<string, unknown> = { name: err.name, message: err.message, stack: err.stack };
  for (const [key, value] of Object.entries(err)) {
    if (value === null || ['string', 'number', 'boolean', 'bigint', 'undefined'].includes(typeof value))
      out[key] = value;
    else if (key === 'params' && Array.isArray(value)) {
      try {
        out[key] = structuredClone(value);
      } catch {
        // not cloneable: left out
      }
    }
  }
  return out;
}

port.on('message', (msg: WorkerRequest) => {
  handle(msg).then(
    (result) => port.postMessage({ op: 'result', id: msg.id, result } satisfies WorkerReply),
    (err: unknown) => port.postMessage({ op: 'error', id: msg.id, error: errorFields(err) } satisfies WorkerReply),
  );
});
