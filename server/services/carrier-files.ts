import type { CarrierFileMode, DeliveryLogEntry } from '../../schemas/api/carrier-files';
import { CARRIER_FILE_MESSAGES } from '../../schemas/messages';
import {
  carrierFileName,
  changedLines,
  personMaintenance,
  type CarrierLineState,
  type LineMaintenance,
} from '../domain/carrier-changes';
import type { Db } from '../db/client';
import { describeError } from '../db/errors';
import { ApiError } from '../plugins/envelope';
import {
  allocateControlNumber,
  findCarrierProfile,
  updateCarrierProfile,
  type CarrierProfileRow,
} from '../repositories/carrier-profiles';
import {
  countCarrierPolicies,
  coveragesOfPolicies,
  factsOfPolicies,
  membersOfPolicies,
  policiesBySponsor,
  stepsOfPolicies,
  type CoverageRow,
} from '../repositories/carrier-coverages';
import {
  fullFileRemovalsOf,
  insertDelivery,
  insertFileLines,
  openDeliveryOf,
  stopSilentRuns,
  toldLinesOf,
  updateDelivery,
  updateRunning,
  type DeliveryWithCarrier,
} from '../repositories/carrier-files';
import { tabsOfFields, VersionRules } from './carrier-answers';
import { mustFind, type CarrierFilesContext } from './carrier-file-context';
import { deliverFile } from './carrier-file-deliveries';
import { SealedPieces } from './carrier-file-pieces';
import { carrierLines, lineState, type CarrierLine, type SponsorInfo } from './carrier-lines';
import { Writer834, type MaintenanceType, type Member834 } from './x12/build-834';

/**
 * Running carrier files (docs/decisions/0110-carrier-834-files.md); their pieces at rest are
 * carrier-file-pieces.ts, their delivery, confirmation and retries carrier-file-deliveries.ts.
 * A run is logged as running in a short transaction that locks the carrier's profile and takes the
 * next control number; the file is then built a step of members at a time (issue 27: bounded memory
 * whatever the book's size, progress on the log row, the event loop free between steps) into sealed
 * pieces, and delivered; once delivered, what the carrier was told is recorded. A full file that
 * would drop someone the carrier has active is held until an administrator confirms it. A build that
 * fails, or whose process ends, is stopped with the reason and never blocks the carrier's next run.
 */

/** Members (policies) read, turned into lines and written per step of a build. */
const POLICIES_PER_STEP = 500;
/** Policies turned into lines and X12 between two turns of the event loop. */
const POLICIES_PER_SLICE = 50;
/** A running build that wrote nothing for this long is taken as stopped (its process ended). */
const DEFAULT_SILENT_RUN_MS = 5 * 60 * 1000;

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
    progress: { done: row.progressDone, total: row.progressTotal },
    created_at: row.createdAt.toISOString(),
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    acknowledged_at: row.acknowledgedAt?.toISOString() ?? null,
    held_removals: row.heldRemovals ?? null,
  };
}

/** The members of one step of a file, by person in policy and person order, with their sponsor. */
function membersOf(
  changes: ReadonlyArray<{ line: CarrierLine; maintenance: MaintenanceType }>,
): Array<{ sponsor: SponsorInfo; member: Member834 }> {
  const people = new Map<string, { sponsor: SponsorInfo; member: Member834; types: MaintenanceType[] }>();
  for (const { line, maintenance } of changes) {
    let person = people.get(line.personKey);
    if (!person) {
      person = { sponsor: line.sponsor, member: { ...line.member, maintenance, coverages: [] }, types: [] };
      people.set(line.personKey, person);
    }
    person.types.push(maintenance);
    person.member.coverages.push({ ...line.coverage, maintenance });
    // A person's INS03 is their lines' one type (else 001); eligibility ends only when every line ends.
    const types = person.types;
    person.member.maintenance = types.every((t) => t === '030') ? '030' : personMaintenance(types as LineMaintenance[]);
    if (person.member.maintenance !== '024') person.member.eligibilityEnd = undefined;
    else person.member.eligibilityEnd = line.member.eligibilityEnd;
  }
  return [...people.values()];
}

/** The platform as the sponsor of an empty file (a change run that found nothing still sends its envelope). */
function emptySponsor(profile: CarrierProfileRow): SponsorInfo {
  return { name: 'OpenEnroll', idQualifier: '94', id: profile.senderId, policyNumber: 'NOCHANGE' };
}

