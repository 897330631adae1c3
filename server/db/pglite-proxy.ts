import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Results } from '@electric-sql/pglite';
import type { WorkerInit, WorkerReply, WorkerRequest } from './pglite-protocol';

/** What drizzle-orm/pglite's session asks of its client: query with rowMode and parsers, transactions. */
interface QueryConfig {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
  serializers?: unknown;
  blob?: unknown;
}

export interface ProxyTransaction {
  query<T>(sql: string, params?: unknown[], config?: QueryConfig): Promise<Results<T>>;
  exec(sql: string): Promise<Array<Results>>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

type Pending = { resolve: (value: unknown) => void; reject: (err: Error) => void };
type RequestBody = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** Set by scripts/build-server.mjs in the bundle: where pglite-worker.js sits, relative to this source file. */
declare const OPENENROLL_BUNDLED_WORKER: string | undefined;

/**
 * The worker's entry. From the bundle (`npm start`): dist-server/pglite-worker.js, plain
 * JavaScript, no loader. Under tsx (development, Vitest, the e2e server): Node 20 loads a worker's
 * .ts entry before the --import hooks apply, so a one-line script imports it once tsx's loader is
 * registered.
 */
function workerEntry(): { script: string | URL; eval: boolean } {
  if (typeof OPENENROLL_BUNDLED_WORKER === 'string')
    return { script: new URL(OPENENROLL_BUNDLED_WORKER, import.meta.url), eval: false };
  const require = createRequire(import.meta.url);
  const tsxApi = pathToFileURL(
    path.join(path.dirname(require.resolve('tsx/package.json')), 'dist/esm/api/index.mjs'),
  ).href;
  const entry = new URL('./pglite-worker.ts', import.meta.url).href;
  return {
    script: `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`,
    eval: true,
  };
}

/** An Error carrying the worker's error fields (code, detail, constraint, severity...). */
function toError(fields: Record<string, unknown>): Error {
  const err = new Error(String(fields.message ?? 'database error'));
  Object.assign(err, fields);
  return err;
}

/**
 * The request thread's side of the embedded database: PGlite runs in pglite-worker.ts, and this
 * class forwards what drizzle calls on a PGlite client, so drizzle(new PgliteWorkerClient(...))
 * is the same Db as before. Parsers (functions) stay here: the worker hands their types over as
 * text and they run on the answer. Transactions hold the worker's PGlite transaction (its lock)
 * until the callback settles; their statements go by transaction id.
 */
export class PgliteWorkerClient {
  readonly waitReady: Promise<void>;
  /** Milliseconds the worker spent opening (initdb, template, migrate), for the start log. */
  timings: Record<string, number> = {};
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly channels = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  private failure: Error | undefined;

  constructor(init: Omit<WorkerInit, 'spawnedAt'>) {
    const entry = workerEntry();
    this.worker = new Worker(entry.script, {
      eval: entry.eval,
      workerData: { ...init, spawnedAt: performance.timeOrigin + performance.now() } satisfies WorkerInit,
      execArgv: [],
    });
    let ready!: () => void;
    let failed!: (err: Error) => void;
    this.waitReady = new Promise<void>((resolve, reject) => ((ready = resolve), (failed = reject)));
    this.waitReady.catch(() => undefined);
    // Opening, then only calls in flight, keep the process alive, as an in-thread PGlite did.
    this.worker.on('message', (msg: WorkerReply) => {
      if (msg.op === 'result' || msg.op === 'error') {
        const call = this.pending.get(msg.id);
        this.pending.delete(msg.id);
        if (this.pending.size === 0) this.worker.unref();
        if (msg.op === 'result') call?.resolve(msg.result);
        else call?.reject(toError(msg.error));
      } else if (msg.op === 'notify') {
        for (const cb of this.channels.get(msg.channel) ?? []) cb(msg.payload);
      } else if (msg.op === 'ready') {
        this.timings = msg.timings;
        if (this.pending.size === 0) this.worker.unref();
        ready();
      } else {
        failed(this.stop(toError(msg.error)));
      }
    });
    this.worker.on('error', (err) => (this.stop(err), failed(err)));
    this.worker.on('exit', (code) => {
      const err = new Error(`database worker exited (${code})`);
      this.stop(err);
      failed(err);
    });
  }

  /** Fails the calls in flight and every later one; answers the first failure. */
  private stop(err: Error): Error {
    const failure = (this.failure ??= err);
    for (const call of this.pending.values()) call.reject(failure);
    this.pending.clear();
    return failure;
  }

