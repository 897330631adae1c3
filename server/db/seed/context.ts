import type { Db } from '../client';

/** The transaction the whole demo seed runs in. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SeedContext {
  tx: Tx;
  /** Field-encryption key for SSNs and account numbers (config.encryptionKey). */
  encryptionKey: Buffer;
}

/** Inserts rows in slices so no statement exceeds the driver's parameter limit. */
export async function insertInChunks<T>(
  rows: readonly T[],
  size: number,
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}
