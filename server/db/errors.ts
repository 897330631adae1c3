/**
 * What a database error may say outside the process, and whether it means the database is gone.
 *
 * A failed query's error carries values: drizzle's `DrizzleQueryError` has the statement and its
 * `params` (also in its message), PostgreSQL's error has the failing row or the duplicate key in
 * `detail`, and some messages quote the value they refused (`invalid input syntax for type
 * integer: "..."`). None of that may reach a log line or an answer (issue 26, item 16), so a
 * database error is described by its SQLSTATE and the names of what failed only.
 */

interface ErrorFields {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  errno?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
}

/** The error and its causes (drizzle wraps the driver's error), at most five deep. */
function chainOf(err: unknown): ErrorFields[] {
  const chain: ErrorFields[] = [];
  let e: unknown = err;
  while (e !== null && typeof e === 'object' && chain.length < 5 && !chain.includes(e as ErrorFields)) {
    chain.push(e as ErrorFields);
    e = (e as ErrorFields).cause;
  }
  return chain;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const SAFE_CODE = /^[A-Z][A-Z0-9_]{1,39}$/;
// Identifiers PostgreSQL names in an error (constraint, table, column, routine): never values.
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_$.]{0,62}$/;

/** A query error of drizzle (statement and parameters attached) or an error from the database server itself. */
function isDatabaseError(e: ErrorFields): boolean {
  return (
    (typeof e.query === 'string' && 'params' in e) ||
    e.name === 'DrizzleQueryError' ||
    (typeof e.message === 'string' && e.message.startsWith('Failed query:')) ||
    (typeof e.severity === 'string' && typeof e.code === 'string' && SQLSTATE.test(e.code))
  );
}

// Errors the database client raised before a query existed (opening a connection for a transaction).
const fromDatabaseClient = new WeakSet<object>();

/** Records that the database client raised this error (client.ts); answers it. */
export function markDatabaseError<T>(err: T): T {
  if (err !== null && typeof err === 'object') fromDatabaseClient.add(err);
  return err;
}

/** True when the error (or one of its causes) came from a query or the database client. */
function involvesDatabase(err: unknown): boolean {
  return chainOf(err).some((e) => isDatabaseError(e) || fromDatabaseClient.has(e));
}

/** The SQLSTATE of a database error (of the error or a cause), or undefined. */
function sqlstateOf(err: unknown): string | undefined {
  for (const e of chainOf(err))
    if (typeof e.code === 'string' && SQLSTATE.test(e.code) && (typeof e.severity === 'string' || 'routine' in e))
      return e.code;
  return undefined;
}

/** A system or library error code of the chain (ECONNREFUSED, FST_ERR_...), never free text. */
function errorCodeOf(chain: ErrorFields[]): string | undefined {
  for (const e of chain) if (typeof e.code === 'string' && SAFE_CODE.test(e.code)) return e.code;
  return undefined;
}

function identifier(value: unknown): string | undefined {
  return typeof value === 'string' && IDENTIFIER.test(value) ? value : undefined;
}

/**
 * An error as it may be logged. A database error becomes its SQLSTATE, constraint, table, column
 * and routine, a fixed message and no statement, parameters, detail or original message; any other
 * error keeps its message and a code. Keys avoid `code` (the log redaction drops it) and `type` (pino's error serializer sets it).
 */
export function describeError(err: unknown): Record<string, string> {
  const chain = chainOf(err);
  const first = chain[0] ?? {};
  const out: Record<string, string> = {};
  const set = (key: string, value: string | undefined) => {
    if (value !== undefined) out[key] = value;
  };
  if (!involvesDatabase(err)) {
    set('kind', identifier(first.name));
    out.message = typeof first.message === 'string' ? first.message : String(err);
    set('error_code', errorCodeOf(chain));
    return out;
  }
  const db = chain.find((e) => typeof e.severity === 'string') ?? {};
  out.kind = 'database';
  out.message = isDatabaseUnavailable(err) ? 'database unavailable' : 'query failed';
  set('sqlstate', sqlstateOf(err));
  set('error_code', errorCodeOf(chain.filter((e) => e !== db)));
  set('constraint', identifier(db.constraint));
  set('table', identifier(db.table));
  set('column', identifier(db.column));
  set('routine', identifier(db.routine));
  return out;
}

// Connection failures of the driver (node-postgres): no SQLSTATE, only these messages.
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable|Cannot use a pool after calling end)/;
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * True when the error means the database cannot be reached right now (restart, failover, network):
 * SQLSTATE class 08 (connection exception), 57P01-57P03 (shutdown, crash, starting up), 53300
 * (too many connections), a network error, or node-postgres' lost-connection errors. The API answers
 * these with 503 and serves again once the database is back.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!involvesDatabase(err)) return false;
  return chainOf(err).some((e) => {
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code)) return true;
    if (SQLSTATE.test(code) && (code.startsWith('08') || /^57P0[123]$/.test(code) || code === '53300')) return true;
    return typeof e.message === 'string' && LOST_CONNECTION.test(e.message);
  });
}
