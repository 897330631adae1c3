import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers/build-app';
import { listingAnswers } from '../helpers/listing-answers';

/**
 * The demo catalogue answers as it did when it was TypeScript seed code (issue 30): the fixture was
 * written from the seed of commit 58c6984 (WRITE_DEMO_ANSWERS=1 writes it again), before the demo
 * catalogue became a catalogue file; a fresh start must give the same listing, plan pages,
 * comparisons, cart and quote.
 */

const FIXTURE = new URL('../fixtures/demo-catalogue-answers.json', import.meta.url);

describe('the demo catalogue answers', () => {
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
    for (const key of Object.keys(expected)) expect(answers[key], key).toEqual(expected[key]);
  });
});
