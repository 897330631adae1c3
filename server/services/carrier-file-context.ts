import type { Db } from '../db/client';
import { CARRIER_FILE_MESSAGES } from '../../schemas/messages';
import { ApiError } from '../plugins/envelope';
import type { CarrierProfileRow } from '../repositories/carrier-profiles';
import { findDelivery, type DeliveryWithCarrier } from '../repositories/carrier-files';
import type { DeliveryAdapter } from './carrier-delivery';
import type { HostLookup } from './sftp-destination';

/**
 * What the carrier files' services run with (docs/decisions/0110-carrier-834-files.md): building
 * (carrier-files.ts), sealed pieces (carrier-file-pieces.ts) and delivering (carrier-file-deliveries.ts).
 */
export interface CarrierFilesContext {
  db: Db;
  encryptionKey: Buffer;
  /** The embedded drop directory (CARRIER_DROP_DIR). */
  dropDir: string;
  /** Delivery attempts before a file stays failed (default 5). */
  maxAttempts?: number;
  /** First retry delay (ms, doubled per attempt, capped at an hour). */
  retryBaseMs?: number;
  /** Replaces the profile's adapter (tests of failures). */
  adapterFor?: (profile: CarrierProfileRow) => DeliveryAdapter;
  /** CARRIER_SFTP_ALLOW_PRIVATE: SFTP may reach loopback, link-local and private addresses. */
  sftpAllowPrivate?: boolean;
  /** Resolves an SFTP host name (tests); DNS otherwise. */
  resolveHost?: HostLookup;
  /** A running build silent for this long is taken as stopped (default 5 minutes). */
  silentRunMs?: number;
  /** Aborted when the server closes: a build stops at its next step (logged stopped, nothing sent). */
  stopping?: AbortSignal;
}

/** The delivery's log row; 404 when there is none. */
export async function mustFind(db: Db, id: number): Promise<DeliveryWithCarrier> {
  const row = await findDelivery(db, id);
  if (!row) throw new ApiError(404, { message: CARRIER_FILE_MESSAGES.noSuchDelivery });
  return row;
}
