import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers/build-app';
import { listingAnswers } from '../helpers/listing-answers';
import { exportToTemp, importDir } from '../helpers/catalogue';
import { DEMO_CATALOGUE_DIR } from '../../server/db/seed/demo-file';
import { readCatalogueVersion } from '../../server/services/catalogue-version';

/**
 * The demo catalogue answers as it did when it was TypeScript seed code (issue 30): the fixture was
 * written from the seed of commit 58c6984 (WRITE_DEMO_ANSWERS=1 writes it again), before the demo
 * catalogue became a catalogue file; a fresh start must give the same listing, plan pages,
 * comparisons, cart and quote.
 */

const FIXTURE = new URL('../fixtures/demo-catalogue-answers.json', import.meta.url);

/**
 * Plan question and option ids are the database's numbering (the catalogue file names questions by
 * their plan and order, and the import numbers them): compared as the order they come in.
 */
function questionNumbering(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(questionNumbering);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, /^(question_id|option_id)$/.test(k) ? '<id>' : questionNumbering(v)]),
    );
  return value;
}

describe('the demo catalogue file', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  it("gives the listing, plan pages, comparisons, cart and quote of today's seed", async () => {
    const answers = await listingAnswers(app);
    if (process.env.WRITE_DEMO_ANSWERS === '1') await writeFile(FIXTURE, `${JSON.stringify(answers, null, 1)}\n`);
    const expected = JSON.parse(await readFile(FIXTURE, 'utf8')) as Record<string, unknown>;
    expect(Object.keys(answers)).toEqual(Object.keys(expected));
    for (const key of Object.keys(expected))
      expect(questionNumbering(answers[key]), key).toEqual(questionNumbering(expected[key]));
  });

  it('imports its own export, and the committed file, as a no-op (empty diff, same version)', async () => {
    const version = await readCatalogueVersion(app.db);
    const exported = await exportToTemp(app);
    try {
      for (const dir of [exported, DEMO_CATALOGUE_DIR]) {
        const report = await importDir(app, dir);
        expect(report.problems, dir).toEqual([]);
        expect(report.empty, dir).toBe(true);
        expect(report.applied, dir).toBe(false);
      }
      // The export is the committed file, item by item (the committed one is Prettier-formatted).
      expect(JSON.parse(await readFile(`${exported}/catalogue.json`, 'utf8'))).toEqual(
        JSON.parse(await readFile(`${DEMO_CATALOGUE_DIR}/catalogue.json`, 'utf8')),
      );
      for (const name of await readdir(`${DEMO_CATALOGUE_DIR}/rates`))
        expect(await readFile(`${exported}/rates/${name}`, 'utf8'), name).toBe(
          await readFile(`${DEMO_CATALOGUE_DIR}/rates/${name}`, 'utf8'),
        );
      expect(await readCatalogueVersion(app.db)).toBe(version);
    } finally {
      await rm(exported, { recursive: true, force: true });
    }
  });
});
