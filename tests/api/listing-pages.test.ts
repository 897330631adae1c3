import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { buildTestApp } from '../helpers/build-app';
import { caller, newVisitorEnrollment, openSession, type CartSession } from '../helpers/cart-fixtures';
import { planPricing, plans, portalPlans } from '../../server/db/schema';
import { ageFromDob } from '../../server/domain/age';
import type { PricingFilter } from '../../server/domain/eligibility';
import { cardAudience, planCards } from '../../server/domain/plan-cards';
import { pricingRowsOf } from '../../server/repositories/rate-lookup';
import { rateScopeOf } from '../../server/domain/rate-scope';
import { catalogueRows } from '../../server/repositories/plan-listing';
import { ageBandOf, PricedCatalogue } from '../../server/services/priced-catalogue';
import type { FromSchema } from 'json-schema-to-ts';
import { DEFAULT_PAGE_SIZE, type listingCacheStatusData } from '../../schemas/api/plan-listing';
import { growCatalogue } from '../../bench/catalogue';

type ListingCacheStatus = FromSchema<typeof listingCacheStatusData>;

/**
 * The all-categories listing a page at a time (issue 27): the priced catalogue one state and age
 * band share answers every age of the band as planCards would; pages cover every card once, after
 * filtering and sorting; the first page of a 100x catalogue stays small; the listing cache keeps
 * within its bytes and serves varied ages of a band from one entry (its counters, not timing).
 */

const PORTAL = 501;
const today = new Date();

/** A date of birth (yyyy-mm-dd) that is `age` years old today. */
function dobAt(age: number): string {
  const d = new Date(today.getFullYear() - age, today.getMonth(), today.getDate());
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

interface Card {
  plan_id: number;
  plan_category: string;
  estimate: { yearly_cents: number } | null;
}

interface Page {
  result: Card[];
  total: number;
  next: number | null;
}

describe('priced catalogue per state and age band', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
    // Plans whose cards change inside a band: age limits off the band edges, the over-65 market,
    // rate rows finer than the bands, an excluded state, a replaced plan.
    const extra = [
      { id: 921, category: 'DENTAL', minAge: 33, maxAge: 52 },
      { id: 922, category: 'VISION', minAge: 65, maxAge: 79 },
      { id: 923, category: 'VISION', maxAge: 64, tobaccoRated: true },
      { id: 924, category: 'DENTAL', excludedStates: ['GA'] },
      { id: 925, category: 'ACCIDENT' },
      { id: 926, category: 'DENTAL', changePidTo: 101 },
    ];
    const [carrier] = await app.db.select({ id: plans.carrierId }).from(plans).where(eq(plans.id, 101));
    await app.db.insert(plans).values(extra.map((p) => ({ planName: `Extra ${p.id}`, carrierId: carrier!.id, ...p })));
    await app.db.insert(portalPlans).values(extra.map((p) => ({ portalId: PORTAL, planId: p.id })));
    // Plan 925 is rated every five years (18-22, 23-27, ...); the others by the usual bands.
    const fine = Array.from({ length: 17 }, (_, i) => [18 + i * 5, i === 16 ? 100 : 22 + i * 5] as const);
    const bands = [
      [18, 29],
      [30, 39],
      [40, 49],
      [50, 64],
      [65, 100],
    ] as const;
    await app.db.insert(planPricing).values(
      extra.flatMap((p) =>
        (p.id === 925 ? fine : bands).flatMap(([ageMin, ageMax], i) =>
          [false, true].flatMap((tobacco) =>
            (['IO', 'IF'] as const).map((tier) => ({
              planId: p.id,
              tier,
              ageMin,
              ageMax,
              tobacco,
              monthlyCents: 1000 + i * 100 + (tobacco ? 7 : 0) + (tier === 'IF' ? 3 : 0),
            })),
          ),
        ),
      ),
    );
  });
  afterAll(async () => app.close());

  it('answers, for every age of a band and every state, the cards planCards gives that shopper', async () => {
    const listed = await app.db
      .select({ plan: plans })
      .from(plans)
      .innerJoin(portalPlans, eq(portalPlans.planId, plans.id))
      .where(and(eq(portalPlans.portalId, PORTAL), eq(plans.active, true), eq(plans.isMembership, false)))
      .orderBy(asc(plans.sort), asc(plans.id));
    const candidates = listed.map((r) => r.plan);
    const places: Array<Pick<PricingFilter, 'zip' | 'state'>> = [
      { zip: '30301', state: 'GA' },
      { zip: '10001', state: 'NY' },
      { zip: null, state: null },
    ];
    const ages = [18, 22, 23, 29, 30, 32, 33, 39, 40, 49, 50, 52, 53, 64, 65, 70, 79, 80, 100];
    let compared = 0;
    for (const isSmoker of [0, 1]) {
      // Shared across states: one catalogue per band for complete basic details, one without.
      const built = new Map<string, PricedCatalogue>();
      for (const place of places) {
        for (const age of ages) {
          const filter: PricingFilter = {
            zip: place.zip,
            state: place.state,
            dob: dobAt(age),
            tier: 'IO',
            isSmoker,
            annualIncode: null,
            workingHours: null,
          };
          const audience = cardAudience(filter, today);
          const band = ageBandOf(audience.age);
          const key = `${audience.rated}|${String(band)}`;
          let catalogue = built.get(key);
          if (!catalogue) {
            const found = await catalogueRows(app.db, PORTAL, band, rateScopeOf(filter, today));
            catalogue = PricedCatalogue.build({
              ...found,
              filter,
              band,
              figures: null,
              today,
              serialiseCard: (card) => JSON.stringify(card),
            });
            built.set(key, catalogue);
          }
          const rows = await pricingRowsOf(
            app.db,
            candidates.map((p) => p.id),
            rateScopeOf(filter, today),
            ageFromDob(filter.dob, today),
          );
          const expected = planCards(candidates, rows, filter, new Set(), today);
          const page = catalogue.page(audience.age, {
            state: audience.state,
            categories: [],
            sort: null,
            page: 1,
            size: undefined,
          });
          const body = page.answer(null, new Set(), (_t, total, next) => JSON.stringify({ result: [], total, next }));
          const answer = JSON.parse(body.body.toString()) as { result: unknown[]; total: number };
          expect(answer.result, `${place.state} ${age} ${isSmoker}`).toEqual(expected);
          expect(answer.total).toBe(expected.length);
          compared++;
        }
      }
      // One catalogue per band (with and without complete basic details), whatever the ages and states asked.
      expect(built.size).toBe(10);
    }
    expect(compared).toBe(places.length * 2 * ages.length);
  });
});

