import { createWriteStream } from 'node:fs';
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { RATE_COLUMNS, RATE_TIERS } from '../schemas/catalogue/rates';
import { zipsOfState } from '../server/domain/state';

/**
 * The catalogue of `npm run bench catalogue`: the demo catalogue's directory (server/db/seed/catalogue)
 * plus a carrier BENCH of `plans` dental plans (copies of plan 101's attributes, ids from 20001), each
 * rated for 4 tiers x 25 age bands x 10 rating areas (5 states, each split in two by its ZIPs, so no
 * ZIP is in no area): plans x 1,000 rate rows, written as one CSV streamed to disk.
 */

export const FIRST_ID = 20_001;
export const CATEGORY = 'DENTAL';
const STATES = ['GA', 'FL', 'NC', 'TN', 'AL'];
/** The bench's rates are in force from the start of this year to the end of the next (any day the bench runs). */
export const BENCH_RATE_YEAR = new Date().getUTCFullYear();

/** 25 bands: 0-17, then two years each from 18 to 63, then 64-120. */
const BANDS: Array<[number, number]> = [
  [0, 17],
  ...Array.from({ length: 23 }, (_, k): [number, number] => [18 + 2 * k, 19 + 2 * k]),
  [64, 120],
];

interface Area {
  code: string;
  state: string;
  name: string;
  zips: string[];
}

function areas(): Area[] {
  return STATES.flatMap((state) => {
    const zips = [...zipsOfState(state)].sort();
    const half = Math.ceil(zips.length / 2);
    return [
      { code: `${state}-B1`, state, name: `${state} bench north`, zips: zips.slice(0, half) },
      { code: `${state}-B2`, state, name: `${state} bench south`, zips: zips.slice(half) },
    ];
  });
}

/** Writes the fixture into `dir` (a new directory); answers the rate rows written (the demo's not counted). */
export async function writeCatalogueFixture(dir: string, plans: number): Promise<number> {
  const demo = path.resolve('server/db/seed/catalogue');
  await cp(demo, dir, { recursive: true });
  const file = JSON.parse(await readFile(path.join(demo, 'catalogue.json'), 'utf8')) as {
    carriers: Array<Record<string, unknown>>;
    plans: Array<Record<string, unknown> & { id: number }>;
    areas?: Area[];
  };
  const template = file.plans.find((p) => p.id === 101);
  if (!template) throw new Error('the demo catalogue has no plan 101');
  const all = areas();
  file.carriers.push({ code: 'BENCH', name: 'Bench Dental', logo: null, specialMessage: null });
  file.areas = [...(file.areas ?? []), ...all];
  for (let k = 0; k < plans; k++)
    file.plans.push({
      ...template,
      id: FIRST_ID + k,
      carrier: 'BENCH',
      planName: `Bench Dental ${k + 1}`,
      sort: 1000 + k,
      allowedTiers: null,
      tobaccoRated: false,
      questions: [],
      changePidTo: null,
    });
  await writeFile(path.join(dir, 'catalogue.json'), JSON.stringify(file));
  const out = createWriteStream(path.join(dir, 'rates', 'zz-bench.csv'));
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(`${RATE_COLUMNS.join(',')}\n`);
  let rows = 0;
  for (let k = 0; k < plans; k++) {
    const lines: string[] = [];
    for (const area of all)
      for (const [t, tier] of RATE_TIERS.entries())
        for (const [b, [lo, hi]] of BANDS.entries()) {
          const cents = 1500 + ((k * 7 + t * 900 + b * 55 + area.code.length) % 9000);
          lines.push(
            `${FIRST_ID + k},${tier},${lo},${hi},N,${(cents / 100).toFixed(2)},${BENCH_RATE_YEAR}-01-01,${BENCH_RATE_YEAR + 1}-12-31,,${area.code}\n`,
          );
          rows++;
        }
    await write(lines.join(''));
  }
  out.end();
  await once(out, 'finish');
  return rows;
}
