import type { Db } from '../client';

/** The transaction the whole demo seed runs in. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SeedContext {
  tx: Tx;
  /** Field-encryption key for SSNs and account numbers (config.encryptionKey). */
  encryptionKey: Buffer;
}
