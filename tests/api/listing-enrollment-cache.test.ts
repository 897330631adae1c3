import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildApp } from '../../server/app';
import { cartLines, enrollments } from '../../server/db/schema';
import { EnrollmentCartCache } from '../../server/services/enrollment-cart-cache';
import { signSession } from '../../server/services/session-token';
import { buildTestApp } from '../helpers/build-app';
import { caller, newVisitorEnrollment, openSession, pricingIdOf, type CartSession } from '../helpers/cart-fixtures';

/**
 * The listing's kept enrollment and cart reads (EnrollmentCartCache, migration 0009): a cart or
 * enrollment change shows in the next listing of the process that made it at once, in another
 * process once the database's notification arrives (never only after the kept read's age), and the
 * kept compressed answers decode to the answer's bytes.
 */

const LONG = 60_000;

describe('EnrollmentCartCache', () => {
  it('keeps a read for maxAgeMs, shares a read in flight and keeps nothing forgotten meanwhile', async () => {
    let now = 0;
    const cache = new EnrollmentCartCache<{ n: number }>({ maxAgeMs: 100, maxEntries: 2, now: () => now });
    let reads = 0;
    const load = () => Promise.resolve({ n: ++reads });
    expect(await cache.get('a', load)).toEqual({ n: 1 });
    expect(await cache.get('a', load)).toEqual({ n: 1 });
    now = 100;
    expect(await cache.get('a', load)).toEqual({ n: 2 });

    // Concurrent misses share one read.
    const [x, y] = await Promise.all([cache.get('b', load), cache.get('b', load)]);
    expect(x).toBe(y);
    expect(reads).toBe(3);

    // A read that began before a write (forget) answers its caller but is not kept.
    let release: (v: { n: number }) => void = () => {};
    const slow = cache.get('c', () => new Promise((r) => (release = r)));
    cache.forget('c');
    release({ n: 99 });
    expect(await slow).toEqual({ n: 99 });
    expect(await cache.get('c', load)).toEqual({ n: 4 });

    // Unknown ids are not kept; the bound drops the oldest.
    expect(await cache.get('none', () => Promise.resolve(null))).toBeNull();
    expect(await cache.get('none', load)).toEqual({ n: 5 });
    expect(cache.size).toBe(2);
    cache.forgetAll();
    expect(cache.size).toBe(0);
  });

  it('keeps nothing with maxAgeMs 0', async () => {
    const cache = new EnrollmentCartCache<{ n: number }>({ maxAgeMs: 0, maxEntries: 10 });
    let reads = 0;
    await cache.get('a', () => Promise.resolve({ n: ++reads }));
    await cache.get('a', () => Promise.resolve({ n: ++reads }));
    expect(reads).toBe(2);
  });
});

interface Card {
  plan_id: number;
  is_in_cart: boolean;
  tier_price: Array<{ tier: string }>;
}

