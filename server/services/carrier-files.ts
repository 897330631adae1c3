import { createHash } from 'node:crypto';
import type { CarrierFileMode, DeliveryLogEntry, HeldRemoval } from '../../schemas/api/carrier-files';
import { CARRIER_FILE_MESSAGES } from '../../schemas/messages';
import {
  carrierFileName,
  changedLines,
  fullFileRemovals,
  personMaintenance,
  snapshotAfter,
  type CarrierLineState,
  type LineMaintenance,
} from '../domain/carrier-changes';
import type { Db } from '../db/client';
import { ApiError } from '../plugins/envelope';
import {
  allocateControlNumber,
  claimDueRetry,
  dueRetries,
  findCarrierProfile,
  findDelivery,
  insertDelivery,
  openDeliveryOf,
  saveToldLines,
  toldLines,
  updateCarrierProfile,
  updateDelivery,
  type CarrierProfileRow,
  type DeliveryWithCarrier,
} from '../repositories/carrier-files';
import { dropDirectoryAdapter, sftpAdapter, type DeliveryAdapter } from './carrier-delivery';
import { sftpDestination, type HostLookup } from './sftp-destination';
import { carrierLines, lineState, type CarrierLine } from './carrier-lines';
import { decryptField, openBytes, sealBytes } from './field-crypto';
import { deliveryErrorCode, retryDelayMs } from './outbox-worker';
import type { MaintenanceType, Member834, Sponsor834 } from './x12/build-834';

/**
 * Running, delivering, confirming and retrying carrier files (docs/decisions/0110-carrier-834-files.md).
 * A run builds the file inside one transaction that locks the carrier's profile, takes the next
 * control number and writes the delivery log row with the file sealed; delivery happens after the
 * commit and, once it succeeds, records what the carrier was told. A full file that would drop
 * someone the carrier has active is held until an administrator confirms it.
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
}

const DEFAULT_MAX_ATTEMPTS = 5;
const MAX_RETRY_MS = 60 * 60 * 1000;
/** How long a claimed retry is kept from other callers while it is delivered. */
const RETRY_LEASE_MS = 10 * 60 * 1000;

/** The log row as the contract answers it. */
export function deliveryEntry(row: DeliveryWithCarrier): DeliveryLogEntry {
  return {
    id: row.id,
    carrier_id: row.carrierId,
    carrier_name: row.carrierName,
    file_name: row.fileName,
    mode: row.mode,
    status: row.status,
    member_count: row.memberCount,
    subscriber_count: row.subscriberCount,
    control_number: row.controlNumber,
    sha256: row.sha256,
    attempts: row.attempts,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    acknowledged_at: row.acknowledgedAt?.toISOString() ?? null,
    held_removals: row.heldRemovals ?? null,
  };
}

/** The members of one file, grouped by sponsor and person, in policy and person order. */
function sponsorsOf(changes: ReadonlyArray<{ line: CarrierLine; maintenance: MaintenanceType }>): Sponsor834[] {
  const sponsors = new Map<string, Sponsor834>();
  const people = new Map<string, { member: Member834; types: MaintenanceType[] }>();
  for (const { line, maintenance } of changes) {
    const sponsorKey = `${line.sponsor.idQualifier}:${line.sponsor.id}`;
    let sponsor = sponsors.get(sponsorKey);
    if (!sponsor) {
      sponsor = { ...line.sponsor, members: [] };
      sponsors.set(sponsorKey, sponsor);
    }
    let person = people.get(line.personKey);
    if (!person) {
      person = { member: { ...line.member, maintenance, coverages: [] }, types: [] };
      people.set(line.personKey, person);
      sponsor.members.push(person.member);
    }
    person.types.push(maintenance);
    person.member.coverages.push({ ...line.coverage, maintenance });
    // A person's INS03 is their lines' one type (else 001); eligibility ends only when every line ends.
    const types = person.types;
    person.member.maintenance = types.every((t) => t === '030') ? '030' : personMaintenance(types as LineMaintenance[]);
    if (person.member.maintenance !== '024') person.member.eligibilityEnd = undefined;
    else person.member.eligibilityEnd = line.member.eligibilityEnd;
  }
  return [...sponsors.values()];
}

/** The platform as the sponsor of an empty file (a change run that found nothing still sends its envelope). */
function emptySponsor(profile: CarrierProfileRow): Sponsor834 {
  return { name: 'OpenEnroll', idQualifier: '94', id: profile.senderId, policyNumber: 'NOCHANGE', members: [] };
}

/** A carrier has at most one file not yet delivered or cancelled: a new run waits for it. */
function refuseOpen(open: { status: string } | null): void {
  if (open) throw new ApiError(409, { message: CARRIER_FILE_MESSAGES.openFile });
}

