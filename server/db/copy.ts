import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Tx } from './seed/context';

/** CSV text gathered per write to the database (a COPY stream's chunk, or one PGlite blob's part). */
const CHUNK_CHARS = 256 * 1024;
/** Most CSV text one PGlite COPY reads (one blob): memory holds one blob, whatever the rows. */
const BLOB_CHARS = 16 * 1024 * 1024;

interface PgClient {
  query(submittable: unknown): unknown;
  connection: unknown;
}
interface PgliteClient {
  query(sql: string, params: unknown[], options: { blob: Blob }): Promise<unknown>;
}

/** The driver's own client under a drizzle transaction (node-postgres PoolClient, or the PGlite worker's transaction). */
function clientOf(tx: Tx): PgClient | PgliteClient {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  if (!client || typeof (client as { query?: unknown }).query !== 'function')
    throw new Error('copyCsv: no driver client under this transaction');
  return client as PgClient | PgliteClient;
}

/** Lines joined into chunks of about CHUNK_CHARS characters. */
function* chunks(lines: Iterable<string>, onChunk?: (lines: number) => void): Generator<string> {
  let parts: string[] = [];
  let size = 0;
  let count = 0;
  for (const line of lines) {
    parts.push(line);
    size += line.length;
    count++;
    if (size >= CHUNK_CHARS) {
      yield parts.join('');
      onChunk?.(count);
      parts = [];
      size = 0;
    }
  }
  if (parts.length) {
    yield parts.join('');
    onChunk?.(count);
  }
}

/**
 * Writes CSV lines (each ending '\n') into `target` ('table (col, ...)') with COPY ... FROM, in the
 * caller's transaction: one COPY ... FROM STDIN stream on PostgreSQL (pg-copy-streams), COPY ...
 * FROM '/dev/blob' on PGlite, one blob of at most BLOB_CHARS a statement. No bind parameters at all,
 * and the lines are made as they are written (memory holds a chunk, not the rows). `onProgress` is
 * told the lines written so far after each chunk. `target` is the caller's constant SQL, never data.
 */
export async function copyCsv(
  tx: Tx,
  target: string,
  lines: Iterable<string>,
  onProgress?: (lines: number) => void,
): Promise<void> {
  const client = clientOf(tx);
  const copy = `COPY ${target} FROM STDIN (FORMAT csv)`;
  if ('connection' in client) {
    const { from } = await import('pg-copy-streams');
    const stream = client.query(from(copy)) as NodeJS.WritableStream;
    await pipeline(Readable.from(chunks(lines, onProgress)), stream);
    return;
  }
  let parts: string[] = [];
  let size = 0;
  const flush = async () => {
    if (!parts.length) return;
    const blob = new Blob(parts);
    parts = [];
    size = 0;
    await client.query(`COPY ${target} FROM '/dev/blob' (FORMAT csv)`, [], { blob });
  };
  let written = 0;
  for (const chunk of chunks(lines, (n) => (written = n))) {
    parts.push(chunk);
    size += chunk.length;
    if (size >= BLOB_CHARS) {
      await flush();
      onProgress?.(written);
    }
  }
  await flush();
  onProgress?.(written);
}
