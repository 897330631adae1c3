import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { plans } from '../server/db/schema';
import { seedDemoCatalogue } from '../server/db/seed';
import { benchBundleSize } from './bundle-size';
import { countPlans, growCatalogue } from './catalogue';
import type { FromSchema } from 'json-schema-to-ts';
import type { listingCacheStatusData } from '../schemas/api/plan-listing';

type ListingCacheStatus = FromSchema<typeof listingCacheStatusData>;

/**
 * `npm run bench plans`: GET /get-filtered-plans latency (median, p99) at the demo catalogue size and
 * at ten times that size, through app.inject on an in-memory PGlite (so the figures are the route,
 * schema validation, queries and serialisation, without socket noise), plus the gzip size of the
 * /plans and /cart route chunks. Expects a build in `dist` (run.ts builds first).
 */

const WARM_UP = 30;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);

interface Latency {
  plans_in_catalogue: number;
  plans_listed: number;
  median_ms: number;
  p99_ms: number;
  n: number;
}

function percentile(sorted: readonly number[], q: number): number {
  const v = sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  return Math.round(v * 100) / 100;
}

/** Opens the default storefront's session and a new visitor's enrollment at zip 30301, as the welcome form does. */
export async function visitor(app: FastifyInstance): Promise<{ token: string; enrollmentId: string }> {
  const { token } = (await app.inject({ method: 'GET', url: '/api/v1/get-default-info' })).json().data as {
    token: string;
  };
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/add-filter-for-new-user',
    headers: { authorization: `Bearer ${token}` },
    payload: { zip: '30301', dob: '05/05/1990', gender: '0', tier: 'IO' },
  });
  const body = res.json() as { status: string; data: { temp_enrollment_id: string } };
  if (body.status !== 'success') throw new Error(`add-filter-for-new-user failed: ${res.body}`);
  return { token, enrollmentId: body.data.temp_enrollment_id };
}

