import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { plans } from '../server/db/schema';
import { seedDemoCatalogue } from '../server/db/seed';
import { benchBundleSize } from './bundle-size';
import { growCatalogue } from './catalogue';

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
      route_chunks: routeChunks(),
    };
  } finally {
    await app.close();
  }
}