  private call<T>(body: RequestBody): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...body, id } as WorkerRequest);
    });
  }

  private async run<T>(
    sql: string,
    params: unknown[] | undefined,
    config: QueryConfig | undefined,
    txId: number | undefined,
  ): Promise<Results<T>> {
    if (config?.serializers) throw new Error('PgliteWorkerClient: serializers are not supported');
    if (config?.blob !== undefined && !(config.blob instanceof Blob))
      throw new Error('PgliteWorkerClient: blob must be a Blob');
    const parsers = config?.parsers;
    const rawOids = parsers ? Object.keys(parsers).map(Number) : undefined;
    const blob = config?.blob as Blob | undefined;
    const result = await this.call<Results<T>>({
      op: 'query',
      sql,
      params,
      rowMode: config?.rowMode,
      rawOids,
      txId,
      blob,
    });
    if (parsers && result.rows.length > 0)
      applyParsers(result as Results<unknown>, parsers, config?.rowMode ?? 'object');
    return result;
  }

  query<T>(sql: string, params?: unknown[], config?: QueryConfig): Promise<Results<T>> {
    return this.run<T>(sql, params, config, undefined);
  }

  exec(sql: string): Promise<Array<Results>> {
    return this.call({ op: 'exec', sql, txId: undefined });
  }

  async transaction<T>(fn: (tx: ProxyTransaction) => Promise<T>): Promise<T> {
    const txId = await this.call<number>({ op: 'begin' });
    let closed = false;
    const check = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: ProxyTransaction = {
      query: async <R>(sql: string, params?: unknown[], config?: QueryConfig) => (
        check(),
        this.run<R>(sql, params, config, txId)
      ),
      exec: async (sql: string) => (check(), this.call<Array<Results>>({ op: 'exec', sql, txId })),
      rollback: async () => {
        check();
        closed = true;
        await this.call({ op: 'end', txId, commit: false });
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (err) {
      if (!closed) {
        closed = true;
        await this.call({ op: 'end', txId, commit: false }).catch(() => undefined);
      }
      throw err;
    }
    if (!closed) {
      closed = true;
      await this.call({ op: 'end', txId, commit: true });
    }
    return result;
  }

  /** LISTEN on `channel`; answers the function that stops this callback. */
  async listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.channels.get(channel);
    if (!set) {
      set = new Set();
      this.channels.set(channel, set);
      await this.call({ op: 'listen', channel });
    }
    set.add(cb);
    return async () => {
      set.delete(cb);
      if (set.size === 0 && this.channels.get(channel) === set) {
        this.channels.delete(channel);
        await this.call({ op: 'unlisten', channel });
      }
    };
  }

  /** Dumps the database as the seeded template (after the demo seed ran on a new database). */
  async saveSeededTemplate(): Promise<void> {
    await this.call({ op: 'save-seeded-template' });
  }

  async close(): Promise<void> {
    if (!this.failure) await this.call({ op: 'close' }).catch(() => undefined);
    this.failure ??= new Error('PGlite is closed');
    await this.worker.terminate();
  }
}

function applyParsers(
  result: Results<unknown>,
  parsers: NonNullable<QueryConfig['parsers']>,
  rowMode: 'array' | 'object',
): void {
  const columns = result.fields.flatMap((field, index) => {
    const parse = parsers[field.dataTypeID];
    return parse ? [{ index, name: field.name, typeId: field.dataTypeID, parse }] : [];
  });
  if (columns.length === 0) return;
  for (const row of result.rows as Array<Record<string | number, unknown>>) {
    for (const c of columns) {
      const key = rowMode === 'array' ? c.index : c.name;
      const value = row[key];
      if (typeof value === 'string') row[key] = c.parse(value, c.typeId);
    }
  }
}

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Starts the worker of an embedded database in `dataDir` ('memory' for a throw-away one), which
 * opens it (from a template when the directory is new) and applies the migrations; `seedDemo`: the
 * caller seeds the demo catalogue, so a new directory may start from the seeded template. This
 * module loads no query layer: `npm start` calls it first, so the worker compiles PGlite and opens
 * while the request thread loads drizzle, the schema and the app (openDatabase takes the worker).
 */
export function startPgliteWorker(opts: { dataDir: string; seedDemo?: boolean | undefined }): PgliteWorkerClient {
  return new PgliteWorkerClient({
    dataDir: opts.dataDir,
    migrationsFolder: path.join(here, 'migrations'),
    seedFolder: opts.seedDemo ? path.join(here, 'seed') : undefined,
  });
}