describe('listing enrollment reads kept in process', () => {
  let app: FastifyInstance;
  /** A second API process over the same database, hearing its notifications (LISTEN). */
  let other: FastifyInstance;
  /** A process without LISTEN: only its own requests tell it of changes (the kept read's age is long). */
  let deaf: FastifyInstance;
  /** Without LISTEN, and kept reads good for 300 ms. */
  let short: FastifyInstance;
  let session: CartSession;

  beforeAll(async () => {
    app = await buildTestApp({ catalogueVersionMaxAgeMs: LONG });
    const database = { db: app.db, kind: 'pglite' as const, close: async () => {} };
    other = await buildApp({
      config: { ...app.config, catalogueVersionMaxAgeMs: LONG },
      database: { ...database, listen: app.dbListen },
    });
    deaf = await buildApp({ config: { ...app.config, catalogueVersionMaxAgeMs: LONG }, database });
    short = await buildApp({ config: { ...app.config, catalogueVersionMaxAgeMs: 300 }, database });
    session = await openSession(app);
  });
  afterAll(async () => {
    await short.close();
    await deaf.close();
    await other.close();
    await app.close();
  });

  const dental = async (a: FastifyInstance, id: string) => {
    const res = await caller(a, session.token).get(`get-filtered-plans?enrollment_id=${id}&categories=DENTAL`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { result: Card[]; selected_tier: string };
  };
  const inCart = async (a: FastifyInstance, id: string) =>
    (await dental(a, id)).result.filter((c) => c.is_in_cart).map((c) => c.plan_id);

  it('shows a cart change in the next listing of the process that made it, at once (no notification needed)', async () => {
    const id = await newVisitorEnrollment(app, session);
    const api = caller(deaf, session.token);
    const plan_pricing_id = await pricingIdOf(deaf, session.token, id, 101);
    expect(await inCart(deaf, id)).toEqual([]);
    expect(deaf.listingEnrollments.size).toBeGreaterThan(0);
    const added = await api.post('add-plan-to-cart', { enrollment_id: id, plan_id: 101, plan_pricing_id });
    expect(added.statusCode, added.body).toBe(200);
    expect(await inCart(deaf, id)).toEqual([101]);
    await api.get(`remove-plan-from-cart?enrollment_id=${id}&plan_id=101&plan_pricing_id=${plan_pricing_id}`);
    expect(await inCart(deaf, id)).toEqual([]);
  });

  it("shows another process's cart change once the database notifies, long before the kept read's age", async () => {
    const id = await newVisitorEnrollment(app, session);
    const plan_pricing_id = await pricingIdOf(app, session.token, id, 102);
    expect(await inCart(other, id)).toEqual([]);
    const before = other.listingEnrollments.stats.hits;
    expect(await inCart(other, id)).toEqual([]);
    expect(other.listingEnrollments.stats.hits).toBe(before + 1);

    const added = await caller(app, session.token).post('add-plan-to-cart', {
      enrollment_id: id,
      plan_id: 102,
      plan_pricing_id,
    });
    expect(added.statusCode, added.body).toBe(200);
    await vi.waitFor(async () => expect(await inCart(other, id)).toEqual([102]), { timeout: 2000, interval: 20 });

    // A write outside any request (a job, another service): the enrollment's row this time.
    await app.db.update(enrollments).set({ tier: 'IF' }).where(eq(enrollments.id, id));
    await vi.waitFor(async () => expect((await dental(other, id)).selected_tier).toBe('IF'), {
      timeout: 2000,
      interval: 20,
    });
    await app.db.delete(cartLines).where(eq(cartLines.enrollmentId, id));
    await vi.waitFor(async () => expect(await inCart(other, id)).toEqual([]), { timeout: 2000, interval: 20 });
  });

  it('without notifications, sees another process write after the kept read ages out', async () => {
    const id = await newVisitorEnrollment(app, session);
    expect((await dental(short, id)).selected_tier).toBe('IO');
    await app.db.update(enrollments).set({ tier: 'IS' }).where(eq(enrollments.id, id));
    expect((await dental(short, id)).selected_tier).toBe('IO');
    await new Promise((r) => setTimeout(r, 350));
    expect((await dental(short, id)).selected_tier).toBe('IS');
  });

  it('reads an expired enrollment again instead of answering from the kept row', async () => {
    const id = await newVisitorEnrollment(app, session);
    await app.db
      .update(enrollments)
      .set({ expiresAt: new Date(Date.now() + 300) })
      .where(eq(enrollments.id, id));
    await dental(deaf, id);
    await dental(deaf, id);
    await new Promise((r) => setTimeout(r, 350));
    // The kept row (good for a minute in this process) has passed its own expiry: read again, 404.
    const res = await caller(deaf, session.token).get(`get-filtered-plans?enrollment_id=${id}`);
    expect(res.statusCode).toBe(404);
  });

  it('refuses a kept verified session token once it expires, and a token altered by one character', async () => {
    const id = await newVisitorEnrollment(app, session);
    const claims = {
      kind: 'open' as const,
      agent_id: session.agent_id,
      group_id: null,
      portal_id: session.portal_id,
      over65: false,
    };
    const listing = (t: string) => caller(app, t).get(`get-filtered-plans?enrollment_id=${id}&categories=DENTAL`);
    // Good for one to two seconds from now.
    const shortLived = signSession(claims, app.config.sessionSecret, Date.now(), 2);
    expect((await listing(shortLived)).statusCode).toBe(200);
    expect((await listing(shortLived)).statusCode).toBe(200);
    const last = shortLived.at(-2) === 'A' ? 'B' : 'A';
    expect((await listing(`${shortLived.slice(0, -2)}${last}${shortLived.at(-1)}`)).statusCode).toBe(403);
    await new Promise((r) => setTimeout(r, 2100));
    expect((await listing(shortLived)).statusCode).toBe(403);
  });

  it("still refuses another storefront's session on a kept read", async () => {
    const id = await newVisitorEnrollment(app, session);
    await dental(app, id);
    const rep = (await app.inject({ method: 'GET', url: '/api/v1/validate-landing-page?landing_page=samlee' })).json()
      .data as { token: string };
    const res = await caller(app, rep.token).get(`get-filtered-plans?enrollment_id=${id}&categories=DENTAL`);
    expect(res.statusCode).toBe(404);
  });

  it('sends kept compressed bytes that decode to the answer, per cart marks, and 304 uncompressed', async () => {
    const id = await newVisitorEnrollment(app, session);
    const api = caller(app, session.token);
    const url = `/api/v1/get-filtered-plans?enrollment_id=${id}`;
    const get = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${session.token}`, ...headers } });
    const identity = await get({});
    expect(identity.rawPayload.length).toBeGreaterThan(1024);
    const br = await get({ 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(identity.rawPayload)).toBe(true);
    expect((await get({ 'accept-encoding': 'br' })).rawPayload.equals(br.rawPayload)).toBe(true);
    expect(br.headers['content-length']).toBe(String(br.rawPayload.length));

    await api.post('add-plan-to-cart', {
      enrollment_id: id,
      plan_id: 101,
      plan_pricing_id: await pricingIdOf(app, session.token, id, 101),
    });
    const marked = await get({});
    expect(marked.headers.etag).not.toBe(identity.headers.etag);
    const gzip = await get({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(marked.rawPayload)).toBe(true);
    expect(JSON.parse(marked.body).data.result.find((c: Card) => c.plan_id === 101).is_in_cart).toBe(true);

    const revalidated = await get({ 'accept-encoding': 'br', 'if-none-match': String(marked.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('negotiates the coding as the compress plugin does for its own routes', async () => {
    const id = await newVisitorEnrollment(app, session);
    const auth = { authorization: `Bearer ${session.token}` };
    // get-plan-detail is compressed by @fastify/compress itself; the listing by its kept bytes.
    const plugin = (h: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/api/v1/get-plan-detail/101', headers: { ...auth, ...h } });
    const listing = (h: Record<string, string>) =>
      app.inject({ method: 'GET', url: `/api/v1/get-filtered-plans?enrollment_id=${id}`, headers: { ...auth, ...h } });
    expect((await plugin({})).rawPayload.length).toBeGreaterThan(1024);
    for (const header of [
      'br',
      'gzip',
      'gzip, deflate, br',
      'br;q=0.5, gzip',
      'gzip;q=0.5, br;q=0.5',
      'br;q=0, gzip',
      'br;q=0',
      '*',
      'x-gzip',
      'identity',
      'deflate',
      'GZIP, BR',
      'gzip;q=0.8, br;q=0.9',
    ]) {
      const expected = (await plugin({ 'accept-encoding': header })).headers['content-encoding'];
      expect((await listing({ 'accept-encoding': header })).headers['content-encoding'], header).toBe(expected);
    }
    const noCompression = { 'accept-encoding': 'br', 'x-no-compression': '1' };
    expect((await listing(noCompression)).headers['content-encoding']).toBe(
      (await plugin(noCompression)).headers['content-encoding'],
    );
  });
});
