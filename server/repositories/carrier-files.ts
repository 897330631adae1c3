import { and, asc, desc, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { carrierDeliveries, carrierFileChunks, carrierFileLines, carrierMemberLines, carriers } from '../db/schema';
import type { CarrierLineState } from '../domain/carrier-changes';

/**
 * Queries of the carrier files (docs/decisions/0110-carrier-834-files.md): what the carrier was told of
 * each line, a file's lines and sealed pieces, and the delivery log. Profiles: carrier-profiles.ts;
 * coverages: carrier-coverages.ts.
 */

export type CarrierDeliveryRow = typeof carrierDeliveries.$inferSelect;

/** What the carrier was told of these lines (by key; one array parameter). */
export async function toldLinesOf(
  db: Db,
  carrierId: number,
  keys: readonly string[],
): Promise<Map<string, CarrierLineState>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select()
    .from(carrierMemberLines)
    .where(
      and(
        eq(carrierMemberLines.carrierId, carrierId),
        sql`${carrierMemberLines.lineKey} = ANY(${sql.param(keys)}::text[])`,
      ),
    );
  return new Map(
    rows.map((r) => [
      r.lineKey,
      {
        key: r.lineKey,
        subscriberId: r.subscriberId,
        personName: r.personName,
        plan: r.plan,
        status: r.status,
        contentHash: r.contentHash,
      },
    ]),
  );
}

/**
 * Records lines of a file being built: one INSERT of seven array parameters (unnest), whatever the
 * number of lines, so no statement's parameter count grows with them.
 */
export async function insertFileLines(db: Db, deliveryId: number, lines: readonly CarrierLineState[]): Promise<void> {
  if (lines.length === 0) return;
  const column = (pick: (l: CarrierLineState) => string) => sql.param(lines.map(pick));
  await db.execute(sql`
    INSERT INTO ${carrierFileLines} (delivery_id, line_key, subscriber_id, person_name, plan, status, content_hash)
    SELECT ${deliveryId}::int, * FROM unnest(
      ${column((l) => l.key)}::text[], ${column((l) => l.subscriberId)}::text[], ${column((l) => l.personName)}::text[],
      ${column((l) => l.plan)}::text[], ${column((l) => l.status)}::text[], ${column((l) => l.contentHash)}::text[])`);
}

/**
 * What the carrier holds after a delivered file, in SQL whatever the file's size: each of its lines as
 * the file told it; after a full file, every line it left out is cancelled (the carrier ends whoever a
 * full file does not name). Every line of the carrier then names this delivery.
 */
export async function applyFileLines(
  db: Db,
  carrierId: number,
  deliveryId: number,
  mode: 'change' | 'full',
): Promise<void> {
  const now = new Date();
  await db
    .update(carrierMemberLines)
    .set({ deliveryId, updatedAt: now, ...(mode === 'full' ? { status: 'cancelled' as const } : {}) })
    .where(eq(carrierMemberLines.carrierId, carrierId));
  await db.execute(sql`
    INSERT INTO ${carrierMemberLines} (carrier_id, line_key, subscriber_id, person_name, plan, status, content_hash, delivery_id, updated_at)
    SELECT ${carrierId}, line_key, subscriber_id, person_name, plan, status, content_hash, delivery_id, ${now}
    FROM ${carrierFileLines} WHERE delivery_id = ${deliveryId}
    ON CONFLICT (carrier_id, line_key) DO UPDATE SET
      subscriber_id = excluded.subscriber_id, person_name = excluded.person_name, plan = excluded.plan,
      status = excluded.status, content_hash = excluded.content_hash, delivery_id = excluded.delivery_id,
      updated_at = excluded.updated_at`);
}

