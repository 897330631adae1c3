import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  type CartCaller,
  type CartSession,
  newVisitorEnrollment,
  openCartApp,
  pricingIdOf,
  rateRowId,
} from '../helpers/cart-fixtures';

/**
 * One plan per single-plan coverage (catalogue table single_plan_categories): a second dental plan,
 * or a bundle holding dental beside a dental plan, is refused with errorCode 'single-plan' naming
 * the plan in the cart; the same add with replace_plan_ids takes that plan out and puts the new
 * one in; a plan of another coverage (or one that stacks) goes in as before.
 */
describe('one plan per coverage in a cart', () => {
  let app: FastifyInstance;
  let session: CartSession;
  let api: CartCaller;
  beforeAll(async () => ({ app, session, api } = await openCartApp()));
  afterAll(async () => app.close());

  const add = async (enrollment_id: string, plan_id: number, extra: object = {}) =>
    api.post('add-plan-to-cart', {
      enrollment_id,
      plan_id,
      plan_pricing_id: await pricingIdOf(app, session.token, enrollment_id, plan_id),
      ...extra,
    });
  const cartIds = async (id: string) =>
    (await api.get(`get-plan-cart?enrollment_id=${id}`)).json().data.result.map((l: { plan_id: number }) => l.plan_id);

  it('refuses a second dental plan, naming the one in the cart and offering to replace it', async () => {
    const id = await newVisitorEnrollment(app, session);
    expect((await add(id, 101)).statusCode).toBe(200);
    const res = await add(id, 102);
    expect(res.statusCode).toBe(409);
    expect(res.json().data[0]).toEqual({
      status: 'error',
      errorCode: 'single-plan',
      target_element: 'plan_id',
      message:
        'Your cart already has a dental plan, Brightsmile Dental Plus PPO. A cart holds one dental plan: replace it with Brightsmile Dental Basic?',
      error_message: expect.stringContaining('Brightsmile Dental Plus PPO'),
      in_cart: [{ plan_id: 101, plan_name: 'Brightsmile Dental Plus PPO', coverage: 'dental' }],
    });
    expect(await cartIds(id)).toEqual([101]);
  });

  it('replaces the plan in the cart when the add names it in replace_plan_ids, once however often it is sent', async () => {
    const id = await newVisitorEnrollment(app, session);
    await add(id, 101);
    const answers = await Promise.all([
      add(id, 102, { replace_plan_ids: [101] }),
      add(id, 102, { replace_plan_ids: [101] }),
    ]);
    for (const res of answers) expect(res.statusCode).toBe(200);
    expect(await cartIds(id)).toEqual([102]);
  });

  it('counts a bundle as each coverage of its plans: a dental-and-vision bundle doubles the dental and the vision plan', async () => {
    const id = await newVisitorEnrollment(app, session);
    await add(id, 101);
    await add(id, 113);
    const res = await add(id, 271);
    expect(res.statusCode).toBe(409);
    expect(res.json().data[0].in_cart).toEqual([
      { plan_id: 101, plan_name: 'Brightsmile Dental Plus PPO', coverage: 'dental' },
      { plan_id: 113, plan_name: 'ClearView Vision Classic 2025', coverage: 'vision' },
    ]);
    expect(res.json().data[0].message).toMatch(
      /^Your cart already has a dental plan, .* and a vision plan, .*: replace them with Smile & See Bundle/,
    );
    // Replacing only one of them is not enough: the cart would still hold two vision plans.
    expect((await add(id, 271, { replace_plan_ids: [101] })).statusCode).toBe(409);
    expect((await add(id, 271, { replace_plan_ids: [101, 113] })).statusCode).toBe(200);
    expect(await cartIds(id)).toEqual([271]);
    // And a dental plan beside the bundle is refused the same way.
    expect((await add(id, 103)).json().data[0]).toMatchObject({
      errorCode: 'single-plan',
      in_cart: [{ plan_id: 271, coverage: 'dental' }],
    });
  });

  it('treats major medical and HSA-qualified plans as one coverage', async () => {
    const id = await newVisitorEnrollment(app, session);
    expect((await add(id, 122)).statusCode).toBe(200);
    expect((await add(id, 231)).json().data[0]).toMatchObject({
      errorCode: 'single-plan',
      in_cart: [{ plan_id: 122, coverage: 'major medical' }],
    });
  });

  it('still takes plans of other coverages, and several plans of a category that stacks', async () => {
    const id = await newVisitorEnrollment(app, session);
    for (const plan of [101, 111, 122, 161, 163, 201, 202, 221, 222])
      expect((await add(id, plan)).statusCode).toBe(200);
    expect(await cartIds(id)).toEqual([101, 111, 122, 161, 163, 201, 202, 221, 222]);
  });

  it('applies to the premier pair too, and replacing the plan takes out the membership only it needed', async () => {
    const id = await newVisitorEnrollment(app, session);
    const pair = async (extra: object = {}) =>
      api.post('add-plan-to-cart-prudentials', {
        enrollment_id: id,
        plan_id: 123,
        plan_pricing_id: await pricingIdOf(app, session.token, id, 123),
        plan_id1: 261,
        plan_pricing_id1: await rateRowId(app, 261),
        ...extra,
      });
    expect((await pair()).statusCode).toBe(200);
    expect((await add(id, 122)).json().data[0]).toMatchObject({
      errorCode: 'single-plan',
      in_cart: [{ plan_id: 123 }],
    });
    expect((await add(id, 122, { replace_plan_ids: [123] })).statusCode).toBe(200);
    expect(await cartIds(id)).toEqual([122]);
    expect((await pair()).json().data[0]).toMatchObject({ errorCode: 'single-plan', in_cart: [{ plan_id: 122 }] });
    expect((await pair({ replace_plan_ids: [122] })).statusCode).toBe(200);
    expect((await cartIds(id)).sort()).toEqual([123, 261]);
  });
});
