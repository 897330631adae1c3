import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  caller,
  type CartCaller,
  type CartSession,
  newVisitorEnrollment,
  openCartApp,
  pricingIdOf,
} from '../helpers/cart-fixtures';
import { planPricing } from '../../server/db/schema';

interface Card {
  plan_id: number;
  plan_category: string;
  tier_price: Array<{ tier: string; price_male_nons: number; plan_pricing_id: number }>;
  is_in_cart: boolean;
  hide_add_to_cart: boolean;
  bundle_plan_count: number | null;
  is_prudential_plan: boolean;
}

describe('plan listing calls', () => {
  let app: FastifyInstance;
  let session: CartSession;
  let api: CartCaller;
  beforeAll(async () => ({ app, session, api } = await openCartApp()));
  afterAll(async () => app.close());

  const cards = async (id: string, categories = '') =>
    (await api.get(`get-filtered-plans?enrollment_id=${id}${categories ? `&categories=${categories}` : ''}`)).json()
      .data.result as Card[];

  it('answers the left-side categories the storefront sells, in category order', async () => {
    const id = await newVisitorEnrollment(app, session);
    const res = await api.get(`get-left-side-filter-fields?enrollment_id=${id}`);
    const categories = res.json().data.result.categories as Array<{
      category: string;
      label: string;
      plan_count: number;
    }>;
    expect(categories[0]).toEqual({ category: 'DENTAL', label: 'Dental', plan_count: 3 });
    expect(categories.map((c) => c.category)).toContain('bundles');
    expect(categories.every((c) => c.plan_count > 0)).toBe(true);
  });

  it("prices each tier for the applicant's age from the rate table", async () => {
    const id = await newVisitorEnrollment(app, session);
    const dental = await cards(id, 'DENTAL');
    expect(dental.map((c) => c.plan_id)).toEqual([101, 102, 103]);
    const plus = dental[0]!;
    expect(plus.tier_price.map((t) => t.tier)).toEqual(['IO', 'IS', 'IC', 'IF']);
    const [row] = await app.db
      .select()
      .from(planPricing)
      .where(and(eq(planPricing.id, plus.tier_price[0]!.plan_pricing_id)));
    expect(row).toMatchObject({ planId: 101, tier: 'IO' });
    expect(row!.ageMin <= 36 && 36 <= row!.ageMax).toBe(true);
    expect(plus.tier_price[0]!.price_male_nons).toBe(row!.monthlyCents / 100);
    // The plan not offered for the Family tier shows no Family price.
    expect(dental[2]!.tier_price.map((t) => t.tier)).toEqual(['IO', 'IS', 'IC']);
  });

  it('leaves out plans the applicant cannot buy and marks what is in the cart', async () => {
    const ny = await newVisitorEnrollment(app, session, { zip: '10001', state: 'NY' });
    expect((await cards(ny, 'HOSPITAL')).map((c) => c.plan_id)).toEqual([212]);
    const ga = await newVisitorEnrollment(app, session);
    const vision = await cards(ga, 'VISION');
    expect(vision.map((c) => c.plan_id)).toEqual([111, 113]);
    await api.post('add-plan-to-cart', {
      enrollment_id: ga,
      plan_id: 111,
      plan_pricing_id: await pricingIdOf(app, session.token, ga, 111),
    });
    expect((await cards(ga, 'VISION')).map((c) => c.is_in_cart)).toEqual([true, false]);
  });

  it('lists bundles with their plan count and every category, a page at a time, when none is asked for', async () => {
    const id = await newVisitorEnrollment(app, session);
    const bundles = await cards(id, 'bundles');
    expect(bundles.map((c) => c.bundle_plan_count).sort()).toEqual([2, 2, 3, 4, 5]);
    const all: Card[] = [];
    for (let page: number | null = 1; page !== null;) {
      const data = (await api.get(`get-filtered-plans?enrollment_id=${id}&page=${page}`)).json().data;
      all.push(...(data.result as Card[]));
      page = data.next as number | null;
    }
    expect(new Set(all.map((c) => c.plan_category)).size).toBeGreaterThan(10);
    expect(all.find((c) => c.plan_id === 133)?.is_prudential_plan).toBe(true);
    expect(all.some((c) => c.plan_id === 261)).toBe(false);
  });

  it('answers menu plans of a category without an enrollment, unpriced', async () => {
    const res = await api.get('get-menu-filtered-plans?category=VISION');
    const result = res.json().data.result as Card[];
    expect(result.map((c) => c.plan_id)).toEqual([111, 113]);
    expect(result.every((c) => c.tier_price.length === 0)).toBe(true);
  });

  it('refuses bad input, unknown enrollments and missing sessions', async () => {
    const id = await newVisitorEnrollment(app, session);
    const bad = await api.get(`get-filtered-plans?enrollment_id=${id}&categories=DENTAL;DROP`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data[0].target_element).toBe('categories');
    expect((await api.get('get-filtered-plans')).json().data[0].target_element).toBe('enrollment_id');
    expect((await api.get(`get-left-side-filter-fields?enrollment_id=${'f'.repeat(32)}`)).statusCode).toBe(404);
    expect((await caller(app, undefined).get(`get-filtered-plans?enrollment_id=${id}`)).statusCode).toBe(403);
    expect((await api.get('get-menu-filtered-plans?category=VISION&portal_id=999')).statusCode).toBe(403);
  });
});