/** Active lines the carrier holds that the full file `deliveryId` leaves out, by line key: what a full file would drop. */
export async function fullFileRemovalsOf(
  db: Db,
  carrierId: number,
  deliveryId: number,
): Promise<Array<{ subscriber_id: string; name: string; plan: string }>> {
  const rows = await db
    .select({
      subscriberId: carrierMemberLines.subscriberId,
      name: carrierMemberLines.personName,
      plan: carrierMemberLines.plan,
    })
    .from(carrierMemberLines)
    .where(
      and(
        eq(carrierMemberLines.carrierId, carrierId),
        eq(carrierMemberLines.status, 'active'),
        sql`NOT EXISTS (SELECT 1 FROM ${carrierFileLines} f WHERE f.delivery_id = ${deliveryId} AND f.line_key = ${carrierMemberLines.lineKey})`,
      ),
    )
    .orderBy(asc(carrierMemberLines.lineKey));
  return rows.map((r) => ({ subscriber_id: r.subscriberId, name: r.name, plan: r.plan }));
}

/** Stores one sealed piece of a file being built. */
export async function insertFileChunk(db: Db, deliveryId: number, seq: number, sealed: Uint8Array): Promise<void> {
  await db.insert(carrierFileChunks).values({ deliveryId, seq, sealed });
}

/** The next `limit` sealed pieces of a file after piece `after` (keyset, by place). */
export async function fileChunksAfter(
  db: Db,
  deliveryId: number,
  after: number,
  limit: number,
): Promise<Array<{ seq: number; sealed: Uint8Array }>> {
  return db
    .select({ seq: carrierFileChunks.seq, sealed: carrierFileChunks.sealed })
    .from(carrierFileChunks)
    .where(and(eq(carrierFileChunks.deliveryId, deliveryId), sql`${carrierFileChunks.seq} > ${after}`))
    .orderBy(asc(carrierFileChunks.seq))
    .limit(limit);
}

/** A file of before issue 27, sealed whole on its row, or null (the file is in pieces). */
export async function wholeSealedFile(db: Db, id: number): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ sealed: carrierDeliveries.sealedFile })
    .from(carrierDeliveries)
    .where(eq(carrierDeliveries.id, id));
  return row?.sealed ?? null;
}

export async function insertDelivery(db: Db, values: typeof carrierDeliveries.$inferInsert): Promise<number> {
  const [row] = await db.insert(carrierDeliveries).values(values).returning({ id: carrierDeliveries.id });
  if (!row) throw new Error('delivery log insert returned nothing');
  return row.id;
}

export async function updateDelivery(
  db: Db,
  id: number,
  values: Partial<typeof carrierDeliveries.$inferInsert>,
): Promise<void> {
  await db.update(carrierDeliveries).set(values).where(eq(carrierDeliveries.id, id));
}

/** Updates a row only while it is running; false when it is not (stopped meanwhile). */
export async function updateRunning(
  db: Db,
  id: number,
  values: Partial<typeof carrierDeliveries.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(carrierDeliveries)
    .set(values)
    .where(and(eq(carrierDeliveries.id, id), eq(carrierDeliveries.status, 'running')))
    .returning({ id: carrierDeliveries.id });
  return rows.length === 1;
}

/** The log row's summary: every column but the sealed file (a read of the log never loads a file). */
const { sealedFile: _sealedFile, ...summaryColumns } = getTableColumns(carrierDeliveries);
const deliveryWithCarrier = { ...summaryColumns, carrierName: carriers.name };

export type DeliveryWithCarrier = Omit<CarrierDeliveryRow, 'sealedFile'> & { carrierName: string };

export async function findDelivery(db: Db, id: number): Promise<DeliveryWithCarrier | null> {
  const [row] = await db
    .select(deliveryWithCarrier)
    .from(carrierDeliveries)
    .innerJoin(carriers, eq(carriers.id, carrierDeliveries.carrierId))
    .where(eq(carrierDeliveries.id, id))
    .limit(1);
  return row ?? null;
}

/** A page of the delivery log, newest first: at most `limit` rows before id `before` (keyset), summary columns only. */
export async function listDeliveries(
  db: Db,
  opts: { carrierId?: number | undefined; before?: number | undefined; limit: number },
): Promise<DeliveryWithCarrier[]> {
  return db
    .select(deliveryWithCarrier)
    .from(carrierDeliveries)
    .innerJoin(carriers, eq(carriers.id, carrierDeliveries.carrierId))
    .where(
      and(
        opts.carrierId === undefined ? undefined : eq(carrierDeliveries.carrierId, opts.carrierId),
        opts.before === undefined ? undefined : lt(carrierDeliveries.id, opts.before),
      ),
    )
    .orderBy(desc(carrierDeliveries.id))
    .limit(opts.limit);
}

