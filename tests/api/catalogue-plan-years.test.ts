import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { rm } from 'node:fs/promises';
import { calendarDayOf } from '../../schemas/dates';
import { nextMonthStarts, toIsoDate, toUsDate } from '../../server/domain/effective-dates';
import { dayNumber, isoOfDay } from '../../server/catalogue/rate-table';
import { readCatalogueVersion } from '../../server/services/catalogue-version';
import { RATES_DIFFER_MESSAGE } from '../../server/routes/cart-checkout';
import { caller, newVisitorEnrollment, openSession, type CartSession } from '../helpers/cart-fixtures';
import { buildTestApp } from '../helpers/build-app';
import { copyCatalogue, editCsv, editJson, exportToTemp, importDir } from '../helpers/catalogue';

/**
 * Plan years and rating areas (issue 30, decision 0230) through the catalogue import and the
 * storefront: a shopper whose effective date falls in the next plan year sees and buys next year's
 * rates, one with an earlier date this year's; a rating area's rate applies to a ZIP of the area
 * only; each refusal of the rate file names its file, row and column; a refused import leaves the
 * live catalogue as it was.
 */

const HEADER = 'plan_id,tier,age_min,age_max,tobacco,monthly_premium,effective_from,effective_to,state,rating_area';
const TIERS = ['IO', 'IS', 'IC', 'IF'] as const;

// The cart offers the first of the next two months: this plan year ends the day before the second.
const [first, second] = nextMonthStarts(calendarDayOf(new Date()));
const THIS_YEAR_START = toIsoDate(first!);
const NEXT_YEAR = toIsoDate(second!);
const THIS_YEAR_END = isoOfDay(dayNumber(NEXT_YEAR) - 1);

interface Card {
  plan_id: number;
  tier_price: Array<{ tier: string; price_male_nons: number; plan_pricing_id: number }>;
}

/** Rows of every tier of a plan, one age band, a price per tier from `base` dollars. */
const rows = (planId: number, base: number, place = ',,,') =>
  TIERS.map((tier, t) => `${planId},${tier},0,120,N,${base + t}.00,${place}`);

