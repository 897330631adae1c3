import type { Db } from './client';

/**
 * Counts the statements a database handle sends, at the driver (every round trip: drizzle's queries,
 * raw `execute`, a transaction's BEGIN and COMMIT), for tests and benchmarks of the write path
 * (issue 27). Nothing in the app calls it: an unwrapped handle pays nothing. It wraps the handle's
 * own client (`db.$client`: the node-postgres pool, or the PGlite worker client), so it counts the
 * statements of any revision of the server built on either.
 */
export interface StatementCounter {
  /** Statements sent since the handle was wrapped (or since `reset`). */
  readonly total: number;
  /** The same, by first keyword (SELECT, INSERT, UPDATE, DELETE, WITH, BEGIN, COMMIT, ...). */
  readonly byVerb: Readonly<Record<string, number>>;
  reset(): void;
  /** Stops counting (the wrapped methods stay, counting nothing). */
  stop(): void;
}

type Fn = (...args: unknown[]) => unknown;

function verbOf(text: unknown): string {
  const sql =
    typeof text === 'string'
      ? text
      : text && typeof text === 'object' && 'text' in text
        ? String((text as { text: unknown }).text)
        : '';
  const match = /^\s*\(?\s*([A-Za-z]+)/.exec(sql);
  return match?.[1] ? match[1].toUpperCase() : 'OTHER';
}

/** Replaces `target[name]` by a function that calls `before(args)` then the original. */
function wrap(target: object, name: string, before: (args: unknown[]) => void): void {
  const original = (target as Record<string, Fn>)[name];
  if (typeof original !== 'function') throw new Error(`statement counter: no ${name} to wrap`);
  (target as Record<string, Fn>)[name] = function (this: unknown, ...args: unknown[]) {
    before(args);
    return Reflect.apply(original, this, args);
  };
}

/** Wraps the driver client under `db` (a node-postgres pool or the PGlite worker client) and answers the counter. */
export function countStatements(db: Db): StatementCounter {
  let total = 0;
  let on = true;
  const byVerb = new Map<string, number>();
  const count = (verb: string) => {
    if (!on) return;
    total++;
    byVerb.set(verb, (byVerb.get(verb) ?? 0) + 1);
  };
  const client = (db as unknown as { $client: object }).$client;
  if ('totalCount' in client) {
    // Pool.query checks out a client and calls its query; transactions check one out with connect().
    const wrapped = new WeakSet<object>();
    const wrapClient = (c: object) => {
      if (wrapped.has(c)) return;
      wrapped.add(c);
      wrap(c, 'query', (args) => count(verbOf(args[0])));
    };
    const pool = client as unknown as { on(event: string, fn: (c: object) => void): void };
    pool.on('acquire', wrapClient);
  } else {
    wrap(client, 'query', (args) => count(verbOf(args[0])));
    wrap(client, 'exec', (args) => count(verbOf(args[0])));
    const original = (client as Record<string, Fn>).transaction as Fn;
    (client as Record<string, Fn>).transaction = function (this: unknown, fn: unknown) {
      count('BEGIN');
      const inner = (tx: Record<string, Fn>) => {
        wrap(tx, 'query', (args) => count(verbOf(args[0])));
        wrap(tx, 'exec', (args) => count(verbOf(args[0])));
        return (fn as Fn)(tx);
      };
      const result = Reflect.apply(original, this, [inner]) as Promise<unknown>;
      // Its COMMIT or ROLLBACK is one more round trip.
      return result.finally(() => count('COMMIT'));
    };
  }
  return {
    get total() {
      return total;
    },
    get byVerb() {
      return Object.fromEntries(byVerb);
    },
    reset() {
      total = 0;
      byVerb.clear();
    },
    stop() {
      on = false;
    },
  };
}
