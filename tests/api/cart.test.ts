import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  caller,
  type CartCaller,
  type CartSession,
  memberIdOf,
  newVisitorEnrollment,
  openCartApp,
  pricingIdOf,
  rateRowId,
} from '../helpers/cart-fixtures';
import { cartLines } from '../../server/db/schema';

describe('cart calls', () => {
  let app: FastifyInstance;
  let session: CartSession;
  let api: CartCaller;
  beforeAll(async () => ({ app, session, api } = await openCartApp()));
  afterAll(async () => app.close());

  const add = (enrollment_id: string, plan_id: number, plan_pricing_id: number) =>
    api.post('add-plan-to-cart', { enrollment_id, plan_id, plan_pricing_id });
  const cart = async (id: string) => (await api.get(`get-plan-cart?enrollment_id=${id}`)).json().data;

  it('adds a plan once, however often the add is repeated at the same time', async () => {
    const id = await newVisitorEnrollment(app, session);
    const ppid = await pricingIdOf(app, session.token, id, 101);
    const answers = await Promise.all([add(id, 101, ppid), add(id, 101, ppid), add(id, 101, ppid)]);
    for (const res of answers)
      expect(res.json()).toMatchObject({ status: 'success', data: { message: expect.any(String) } });
    expect((await api.get(`get-cart-count?enrollment_id=${id}`)).json().data.result).toBe(1);
    const rows = await app.db.select().from(cartLines).where(eq(cartLines.enrollmentId, id));
    expect(rows).toHaveLength(1);
    expect(
      (await api.post('check-already-in-cart', { enrollment_id: id, plan_id: 101, plan_pricing_id: ppid })).json().data
        .result,
    ).toBe(true);
    expect(
      (await api.post('check-already-in-cart', { enrollment_id: id, plan_id: 102, plan_pricing_id: ppid })).json().data
        .result,
    ).toBe(false);
  });

  it('answers the cart lines, totals and amount in dollars from the priced rows', async () => {
    const id = await newVisitorEnrollment(app, session);
    const dental = await pricingIdOf(app, session.token, id, 101);
    const tele = await pricingIdOf(app, session.token, id, 161);
    await add(id, 101, dental);
    await add(id, 161, tele);
    const data = await cart(id);
    const rows = await app.db.select().from(cartLines).where(eq(cartLines.enrollmentId, id));
    const cents = rows.reduce((s, r) => s + r.monthlyCents, 0);
    expect(data.result.map((l: { plan_id: number }) => l.plan_id)).toEqual([101, 161]);
    expect(data.result[0]).toMatchObject({
      plan_name: expect.stringContaining('Brightsmile'),
      plan_logo: expect.stringMatching(/^\/img\//),
      removable: 1,
      plan_pricing_id: dental,
    });
    expect(data.recurring_month_cost).toBe(cents / 100);
    expect(data.initial_month_cost).toBe(cents / 100);
    expect(data).toMatchObject({
      has_l713: false,
      l713_net_price: 0,
      effective_date: null,
      has_already_signed: false,
      special_message: null,
    });
    expect((await api.get(`get-cart-amount?enrollment_id=${id}`)).json().data.result).toBe(cents / 100);
  });

  it('refuses the blackout plan with an array whose first item carries status and errorCode', async () => {
    const id = await newVisitorEnrollment(app, session);
    const res = await add(id, 162, await rateRowId(app, 162));
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.status).toBe('error');
    expect(body.data[0]).toMatchObject({
      status: 'error',
      errorCode: 'blackout',
      message: expect.stringMatching(/blackout/),
    });
    expect((await cart(id)).result).toEqual([]);
  });

  it("refuses the member's ACTIVE plan for an existing-member enrollment (already-active)", async () => {
    const memberId = await memberIdOf(app, 'U3001');
    const id = await newVisitorEnrollment(app, session, {
      type: 'existing-member',
      memberId,
      portalId: 503,
      groupId: 2001,
    });
    const res = await add(id, 101, await rateRowId(app, 101));
    expect(res.statusCode).toBe(409);
    expect(res.json().data[0]).toMatchObject({ status: 'error', errorCode: 'already-active' });
    // A plan the member does not hold goes in.
    expect((await add(id, 102, await rateRowId(app, 102))).json().status).toBe('success');
  });

  it("refuses a pricing id that is not this applicant's price", async () => {
    const id = await newVisitorEnrollment(app, session);
    const res = await add(id, 101, await rateRowId(app, 101, 'IF'));
    expect(res.statusCode).toBe(400);
    expect(res.json().data[0].target_element).toBe('plan_pricing_id');
  });

  it('adds a prudential-type plan only with its membership, and removing the plan removes the membership', async () => {
    const id = await newVisitorEnrollment(app, session);
    const life = await pricingIdOf(app, session.token, id, 133);
    const single = await add(id, 133, life);
    expect(single.json().data[0].errorCode).toBe('membership-required');
    const pair = await api.post('add-plan-to-cart-prudentials', {
      enrollment_id: id,
      plan_id: 133,
      plan_pricing_id: life,
      plan_id1: 261,
      plan_pricing_id1: await rateRowId(app, 261),
    });
    expect(pair.json()).toMatchObject({ status: 'success', data: { message: expect.any(String) } });
    const data = await cart(id);
    expect(data.result.map((l: { plan_id: number; removable: number }) => [l.plan_id, l.removable])).toEqual([
      [261, 0],
      [133, 1],
    ]);
    expect(data.special_message).toContain('3% Administrative fees');

    const membership = data.result[0];
    const refused = await api.get(
      `remove-plan-from-cart?enrollment_id=${id}&plan_id=261&plan_pricing_id=${membership.plan_pricing_id}`,
    );
    expect(refused.statusCode).toBe(400);
    const removed = await api.get(`remove-plan-from-cart?enrollment_id=${id}&plan_id=133&plan_pricing_id=${life}`);
    expect(removed.json().data.removed).toEqual([133, 261]);
    expect((await cart(id)).result).toEqual([]);
  });

  it('adds the premier pair and reports the L713 net price', async () => {
    const id = await newVisitorEnrollment(app, session);
    const premier = await pricingIdOf(app, session.token, id, 123);
    const res = await api.post('add-plan-to-cart-prudentials', {
      enrollment_id: id,
      plan_id: 123,
      plan_pricing_id: premier,
      plan_id1: 261,
      plan_pricing_id1: await rateRowId(app, 261),
    });
    expect(res.json().status).toBe('success');
    const data = await cart(id);
    expect(data.has_l713).toBe(true);
    expect(data.l713_net_price).toBe(data.recurring_month_cost);
    const notAMembership = await api.post('add-plan-to-cart-prudentials', {
      enrollment_id: id,
      plan_id: 123,
      plan_pricing_id: premier,
      plan_id1: 101,
      plan_pricing_id1: await rateRowId(app, 101),
    });
    expect(notAMembership.json().data[0].errorCode).toBe('membership-required');
  });

  it('explains the union plan fees through the carrier special message', async () => {
    const id = await newVisitorEnrollment(app, session, { portalId: 503, groupId: 2001 });
    expect((await add(id, 125, await pricingIdOf(app, session.token, id, 125))).json().status).toBe('success');
    const data = await cart(id);
    expect(data.special_message).toContain('union dues $25.00');
    expect(data.has_union_plan).toBe(true);
  });

  it("changes nothing in another enrollment's cart", async () => {
    const mine = await newVisitorEnrollment(app, session);
    const other = await newVisitorEnrollment(app, session);
    const ppid = await pricingIdOf(app, session.token, mine, 101);
    await add(mine, 101, ppid);
    const res = await api.get(`remove-plan-from-cart?enrollment_id=${other}&plan_id=101&plan_pricing_id=${ppid}`);
    expect(res.statusCode).toBe(404);
    expect((await cart(mine)).result).toHaveLength(1);
    expect((await cart(other)).result).toHaveLength(0);
    const rows = await app.db
      .select()
      .from(cartLines)
      .where(and(eq(cartLines.enrollmentId, mine), eq(cartLines.planId, 101)));
    expect(rows).toHaveLength(1);
  });

  it("answers another storefront's session like an unknown enrollment and changes nothing", async () => {
    const mine = await newVisitorEnrollment(app, session);
    const ppid = await pricingIdOf(app, session.token, mine, 101);
    const rep = (await app.inject({ method: 'GET', url: '/api/v1/validate-landing-page?landing_page=samlee' })).json()
      .data;
    const other = caller(app, rep.token);
    expect((await other.get(`get-plan-cart?enrollment_id=${mine}`)).statusCode).toBe(404);
    expect(
      (await other.post('add-plan-to-cart', { enrollment_id: mine, plan_id: 101, plan_pricing_id: ppid })).statusCode,
    ).toBe(404);
    expect((await cart(mine)).result).toEqual([]);
  });

  it('refuses bad input with a 4xx naming the field, unknown enrollments and missing sessions', async () => {
    const id = await newVisitorEnrollment(app, session);
    const bad = await api.post('add-plan-to-cart', { enrollment_id: id, plan_id: 'abc', plan_pricing_id: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data[0].target_element).toBe('plan_id');
    const missing = await api.post('add-plan-to-cart', { enrollment_id: id, plan_id: 101 });
    expect(missing.json().data[0]).toEqual({ target_element: 'plan_pricing_id', error_message: 'Field is required' });
    expect((await api.get('get-plan-cart?enrollment_id=123')).statusCode).toBe(400);
    expect((await api.get(`get-plan-cart?enrollment_id=${'0'.repeat(32)}`)).statusCode).toBe(404);
    expect((await caller(app, undefined).get(`get-plan-cart?enrollment_id=${id}`)).statusCode).toBe(403);
    expect((await add(id, 999999, 1)).statusCode).toBe(404);
  });
});