async function measure(app: FastifyInstance, token: string, enrollmentId: string): Promise<Latency> {
  const url = `/api/v1/get-filtered-plans?enrollment_id=${enrollmentId}`;
  const headers = { authorization: `Bearer ${token}` };
  let listed = 0;
  const samples: number[] = [];
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    const elapsed = performance.now() - started;
    if (res.statusCode !== 200)
      throw new Error(`get-filtered-plans answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    if (i >= WARM_UP) samples.push(elapsed);
    else listed = (res.json().data.result as unknown[]).length;
  }
  samples.sort((a, b) => a - b);
  const inCatalogue = (await app.db.select({ id: plans.id }).from(plans)).length;
  return {
    plans_in_catalogue: inCatalogue,
    plans_listed: listed,
    median_ms: percentile(samples, 0.5),
    p99_ms: percentile(samples, 0.99),
    n: samples.length,
  };
}

/**
 * Gzip bytes of the lazy route chunks of /plans (PlansPage) and /cart (CartPage), alone and with the
 * shared chunks they import that the first page load has not already fetched.
 */
function routeChunks(): Record<string, { file: string; gzip_bytes: number; with_lazy_imports_gzip_bytes: number }> {
  const { chunks, initial_files } = benchBundleSize();
  const initial = new Set(initial_files.map((f) => path.basename(f)));
  const pick = (name: string) => {
    const file = Object.keys(chunks).find((f) => f.startsWith(`${name}-`));
    if (!file) throw new Error(`no ${name} chunk in dist/assets`);
    const code = readFileSync(path.resolve('dist/assets', file), 'utf8');
    const imported = new Set([...code.matchAll(/from\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1] as string));
    const lazy = [...imported].filter((f) => !initial.has(f) && chunks[f] !== undefined);
    return {
      file,
      gzip_bytes: chunks[file]!,
      with_lazy_imports_gzip_bytes: lazy.reduce((sum, f) => sum + chunks[f]!, chunks[file]!),
    };
  };
  return { '/plans': pick('PlansPage'), '/cart': pick('CartPage') };
}

interface FirstPage {
  plans_in_catalogue: number;
  total: number;
  cards: number;
  identity_bytes: number;
  brotli_bytes: number;
}

/** The all-categories first page (no page parameters), as the storefront asks it. */
async function firstPage(app: FastifyInstance, token: string, enrollmentId: string): Promise<FirstPage> {
  const url = `/api/v1/get-filtered-plans?enrollment_id=${enrollmentId}`;
  const headers = { authorization: `Bearer ${token}` };
  const plain = await app.inject({ method: 'GET', url, headers });
  const br = await app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'br' } });
  const data = plain.json().data as { total: number; result: unknown[] };
  return {
    plans_in_catalogue: await countPlans(app.db),
    total: data.total,
    cards: data.result.length,
    identity_bytes: plain.rawPayload.length,
    brotli_bytes: br.rawPayload.length,
  };
}

/** Median of the values (the middle one, or the mean of the two middle ones). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const m = sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
  return Math.round(m * 1000) / 1000;
}

/** One round: REQUESTS sequential all-categories first pages; answers their p50 (ms). */
async function roundP50(app: FastifyInstance, token: string, enrollmentId: string): Promise<number> {
  const url = `/api/v1/get-filtered-plans?enrollment_id=${enrollmentId}`;
  const headers = { authorization: `Bearer ${token}` };
  const samples: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    samples.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`get-filtered-plans answered ${res.statusCode}`);
  }
  samples.sort((a, b) => a - b);
  return percentile(samples, 0.5);
}

const ROUNDS = Number(process.env.BENCH_PLANS_ROUNDS ?? 5);
const SHOPPERS = Number(process.env.BENCH_PLANS_SHOPPERS ?? 200);

/** A tiny deterministic generator (mulberry32), so every run asks the same ages. */
function randomOf(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Listing cache hits with varied shoppers: SHOPPERS new enrollments, ages 18-100 uniformly, three
 * states, a third smokers, each asking the all-categories first page once, after the p50 rounds (whose
 * one audience, 36 in Georgia, is kept already). The measured ratio is the priced-catalogue counter's
 * (GET /admin/listing-cache-status); beside it, what the same sequence would hit if entries were
 * keyed by the state and exact age (the old key; an unbounded cache, so an upper bound).
 */
async function variedAges(app: FastifyInstance, token: string, portal: { agent_id: number }) {
  const before = await pricedCounts(app);
  const random = randomOf(27);
  const zips = ['30301', '10001', '90210'];
  const seen = new Set<string>();
  let exactAgeHits = 0;
  const today = new Date();
  const started = performance.now();
  for (let i = 0; i < SHOPPERS; i++) {
    const age = 18 + Math.floor(random() * 83);
    const zip = zips[Math.floor(random() * zips.length)] ?? '30301';
    const smoker = random() < 1 / 3 ? 1 : 0;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/add-filter-for-new-user',
      headers: { authorization: `Bearer ${token}` },
      payload: { zip, dob: `01/01/${today.getFullYear() - age}`, gender: '0', tier: 'IO', agent_id: portal.agent_id },
    });
    const enrollmentId = (res.json() as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id;
    if (smoker)
      await app.inject({
        method: 'PUT',
        url: `/api/v1/change-filter-info/${enrollmentId}`,
        headers: { authorization: `Bearer ${token}` },
        payload: { is_smoker: '1' },
      });
    const key = `${zip}|${age}|${smoker}`;
    if (seen.has(key)) exactAgeHits++;
    seen.add(key);
    const page = await app.inject({
      method: 'GET',
      url: `/api/v1/get-filtered-plans?enrollment_id=${enrollmentId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (page.statusCode !== 200) throw new Error(`get-filtered-plans answered ${page.statusCode}`);
  }
  const after = await pricedCounts(app);
  const hits = after.hits - before.hits;
  const misses = after.misses - before.misses;
  return {
    shoppers: SHOPPERS,
    priced_catalogue_hits: hits,
    priced_catalogue_misses: misses,
    hit_ratio: Math.round((hits / (hits + misses)) * 1000) / 1000,
    exact_age_key_hit_ratio_same_sequence: Math.round((exactAgeHits / SHOPPERS) * 1000) / 1000,
    cache_bytes: after.bytes,
    cache_max_bytes: after.max_bytes,
    cache_entries: after.entries,
    wall_ms: Math.round(performance.now() - started),
  };
}

/** The bench apps' staff token, to read the listing cache's counters. */
const ADMIN_TOKEN = 'bench-plans-admin-token-0123456789';

/** The listing cache's size and its priced-catalogue counters (GET /admin/listing-cache-status). */
async function pricedCounts(app: FastifyInstance) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/v1/admin/listing-cache-status',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  if (res.statusCode !== 200) throw new Error(`listing-cache-status answered ${res.statusCode}`);
  const status = (res.json() as { data: ListingCacheStatus }).data;
  const priced = status.kinds.find((k) => k.kind === 'priced');
  return { ...status, hits: priced?.hits ?? 0, misses: priced?.misses ?? 0 };
}

