import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The reads of one request, each made once (issue 27, a lean write path). A wizard request used to
 * read the same enrollment, cart, steps and rules version many times over (one step's check calls
 * the next's): repositories now ask `requestRead(key, load)`, which inside a request answers the
 * first read's promise again and outside one (workers, the CLI, tests calling repositories) just
 * loads. Every write the request makes through the repositories calls `forgetRequestReads()`, so a
 * read after a write sees the write. The store lives in an AsyncLocalStorage entered for each request
 * (it follows the request's hooks and handler, as @fastify/request-context does), so the
 * repositories keep their `db` signatures.
 */

type Reads = Map<string, Promise<unknown>>;

const storage = new AsyncLocalStorage<Reads>();
const scopes = new WeakMap<FastifyRequest, AsyncResource>();

/** `load()` once per request and key; outside a request, every call loads. A failed read is not kept. */
export function requestRead<T>(key: string, load: () => Promise<T>): Promise<T> {
  const reads = storage.getStore();
  if (!reads) return load();
  const kept = reads.get(key) as Promise<T> | undefined;
  if (kept) return kept;
  const loading = load();
  reads.set(key, loading);
  loading.catch(() => {
    if (reads.get(key) === loading) reads.delete(key);
  });
  return loading;
}

/** Keeps a value read by a wider statement as the answer of `key` for the rest of the request. */
export function keepRequestRead<T>(key: string, value: T): void {
  storage.getStore()?.set(key, Promise.resolve(value));
}

/** True inside a request (its reads are kept). */
export function inRequest(): boolean {
  return storage.getStore() !== undefined;
}

/** A write happened: the request's later reads go to the database again. */
export function forgetRequestReads(): void {
  storage.getStore()?.clear();
}

/**
 * Enters a new store for each request. The body is parsed from stream events outside the request's
 * async context, so the preValidation hook enters it again (the @fastify/request-context pattern).
 */
export const requestReadsPlugin = fp(
  async function requestReadsPlugin(app: FastifyInstance) {
    app.addHook('onRequest', (request, _reply, done) => {
      storage.run(new Map(), () => {
        scopes.set(request, new AsyncResource('request-reads'));
        done();
      });
    });
    app.addHook('preValidation', (request, _reply, done) => {
      const scope = scopes.get(request);
      if (scope) scope.runInAsyncScope(done, request.raw);
      else done();
    });
  },
  { name: 'request-reads' },
);
