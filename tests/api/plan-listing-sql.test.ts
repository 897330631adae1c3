import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { buildTestApp } from '../helpers/build-app';
import { caller, newVisitorEnrollment, openSession } from '../helpers/cart-fixtures';
import { planPricing, plans, portalPlans } from '../../server/db/schema';
import { ageFromDob } from '../../server/domain/age';
import type { PricingFilter } from '../../server/domain/eligibility';
import { cardAudience, planCards } from '../../server/domain/plan-cards';
import { pricingRowsOf } from '../../server/repositories/rate-lookup';
import { rateScopeOf } from '../../server/domain/rate-scope';
import { listingPage } from '../../server/repositories/plan-listing';
import { CATEGORY_CODES } from '../../schemas/categories';
import { DEFAULT_PAGE_SIZE } from '../../schemas/api/plan-listing';

/**
 * The listing query (listingPage: filtered, ordered and paged in SQL) against the reference it
 * replaced (every listable plan, every rate row of the age, planCards filtering in JavaScript),
 * over varied applicants, so the two cannot drift; and the shared cache's invalidation.
 */

const PORTAL = 501;
const today = new Date();

function dobAt(age: number): string {
  const d = new Date(today.getFullYear() - age, today.getMonth(), today.getDate());
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const base: PricingFilter = {
  zip: '30301',
  dob: dobAt(36),
  state: 'GA',
  tier: 'IO',
  isSmoker: 0,
  annualIncode: null,
  workingHours: null,
};

function applicants(): Array<[string, PricingFilter]> {
  const out: Array<[string, PricingFilter]> = [];
  const places: Array<Pick<PricingFilter, 'zip' | 'state'>> = [
    { zip: '30301', state: 'GA' },
    { zip: '10001', state: 'NY' },
    { zip: '10001', state: null },
    { zip: '90210', state: 'CA' },
    { zip: '00000', state: null },
  ];
  for (const place of places) {
    for (const age of [18, 25, 35, 36, 50, 64, 65, 66, 80]) {
      for (const isSmoker of [0, 1, null])
        out.push([`${place.zip}/${place.state}/${age}/${isSmoker}`, { ...base, ...place, dob: dobAt(age), isSmoker }]);
    }
  }
  out.push(
    ['no dob', { ...base, dob: null }],
    ['no zip', { ...base, zip: null, state: null }],
    ['no tier', { ...base, tier: null }],
  );
  out.push(
    ['no zip, 70', { ...base, zip: null, state: null, dob: dobAt(70) }],
    ['nothing', { ...base, zip: null, state: null, dob: null, tier: null, isSmoker: null }],
  );
  out.push(
    ['family tier', { ...base, tier: 'IF' }],
    ['birthday today, 65', { ...base, dob: dobAt(65), state: 'NY', zip: '10001' }],
  );
  return out;
}

/** Every plan row the portal lists (active, no membership add-ons), in these categories when any, in catalogue order. */
async function listablePlans(app: FastifyInstance, categories: string[]) {
  const rows = await app.db
    .select({ plan: plans })
    .from(plans)
    .innerJoin(portalPlans, eq(portalPlans.planId, plans.id))
    .where(
      and(
        eq(portalPlans.portalId, PORTAL),
        eq(plans.active, true),
        eq(plans.isMembership, false),
        categories.length > 0 ? inArray(plans.category, categories) : undefined,
      ),
    )
    .orderBy(asc(plans.sort), asc(plans.id));
  return rows.map((r) => r.plan);
}

async function reference(app: FastifyInstance, filter: PricingFilter, categories: string[]) {
  const listed = await listablePlans(app, categories);
  const rows = await pricingRowsOf(
    app.db,
    listed.map((p) => p.id),
    rateScopeOf(filter, today),
    ageFromDob(filter.dob, today),
  );
  return planCards(listed, rows, filter, new Set(), today);
}

async function viaSql(
  app: FastifyInstance,
  filter: PricingFilter,
  categories: string[],
  page?: { offset: number; limit: number },
) {
  const found = await listingPage(app.db, PORTAL, {
    categories,
    audience: cardAudience(filter, today),
    scope: rateScopeOf(filter, today),
    ...page,
  });
  const cards = planCards(found.plans, found.rows, filter, new Set(), today);
  // The query already left out every plan the rules hide: planCards drops nothing more.
  expect(cards.map((c) => c.plan_id)).toEqual(found.plans.map((p) => p.id));
  return { cards, total: found.total };
}

describe('plan listing query', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
    // Plans beyond the demo's: several excluded states, the over-65 market with a limit, an
    // under-65 plan, a middle age window, a category the catalogue order does not know.
    const extra = [
      { id: 901, category: 'DENTAL', excludedStates: ['GA', 'CA'], sort: -1 },
      { id: 902, category: 'VISION', minAge: 65, maxAge: 79 },
      { id: 903, category: 'VISION', maxAge: 64, tobaccoRated: true },
      { id: 904, category: 'DENTAL', minAge: 30, maxAge: 50, sort: 5 },
      { id: 905, category: 'ZZ_UNKNOWN' },
      { id: 906, category: 'DENTAL', changePidTo: 101 },
    ];
    const [carrier] = await app.db.select({ id: plans.carrierId }).from(plans).where(eq(plans.id, 101));
    await app.db.insert(plans).values(extra.map((p) => ({ planName: `Extra ${p.id}`, carrierId: carrier!.id, ...p })));
    await app.db.insert(portalPlans).values(extra.map((p) => ({ portalId: PORTAL, planId: p.id })));
    const bands = [
      [18, 29],
      [30, 39],
      [40, 49],
      [50, 64],
      [65, 100],
    ] as const;
    await app.db.insert(planPricing).values(
      extra.flatMap((p) =>
        bands.flatMap(([ageMin, ageMax], i) =>
          [false, true].map((tobacco) => ({
            planId: p.id,
            tier: 'IO' as const,
            ageMin,
            ageMax,
            tobacco,
            monthlyCents: 1000 + i * 100 + (tobacco ? 7 : 0),
          })),
        ),
      ),
    );
  });
  afterAll(async () => app.close());

  it('answers the same cards as planCards over every listable plan, for every applicant', async () => {
    for (const [name, filter] of applicants()) {
      for (const categories of [[], ['DENTAL'], ['VISION', 'DENTAL'], ['LIMITEDMED', 'MEDICAL', 'ZZ_UNKNOWN']]) {
        const expected = await reference(app, filter, categories);
        const { cards, total } = await viaSql(app, filter, categories);
        expect(cards, `${name} ${categories.join(',')}`).toEqual(expected);
        expect(total).toBe(expected.length);
      }
    }
    // About 570 comparisons of two queries each: minutes on a busy 2-core machine, not seconds.
  }, 180_000);

  it('pages through the same cards in the same order, with the total on every page', async () => {
    for (const [name, filter] of applicants().filter((_, i) => i % 7 === 0)) {
      const whole = await reference(app, filter, []);
      const pages = [];
      for (let offset = 0; offset <= whole.length; offset += 7) {
        const { cards, total } = await viaSql(app, filter, [], { offset, limit: 7 });
        expect(total, name).toBe(whole.length);
        pages.push(...cards);
      }
      expect(pages, name).toEqual(whole);
    }
    expect(CATEGORY_CODES.length).toBeGreaterThan(10);
  });
});

