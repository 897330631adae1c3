import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import {
  CATALOGUE_FORMAT,
  CATALOGUE_FORMAT_VERSION,
  type CatalogueFile,
  type CataloguePlan,
} from '../../schemas/catalogue/catalogue';
import { RATE_COLUMNS, RATE_TIERS, formatPremium } from '../../schemas/catalogue/rates';
import type { Db } from '../db/client';
import { liveRates, readLiveCatalogue, type LiveCatalogue } from './live';
import { normalPlan } from './normal';
import { CATALOGUE_JSON, RATES_DIR } from './read';

/** The live structure as catalogue.json holds it (empty bundleOf left out: the schema wants 2 to 5). */
export function catalogueJsonOf(live: LiveCatalogue): CatalogueFile {
  return {
    format: CATALOGUE_FORMAT,
    formatVersion: CATALOGUE_FORMAT_VERSION,
    carriers: live.carriers,
    singlePlanCategories: live.singlePlanCategories,
    agreements: live.agreements,
    ...(live.areas.length ? { areas: live.areas } : {}),
    // The database's checks hold question flags to 0 and 1, which the schema's type spells out.
    plans: live.plans.map((p) => {
      const { bundleOf, ...rest } = normalPlan(p as unknown as CataloguePlan);
      return (bundleOf.length ? { ...rest, bundleOf } : rest) as unknown as CataloguePlan;
    }),
  };
}

export interface ExportSummary {
  carriers: number;
  plans: number;
  rates: number;
  rateFiles: string[];
}

async function writeLine(out: WriteStream, line: string): Promise<void> {
  if (!out.write(line)) await once(out, 'drain');
}

/**
 * Writes the live catalogue into `dir` (docs/catalogue-format.md): catalogue.json and one rate
 * table per carrier, rates/<carrier code>.csv, streamed from a cursor in one read-only
 * transaction (a consistent picture: the structure and the rates of one moment).
 */
export async function exportCatalogue(db: Db, dir: string): Promise<ExportSummary> {
  await mkdir(path.join(dir, RATES_DIR), { recursive: true });
  return db.transaction(
    async (tx) => {
      const live = await readLiveCatalogue(tx);
      await writeFile(path.join(dir, CATALOGUE_JSON), `${JSON.stringify(catalogueJsonOf(live), null, 2)}\n`);
      const carrierOf = new Map(live.plans.map((p) => [p.id, p.carrier.toLowerCase()]));
      const files = new Map<string, WriteStream>();
      let rates = 0;
      try {
        for await (const rows of liveRates(tx)) {
          for (const r of rows) {
            const name = `${carrierOf.get(r.plan_id) ?? 'unknown'}.csv`;
            let out = files.get(name);
            if (!out) {
              out = createWriteStream(path.join(dir, RATES_DIR, name));
              files.set(name, out);
              await writeLine(out, `${RATE_COLUMNS.join(',')}\n`);
            }
            const cells = [r.plan_id, RATE_TIERS[r.tier], r.age_min, r.age_max, r.tobacco ? 'Y' : 'N'];
            const place = [r.effective_from ?? '', r.effective_to ?? '', r.state ?? '', r.area ?? ''];
            await writeLine(out, `${cells.join(',')},${formatPremium(r.monthly_cents)},${place.join(',')}\n`);
            rates++;
          }
        }
      } finally {
        await Promise.all([...files.values()].map((f) => new Promise((resolve) => f.end(resolve))));
      }
      return {
        carriers: live.carriers.length,
        plans: live.plans.length,
        rates,
        rateFiles: [...files.keys()].sort().map((n) => `${RATES_DIR}/${n}`),
      };
    },
    { accessMode: 'read only', isolationLevel: 'repeatable read' },
  );
}