/** Runs a change or full file for a carrier: builds and logs it, then delivers it unless it is held. */
export async function runCarrierFile(
  ctx: CarrierFilesContext,
  carrierId: number,
  opts: { mode?: CarrierFileMode | undefined; now?: Date; deliver?: boolean } = {},
): Promise<DeliveryWithCarrier> {
  const now = opts.now ?? new Date();
  const created = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const profile = await findCarrierProfile(db, carrierId, true);
    if (!profile) throw new ApiError(404, { message: CARRIER_FILE_MESSAGES.noSuchCarrier });
    refuseOpen(await openDeliveryOf(db, carrierId));
    const fileMode = opts.mode ?? profile.defaultMode;
    const lines = await carrierLines(db, profile, ctx.encryptionKey);
    const told = await toldLines(db, carrierId);

    let changes: Array<{ line: CarrierLine; maintenance: MaintenanceType }>;
    let held: HeldRemoval[] | null = null;
    if (fileMode === 'change') {
      changes = changedLines(lines, told);
    } else {
      const active = lines.filter((l) => l.status === 'active');
      changes = active.map((line) => ({ line, maintenance: '030' as const }));
      // What the carrier holds active (the last full file as amended by the change files since) and this file drops.
      const removals = fullFileRemovals([...told.values()], new Set(active.map((l) => l.key)));
      if (removals.length > 0) held = removals;
    }

    const control = await allocateControlNumber(db, carrierId);
    const sponsors = sponsorsOf(changes);
    // node-x12 loads with the first file, not when the server starts.
    const [{ build834 }, { check834 }] = await Promise.all([import('./x12/build-834'), import('./x12/check-834')]);
    const plain = build834({
      envelope: {
        senderQualifier: profile.senderQualifier,
        senderId: profile.senderId,
        receiverQualifier: profile.receiverQualifier,
        receiverId: profile.receiverId,
        controlNumber: control,
        createdAt: now,
        usage: 'P',
      },
      mode: fileMode,
      payer: { name: profile.carrierName, id: profile.receiverId },
      sponsors: sponsors.length > 0 ? sponsors : [emptySponsor(profile)],
    });
    const checked = check834(plain);
    if (checked.problems.length > 0) throw new Error(`834 trailers: ${checked.problems.join('; ')}`);
    const bytes = Buffer.from(plain, 'utf8');
    const fileLines: CarrierLineState[] = changes.map((c) => lineState(c.line));
    const row = await insertDelivery(db, {
      carrierId,
      fileName: carrierFileName(profile.fileNamePattern, {
        carrier: profile.carrierCode,
        control,
        mode: fileMode,
        at: now,
      }),
      mode: fileMode,
      status: held ? 'held' : 'generated',
      memberCount: checked.members,
      subscriberCount: checked.subscribers,
      controlNumber: control,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      sealedFile: sealBytes(bytes, ctx.encryptionKey),
      lines: fileLines,
      heldRemovals: held,
      createdAt: now,
    });
    await updateCarrierProfile(db, carrierId, { lastRunAt: now, updatedAt: profile.updatedAt });
    return row;
  });
  if (created.status === 'generated' && opts.deliver !== false) await deliverFile(ctx, created.id, now);
  return mustFind(ctx.db, created.id);
}

async function mustFind(db: Db, id: number): Promise<DeliveryWithCarrier> {
  const row = await findDelivery(db, id);
  if (!row) throw new ApiError(404, { message: CARRIER_FILE_MESSAGES.noSuchDelivery });
  return row;
}

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
  let deliveredTo: string;
  try {
    deliveredTo = await adapterOf(ctx, profile).deliver(row.fileName, openBytes(row.sealedFile, ctx.encryptionKey));
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
    const max = ctx.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    await updateDelivery(ctx.db, id, {
      status: 'failed',
      attempts,
      error: `Delivery failed (${deliveryErrorCode(err)}), attempt ${attempts} of ${max}`,
      nextAttemptAt:
        attempts < max
          ? new Date(now.getTime() + retryDelayMs(attempts, ctx.retryBaseMs ?? 60_000, MAX_RETRY_MS))
          : null,
    });
    return true;
  }
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await findCarrierProfile(db, row.carrierId, true);
    const told = await toldLines(db, row.carrierId);
    await saveToldLines(db, row.carrierId, snapshotAfter(told, row.lines as CarrierLineState[], row.mode), id);
    await updateDelivery(db, id, {
      status: 'delivered',
      attempts,
      error: null,
      nextAttemptAt: null,
      deliveredAt: new Date(),
      deliveredTo,
    });
  });
  return true;
}

/** The delivery, if the caller's scope (a carrier id, or null for every carrier) covers it. */
async function deliveryInScope(db: Db, id: number, carrierScope: number | null): Promise<DeliveryWithCarrier> {
  const row = await findDelivery(db, id);
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
  const row = await deliveryInScope(ctx.db, id, carrierScope);
  if (row.status !== 'held') throw new ApiError(409, { message: CARRIER_FILE_MESSAGES.notHeld });
  await updateDelivery(ctx.db, id, { status: 'generated' });
  await deliverFile(ctx, id);
  return mustFind(ctx.db, id);
}

/** Cancels a held or failed file (it is never delivered; a new run starts from what the carrier was told). */
export async function cancelDelivery(
  ctx: CarrierFilesContext,
  id: number,
  carrierScope: number | null,
): Promise<DeliveryWithCarrier> {
  const row = await deliveryInScope(ctx.db, id, carrierScope);
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

/** The plain file of a logged delivery, for a manual upload (the command's --out). */
export async function plainFileOf(ctx: CarrierFilesContext, id: number): Promise<Buffer> {
  const row = await mustFind(ctx.db, id);
  return openBytes(row.sealedFile, ctx.encryptionKey);
}

/** Marks a file delivered by hand (written with --out for a manual upload) and records what it told. */
export async function markDeliveredByHand(ctx: CarrierFilesContext, id: number, where: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const row = await findDelivery(db, id);
    if (row?.status !== 'generated') return;
    await findCarrierProfile(db, row.carrierId, true);
    const told = await toldLines(db, row.carrierId);
    await saveToldLines(db, row.carrierId, snapshotAfter(told, row.lines as CarrierLineState[], row.mode), id);
    await updateDelivery(db, id, { status: 'delivered', deliveredAt: new Date(), deliveredTo: where });
  });
}
