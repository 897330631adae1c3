import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { buildTestApp } from '../helpers/build-app';
import { caller, newVisitorEnrollment, openSession, pricingIdOf } from '../helpers/cart-fixtures';

/** The answer's bytes as the client reads them after undoing its Content-Encoding. */
function decoded(res: LightMyRequestResponse): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return gunzipSync(res.rawPayload);
  expect(encoding ?? 'identity').toBe('identity');
  return res.rawPayload;
}

/** Byte equality without a deep element-by-element comparison (chunks are hundreds of KB). */
function expectSameBytes(actual: Buffer, expected: Buffer, what = ''): void {
  expect(actual.length, what).toBe(expected.length);
  expect(actual.equals(expected), what).toBe(true);
}

/** The headers security.ts puts on every answer. */
function expectSecurityHeaders(res: LightMyRequestResponse, what: string): void {
  expect(res.headers['content-security-policy'], what).toContain("script-src 'self'");
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['strict-transport-security'], what).toContain('max-age=31536000');
}

const br = { 'accept-encoding': 'br, gzip' };
const gzip = { 'accept-encoding': 'gzip' };

describe('HTTP compression and caching of the built SPA', () => {
  let dist: string;
  let app: FastifyInstance;
  /** The largest hashed JS chunk of the build. */
  let entry: string;

  beforeAll(async () => {
    // The real build (vite.config.ts, with its compression plugin) into a directory of its own.
    dist = mkdtempSync(path.join(tmpdir(), 'oe-dist-'));
    await build({ logLevel: 'silent', build: { outDir: dist, emptyOutDir: true } });
    // The largest hashed chunk: the entry script itself is only a few hundred bytes since the routes' code is grouped.
    const chunks = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
    entry = `assets/${chunks.sort((a, b) => statSync(path.join(dist, 'assets', b)).size - statSync(path.join(dist, 'assets', a)).size)[0]!}`;
    app = await buildTestApp({ staticDir: dist }, { seed: false });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('writes brotli and gzip copies of the shell and the chunks at build time', () => {
    const html = readFileSync(path.join(dist, 'index.html'));
    expectSameBytes(brotliDecompressSync(readFileSync(path.join(dist, 'index.html.br'))), html);
    expectSameBytes(gunzipSync(readFileSync(path.join(dist, 'index.html.gz'))), html);
    const js = readFileSync(path.join(dist, entry));
    expectSameBytes(brotliDecompressSync(readFileSync(path.join(dist, `${entry}.br`))), js);
  });

  it('serves the shell on / and on history routes compressed as accepted, revalidated, varying by encoding', async () => {
    const html = readFileSync(path.join(dist, 'index.html'));
    for (const [url, headers, encoding] of [
      ['/', br, 'br'],
      ['/plans', br, 'br'],
      ['/jordan/enrollment/personal-info', gzip, 'gzip'],
      ['/plans', {}, undefined],
      ['/', { 'accept-encoding': 'identity' }, undefined],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe(encoding);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expectSameBytes(decoded(res), html, url);
      expectSecurityHeaders(res, url);
    }
  });

  it('serves hashed chunks precompressed and immutable, other files revalidated', async () => {
    const js = readFileSync(path.join(dist, entry));
    for (const headers of [br, gzip, {}]) {
      const res = await app.inject({ method: 'GET', url: `/${entry}`, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expectSameBytes(decoded(res), js);
      expectSecurityHeaders(res, entry);
    }
    expect((await app.inject({ method: 'GET', url: `/${entry}`, headers: br })).rawPayload.length).toBeLessThan(
      js.length / 2,
    );
    const favicon = await app.inject({ method: 'GET', url: '/favicon.svg', headers: br });
    expect(favicon.headers['cache-control']).toBe('no-cache');
    expectSameBytes(decoded(favicon), readFileSync(path.join(dist, 'favicon.svg')));
    // A missing asset is still a plain 404, never the shell.
    const missing = await app.inject({ method: 'GET', url: '/assets/gone-AbCdEf12.js', headers: br });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('answers 304 to a revalidation of the shell, with the security headers', async () => {
    const first = await app.inject({ method: 'GET', url: '/', headers: br });
    expect(first.headers.etag).toBeTruthy();
    const again = await app.inject({
      method: 'GET',
      url: '/',
      headers: { ...br, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expectSecurityHeaders(again, '304 shell');
  });

  it('keeps the outbox page and the 404 envelope intact', async () => {
    const hidden = await app.inject({ method: 'GET', url: '/outbox', headers: br, remoteAddress: '203.0.113.9' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.headers['content-encoding']).toBeUndefined();
    expect(hidden.body).toBe('Not found');
    const local = await app.inject({ method: 'GET', url: '/outbox', headers: br, remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    expectSameBytes(decoded(local), readFileSync(path.join(dist, 'index.html')));
    const unknown = await app.inject({ method: 'GET', url: '/api/v1/no-such-call', headers: br });
    expect(unknown.statusCode).toBe(404);
    expect(JSON.parse(decoded(unknown).toString())).toMatchObject({ status: 'error', statusCode: 404 });
  });
});

describe('HTTP compression and ETags of the API', () => {
  let app: FastifyInstance;
  let session: Awaited<ReturnType<typeof openSession>>;
  let auth: { authorization: string };

  beforeAll(async () => {
    app = await buildTestApp();
    session = await openSession(app);
    auth = { authorization: `Bearer ${session.token}` };
  });
  afterAll(async () => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: { ...auth, ...headers } });

  it('compresses answers over the threshold by Accept-Encoding and keeps the API uncached', async () => {
    const id = await newVisitorEnrollment(app, session);
    const config = await get('get-storefront-config', br);
    const cards = await get(`get-filtered-plans?enrollment_id=${id}`);
    const identity = cards.rawPayload;
    expect(identity.length).toBeGreaterThan(1024);
    for (const [headers, encoding] of [
      [br, 'br'],
      [gzip, 'gzip'],
      [{ 'accept-encoding': 'gzip;q=0.5, br;q=1' }, 'br'],
    ] as const) {
      const res = await get(`get-filtered-plans?enrollment_id=${id}`, headers);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(identity.length / 4);
      expectSameBytes(decoded(res), identity);
      expectSecurityHeaders(res, `get-filtered-plans ${encoding}`);
    }
    expect(cards.headers['content-encoding']).toBeUndefined();
    // A small answer is sent as it is; a route without an ETag keeps no-store.
    const health = await get('health', br);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.headers['cache-control']).toBe('no-store');
    expect(config.headers['cache-control']).toBe('no-store');
    expect(config.headers.etag).toBeUndefined();
  });

  it('keeps the error envelope readable whatever the client accepts', async () => {
    const bad = await get('get-filtered-plans?enrollment_id=not-an-id', br);
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.headers.etag).toBeUndefined();
    expect(bad.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(decoded(bad).toString())).toMatchObject({ status: 'error' });
    const outbox = await app.inject({
      method: 'GET',
      url: '/api/v1/outbox',
      headers: br,
      remoteAddress: '203.0.113.9',
    });
    expect(outbox.statusCode).toBe(404);
    expect(JSON.parse(decoded(outbox).toString())).toMatchObject({ status: 'error' });
  });

  it('tags catalogue reads and answers 304 when the tag still matches', async () => {
    const id = await newVisitorEnrollment(app, session);
    for (const url of [
      `get-filtered-plans?enrollment_id=${id}`,
      `get-left-side-filter-fields?enrollment_id=${id}`,
      'get-menu-filtered-plans?category=DENTAL',
      'get-plan-detail/101',
      'get-plan-detail',
      'get-featured-plans',
    ]) {
      const first = await get(url, br);
      expect(first.statusCode, url).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^W\/"[\w-]+"$/);
      expect(first.headers['cache-control'], url).toBe('private, no-cache');
      expect(first.headers.pragma, url).toBeUndefined();
      expect(first.headers.vary, url).toMatch(/authorization/i);
      // The tag names the answer, not its encoding.
      expect((await get(url)).headers.etag, url).toBe(etag);

      const again = await get(url, { ...br, 'if-none-match': `W/"other", ${etag}` });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length, url).toBe(0);
      expect(again.headers.etag, url).toBe(etag);
      expect(again.headers['content-encoding'], url).toBeUndefined();
      expect(again.headers['cache-control'], url).toBe('private, no-cache');
      expectSecurityHeaders(again, `304 ${url}`);

      const stale = await get(url, { 'if-none-match': 'W/"other"' });
      expect(stale.statusCode, url).toBe(200);
      expect(stale.headers.etag, url).toBe(etag);
    }
  });

  it('gives different tags to answers that differ by applicant, cart and storefront', async () => {
    const api = caller(app, session.token);
    const young = await newVisitorEnrollment(app, session);
    const older = await newVisitorEnrollment(app, session, { dob: '1960-05-05' });
    const listing = (id: string, headers: Record<string, string> = {}) =>
      get(`get-filtered-plans?enrollment_id=${id}&categories=DENTAL`, headers);
    const before = String((await listing(young)).headers.etag);
    expect((await listing(older)).headers.etag).not.toBe(before);

    await api.post('add-plan-to-cart', {
      enrollment_id: young,
      plan_id: 101,
      plan_pricing_id: await pricingIdOf(app, session.token, young, 101),
    });
    const afterAdd = await listing(young, { 'if-none-match': before });
    expect(afterAdd.statusCode).toBe(200);
    expect(afterAdd.headers.etag).not.toBe(before);

    const rep = (await app.inject({ method: 'GET', url: '/api/v1/validate-landing-page?landing_page=samlee' })).json()
      .data as { token: string };
    const open = await get('get-featured-plans');
    const repFeatured = await app.inject({
      method: 'GET',
      url: '/api/v1/get-featured-plans',
      headers: { authorization: `Bearer ${rep.token}`, 'if-none-match': String(open.headers.etag) },
    });
    expect(repFeatured.statusCode).toBe(200);
    expect(repFeatured.headers.etag).not.toBe(open.headers.etag);
  });
});