/** A carrier has at most one file not yet delivered or cancelled: a new run waits for it (or for its build). */
function refuseOpen(open: { status: string } | null): void {
  if (open?.status === 'running') throw new ApiError(409, { message: CARRIER_FILE_MESSAGES.runInProgress });
  if (open) throw new ApiError(409, { message: CARRIER_FILE_MESSAGES.openFile });
}

/** Coverage rows (by policy) in consecutive slices of at most `policies` policies. */
function* slices(rows: readonly CoverageRow[], policies: number): Generator<CoverageRow[]> {
  let part: CoverageRow[] = [];
  let count = 0;
  for (const row of rows) {
    if (part[part.length - 1]?.policyId !== row.policyId) {
      if (count === policies) {
        yield part;
        part = [];
        count = 0;
      }
      count += 1;
    }
    part.push(row);
  }
  if (part.length > 0) yield part;
}

/** A run of a carrier file: its log row as it started, and the row once built (and delivered). */
export interface CarrierRun {
  started: DeliveryWithCarrier;
  finished: Promise<DeliveryWithCarrier>;
}

interface Started {
  id: number;
  profile: CarrierProfileRow;
  mode: CarrierFileMode;
  control: number;
}

/**
 * Starts a change or full file for a carrier: in one short transaction it locks the profile, stops a
 * silent run, refuses when a file is still open, takes the next control number and logs the run as
 * running. The file is then built (finished), a step of members at a time, and delivered unless held.
 * A build that fails leaves the row stopped with the reason: nothing was sent and the next run may start.
 */
export async function startCarrierFile(
  ctx: CarrierFilesContext,
  carrierId: number,
  opts: { mode?: CarrierFileMode | undefined; now?: Date; deliver?: boolean } = {},
): Promise<CarrierRun> {
  const now = opts.now ?? new Date();
  const started = await ctx.db.transaction(async (tx): Promise<Started> => {
    const db = tx as unknown as Db;
    const profile = await findCarrierProfile(db, carrierId, true);
    if (!profile) throw new ApiError(404, { message: CARRIER_FILE_MESSAGES.noSuchCarrier });
    await stopSilentRuns(db, silentSince(ctx), CARRIER_FILE_MESSAGES.runSilent, carrierId);
    refuseOpen(await openDeliveryOf(db, carrierId));
    const mode = opts.mode ?? profile.defaultMode;
    const control = await allocateControlNumber(db, carrierId);
    const id = await insertDelivery(db, {
      carrierId,
      fileName: carrierFileName(profile.fileNamePattern, { carrier: profile.carrierCode, control, mode, at: now }),
      mode,
      status: 'running',
      memberCount: 0,
      subscriberCount: 0,
      controlNumber: control,
      sha256: '',
      progressTotal: await countCarrierPolicies(db, carrierId),
      progressAt: new Date(),
      createdAt: now,
    });
    await updateCarrierProfile(db, carrierId, { lastRunAt: now, updatedAt: profile.updatedAt });
    return { id, profile, mode, control };
  });
  const finished = (async () => {
    try {
      await buildFile(ctx, started, now);
    } catch (err) {
      await updateDelivery(ctx.db, started.id, {
        status: 'stopped',
        error: CARRIER_FILE_MESSAGES.buildFailed(buildErrorCode(err)),
      });
      return mustFind(ctx.db, started.id);
    }
    const built = await mustFind(ctx.db, started.id);
    if (built.status === 'generated' && opts.deliver !== false) await deliverFile(ctx, started.id, now);
    return mustFind(ctx.db, started.id);
  })();
  return { started: await mustFind(ctx.db, started.id), finished };
}

/** What stopped a build, as a code (a database's SQLSTATE, a system error's code, else ERROR): never a value. */
function buildErrorCode(err: unknown): string {
  const described = describeError(err);
  return described.sqlstate ?? described.error_code ?? 'ERROR';
}

/** Runs a change or full file for a carrier to the end: builds and logs it, then delivers it unless it is held. */
export async function runCarrierFile(
  ctx: CarrierFilesContext,
  carrierId: number,
  opts: { mode?: CarrierFileMode | undefined; now?: Date; deliver?: boolean } = {},
): Promise<DeliveryWithCarrier> {
  return (await startCarrierFile(ctx, carrierId, opts)).finished;
}

function silentSince(ctx: CarrierFilesContext): Date {
  return new Date(Date.now() - (ctx.silentRunMs ?? DEFAULT_SILENT_RUN_MS));
}

/** Stops the runs that went silent (their process ended): the log says so, and their carriers may run again. */
export async function stopSilentCarrierRuns(ctx: CarrierFilesContext): Promise<number[]> {
  return stopSilentRuns(ctx.db, silentSince(ctx), CARRIER_FILE_MESSAGES.runSilent);
}