describe('plan years and rating areas', () => {
  let app: FastifyInstance;
  let session: CartSession;
  let exported: string;
  let portals: string[] = [];
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

  const api = () => caller(app, session.token);
  /** The export with carrier NDC, plans 5001 to 5003 (dental) and area RI-1, and `csv` as rates/ndc.csv. */
  const catalogue = async (csv: string[], areaZips = ['02901', '02903']) => {
    const dir = await copyCatalogue(exported);
    dirs.push(dir);
    await editJson(dir, (c) => {
      portals = c.plans.find((p) => p.id === 101)?.portals ?? [];
      c.carriers.push({ code: 'NDC', name: 'Northwind Dental Cooperative' });
      for (const id of [5001, 5002, 5003])
        c.plans.push({ id, carrier: 'NDC', category: 'DENTAL', planName: `Northwind ${id}`, sort: 50, portals });
      c.areas = [{ code: 'RI-1', state: 'RI', name: 'Providence', zips: areaZips }];
    });
    await editCsv(dir, 'ndc.csv', () => [HEADER, ...csv]);
    return dir;
  };
  const good = [
    ...rows(5001, 20, `,${THIS_YEAR_END},,`),
    ...rows(5001, 30, `${NEXT_YEAR},,,`),
    ...rows(5002, 25),
    ...rows(5002, 35, ',,RI,RI-1'),
    ...rows(5003, 40),
  ];
  const card = async (enrollmentId: string, planId: number) => {
    const res = await api().get(`get-filtered-plans?enrollment_id=${enrollmentId}&categories=DENTAL`);
    expect(res.statusCode).toBe(200);
    return (res.json().data.result as Card[]).find((c) => c.plan_id === planId);
  };
  const io = (c: Card | undefined) => c?.tier_price.find((t) => t.tier === 'IO');

  it('applies the file: this plan year, the next and an area', async () => {
    const report = await importDir(app, await catalogue(good));
    expect(report.problems).toEqual([]);
    expect(report.applied).toBe(true);
    expect(report.diff?.areas).toEqual({ added: ['RI-1'], changed: [], removed: [] });
    // Exported again, the file is the live catalogue: importing it changes nothing.
    const again = await exportToTemp(app);
    dirs.push(again);
    expect((await importDir(app, again, true)).empty).toBe(true);
  });

  it("shows and sells next year's rates for an effective date in the next plan year, this year's before", async () => {
    const before = await newVisitorEnrollment(app, session);
    const after = await newVisitorEnrollment(app, session);
    // The shopper chooses the second month start in the basic details.
    const put = await app.inject({
      method: 'PUT',
      url: `/api/v1/change-filter-info/${after}`,
      headers: { authorization: `Bearer ${session.token}` },
      payload: { effective_date: toUsDate(second!) },
    });
    expect(put.statusCode).toBe(200);
    const refused = await app.inject({
      method: 'PUT',
      url: `/api/v1/change-filter-info/${before}`,
      headers: { authorization: `Bearer ${session.token}` },
      payload: { effective_date: '01/01/2000' },
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('effective_date');
    expect(io(await card(before, 5001))?.price_male_nons).toBe(20);
    expect(io(await card(after, 5001))?.price_male_nons).toBe(30);
    const chosen = await newVisitorEnrollment(app, session, { effectiveDate: THIS_YEAR_START });
    expect(io(await card(chosen, 5001))?.price_male_nons).toBe(20);

    for (const [id, price] of [
      [before, 20],
      [after, 30],
    ] as const) {
      const ppid = io(await card(id, 5001))?.plan_pricing_id;
      const add = await api().post('add-plan-to-cart', { enrollment_id: id, plan_id: 5001, plan_pricing_id: ppid });
      expect(add.statusCode).toBe(200);
      const cart = (await api().get(`get-plan-cart?enrollment_id=${id}`)).json().data;
      expect(cart.result).toEqual([expect.objectContaining({ plan_id: 5001, price })]);
      const detail = (await api().get(`get-plan-pricing-detail?enrollment_id=${id}&pid=5001`)).json().data;
      expect(detail.plans.find((p: { tier: string }) => p.tier === 'IO')?.price).toBe(price);
    }
    // This year's price cannot be bought for next year's coverage (the other way round as well).
    const ppidNow = io(await card(before, 5001))?.plan_pricing_id;
    const wrong = await api().post('add-plan-to-cart', {
      enrollment_id: after,
      plan_id: 5001,
      plan_pricing_id: ppidNow,
    });
    expect(wrong.statusCode).toBe(400);
    const checkout = await api().post('cart-checkout', { enrollment_id: before, effective_date: toUsDate(second!) });
    expect(checkout.statusCode).toBe(409);
    expect(JSON.stringify(checkout.json())).toContain(RATES_DIFFER_MESSAGE);
    const ok = await api().post('cart-checkout', { enrollment_id: after, effective_date: toUsDate(second!) });
    expect(ok.statusCode).toBe(200);
  });

  it("applies an area's rate to a ZIP of the area only", async () => {
    const inArea = await newVisitorEnrollment(app, session, { zip: '02901', state: 'RI' });
    const elsewhereInState = await newVisitorEnrollment(app, session, { zip: '02910', state: 'RI' });
    const otherState = await newVisitorEnrollment(app, session);
    expect(io(await card(inArea, 5002))?.price_male_nons).toBe(35);
    expect(io(await card(elsewhereInState, 5002))?.price_male_nons).toBe(25);
    expect(io(await card(otherState, 5002))?.price_male_nons).toBe(25);
    const compare = (await api().get(`compare-plans?enrollment_id=${inArea}&plan_ids=5002,5003`)).json().data;
    const compared = compare.result.plans.find((p: { plan_id: number }) => p.plan_id === 5002);
    expect(compared.tier_price.find((t: { tier: string }) => t.tier === 'IO')?.price_male_nons).toBe(35);
  });

  it('refuses each broken rate table naming its file, row and column, and leaves the live catalogue as it was', async () => {
    const cases: Array<{ csv: string[]; zips?: string[]; at: [string, number | null, string | null]; says: RegExp }> = [
      // Row 2 onwards: the file's rows in order.
      { csv: [...good, '99999,IO,0,120,N,1.00,,,,'], at: ['rates/ndc.csv', 22, 'plan_id'], says: /unknown plan 99999/ },
      {
        csv: [
          ...good.slice(0, 4),
          '5001,IO,0,40,N,30.00,' + NEXT_YEAR + ',,,',
          '5001,IO,42,120,N,30.00,' + NEXT_YEAR + ',,,',
          ...good.slice(5),
        ],
        at: ['rates/ndc.csv', 7, 'age_min'],
        says: /gap: no rate for ages 41-41 .* for 20\d\d-\d\d-01 to open/,
      },
      {
        csv: [
          ...good.slice(0, 4),
          '5001,IO,0,60,N,30.00,' + NEXT_YEAR + ',,,',
          '5001,IO,50,120,N,30.00,' + NEXT_YEAR + ',,,',
          ...good.slice(5),
        ],
        at: ['rates/ndc.csv', 7, 'age_min'],
        says: /ages 50-120 overlap 0-60/,
      },
      {
        csv: good.filter((l) => !l.startsWith(`5001,IF,0,120,N,33.00`)),
        at: ['rates/ndc.csv', 6, 'tier'],
        says: /no rates for tier IF for 20/,
      },
      {
        csv: [...good.slice(0, 4), ...rows(5001, 30, `${THIS_YEAR_END},,,`), ...good.slice(8)],
        at: ['rates/ndc.csv', 6, 'effective_from'],
        says: /plan year from .* overlaps the one from \(open\)/,
      },
      {
        csv: good.map((l, i) => (i === 10 ? l.replace(',27.00,', ',-27.00,') : l)),
        at: ['rates/ndc.csv', 12, 'monthly_premium'],
        says: /must not be negative/,
      },
      {
        csv: [...good.filter((l) => !l.startsWith('5002,') || l.endsWith('RI-1')), ...rows(5002, 25, ',,GA,')],
        at: ['rates/ndc.csv', 10, 'rating_area'],
        says: /ZIP 02801, .* and \d+ more of RI in no rating area of plan 5002/,
      },
      {
        csv: good,
        zips: ['02901', '10001'],
        at: ['catalogue.json', null, '/areas/0/zips/1'],
        says: /ZIP 10001 is in NY, not in RI/,
      },
      {
        csv: good.map((l) => (l.startsWith('5002,') && l.endsWith('RI-1') ? l.replace('RI-1', 'RI-9') : l)),
        at: ['rates/ndc.csv', 14, 'rating_area'],
        says: /unknown rating area RI-9/,
      },
    ];
    const version = await readCatalogueVersion(app.db);
    const listing = await card(await newVisitorEnrollment(app, session), 5001);
    for (const c of cases) {
      const dir = await catalogue(c.csv, c.zips);
      const report = await importDir(app, dir);
      const found = report.problems.find((p) => p.file === c.at[0] && p.row === c.at[1] && p.column === c.at[2]);
      expect(found?.message, `${c.at.join(' ')} in ${JSON.stringify(report.problems)}`).toMatch(c.says);
      expect(report.applied).toBe(false);
    }
    // A wrong header stops its file with one problem on row 1.
    const dir = await catalogue(good);
    await editCsv(dir, 'ndc.csv', (l) => [HEADER.replace('rating_area', 'area'), ...l.slice(1)]);
    const header = await importDir(app, dir);
    expect(header.problems).toContainEqual(
      expect.objectContaining({
        file: 'rates/ndc.csv',
        row: 1,
        column: null,
        message: expect.stringMatching(/missing rating_area; unknown area/),
      }),
    );
    expect(await readCatalogueVersion(app.db)).toBe(version);
    expect(await card(await newVisitorEnrollment(app, session), 5001)).toEqual(listing);
  });
});