async function openApp(times: number) {
  const config = loadConfig(
    {},
    { dataDir: 'memory', logLevel: 'silent', staticDir: '/nonexistent', adminToken: ADMIN_TOKEN },
  );
  const database = await openDatabase({ dataDir: 'memory' });
  await seedDemoCatalogue(database.db, { encryptionKey: config.encryptionKey });
  if (times > 1) await growCatalogue(database.db, times);
  return buildApp({ config, database });
}

/**
 * The all-categories first page at 1x and 100x (two apps, each its own in-memory PGlite), p50
 * measured in alternating rounds (1x, 100x, 1x, ...) with the medians of the rounds' p50 and their
 * ratio; its bytes; the first request's time on a cold cache at 100x (a priced catalogue built); the
 * cache's hit ratio with varied ages at 100x.
 */
async function benchFirstPages(): Promise<Record<string, unknown>> {
  const one = await openApp(1);
  const hundred = await openApp(100);
  try {
    const a = await visitor(one);
    const b = await visitor(hundred);
    const coldStarted = performance.now();
    await firstPage(hundred, b.token, b.enrollmentId);
    const coldMs = Math.round((performance.now() - coldStarted) * 10) / 10;
    const pages = {
      '1x': await firstPage(one, a.token, a.enrollmentId),
      '100x': await firstPage(hundred, b.token, b.enrollmentId),
    };
    for (let i = 0; i < WARM_UP; i++) {
      await roundP50(one, a.token, a.enrollmentId);
      await roundP50(hundred, b.token, b.enrollmentId);
      if (i >= 2) break;
    }
    const p50: { '1x': number[]; '100x': number[] } = { '1x': [], '100x': [] };
    for (let r = 0; r < ROUNDS; r++) {
      p50['1x'].push(await roundP50(one, a.token, a.enrollmentId));
      p50['100x'].push(await roundP50(hundred, b.token, b.enrollmentId));
    }
    const m1 = median(p50['1x']);
    const m100 = median(p50['100x']);
    const session = (await hundred.inject({ method: 'GET', url: '/api/v1/get-default-info' })).json().data as {
      token: string;
      agent_id: number;
    };
    return {
      endpoint: 'GET /api/v1/get-filtered-plans?enrollment_id (every category, no page parameters: the first page)',
      first_page: pages,
      p50_ms_rounds: p50,
      p50_ms_median: { '1x': m1, '100x': m100 },
      p50_ratio_100x_over_1x: Math.round((m100 / m1) * 100) / 100,
      requests_per_round: REQUESTS,
      rounds: ROUNDS,
      cold_first_request_100x_ms: coldMs,
      varied_ages_100x: await variedAges(hundred, session.token, session),
    };
  } finally {
    await one.close();
    await hundred.close();
  }
}

/** Runs the plan-listing benchmark and answers its figures. */
export async function benchPlans(): Promise<Record<string, unknown>> {
  const config = loadConfig({}, { dataDir: 'memory', logLevel: 'silent', staticDir: '/nonexistent' });
  const database = await openDatabase({ dataDir: 'memory' });
  await seedDemoCatalogue(database.db, { encryptionKey: config.encryptionKey });
  const app = await buildApp({ config, database });
  try {
    const { token, enrollmentId } = await visitor(app);
    const demo = await measure(app, token, enrollmentId);
    await growCatalogue(app.db, 10);
    const tenfold = await measure(app, token, enrollmentId);
    return {
      endpoint: 'GET /api/v1/get-filtered-plans (app.inject, in-memory PGlite)',
      warm_up: WARM_UP,
      demo_catalogue: demo,
      ten_times_catalogue: tenfold,
      all_categories_first_page: await benchFirstPages(),
      route_chunks: process.env.BENCH_PLANS_NO_CHUNKS ? null : routeChunks(),
    };
  } finally {
    await app.close();
  }
}
