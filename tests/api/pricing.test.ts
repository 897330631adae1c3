import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { buildTestApp } from '../helpers/build-app';
import { openSession } from '../helpers/cart-fixtures';
import { getAs, landingSession, quoteEnrollment, type TestSession } from '../helpers/quote-enrollment';
import { cartLines, planPricing, plans } from '../../server/db/schema';
import { PRICING_ERROR_MESSAGES } from '../../schemas/messages';

describe('pricing calls', () => {
  let app: FastifyInstance;
  let open: TestSession;
  let lee: TestSession;
  let atlanta: string;

  beforeAll(async () => {
    app = await buildTestApp();
    open = await openSession(app);
    lee = await landingSession(app, 'samlee');
    atlanta = await quoteEnrollment(app, open);
  });
  afterAll(async () => app.close());

  const pricing = (pid: number, enrollment: string, token = open.token) =>
    getAs(app, token, `/get-plan-pricing-detail?pid=${pid}&enrollment_id=${enrollment}`);

  describe('GET /get-plan-pricing-detail', () => {
    it('lists every tier of a plan with pid, ppid and dollar price, the enrollment tier selected', async () => {
      const res = await pricing(101, atlanta);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ errorCode: null, pid: 101, is_prudential_plan: false });
      expect(data.plans.map((p: { tier: string }) => p.tier)).toEqual(['IO', 'IS', 'IC', 'IF']);
      const io = data.plans[0];
      const [row] = await app.db.select().from(planPricing).where(eq(planPricing.id, io.ppid));
      expect(row).toMatchObject({ planId: 101, tier: 'IO', tobacco: false });
      expect(io).toMatchObject({
        pid: 101,
        price: row!.monthlyCents / 100,
        selected_plan: true,
        tier_label: 'Member Only',
      });
      expect(data.plans.filter((p: { selected_plan: boolean }) => p.selected_plan)).toHaveLength(1);
    });

    it('adds the 3% administrative fee to the prudential-type plan 133', async () => {
      const data = (await pricing(133, atlanta)).json().data;
      const io = data.plans.find((p: { tier: string }) => p.tier === 'IO');
      const [row] = await app.db.select().from(planPricing).where(eq(planPricing.id, io.ppid));
      expect(io.price).toBe(Math.round(row!.monthlyCents * 1.03) / 100);
      expect(data).toMatchObject({ is_prudential_plan: true, needs_membership: true, admin_fee_included: true });
    });

    it('answers stateError for 211 at zip 10001 with an empty plan list', async () => {
      const ny = await quoteEnrollment(app, open, { zip: '10001', state: 'NY' });
      const data = (await pricing(211, ny)).json().data;
      expect(data).toMatchObject({ plans: [], errorCode: 'stateError', message: PRICING_ERROR_MESSAGES.stateError });
      expect((await pricing(211, atlanta)).json().data.errorCode).toBeNull();
    });

    it('answers tierError, ageError, smokerError, salaryError and hourError from the filter', async () => {
      const family = await quoteEnrollment(app, open, { tier: 'IF' });
      expect((await pricing(103, family)).json().data).toMatchObject({
        errorCode: 'tierError',
        message: PRICING_ERROR_MESSAGES.tierError,
      });
      expect((await pricing(143, atlanta)).json().data.errorCode).toBe('ageError');
      expect((await pricing(131, atlanta)).json().data).toMatchObject({
        errorCode: 'smokerError',
        message: PRICING_ERROR_MESSAGES.smokerError,
      });
      expect((await pricing(181, atlanta)).json().data).toMatchObject({
        errorCode: 'salaryError',
        message: PRICING_ERROR_MESSAGES.salaryError,
      });
      expect((await pricing(182, atlanta)).json().data).toMatchObject({
        errorCode: 'hourError',
        message: PRICING_ERROR_MESSAGES.hourError,
      });
      const earner = await quoteEnrollment(app, open, { annualIncode: 60000, workingHours: 40, isSmoker: 1 });
      for (const pid of [131, 181, 182])
        expect((await pricing(pid, earner)).json().data.errorCode, String(pid)).toBeNull();
    });

    it('scales the salary-based plan 181 with the annual salary', async () => {
      const ioPrice = async (salary: number) => {
        const e = await quoteEnrollment(app, open, { annualIncode: salary });
        return (await pricing(181, e)).json().data.plans.find((p: { tier: string }) => p.tier === 'IO').price as number;
      };
      const base = await ioPrice(40_000);
      expect(await ioPrice(80_000)).toBeCloseTo(base * 2, 2);
    });

    it("prices the salary-based plan's listing card at the shopper's salary, as the plan page and compare do", async () => {
      const [plan] = await app.db.select({ category: plans.category }).from(plans).where(eq(plans.id, 181));
      const figures = async (salary: number | null) => {
        const e = await quoteEnrollment(app, open, { annualIncode: salary });
        const listing = (
          await getAs(app, open.token, `/get-filtered-plans?enrollment_id=${e}&categories=${plan!.category}`)
        ).json();
        const card = listing.data.result.find((c: { plan_id: number }) => c.plan_id === 181);
        const detail = (await pricing(181, e)).json().data.plans.find((p: { tier: string }) => p.tier === 'IO');
        const compared = (await getAs(app, open.token, `/compare-plans?enrollment_id=${e}&plan_ids=181,182`)).json();
        const column = compared.data.result.plans.find((c: { plan_id: number }) => c.plan_id === 181);
        return {
          card: card.tier_price.find((t: { tier: string }) => t.tier === 'IO').price_male_nons as number,
          detail: detail?.price as number | undefined,
          cardYearly: card.estimate?.yearly_cents as number | undefined,
          compareYearly: column?.estimate?.yearly_cents as number | undefined,
        };
      };
      // Two shoppers of one audience at different salaries, then one without: each sees their own price.
      const low = await figures(40_000);
      const high = await figures(80_000);
      const none = await figures(null);
      expect(low.card).toBe(low.detail);
      expect(high.card).toBe(high.detail);
      expect(high.card).toBeCloseTo(low.card * 2, 2);
      expect(none.card).toBe(low.card);
      expect(high.cardYearly).toBeDefined();
      expect(high.cardYearly).toBe(high.compareYearly);
    });

    it('answers planAgeError for the 65+ plan 124, metError for an unknown zip, enrollmentIdError without details', async () => {
      expect((await pricing(124, atlanta)).json().data).toMatchObject({
        errorCode: 'planAgeError',
        message: expect.stringContaining('65'),
      });
      const nowhere = await quoteEnrollment(app, open, { zip: '00000', state: null });
      expect((await pricing(101, nowhere)).json().data.errorCode).toBe('metError');
      const blank = await quoteEnrollment(app, open, { zip: null, dob: null, tier: null });
      expect((await pricing(101, blank)).json().data.errorCode).toBe('enrollmentIdError');
    });

    it('answers portalError for the union plan outside the employer portal', async () => {
      const data = (await pricing(125, atlanta)).json().data;
      expect(data).toMatchObject({ plans: [], errorCode: 'portalError' });
      expect(data.message.length).toBeGreaterThan(0);
    });

    it('answers statusCode changePid with pid 113 for plan 112', async () => {
      const body = (await pricing(112, atlanta)).json();
      expect(body).toMatchObject({
        status: 'success',
        statusCode: 'changePid',
        data: { errorCode: 'changePid', pid: 113, plans: [] },
      });
    });

    it('refuses bad input, a missing session, an unknown plan and unknown or foreign enrollments', async () => {
      const bad = await getAs(app, open.token, `/get-plan-pricing-detail?pid=abc&enrollment_id=${atlanta}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().data[0].target_element).toBe('pid');
      expect((await pricing(101, atlanta, '')).statusCode).toBe(403);
      expect((await pricing(999999, atlanta)).statusCode).toBe(404);
      expect((await pricing(101, 'f'.repeat(32))).statusCode).toBe(404);
      expect((await pricing(101, atlanta, lee.token)).statusCode).toBe(404);
    });
  });

  it('GET /get-plan-pricing-detail-elevate offers the memberships, entry at $5.00', async () => {
    const res = await getAs(app, open.token, `/get-plan-pricing-detail-elevate?enrollment_id=${atlanta}`);
    expect(res.statusCode).toBe(200);
    const plans = res.json().data.plans;
    expect(plans.map((p: { pid: number }) => p.pid)).toEqual([261, 262, 263]);
    expect(plans[0]).toMatchObject({ pid: 261, price: 5, ppid: expect.any(Number) });
    expect((await getAs(app, undefined, `/get-plan-pricing-detail-elevate?enrollment_id=${atlanta}`)).statusCode).toBe(
      403,
    );
    expect((await getAs(app, open.token, '/get-plan-pricing-detail-elevate?enrollment_id=nope')).statusCode).toBe(400);
  });

  it('GET /plan-requirements/{id} tells salary and working-hour needs', async () => {
    expect((await getAs(app, open.token, '/plan-requirements/181')).json().data).toMatchObject({
      is_salary_required: true,
      is_working_hours_required: false,
    });
    expect((await getAs(app, open.token, '/plan-requirements/182')).json().data).toMatchObject({
      is_salary_required: false,
      is_working_hours_required: true,
      min_working_hours: 30,
    });
    expect((await getAs(app, open.token, '/plan-requirements/x')).statusCode).toBe(400);
    expect((await getAs(app, undefined, '/plan-requirements/181')).statusCode).toBe(403);
    expect((await getAs(app, open.token, '/plan-requirements/999999')).statusCode).toBe(404);
    expect((await getAs(app, open.token, '/plan-requirements/125')).statusCode).toBe(403);
  });

  it('GET /get-more-requirement flags the premier plan, by plan or by cart', async () => {
    expect((await getAs(app, open.token, '/get-more-requirement?plan_id=123')).json().data.result).toBe(true);
    expect((await getAs(app, open.token, '/get-more-requirement?plan_id=101')).json().data.result).toBe(false);
    const withPremier = await quoteEnrollment(app, open);
    expect(
      (await getAs(app, open.token, `/get-more-requirement?enrollment_id=${withPremier}`)).json().data.result,
    ).toBe(false);
    const [row] = await app.db
      .select()
      .from(planPricing)
      .where(and(eq(planPricing.planId, 123), eq(planPricing.tier, 'IO')));
    await app.db
      .insert(cartLines)
      .values({ enrollmentId: withPremier, planId: 123, planPricingId: row!.id, monthlyCents: row!.monthlyCents });
    expect(
      (await getAs(app, open.token, `/get-more-requirement?enrollment_id=${withPremier}`)).json().data.result,
    ).toBe(true);
    expect((await getAs(app, open.token, '/get-more-requirement')).statusCode).toBe(400);
    expect((await getAs(app, undefined, '/get-more-requirement?plan_id=123')).statusCode).toBe(403);
    expect((await getAs(app, lee.token, `/get-more-requirement?enrollment_id=${withPremier}`)).statusCode).toBe(404);
  });

  it('GET /check-prudential-plan and /check-prudential-cart follow the membership in the cart', async () => {
    const e = await quoteEnrollment(app, open, { tier: 'IS', spouseDob: '1988-07-04' });
    const check = () => getAs(app, open.token, `/check-prudential-plan?enrollment_id=${e}&plan_id=133`);
    expect((await check()).json().data).toEqual({ status: true, depdob: '07/04/1988', is_prudential: true });
    expect((await getAs(app, open.token, `/check-prudential-cart?enrollment_id=${e}`)).json().data.status).toBe(false);
    const rows = await app.db.select().from(planPricing).where(eq(planPricing.tier, 'IS'));
    for (const planId of [261, 133]) {
      const row = rows.find((r) => r.planId === planId)!;
      await app.db
        .insert(cartLines)
        .values({ enrollmentId: e, planId, planPricingId: row.id, monthlyCents: row.monthlyCents });
    }
    expect((await check()).json().data.status).toBe(false);
    expect((await getAs(app, open.token, `/check-prudential-cart?enrollment_id=${e}`)).json().data.status).toBe(true);
    expect((await getAs(app, open.token, `/check-prudential-plan?enrollment_id=${e}`)).statusCode).toBe(400);
    expect((await getAs(app, undefined, `/check-prudential-cart?enrollment_id=${e}`)).statusCode).toBe(403);
    expect((await getAs(app, open.token, `/check-prudential-cart?enrollment_id=${'0'.repeat(32)}`)).statusCode).toBe(
      404,
    );
  });

  it('GET /get-related-plans suggests priced plans of the same category', async () => {
    const res = await getAs(app, open.token, `/get-related-plans?enrollment_id=${atlanta}&plan_id=101`);
    const result = res.json().data.result;
    expect(result.map((p: { plan_id: number }) => p.plan_id)).toEqual([102, 103]);
    const [row] = await app.db.select().from(planPricing).where(eq(planPricing.id, result[0].plan_pricing_id));
    expect(result[0]).toMatchObject({ plan_id: 102, price: row!.monthlyCents / 100 });
    expect(row!.planId).toBe(102);
    expect((await getAs(app, open.token, `/get-related-plans?enrollment_id=${atlanta}&plan_id=0`)).statusCode).toBe(
      400,
    );
    expect((await getAs(app, undefined, `/get-related-plans?enrollment_id=${atlanta}&plan_id=101`)).statusCode).toBe(
      403,
    );
    expect((await getAs(app, lee.token, `/get-related-plans?enrollment_id=${atlanta}&plan_id=101`)).statusCode).toBe(
      404,
    );
  });

  it('GET /check-disability-plan tells a disability plan and the salary on file', async () => {
    expect(
      (await getAs(app, open.token, `/check-disability-plan?enrollment_id=${atlanta}&plan_id=181`)).json().data,
    ).toEqual({ result: true, is_salary_required: true, has_salary: false });
    expect(
      (await getAs(app, open.token, `/check-disability-plan?enrollment_id=${atlanta}&plan_id=101`)).json().data.result,
    ).toBe(false);
    expect(
      (await getAs(app, undefined, `/check-disability-plan?enrollment_id=${atlanta}&plan_id=181`)).statusCode,
    ).toBe(403);
  });
});
