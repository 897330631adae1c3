import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CatalogueFile } from '../../../schemas/catalogue/catalogue';

/**
 * The demo catalogue is a catalogue file (docs/catalogue-format.md; decision 0281): carriers, plans,
 * benefit figures, plan questions, agreement texts and rates under server/db/seed/catalogue/,
 * imported on the first start by the catalogue import (seed/catalogue.ts). The few seed modules that
 * refer to its rows (members' policies, carrier profiles, carrier rules, staff) read them here.
 */
export const DEMO_CATALOGUE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'catalogue');

let file: CatalogueFile | null = null;

/** The demo catalogue.json, parsed once. */
export function demoCatalogue(): CatalogueFile {
  file ??= JSON.parse(readFileSync(path.join(DEMO_CATALOGUE_DIR, 'catalogue.json'), 'utf8')) as CatalogueFile;
  return file;
}

/**
 * A demo carrier's database id: carriers keep the ids 1, 2, 3 ... in the file's order (the seed
 * writes them before the import, which then finds them unchanged), as the demo always had them.
 */
export function carrierId(code: string): number {
  const index = demoCatalogue().carriers.findIndex((c) => c.code === code);
  if (index < 0) throw new Error(`unknown demo carrier ${code}`);
  return index + 1;
}

/** A rate row of the demo's rate tables (open plan year, nationwide: the demo's only kind). */
interface DemoRate {
  planId: number;
  tier: 'IO' | 'IS' | 'IC' | 'IF';
  ageMin: number;
  ageMax: number;
  tobacco: boolean;
  monthlyCents: number;
}

let rates: DemoRate[] | null = null;

/** Every rate row of the demo's rate tables (a few thousand lines, read once; no quoted cells). */
export function demoRates(): DemoRate[] {
  rates ??= readdirSync(path.join(DEMO_CATALOGUE_DIR, 'rates'))
    .filter((name) => name.endsWith('.csv'))
    .sort()
    .flatMap((name) =>
      readFileSync(path.join(DEMO_CATALOGUE_DIR, 'rates', name), 'utf8')
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => {
          const [planId, tier, ageMin, ageMax, tobacco, premium] = line.split(',');
          return {
            planId: Number(planId),
            tier: tier as DemoRate['tier'],
            ageMin: Number(ageMin),
            ageMax: Number(ageMax),
            tobacco: tobacco === 'Y',
            monthlyCents: Math.round(Number(premium) * 100),
          };
        }),
    );
  return rates;
}
