import { CARRIER_FILE_MESSAGES } from '../../schemas/messages';
import type { Db } from '../db/client';
import { ApiError } from '../plugins/envelope';
import { findCarrierProfile, updateCarrierProfile, type CarrierProfileRow } from '../repositories/carrier-profiles';
import {
  applyFileLines,
  claimDueRetry,
  dueRetries,
  findDelivery,
  openDeliveryOf,
  updateDelivery,
  type DeliveryWithCarrier,
} from '../repositories/carrier-files';
import { mustFind, type CarrierFilesContext } from './carrier-file-context';
import { plainPiecesOf } from './carrier-file-pieces';
import { dropDirectoryAdapter, sftpAdapter, type DeliveryAdapter } from './carrier-delivery';
import { sftpDestination } from './sftp-destination';
import { decryptField } from './field-crypto';
import { deliveryErrorCode, retryDelayMs } from './outbox-worker';

/**
 * Delivering carrier files (docs/decisions/0110-carrier-834-files.md): an attempt through the profile's
 * adapter (the drop directory, or SFTP to the destination staff approved), retries with a doubling
 * delay, a held full file confirmed or cancelled, a destination approved, a file delivered by hand.
 */

const DEFAULT_MAX_ATTEMPTS = 5;
const MAX_RETRY_MS = 60 * 60 * 1000;
/** How long a claimed retry is kept from other callers while it is delivered. */
const RETRY_LEASE_MS = 10 * 60 * 1000;

/** The profile's SFTP destination (`sftp://user@host:port/dir`), or null when it has none complete. */
export function destinationOf(profile: CarrierProfileRow): string | null {
  if (profile.deliveryMethod !== 'sftp' || !profile.sftpHost || !profile.sftpUsername || !profile.sftpRemoteDir)
    return null;
  return sftpDestination({
    host: profile.sftpHost,
    port: profile.sftpPort ?? 22,
    username: profile.sftpUsername,
    remoteDir: profile.sftpRemoteDir,
  });
}

const NOT_APPROVED = 'SFTP_NOT_APPROVED';

/**
 * The adapter of the carrier's profile: the drop directory, or SFTP with the sealed secret opened,
 * only to the destination staff approved (a new or changed one throws SFTP_NOT_APPROVED).
 */
function adapterOf(ctx: CarrierFilesContext, profile: CarrierProfileRow): DeliveryAdapter {
  if (ctx.adapterFor) return ctx.adapterFor(profile);
  if (profile.deliveryMethod === 'sftp') {
    const destination = destinationOf(profile);
    if (!destination || !profile.sftpSecretEncrypted)
      throw Object.assign(new Error('SFTP settings incomplete'), { code: 'SFTP_SETTINGS' });
    if (profile.sftpApprovedDestination !== destination)
      throw Object.assign(new Error('SFTP destination not approved'), { code: NOT_APPROVED });
    return sftpAdapter(
      {
        host: profile.sftpHost ?? '',
        port: profile.sftpPort ?? 22,
        username: profile.sftpUsername ?? '',
        remoteDir: profile.sftpRemoteDir ?? '',
        secret: decryptField(profile.sftpSecretEncrypted, ctx.encryptionKey),
      },
      { allowPrivate: ctx.sftpAllowPrivate ?? false, ...(ctx.resolveHost ? { resolve: ctx.resolveHost } : {}) },
    );
  }
  return dropDirectoryAdapter(ctx.dropDir, profile.carrierCode, ctx.encryptionKey);
}

/**
 * One delivery attempt of a generated, failed or confirmed file. Success marks it delivered and
 * records its lines as what the carrier was told, in one transaction; failure counts the attempt
 * and sets the next one (doubling delay) until the attempts run out. The error kept is a code.
 * Answers false when there was nothing to attempt (or another caller claimed the retry).
 */
export async function deliverFile(ctx: CarrierFilesContext, id: number, now = new Date()): Promise<boolean> {
  const row = await findDelivery(ctx.db, id);
  if (!row || (row.status !== 'generated' && row.status !== 'failed')) return false;
  // A retry is claimed first (its next attempt moved past the delivery's time), so it goes out once.
  if (row.status === 'failed' && !(await claimDueRetry(ctx.db, id, now, new Date(now.getTime() + RETRY_LEASE_MS))))
    return false;
  const profile = await findCarrierProfile(ctx.db, row.carrierId);
  if (!profile) return false;
  const attempts = row.attempts + 1;
  const max = ctx.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const nextAttemptAt =
    attempts < max ? new Date(now.getTime() + retryDelayMs(attempts, ctx.retryBaseMs ?? 60_000, MAX_RETRY_MS)) : null;
  // A file sent whose recording failed is not sent again: only what it told is recorded (below).
  let deliveredTo = row.deliveredTo ?? '';
  const sentAt = row.deliveredAt ?? new Date();
  if (row.deliveredAt === null) {
    try {
      deliveredTo = await adapterOf(ctx, profile).deliver(row.fileName, () => plainPiecesOf(ctx, id));
    } catch (err) {
      if ((err as { code?: unknown }).code === NOT_APPROVED) {
        // Not an attempt: the file waits, unsent, until staff approve the destination (approveDestination).
        await updateDelivery(ctx.db, id, {
          status: 'failed',
          error: CARRIER_FILE_MESSAGES.destinationPending,
          nextAttemptAt: null,
        });
        return true;
      }
      await updateDelivery(ctx.db, id, {
        status: 'failed',
        attempts,
        error: `Delivery failed (${deliveryErrorCode(err)}), attempt ${attempts} of ${max}`,
        nextAttemptAt,
      });
      return true;
    }
  }
  try {
    await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      await findCarrierProfile(db, row.carrierId, true);
      await applyFileLines(db, row.carrierId, id, row.mode);
      await updateDelivery(db, id, {
        status: 'delivered',
        attempts,
        error: null,
        nextAttemptAt: null,
        deliveredAt: sentAt,
        deliveredTo,
      });
    });
  } catch (err) {
    // Sent but not recorded: the row says so (never 'generated' for ever) and the recording is retried.
    await updateDelivery(ctx.db, id, {
      status: 'failed',
      attempts,
      error: CARRIER_FILE_MESSAGES.recordFailed(deliveryErrorCode(err), attempts, max),
      nextAttemptAt,
      deliveredAt: sentAt,
      deliveredTo,
    });
  }
  return true;
}