describe('shared listing cache', () => {
  let app: FastifyInstance;
  let other: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
    // A second API process over the same database (its own cache and version reader).
    other = await buildApp({ config: app.config, database: { db: app.db, kind: 'pglite', close: async () => {} } });
  });
  afterAll(async () => {
    await other.close();
    await app.close();
  });

  it('shows a catalogue change in the next listing, in both processes', async () => {
    const session = await openSession(app);
    const id = await newVisitorEnrollment(app, session);
    const dental = async (a: FastifyInstance) =>
      (await caller(a, session.token).get(`get-filtered-plans?enrollment_id=${id}&categories=DENTAL`)).json().data
        .result as Array<{
        plan_id: number;
        plan_name: string;
        tier_price: Array<{ price_male_nons: number; plan_pricing_id: number }>;
      }>;
    const before = await dental(app);
    expect(await dental(other)).toEqual(before);
    expect(await dental(app)).toEqual(before);

    await app.db.update(plans).set({ planName: 'Renamed Dental Plus' }).where(eq(plans.id, 101));
    const io = before[0]!.tier_price[0]!;
    await app.db.update(planPricing).set({ monthlyCents: 12345 }).where(eq(planPricing.id, io.plan_pricing_id));
    // PGlite notifies in the same statement; PostgreSQL's notification takes a moment to arrive.
    for (const a of [app, other]) {
      await vi.waitFor(
        async () => {
          const after = await dental(a);
          expect(after[0]).toMatchObject({ plan_id: 101, plan_name: 'Renamed Dental Plus' });
          expect(after[0]!.tier_price[0]).toEqual({ ...io, price_male_nons: 123.45 });
        },
        { timeout: 3000, interval: 50 },
      );
    }
  });

  it('pages with the total, answers every category a page at a time and a chosen one whole without page parameters', async () => {
    const session = await openSession(app);
    const id = await newVisitorEnrollment(app, session);
    const api = caller(app, session.token);
    const whole = (await api.get(`get-filtered-plans?enrollment_id=${id}&page_size=100`)).json().data;
    expect(whole.total).toBe(whole.result.length);
    expect(whole.next).toBeNull();
    const firstDefault = (await api.get(`get-filtered-plans?enrollment_id=${id}`)).json().data;
    expect(firstDefault).toMatchObject({
      result: whole.result.slice(0, DEFAULT_PAGE_SIZE),
      total: whole.total,
      next: 2,
    });
    const dental = (await api.get(`get-filtered-plans?enrollment_id=${id}&categories=DENTAL`)).json().data;
    expect(dental.result.length).toBe(dental.total);
    expect(dental.next).toBeNull();
    const first = (await api.get(`get-filtered-plans?enrollment_id=${id}&page=1&page_size=5`)).json().data;
    const second = (await api.get(`get-filtered-plans?enrollment_id=${id}&page=2&page_size=5`)).json().data;
    expect([...first.result, ...second.result]).toEqual(whole.result.slice(0, 10));
    expect(first.total).toBe(whole.total);
    expect((await api.get(`get-filtered-plans?enrollment_id=${id}&page=999`)).json().data).toMatchObject({
      result: [],
      total: whole.total,
    });
    expect((await api.get(`get-filtered-plans?enrollment_id=${id}&page_size=101`)).statusCode).toBe(400);
    expect((await api.get(`get-filtered-plans?enrollment_id=${id}&page=0`)).statusCode).toBe(400);
  });
});