/**
 * Records a step of a running build; throws when the run is no longer running (taken as stopped
 * meanwhile) or the server is closing.
 */
async function stillRunning(
  ctx: CarrierFilesContext,
  id: number,
  values: Parameters<typeof updateRunning>[2],
): Promise<void> {
  if (ctx.stopping?.aborted) throw Object.assign(new Error('server stopping'), { code: 'SERVER_STOPPING' });
  if (!(await updateRunning(ctx.db, id, values)))
    throw Object.assign(new Error('run stopped'), { code: 'RUN_STOPPED' });
}

/**
 * Builds the file of a started run, a step of POLICIES_PER_STEP policies at a time (by sponsor, then
 * policy): each step's lines are read, compared with what the carrier was told (a change file),
 * recorded, and its members written into sealed pieces; the run's progress is saved and the event loop
 * is given back between steps. One transaction set per sponsor, in the order of its first policy.
 */
async function buildFile(ctx: CarrierFilesContext, run: Started, now: Date): Promise<void> {
  const { db, encryptionKey: key } = ctx;
  const { id, profile, mode, control } = run;
  const carrierId = profile.carrierId;
  const pieces = new SealedPieces(db, id, key);
  const writer = new Writer834({
    envelope: {
      senderQualifier: profile.senderQualifier,
      senderId: profile.senderId,
      receiverQualifier: profile.receiverQualifier,
      receiverId: profile.receiverId,
      controlNumber: control,
      createdAt: now,
      usage: 'P',
    },
    mode,
    payer: { name: profile.carrierName, id: profile.receiverId },
  });
  await pieces.write(writer.open());
  let done = 0;
  let sets = 0;
  // The versions the policies were filled against, each read once a file: which answers go in loop 2700.
  const versions = new VersionRules(db);
  const answerFields = (row: CoverageRow) => versions.fields(row.rulesVersion, '834');
  for (const { ids: sponsorIds } of await policiesBySponsor(db, carrierId)) {
    let inSet = false;
    for (let start = 0; start < sponsorIds.length; start += POLICIES_PER_STEP) {
      const ids = sponsorIds.slice(start, start + POLICIES_PER_STEP);
      const rows = await coveragesOfPolicies(db, carrierId, ids);
      // One after another: the reads may share one connection.
      await versions.load(rows.map((r) => r.rulesVersion));
      const steps = await stepsOfPolicies(db, ids, tabsOfFields(versions.allFields('834')));
      const facts = await factsOfPolicies(db, ids);
      const onFile = await membersOfPolicies(db, ids);
      const fileLines: CarrierLineState[] = [];
      // Turned into lines and written a slice of the step at a time, giving the event loop back in between.
      for (const part of slices(rows, POLICIES_PER_SLICE)) {
        const lines = carrierLines(part, { steps, facts, onFile, answerFields }, profile, key);
        const changes: Array<{ line: CarrierLine; maintenance: MaintenanceType }> =
          mode === 'change'
            ? changedLines(
                lines,
                await toldLinesOf(
                  db,
                  carrierId,
                  lines.map((l) => l.key),
                ),
              )
            : lines.filter((l) => l.status === 'active').map((line) => ({ line, maintenance: '030' as const }));
        for (const c of changes) fileLines.push(lineState(c.line));
        for (const { sponsor: info, member } of membersOf(changes)) {
          if (!inSet) {
            await pieces.write(writer.startSet(info));
            inSet = true;
          }
          await pieces.write(writer.member(member));
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
      await insertFileLines(db, id, fileLines);
      done += ids.length;
      await stillRunning(ctx, id, { progressDone: done, progressAt: new Date() });
    }
    if (inSet) {
      await pieces.write(writer.endSet());
      sets += 1;
    }
  }
  if (sets === 0) {
    await pieces.write(writer.startSet(emptySponsor(profile)));
    await pieces.write(writer.endSet());
  }
  await pieces.write(writer.close());
  const sha256 = await pieces.end();
  // What the carrier holds active (the last full file as amended by the change files since) and this file drops.
  const held = mode === 'full' ? await fullFileRemovalsOf(db, carrierId, id) : [];
  await stillRunning(ctx, id, {
    status: held.length > 0 ? 'held' : 'generated',
    memberCount: writer.members,
    subscriberCount: writer.subscribers,
    sha256,
    heldRemovals: held.length > 0 ? held : null,
    progressDone: done,
    progressAt: new Date(),
  });
}
