import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { rm } from 'node:fs/promises';
import { calendarDayOf } from '../../schemas/dates';
import { nextMonthStarts, toIsoDate, toUsDate } from '../../server/domain/effective-dates';
import { dayNumber, isoOfDay } from '../../server/catalogue/rate-table';
import { caller, newVisitorEnrollment, openSession, type CartSession } from '../helpers/cart-fixtures';
import { buildTestApp } from '../helpers/build-app';
import { copyCatalogue, editCsv, editJson, exportToTemp, importDir } from '../helpers/catalogue';

/**
 * The shopper's effective date (issue 30, decision 0280): GET /get-effective-date-choice offers the
 * store's dates and says which one the prices are read for; POST /change-effective-date reprices
 * the cart at the rates in force on the new date, names the plans not offered then and changes
 * nothing until the shopper confirms their removal.
 */

const HEADER = 'plan_id,tier,age_min,age_max,tobacco,monthly_premium,effective_from,effective_to,state,rating_area';
const TIERS = ['IO', 'IS', 'IC', 'IF'] as const;
const [first, second] = nextMonthStarts(calendarDayOf(new Date()));
const NEXT_YEAR = toIsoDate(second!);
const THIS_YEAR_END = isoOfDay(dayNumber(NEXT_YEAR) - 1);
const rows = (planId: number, base: number, period = ',') =>
  TIERS.map((tier, t) => `${planId},${tier},0,120,N,${base + t}.00,${period},,`);

describe('the effective date on the screens', () => {
  let app: FastifyInstance;
  let session: CartSession;
  const dirs: string[] = [];

  beforeAll(async () => {
    app = await buildTestApp();
    session = await openSession(app);
    const exported = await exportToTemp(app);
    const dir = await copyCatalogue(exported);
    dirs.push(exported, dir);
    // Plan 6001 (dental) changes price with the plan year; 6002 (accident, beside it in a cart) is sold this plan year only.
    await editJson(dir, (c) => {
      const portals = c.plans.find((p) => p.id === 101)?.portals ?? [];
      c.carriers.push({ code: 'EDC', name: 'Effective Dental Company' });
      c.plans.push({ id: 6001, carrier: 'EDC', category: 'DENTAL', planName: 'Effective Dental Yearly', portals });
      c.plans.push({
        id: 6002,
        carrier: 'EDC',
        category: 'ACCIDENT',
        planName: 'Effective Accident Closing',
        availableTo: THIS_YEAR_END,
        portals,
      });
    });
    await editCsv(dir, 'edc.csv', () => [
      HEADER,
      ...rows(6001, 20, `,${THIS_YEAR_END}`),
      ...rows(6001, 30, `${NEXT_YEAR},`),
      ...rows(6002, 10),
    ]);
    const report = await importDir(app, dir);
    expect(report.problems).toEqual([]);
  });
  afterAll(async () => {
    await app.close();
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  const api = () => caller(app, session.token);
  const ioRow = async (enrollmentId: string, planId: number) => {
    const res = await api().get(`get-filtered-plans?enrollment_id=${enrollmentId}&categories=DENTAL,ACCIDENT`);
    const cards = res.json().data.result as Array<{
      plan_id: number;
      tier_price: Array<{ tier: string; price_male_nons: number; plan_pricing_id: number }>;
    }>;
    return cards.find((c) => c.plan_id === planId)?.tier_price.find((t) => t.tier === 'IO');
  };

  it('offers the store dates and names the one the prices are read for', async () => {
    const id = await newVisitorEnrollment(app, session);
    const res = await api().get(`get-effective-date-choice?enrollment_id=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      result: [toUsDate(first!), toUsDate(second!)],
      effective_date: toUsDate(first!),
    });
  });

  it('reprices the cart, and removes the plans not offered on the date only once confirmed', async () => {
    const id = await newVisitorEnrollment(app, session);
    for (const planId of [6001, 6002]) {
      const row = await ioRow(id, planId);
      const add = await api().post('add-plan-to-cart', {
        enrollment_id: id,
        plan_id: planId,
        plan_pricing_id: row?.plan_pricing_id,
      });
      expect(add.statusCode).toBe(200);
    }
    const asked = await api().post('change-effective-date', { enrollment_id: id, effective_date: toUsDate(second!) });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data).toEqual({
      applied: false,
      effective_date: toUsDate(second!),
      changed: [],
      unavailable: [
        {
          plan_id: 6002,
          plan_name: 'Effective Accident Closing',
          message: `This plan is not offered for coverage starting ${toUsDate(second!)}.`,
        },
      ],
      removed: [],
    });
    // Nothing changed: the cart and the date are as they were.
    const before = (await api().get(`get-plan-cart?enrollment_id=${id}`)).json().data.result;
    expect(before.map((l: { plan_id: number; price: number }) => [l.plan_id, l.price])).toEqual([
      [6001, 20],
      [6002, 10],
    ]);
    const choice = (await api().get(`get-effective-date-choice?enrollment_id=${id}`)).json().data;
    expect(choice.effective_date).toBe(toUsDate(first!));

    const confirmed = await api().post('change-effective-date', {
      enrollment_id: id,
      effective_date: toUsDate(second!),
      remove_unavailable: true,
    });
    expect(confirmed.json().data).toMatchObject({
      applied: true,
      changed: [{ plan_id: 6001, plan_name: 'Effective Dental Yearly', from: 20, to: 30 }],
      removed: [6002],
    });
    const after = (await api().get(`get-plan-cart?enrollment_id=${id}`)).json().data.result;
    expect(after.map((l: { plan_id: number; price: number }) => [l.plan_id, l.price])).toEqual([[6001, 30]]);
    expect((await ioRow(id, 6001))?.price_male_nons).toBe(30);
    // Checkout on the new date now holds: the lines are priced at its rates.
    const checkout = await api().post('cart-checkout', { enrollment_id: id, effective_date: toUsDate(second!) });
    expect(checkout.statusCode).toBe(200);

    // And back: this year's price again.
    const back = await api().post('change-effective-date', { enrollment_id: id, effective_date: toUsDate(first!) });
    expect(back.json().data).toMatchObject({ applied: true, changed: [{ plan_id: 6001, from: 30, to: 20 }] });
  });

  it('refuses a date the store does not offer', async () => {
    const id = await newVisitorEnrollment(app, session);
    const res = await api().post('change-effective-date', { enrollment_id: id, effective_date: '01/01/2000' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('effective_date');
  });
});