/** The delivery, if the caller's scope (a carrier id, or null for every carrier) covers it. */
export async function deliveryInScope(
  ctx: CarrierFilesContext,
  id: number,
  carrierScope: number | null,
): Promise<DeliveryWithCarrier> {
  const row = await findDelivery(ctx.db, id);
  if (!row) throw new ApiError(404, { message: CARRIER_FILE_MESSAGES.noSuchDelivery });
  if (carrierScope !== null && row.carrierId !== carrierScope)
    throw new ApiError(403, { message: CARRIER_FILE_MESSAGES.notYourCarrier });
  return row;
}

/** An administrator confirms a held full file: it is delivered now. */
export async function confirmHeld(
  ctx: CarrierFilesContext,
  id: number,
  carrierScope: number | null,
): Promise<DeliveryWithCarrier> {
  const row = await deliveryInScope(ctx, id, carrierScope);
  if (row.status !== 'held') throw new ApiError(409, { message: CARRIER_FILE_MESSAGES.notHeld });
  await updateDelivery(ctx.db, id, { status: 'generated', progressAt: new Date() });
  await deliverFile(ctx, id);
  return mustFind(ctx.db, id);
}

/** Cancels a held or failed file (it is never delivered; a new run starts from what the carrier was told). */
export async function cancelDelivery(
  ctx: CarrierFilesContext,
  id: number,
  carrierScope: number | null,
): Promise<DeliveryWithCarrier> {
  const row = await deliveryInScope(ctx, id, carrierScope);
  if (row.status !== 'held' && row.status !== 'failed' && row.status !== 'generated')
    throw new ApiError(409, { message: CARRIER_FILE_MESSAGES.notOpen });
  await updateDelivery(ctx.db, id, { status: 'cancelled', nextAttemptAt: null });
  return mustFind(ctx.db, id);
}

/**
 * Staff approve a carrier's SFTP destination, exactly as they saw it (`destination`: a profile
 * changed meanwhile is refused), then the file that waited for it is delivered.
 */
export async function approveDestination(
  ctx: CarrierFilesContext,
  carrierId: number,
  destination: string,
  approvedBy: string,
): Promise<void> {
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const profile = await findCarrierProfile(db, carrierId, true);
    if (!profile) throw new ApiError(404, { message: CARRIER_FILE_MESSAGES.noSuchCarrier });
    const current = destinationOf(profile);
    if (!current) throw new ApiError(409, { message: CARRIER_FILE_MESSAGES.noSftpDestination });
    if (current !== destination) throw new ApiError(409, { message: CARRIER_FILE_MESSAGES.destinationChanged });
    await updateCarrierProfile(db, carrierId, {
      sftpApprovedDestination: current,
      sftpApprovedBy: approvedBy,
      sftpApprovedAt: now,
      updatedAt: profile.updatedAt,
    });
  });
  const waiting = await openDeliveryOf(ctx.db, carrierId);
  if (waiting?.status === 'failed' && waiting.error === CARRIER_FILE_MESSAGES.destinationPending) {
    await updateDelivery(ctx.db, waiting.id, { nextAttemptAt: now });
    await deliverFile(ctx, waiting.id, now);
  }
}

/** Delivers the failed files whose next attempt is due; answers how many this caller tried. */
export async function retryDueDeliveries(ctx: CarrierFilesContext, now = new Date()): Promise<number> {
  let tried = 0;
  for (const id of await dueRetries(ctx.db, now)) if (await deliverFile(ctx, id, now)) tried += 1;
  return tried;
}

/** Marks a file delivered by hand (written with --out for a manual upload) and records what it told. */
export async function markDeliveredByHand(ctx: CarrierFilesContext, id: number, where: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const row = await findDelivery(db, id);
    if (row?.status !== 'generated') return;
    await findCarrierProfile(db, row.carrierId, true);
    await applyFileLines(db, row.carrierId, id, row.mode);
    await updateDelivery(db, id, { status: 'delivered', deliveredAt: new Date(), deliveredTo: where });
  });
}