describe('the all-categories listing a page at a time', () => {
  let app: FastifyInstance;
  let session: CartSession;
  let id: string;
  const api = () => caller(app, session.token);

  beforeAll(async () => {
    app = await buildTestApp();
    session = await openSession(app);
    id = await newVisitorEnrollment(app, session);
  });
  afterAll(async () => app.close());

  async function allPages(query: string, size: number): Promise<{ cards: Card[]; totals: number[] }> {
    const cards: Card[] = [];
    const totals: number[] = [];
    for (let page: number | null = 1; page !== null;) {
      const res = await api().get(`get-filtered-plans?enrollment_id=${id}${query}&page=${page}&page_size=${size}`);
      expect(res.statusCode).toBe(200);
      const data = res.json().data as Page;
      expect(data.result.length).toBeLessThanOrEqual(size);
      cards.push(...data.result);
      totals.push(data.total);
      page = data.next;
    }
    return { cards, totals };
  }

  it('answers the first page without page parameters and covers every card once across pages, in order', async () => {
    const first = (await api().get(`get-filtered-plans?enrollment_id=${id}`)).json().data as Page;
    expect(first.result).toHaveLength(DEFAULT_PAGE_SIZE);
    expect(first.next).toBe(2);
    const { cards, totals } = await allPages('', 7);
    expect(cards.slice(0, DEFAULT_PAGE_SIZE)).toEqual(first.result);
    expect(new Set(cards.map((c) => c.plan_id)).size).toBe(cards.length);
    expect(cards).toHaveLength(first.total);
    expect(new Set(totals)).toEqual(new Set([first.total]));
    const whole = (await api().get(`get-filtered-plans?enrollment_id=${id}&page_size=100`)).json().data as Page;
    expect(cards).toEqual(whole.result);
  });

  it('filters by category and sorts by yearly cost before paging', async () => {
    const chosen = (await api().get(`get-filtered-plans?enrollment_id=${id}&categories=VISION,DENTAL`)).json()
      .data as Page;
    expect(chosen.next).toBeNull();
    const { cards: chosenPages, totals } = await allPages('&categories=DENTAL,VISION', 2);
    expect(chosenPages).toEqual(chosen.result);
    expect(totals.every((t) => t === chosen.result.length)).toBe(true);
    expect(new Set(chosenPages.map((c) => c.plan_category))).toEqual(new Set(['DENTAL', 'VISION']));

    const { cards: sorted } = await allPages('&sort=yearly_cost', 5);
    const costs = sorted.map((c) => c.estimate?.yearly_cents ?? Infinity);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    expect(costs.filter(Number.isFinite).length).toBeGreaterThan(10);
    const { cards: catalogueOrder } = await allPages('', 5);
    expect(new Set(sorted.map((c) => c.plan_id))).toEqual(new Set(catalogueOrder.map((c) => c.plan_id)));
    expect(sorted).toHaveLength(catalogueOrder.length);
  });

  it('answers an empty page past the last, and refuses pages out of range', async () => {
    const past = (await api().get(`get-filtered-plans?enrollment_id=${id}&page=99`)).json().data as Page;
    expect(past.result).toEqual([]);
    expect(past.next).toBeNull();
    expect(past.total).toBeGreaterThan(DEFAULT_PAGE_SIZE);
    const nowhere = await newVisitorEnrollment(app, session, { zip: '00000', state: null });
    expect((await api().get(`get-filtered-plans?enrollment_id=${nowhere}`)).json().data).toMatchObject({
      result: [],
      total: 0,
      next: null,
    });
    expect((await api().get(`get-filtered-plans?enrollment_id=${id}&page=0`)).statusCode).toBe(400);
    expect((await api().get(`get-filtered-plans?enrollment_id=${id}&page_size=101`)).statusCode).toBe(400);
  });
});

