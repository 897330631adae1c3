import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../helpers/build-app';
import { openSession, pricingIdOf, rateRowId } from '../helpers/cart-fixtures';
import { getAs, landingSession, postAs, quoteEnrollment, type TestSession } from '../helpers/quote-enrollment';
import { cartLines, enrollments } from '../../server/db/schema';

type Call = (token: string | undefined, enrollment: string) => ReturnType<typeof getAs>;

// A 1x1 transparent PNG.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('every cart and plan call guards its enrollment', () => {
  let app: FastifyInstance;
  let open: TestSession;
  let lee: TestSession;
  let mine: string;
  let dental: number;

  beforeAll(async () => {
    app = await buildTestApp();
    open = await openSession(app);
    lee = await landingSession(app, 'samlee');
    mine = await quoteEnrollment(app, open);
    dental = await pricingIdOf(app, open.token, mine, 101);
    expect(
      (
        await postAs(app, open.token, '/add-plan-to-cart', {
          enrollment_id: mine,
          plan_id: 101,
          plan_pricing_id: dental,
        })
      ).statusCode,
    ).toBe(200);
  });
  afterAll(async () => app.close());

  // Every call scoped to an enrollment (cart, checkout, listing, pricing, quote), with valid other fields.
  const calls = (): Record<string, Call> => ({
    'add-plan-to-cart': (t, x) =>
      postAs(app, t, '/add-plan-to-cart', { enrollment_id: x, plan_id: 102, plan_pricing_id: 1 }),
    'add-plan-to-cart-prudentials': (t, x) =>
      postAs(app, t, '/add-plan-to-cart-prudentials', {
        enrollment_id: x,
        plan_id: 133,
        plan_pricing_id: 1,
        plan_id1: 261,
        plan_pricing_id1: 1,
      }),
    'check-already-in-cart': (t, x) =>
      postAs(app, t, '/check-already-in-cart', { enrollment_id: x, plan_id: 101, plan_pricing_id: dental }),
    'remove-plan-from-cart': (t, x) =>
      getAs(app, t, `/remove-plan-from-cart?enrollment_id=${x}&plan_id=101&plan_pricing_id=${dental}`),
    'get-cart-count': (t, x) => getAs(app, t, `/get-cart-count?enrollment_id=${x}`),
    'get-cart-amount': (t, x) => getAs(app, t, `/get-cart-amount?enrollment_id=${x}`),
    'get-plan-cart': (t, x) => getAs(app, t, `/get-plan-cart?enrollment_id=${x}`),
    'get-cart-effective-dates': (t, x) => getAs(app, t, `/get-cart-effective-dates?enrollment_id=${x}`),
    'cart-checkout': (t, x) => postAs(app, t, '/cart-checkout', { enrollment_id: x, effective_date: '01/01/2099' }),
    'save-screenshot': (t, x) => postAs(app, t, '/save-screenshot', { enrollment_id: x, name: 'cart', image: PNG }),
    'get-left-side-filter-fields': (t, x) => getAs(app, t, `/get-left-side-filter-fields?enrollment_id=${x}`),
    'get-filtered-plans': (t, x) => getAs(app, t, `/get-filtered-plans?enrollment_id=${x}`),
    'get-plan-pricing-detail': (t, x) => getAs(app, t, `/get-plan-pricing-detail?enrollment_id=${x}&pid=101`),
    'get-plan-pricing-detail-elevate': (t, x) => getAs(app, t, `/get-plan-pricing-detail-elevate?enrollment_id=${x}`),
    'check-prudential-plan': (t, x) => getAs(app, t, `/check-prudential-plan?enrollment_id=${x}&plan_id=133`),
    'check-prudential-cart': (t, x) => getAs(app, t, `/check-prudential-cart?enrollment_id=${x}`),
    'get-related-plans': (t, x) => getAs(app, t, `/get-related-plans?enrollment_id=${x}&plan_id=101`),
    'check-disability-plan': (t, x) => getAs(app, t, `/check-disability-plan?enrollment_id=${x}&plan_id=101`),
    'get-quote-preview-content': (t, x) =>
      getAs(
        app,
        t,
        `/get-quote-preview-content?enrollment_id=${x}&name=Pat&email=pat@example.com&tab=cart_info&type=preview`,
      ),
    'save-enrollment (quote)': (t, x) =>
      postAs(app, t, '/save-enrollment', {
        enrollment_id: x,
        tab: 'cart_info',
        email: 'pat@example.com',
        data: { name: 'Pat' },
      }),
  });

  it("answers 403 without a session, 404 for an unknown id or another storefront's enrollment, 400 for a malformed id", async () => {
    for (const [name, call] of Object.entries(calls())) {
      expect((await call(undefined, mine)).statusCode, `${name} without session`).toBe(403);
      expect((await call(open.token, 'a'.repeat(32))).statusCode, `${name} unknown`).toBe(404);
      expect((await call(lee.token, mine)).statusCode, `${name} other storefront`).toBe(404);
      const malformed = await call(open.token, 'not-an-id');
      expect(malformed.statusCode, `${name} malformed`).toBe(400);
      expect(malformed.json().data[0].target_element, name).toBe('enrollment_id');
    }
    // None of the refused calls touched the enrollment: its cart still holds the one dental line, unchecked out.
    const lines = await app.db.select().from(cartLines).where(eq(cartLines.enrollmentId, mine));
    expect(lines.map((l) => l.planId)).toEqual([101]);
    const [row] = await app.db.select().from(enrollments).where(eq(enrollments.id, mine));
    expect(row?.status).toBe('open');
  });

  it("refuses another enrollment's pricing id: a price quoted to a 70-year-old is not this applicant's", async () => {
    const senior = await quoteEnrollment(app, open, { dob: '1956-01-01' });
    // An age-rated hospital plan (a coverage that stacks, so the one-dental-plan rule does not answer first).
    const theirs = await rateRowId(app, 212, 'IO', 70);
    expect((await getAs(app, open.token, `/get-filtered-plans?enrollment_id=${senior}`)).statusCode).toBe(200);
    const res = await postAs(app, open.token, '/add-plan-to-cart', {
      enrollment_id: mine,
      plan_id: 212,
      plan_pricing_id: theirs,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data[0].target_element).toBe('plan_pricing_id');
  });

  it('names the bad field of each call with more than an enrollment id', async () => {
    const bad: Array<[string, ReturnType<typeof getAs>, string]> = [
      [
        'add-plan-to-cart-prudentials',
        postAs(app, open.token, '/add-plan-to-cart-prudentials', {
          enrollment_id: mine,
          plan_id: 133,
          plan_pricing_id: 1,
          plan_id1: 'x',
          plan_pricing_id1: 1,
        }),
        'plan_id1',
      ],
      [
        'check-already-in-cart',
        postAs(app, open.token, '/check-already-in-cart', {
          enrollment_id: mine,
          plan_id: -1,
          plan_pricing_id: dental,
        }),
        'plan_id',
      ],
      [
        'remove-plan-from-cart',
        getAs(app, open.token, `/remove-plan-from-cart?enrollment_id=${mine}&plan_id=101&plan_pricing_id=abc`),
        'plan_pricing_id',
      ],
      [
        'save-screenshot',
        postAs(app, open.token, '/save-screenshot', { enrollment_id: mine, name: 'cart', image: 'not an image' }),
        'image',
      ],
      [
        'get-plan-pricing-detail',
        getAs(app, open.token, `/get-plan-pricing-detail?enrollment_id=${mine}&pid=abc`),
        'pid',
      ],
      ['get-related-plans', getAs(app, open.token, `/get-related-plans?enrollment_id=${mine}`), 'plan_id'],
      [
        'get-quote-preview-content',
        getAs(
          app,
          open.token,
          `/get-quote-preview-content?enrollment_id=${mine}&name=Pat&email=pat@example.com&tab=cart_info&type=send`,
        ),
        'type',
      ],
    ];
    for (const [name, pending, field] of bad) {
      const res = await pending;
      expect(res.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, name).toBeLessThan(500);
      expect(
        res.json().data.map((e: { target_element: string }) => e.target_element),
        name,
      ).toContain(field);
    }
  });
});