/** How many files the log holds (of one carrier, or of all). */
export async function countDeliveries(db: Db, carrierId?: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(carrierDeliveries)
    .where(carrierId === undefined ? undefined : eq(carrierDeliveries.carrierId, carrierId));
  return row?.n ?? 0;
}

/** The statuses of a file not yet delivered or cancelled: a carrier's next run waits for it. */
const OPEN_STATUSES = ['running', 'generated', 'held', 'failed'] as const;

/** The carrier's file that is neither delivered, cancelled nor stopped (at most one exists), if any. */
export async function openDeliveryOf(db: Db, carrierId: number): Promise<DeliveryWithCarrier | null> {
  const [row] = await db
    .select(deliveryWithCarrier)
    .from(carrierDeliveries)
    .innerJoin(carriers, eq(carriers.id, carrierDeliveries.carrierId))
    .where(and(eq(carrierDeliveries.carrierId, carrierId), inArray(carrierDeliveries.status, [...OPEN_STATUSES])))
    .orderBy(desc(carrierDeliveries.id))
    .limit(1);
  return row ?? null;
}

/**
 * Runs whose build went silent before `silentSince` (its process ended or hung): each is stopped with
 * `error`, so the carrier's next run may start. Answers the ids stopped.
 */
export async function stopSilentRuns(db: Db, silentSince: Date, error: string, carrierId?: number): Promise<number[]> {
  const rows = await db
    .update(carrierDeliveries)
    .set({ status: 'stopped', error })
    .where(
      and(
        eq(carrierDeliveries.status, 'running'),
        lt(carrierDeliveries.progressAt, silentSince),
        carrierId === undefined ? undefined : eq(carrierDeliveries.carrierId, carrierId),
      ),
    )
    .returning({ id: carrierDeliveries.id });
  return rows.map((r) => r.id);
}

/**
 * Records a carrier's 999 for its delivery of `controlNumber`: accepted sets acknowledged_at (once);
 * rejected keeps the AK9 code as the error. Answers 1 when a delivery matched, else 0.
 */
export async function acknowledgeDelivery(
  db: Db,
  carrierId: number,
  controlNumber: number,
  ack: { code: string; accepted: boolean },
  at: Date,
): Promise<number> {
  const rows = await db
    .update(carrierDeliveries)
    .set(
      ack.accepted
        ? { acknowledgedAt: sql`coalesce(${carrierDeliveries.acknowledgedAt}, ${at})` }
        : { error: `Rejected by the carrier (999 AK9 ${ack.code.replace(/[^A-Z]/g, '').slice(0, 2)})` },
    )
    .where(and(eq(carrierDeliveries.carrierId, carrierId), eq(carrierDeliveries.controlNumber, controlNumber)))
    .returning({ id: carrierDeliveries.id });
  return rows.length;
}

/** Failed deliveries whose next attempt is due. */
export async function dueRetries(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: carrierDeliveries.id })
    .from(carrierDeliveries)
    .where(and(eq(carrierDeliveries.status, 'failed'), sql`${carrierDeliveries.nextAttemptAt} <= ${now}`))
    .orderBy(asc(carrierDeliveries.id));
  return rows.map((r) => r.id);
}

/**
 * Claims a due retry: moves its next attempt to `leaseUntil` only if it is still failed and due, so two
 * callers never deliver the same file at once. True when this caller got it.
 */
export async function claimDueRetry(db: Db, id: number, now: Date, leaseUntil: Date): Promise<boolean> {
  const rows = await db
    .update(carrierDeliveries)
    .set({ nextAttemptAt: leaseUntil })
    .where(
      and(
        eq(carrierDeliveries.id, id),
        eq(carrierDeliveries.status, 'failed'),
        sql`${carrierDeliveries.nextAttemptAt} <= ${now}`,
      ),
    )
    .returning({ id: carrierDeliveries.id });
  return rows.length === 1;
}
