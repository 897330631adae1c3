import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { COMPARE_MESSAGES, PRICING_ERROR_MESSAGES } from '../../schemas/messages';
import { BENEFIT_ATTRIBUTES } from '../../schemas/plan-benefits';
import { enrollments } from '../../server/db/schema';
import { caller, newVisitorEnrollment, openCartApp, type CartCaller, type CartSession } from '../helpers/cart-fixtures';

let app: FastifyInstance;
let session: CartSession;
let api: CartCaller;
beforeAll(async () => ({ app, session, api } = await openCartApp()));
afterAll(async () => app.close());

interface Column {
  plan_id: number;
  tier_price: Array<{ tier: string; price_male_nons: number }>;
  benefits: Array<{ key: string; value: unknown; display: string }>;
  estimate: { tier: string; use_level: string; premium_monthly_cents: number; yearly_cents: number } | null;
  paycheck: unknown;
  is_in_cart: boolean;
  error: string | null;
}

const compare = async (enrollmentId: string, ids: string, who: CartCaller = api) =>
  who.get(`compare-plans?enrollment_id=${enrollmentId}&plan_ids=${ids}`);

describe('GET /compare-plans', () => {
  it('answers one column per dental plan, in the order asked, with the rows of the dental table', async () => {
    const id = await newVisitorEnrollment(app, session);
    const res = await compare(id, '102,101,103');
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data.result as { use_level: string; tier: string; rows: unknown[]; plans: Column[] };
    expect(result.use_level).toBe('medium');
    expect(result.tier).toBe('IO');
    expect(result.rows).toEqual(BENEFIT_ATTRIBUTES.dental.map(({ key, label, unit }) => ({ key, label, unit })));
    expect(result.plans.map((p) => p.plan_id)).toEqual([102, 101, 103]);
    const plus = result.plans[1];
    expect(plus?.benefits.find((b) => b.key === 'annual_max')).toMatchObject({ value: 150_000, display: '$1,500' });
    expect(plus?.error).toBeNull();
    // The column's own tier price is what the estimate assumes.
    const io = plus?.tier_price.find((t) => t.tier === 'IO');
    expect(plus?.estimate?.premium_monthly_cents).toBe(Math.round((io?.price_male_nons ?? 0) * 100));
    expect(plus?.estimate?.yearly_cents).toBe((plus?.estimate?.premium_monthly_cents ?? 0) * 12 + 8_000);
    expect(plus?.paycheck).toBeNull();
  });

  it('keeps a plan the shopper cannot buy in its column with the eligibility message and no figures', async () => {
    // Brightsmile Dental Starter is not offered for the Family tier.
    const id = await newVisitorEnrollment(app, session, { tier: 'IF' });
    const plans = (await compare(id, '101,103')).json().data.result.plans as Column[];
    expect(plans[1]).toMatchObject({
      plan_id: 103,
      tier_price: [],
      estimate: null,
      paycheck: null,
      error: PRICING_ERROR_MESSAGES.tierError,
    });
    expect(plans[1]?.benefits.length).toBe(BENEFIT_ATTRIBUTES.dental.length);
    expect(plans[0]?.error).toBeNull();
    expect(plans[0]?.estimate?.tier).toBe('IF');
  });

  it('estimates at the use level kept with the filter', async () => {
    const id = await newVisitorEnrollment(app, session);
    const yearly = async () =>
      ((await compare(id, '101,102')).json().data.result.plans as Column[]).map((p) => p.estimate?.yearly_cents ?? 0);
    const medium = await yearly();
    await app.db.update(enrollments).set({ useLevel: 'high' }).where(eq(enrollments.id, id));
    const high = await yearly();
    expect(high[0]).toBeGreaterThan(medium[0] ?? Infinity);
    expect(high[1]).toBeGreaterThan(medium[1] ?? Infinity);
  });

  it('refuses fewer than 2 or more than 4 plans, repeats, mixed kinds and plans without a benefit table', async () => {
    const id = await newVisitorEnrollment(app, session);
    const refused = async (ids: string, message: string) => {
      const res = await compare(id, ids);
      expect(res.statusCode, ids).toBe(400);
      expect(res.body).toContain(message);
    };
    await refused('101', COMPARE_MESSAGES.count);
    await refused('101,102,103,111,112', COMPARE_MESSAGES.count);
    await refused('101,101', COMPARE_MESSAGES.duplicate);
    await refused('101,111', COMPARE_MESSAGES.sameGroup);
    await refused('151,152', COMPARE_MESSAGES.noBenefits);
    expect((await compare(id, '101,999999')).statusCode).toBe(404);
    expect((await api.get(`compare-plans?enrollment_id=${id}&plan_ids=101;102`)).statusCode).toBe(400);
  });

  it("refuses another storefront's enrollment like an unknown one, and a call without a session", async () => {
    const id = await newVisitorEnrollment(app, session);
    const sam = caller(
      app,
      app.issueSession({ kind: 'rep', agent_id: 1002, group_id: null, portal_id: 504, over65: false }),
    );
    expect((await compare(id, '101,102', sam)).statusCode).toBe(404);
    expect((await compare(id, '101,102', caller(app, undefined))).statusCode).toBe(403);
  });
});
