import { Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { and, desc, eq, lt } from 'drizzle-orm';
import { RATE_COLUMNS, RATE_TIERS, formatPremium } from '../../schemas/catalogue/rates';
import type { Db } from '../db/client';
import { catalogueSnapshotChunks, catalogueSnapshots } from '../db/schema';
import type { Tx } from '../db/seed/context';
import { catalogueJsonOf } from './export';
import { liveRates, type LiveCatalogue } from './live';
import type { ProblemList } from './problems';
import { parseCatalogueJson, readRateCsv, RATES_DIR, type ReadCatalogue } from './read';
import { RateTable } from './rate-table';

/**
 * What a catalogue import replaced, kept so the import can be rolled back as a whole (issue 30,
 * decision 0290): taken inside the import's transaction just before it applies, from the same
 * live picture the diff read: catalogue.json's structure as JSON, and the rate rows as CSV in the
 * export's format, gzipped CHUNK_ROWS rows a row of catalogue_snapshot_chunks (memory holds one
 * chunk, whatever the catalogue's size). Rolling back imports the snapshot like any file: checked,
 * compared, applied in one transaction that bumps the catalogue version.
 */

const CHUNK_ROWS = 50_000;
const SNAPSHOT_RATES = `${RATES_DIR}/snapshot.csv`;

export async function takeSnapshot(tx: Tx, live: LiveCatalogue, versionBefore: number): Promise<number> {
  const [row] = await tx
    .insert(catalogueSnapshots)
    .values({ versionBefore, structure: catalogueJsonOf(live), rateRows: 0 })
    .returning({ id: catalogueSnapshots.id });
  const id = row?.id ?? 0;
  let lines: string[] = [];
  let seq = 0;
  let count = 0;
  const flush = async () => {
    if (!lines.length) return;
    await tx.insert(catalogueSnapshotChunks).values({ snapshotId: id, seq: seq++, csvGz: gzipSync(lines.join('')) });
    lines = [];
  };
  for await (const rows of liveRates(tx)) {
    for (const r of rows) {
      const cells = [r.plan_id, RATE_TIERS[r.tier], r.age_min, r.age_max, r.tobacco ? 'Y' : 'N'];
      const place = [r.effective_from ?? '', r.effective_to ?? '', r.state ?? '', r.area ?? ''];
      lines.push(`${cells.join(',')},${formatPremium(r.monthly_cents)},${place.join(',')}\n`);
      count++;
      if (lines.length >= CHUNK_ROWS) await flush();
    }
  }
  await flush();
  await tx.update(catalogueSnapshots).set({ rateRows: count }).where(eq(catalogueSnapshots.id, id));
  return id;
}

/** A snapshot as a read catalogue (its structure checked as an uploaded catalogue.json is), or null for an unknown id. */
export async function snapshotSource(db: Db, id: number, problems: ProblemList): Promise<ReadCatalogue | null> {
  const [snap] = await db.select().from(catalogueSnapshots).where(eq(catalogueSnapshots.id, id)).limit(1);
  if (!snap) return null;
  const source: ReadCatalogue = { file: null, partial: null, rates: new RateTable(), rateFiles: [SNAPSHOT_RATES] };
  Object.assign(source, parseCatalogueJson(JSON.stringify(snap.structure), problems));
  async function* csv() {
    yield `${RATE_COLUMNS.join(',')}\n`;
    for (let seq = 0; ; seq++) {
      const [chunk] = await db
        .select({ csvGz: catalogueSnapshotChunks.csvGz })
        .from(catalogueSnapshotChunks)
        .where(and(eq(catalogueSnapshotChunks.snapshotId, id), eq(catalogueSnapshotChunks.seq, seq)))
        .limit(1);
      if (!chunk) return;
      yield gunzipSync(chunk.csvGz).toString('utf8');
    }
  }
  await readRateCsv(Readable.from(csv()), SNAPSHOT_RATES, 0, source.rates, problems);
  return source;
}

export async function markSnapshot(db: Db, id: number, patch: { versionAfter?: number; rolledBack?: boolean }) {
  await db
    .update(catalogueSnapshots)
    .set({
      ...(patch.versionAfter !== undefined ? { versionAfter: patch.versionAfter } : {}),
      ...(patch.rolledBack ? { rolledBackAt: new Date() } : {}),
    })
    .where(eq(catalogueSnapshots.id, id));
}

/** The imports that can be rolled back, newest first, a page after the id `after`. */
export async function snapshotPage(db: Db, after: number | undefined, limit: number) {
  const rows = await db
    .select({
      id: catalogueSnapshots.id,
      createdAt: catalogueSnapshots.createdAt,
      versionBefore: catalogueSnapshots.versionBefore,
      versionAfter: catalogueSnapshots.versionAfter,
      rateRows: catalogueSnapshots.rateRows,
      rolledBackAt: catalogueSnapshots.rolledBackAt,
    })
    .from(catalogueSnapshots)
    .where(after === undefined ? undefined : lt(catalogueSnapshots.id, after))
    .orderBy(desc(catalogueSnapshots.id))
    .limit(limit);
  return rows;
}
