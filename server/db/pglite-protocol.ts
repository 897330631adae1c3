/** Messages between PgliteWorkerClient (request thread) and pglite-worker.ts (owns PGlite). */

export interface WorkerInit {
  /** Data directory, or 'memory'. */
  dataDir: string;
  migrationsFolder: string;
  /**
   * The demo seed's folder when the caller seeds the demo catalogue: a new data directory then
   * starts from the seeded template when there is one (pglite-template.ts).
   */
  seedFolder: string | undefined;
  /** performance.timeOrigin + performance.now() when the worker was created (timings count from it). */
  spawnedAt: number;
}

export type WorkerRequest =
  | {
      op: 'query';
      id: number;
      sql: string;
      params: unknown[] | undefined;
      rowMode: 'array' | 'object' | undefined;
      /** Type ids the caller parses itself: the worker hands their text over untouched. */
      rawOids: number[] | undefined;
      txId: number | undefined;
      /** The file COPY ... FROM '/dev/blob' reads (a Blob is cloned to the worker, not copied by us). */
      blob?: Blob | undefined;
    }
  | { op: 'exec'; id: number; sql: string; txId: number | undefined }
  | { op: 'begin'; id: number }
  | { op: 'end'; id: number; txId: number; commit: boolean }
  | { op: 'listen' | 'unlisten'; id: number; channel: string }
  | { op: 'close'; id: number }
  /** Dumps the (just seeded) database as the seeded template of `seedFolder`. */
  | { op: 'save-seeded-template'; id: number };

export type WorkerReply =
  | { op: 'ready'; timings: Record<string, number> }
  | { op: 'failed'; error: Record<string, unknown> }
  | { op: 'result'; id: number; result: unknown }
  | { op: 'error'; id: number; error: Record<string, unknown> }
  | { op: 'notify'; channel: string; payload: string };