const ADMIN_TOKEN = 'listing-cache-admin-token-0123456789';

/** The listing cache's counters as staff read them (GET /admin/listing-cache-status). */
async function cacheStatus(app: FastifyInstance) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/v1/admin/listing-cache-status',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  const status = res.json().data as ListingCacheStatus;
  const priced = status.kinds.find((k) => k.kind === 'priced');
  return { ...status, priced: { hits: priced?.hits ?? 0, misses: priced?.misses ?? 0 } };
}

describe('the listing cache', () => {
  let app: FastifyInstance;
  let session: CartSession;
  const kept = process.env.LISTING_CACHE_BYTES;

  afterEach(async () => {
    await app.close();
    if (kept === undefined) delete process.env.LISTING_CACHE_BYTES;
    else process.env.LISTING_CACHE_BYTES = kept;
  });

  const listing = async (patch: Parameters<typeof newVisitorEnrollment>[2]) => {
    const id = await newVisitorEnrollment(app, session, patch);
    const res = await caller(app, session.token).get(`get-filtered-plans?enrollment_id=${id}`);
    expect(res.statusCode).toBe(200);
    return res.json().data as Page;
  };

  it('serves every age of one band from one priced catalogue, and a new band from another', async () => {
    app = await buildTestApp({ adminToken: ADMIN_TOKEN });
    session = await openSession(app);
    const before = (await cacheStatus(app)).priced;
    const pages = [];
    for (let age = 30; age <= 39; age++) pages.push(await listing({ dob: dobAt(age) }));
    expect((await cacheStatus(app)).priced).toEqual({ hits: before.hits + 9, misses: before.misses + 1 });
    // One entry, yet each age sees its own cards: the young adults' plan (18 to 35) until 35 only.
    const young = pages.map((p) => p.result.some((c) => c.plan_id === 143));
    expect(young).toEqual([true, true, true, true, true, true, false, false, false, false]);
    expect(pages.map((p) => p.total)).toEqual([42, 42, 42, 42, 42, 42, 41, 41, 41, 41]);
    // Another state, same band: the same entry, its own exclusions.
    const ga = await listing({ dob: dobAt(33) });
    const ny = await listing({ dob: dobAt(33), zip: '10001', state: 'NY' });
    expect((await cacheStatus(app)).priced).toEqual({ hits: before.hits + 11, misses: before.misses + 1 });
    expect(ny.total).not.toBe(ga.total);
    await listing({ dob: dobAt(41) });
    expect((await cacheStatus(app)).priced.misses).toBe(before.misses + 2);
    // Staff only.
    const anonymous = await app.inject({ method: 'GET', url: '/api/v1/admin/listing-cache-status' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps within its byte budget, the least recently used going first', async () => {
    process.env.LISTING_CACHE_BYTES = String(200_000);
    app = await buildTestApp({ adminToken: ADMIN_TOKEN });
    session = await openSession(app);
    expect((await cacheStatus(app)).max_bytes).toBe(200_000);
    const audiences = [];
    for (const age of [20, 35, 45, 55, 70])
      for (const isSmoker of [0, 1]) audiences.push({ dob: dobAt(age), isSmoker });
    for (const audience of audiences) {
      await listing(audience);
      const { bytes, max_bytes } = await cacheStatus(app);
      expect(bytes).toBeGreaterThan(0);
      expect(bytes).toBeLessThanOrEqual(max_bytes);
    }
    // Ten catalogues do not fit: the first went, and asking it again misses.
    expect((await cacheStatus(app)).entries).toBeLessThan(audiences.length);
    const { misses } = (await cacheStatus(app)).priced;
    await listing(audiences[0]!);
    expect((await cacheStatus(app)).priced.misses).toBe(misses + 1);
    // The most recent one is still kept.
    await listing(audiences[0]!);
    expect((await cacheStatus(app)).priced.misses).toBe(misses + 1);
  });

  it('answers the first page of a 100x catalogue in under 100 KB', async () => {
    app = await buildTestApp();
    session = await openSession(app);
    await growCatalogue(app.db, 100);
    const id = await newVisitorEnrollment(app, session);
    const res = await caller(app, session.token).get(`get-filtered-plans?enrollment_id=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeLessThan(100_000);
    const data = res.json().data as Page;
    expect(data.total).toBeGreaterThan(4000);
    expect(data.result).toHaveLength(DEFAULT_PAGE_SIZE);
    expect(data.next).toBe(2);
  }, 120_000);
});
