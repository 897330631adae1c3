import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { rm } from 'node:fs/promises';
import { carriers, cartLines, planPricing } from '../../server/db/schema';
import { readCatalogueVersion } from '../../server/services/catalogue-version';
import { caller, newVisitorEnrollment, openSession, type CartSession } from '../helpers/cart-fixtures';
import { buildTestApp } from '../helpers/build-app';
import { copyCatalogue, editCsv, editJson, exportToTemp, importDir } from '../helpers/catalogue';

/**
 * The catalogue file's import (issue 30, docs/catalogue-format.md): export then import is a no-op;
 * every problem is named by file, row and column and refuses the whole import; a refused import
 * (found by the checks or by the database) leaves the live catalogue and its version as they were;
 * a real change shows in the listing with the version bumped.
 */

interface Card {
  plan_id: number;
  plan_name: string;
  tier_price: Array<{ tier: string; price_male_nons: number }>;
}

describe('catalogue import', () => {
  let app: FastifyInstance;
  let session: CartSession;
  let exported: string;
  const dirs: string[] = [];
  beforeAll(async () => {
    app = await buildTestApp();
    session = await openSession(app);
    exported = await exportToTemp(app);
    dirs.push(exported);
  });
  afterAll(async () => {
    await app.close();
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  const edited = async () => {
    const d = await copyCatalogue(exported);
    dirs.push(d);
    return d;
  };
  const dental = async () => {
    const id = await newVisitorEnrollment(app, session);
    const res = await caller(app, session.token).get(`get-filtered-plans?enrollment_id=${id}&categories=DENTAL`);
    return res.json().data.result as Card[];
  };
  const version = () => readCatalogueVersion(app.db);

  it('imports its own export as a no-op: an empty diff, nothing written, the version kept', async () => {
    const before = await version();
    const dry = await importDir(app, exported, true);
    expect(dry.problems).toEqual([]);
    expect(dry.empty).toBe(true);
    const real = await importDir(app, exported);
    expect(real).toMatchObject({ problemCount: 0, empty: true, applied: false });
    expect(real.diff?.rates).toMatchObject({ added: 0, removed: 0, changed: 0 });
    expect(real.rateRows).toBeGreaterThan(800);
    expect(await version()).toBe(before);
  });

  it('names every problem by file, row and column and imports nothing', async () => {
    const dir = await edited();
    await editJson(dir, (c) => {
      c.plans[0]!.carrier = 'NOPE';
      c.plans[1]!.benefits = { ...c.plans[1]!.benefits, hsa_eligible: true };
      c.carriers[0]!.name = 'Renamed meanwhile';
    });
    // bsd.csv rows 2 to 6: plan 101 IO 18-29, 30-39, 40-49, 50-64, 65-100; rows 7 and 8: 101 IS 18-29, 30-39.
    await editCsv(dir, 'bsd.csv', (l) => {
      const out = [...l];
      out[2] = out[2]!.replace(',30,39,', ',31,39,');
      out[3] = out[3]!.replace(',40,49,', ',39,49,');
      out[4] = out[4]!.replace(',N,', ',Y,');
      out[5] = `${out[5]!}2027`;
      out[6] = out[6]!.replace(/,\d+\.\d\d,/, ',-5.00,');
      out[7] = out[7]!.replace(/,\d+\.\d\d,/, ',41.00,');
      return [...out, '99999,IO,18,29,N,1.00,,,,', '101,IO,18'];
    });
    await editCsv(dir, 'zz-wrong.csv', () => ['plan_id,tier,age_min,age_max,tobacco,premium', '101,IO,18,29,N,1']);
    const before = { listing: await dental(), version: await version() };
    const report = await importDir(app, dir);
    const where = report.problems.map((p) => [p.file, p.row, p.column]);
    expect(where).toEqual(
      expect.arrayContaining([
        ['catalogue.json', null, '/plans/0/carrier'],
        ['catalogue.json', null, '/plans/1/benefits/hsa_eligible'],
        ['rates/bsd.csv', 7, 'monthly_premium'],
        ['rates/bsd.csv', 3, 'age_min'],
        ['rates/bsd.csv', 4, 'age_min'],
        ['rates/bsd.csv', 5, 'tobacco'],
        ['rates/bsd.csv', 6, 'rating_area'],
        ['rates/bsd.csv', report.problems.find((p) => p.column === 'plan_id')?.row ?? -1, 'plan_id'],
        ['rates/zz-wrong.csv', 1, null],
      ]),
    );
    const text = (file: string, row: number | null, column: string | null) =>
      report.problems.find((p) => p.file === file && p.row === row && p.column === column)?.message ?? '';
    expect(text('rates/bsd.csv', 7, 'monthly_premium')).toMatch(/must not be negative/);
    expect(text('rates/bsd.csv', 3, 'age_min')).toMatch(/gap: no rate for ages 30-30/);
    expect(text('rates/bsd.csv', 4, 'age_min')).toMatch(/overlap/);
    expect(text('rates/bsd.csv', 5, 'tobacco')).toMatch(/not tobacco-rated/);
    expect(text('rates/bsd.csv', 6, 'rating_area')).toMatch(/unknown rating area/);
    expect(text('rates/zz-wrong.csv', 1, null)).toMatch(/header must be plan_id,tier,.*missing .*monthly_premium/);
    expect(report.problems.some((p) => p.column === 'plan_id' && /unknown plan 99999/.test(p.message))).toBe(true);
    expect(report.problems.some((p) => p.column === null && /expected 10 cells, got 3/.test(p.message))).toBe(true);
    expect(report.problemCount).toBe(report.problems.length);
    expect(report.applied).toBe(false);
    expect(await dental()).toEqual(before.listing);
    expect(await version()).toBe(before.version);
    const [bsd] = await app.db.select().from(carriers).where(eq(carriers.code, 'BSD'));
    expect(bsd?.name).toBe('Brightsmile Dental Mutual');
  });

  it('keeps the first 1,000 problems and counts the rest', async () => {
    const dir = await edited();
    await editCsv(dir, 'bsd.csv', (l) => [...l, ...Array.from({ length: 1500 }, () => '77777,IO,18,29,N,1.00,,,,')]);
    const report = await importDir(app, dir, true);
    expect(report.problems).toHaveLength(1000);
    expect(report.problemCount).toBe(1500);
  });

  it('rolls the whole import back when the database refuses a write (a dropped rate row a cart holds)', async () => {
    const enrollmentId = await newVisitorEnrollment(app, session);
    const [held] = await app.db
      .select()
      .from(planPricing)
      .where(and(eq(planPricing.planId, 101), eq(planPricing.tier, 'IO'), eq(planPricing.ageMin, 30)));
    await app.db.insert(cartLines).values({ enrollmentId, planId: 101, planPricingId: held!.id, monthlyCents: 3800 });
    const dir = await edited();
    await editJson(dir, (c) => (c.carriers[0]!.name = 'Renamed meanwhile'));
    // 18-29 widens to 18-39 and the 30-39 row (the cart's) goes: the file is consistent, the database refuses.
    await editCsv(dir, 'bsd.csv', (l) =>
      l.filter((_, i) => i !== 2).map((x, i) => (i === 1 ? x.replace(',18,29,', ',18,39,') : x)),
    );
    const before = { listing: await dental(), version: await version() };
    const dry = await importDir(app, dir, true);
    expect(dry.diff?.rates).toMatchObject({ removed: 1, changed: 1 });
    expect(dry.diff?.carriers.changed).toEqual(['BSD']);
    const report = await importDir(app, dir);
    expect(report.applied).toBe(false);
    expect(report.problems.map((p) => p.message)).toEqual([expect.stringMatching(/held by a cart or policy/)]);
    expect(await dental()).toEqual(before.listing);
    expect(await version()).toBe(before.version);
    const [bsd] = await app.db.select().from(carriers).where(eq(carriers.code, 'BSD'));
    expect(bsd?.name).toBe('Brightsmile Dental Mutual');
    await app.db.delete(cartLines).where(eq(cartLines.enrollmentId, enrollmentId));
  });

  it('applies a new carrier with two plans and their rate table: the listing shows them, the version rises', async () => {
    const dir = await edited();
    await editJson(dir, (c) => {
      const portals = c.plans.find((p) => p.id === 101)?.portals ?? [];
      c.carriers.push({ code: 'NDC', name: 'Northwind Dental Cooperative' });
      c.plans.push(
        {
          id: 5001,
          carrier: 'NDC',
          category: 'DENTAL',
          planName: 'Northwind Dental Value',
          sort: 50,
          portals,
          benefits: { annual_max: 125000, preventive_pct: 100 },
          questions: [
            {
              kind: 'health',
              text: 'Have you had dental surgery in the last year?',
              declineOn: 1,
              options: [{ text: 'A. Extraction' }, { text: 'B. Implant', declines: true }],
            },
          ],
        },
        { id: 5002, carrier: 'NDC', category: 'DENTAL', planName: 'Northwind Dental Max', sort: 51, portals },
      );
    });
    const rows = [5001, 5002].flatMap((id, k) =>
      ['IO', 'IS', 'IC', 'IF'].map((tier, t) => `${id},${tier},0,120,N,${20 + k * 10 + t}.50,,,,`),
    );
    await editCsv(dir, 'ndc.csv', () => [
      'plan_id,tier,age_min,age_max,tobacco,monthly_premium,effective_from,effective_to,state,rating_area',
      ...rows,
    ]);
    await editCsv(dir, 'bsd.csv', (l) => l.map((x, i) => (i === 1 ? x.replace(',38.00,', ',41.80,') : x)));
    const before = await version();
    const dry = await importDir(app, dir, true);
    expect(dry.problems).toEqual([]);
    expect(dry.diff).toMatchObject({
      carriers: { added: ['NDC'], changed: [] },
      plans: { added: [5001, 5002], changed: [], retired: [] },
      rates: { added: 8, removed: 0, changed: 1, maxChangePercent: 10, plansWithChanges: 3 },
    });
    expect(await version()).toBe(before);
    const report = await importDir(app, dir);
    expect(report.applied).toBe(true);
    expect(report.versionAfter).toBeGreaterThan(before);
    const cards = await dental();
    const value = cards.find((c) => c.plan_id === 5001);
    expect(value?.plan_name).toBe('Northwind Dental Value');
    expect(value?.tier_price.map((t) => [t.tier, t.price_male_nons])).toEqual([
      ['IO', 20.5],
      ['IS', 21.5],
      ['IC', 22.5],
      ['IF', 23.5],
    ]);
    expect(cards.some((c) => c.plan_id === 5002)).toBe(true);
    // What was written is what the file says (benefits, questions, portals), and exports the same.
    expect((await importDir(app, dir)).empty).toBe(true);
    const again = await exportToTemp(app);
    dirs.push(again);
    expect((await importDir(app, again)).empty).toBe(true);
  });
});
