import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { loadConfig, type AppConfig } from '../server/config';
import { openDatabase, type DatabaseHandle } from '../server/db/client';
import { seedDemoCatalogue } from '../server/db/seed';

/**
 * What `npm run bench load` serves: the app on a real port over PGlite (in memory) or a fresh
 * PostgreSQL database, a bare Fastify 5 server answering a fixed string, and the visitors
 * (session + enrollment) the scenarios use.
 */

export type Backend = 'pglite' | 'postgres';

export interface Visitor {
  token: string;
  enrollmentId: string;
}

export interface Served {
  app: FastifyInstance;
  url: string;
}

export interface BenchDatabase {
  handle: DatabaseHandle;
  config: AppConfig;
  /** Drops the throw-away PostgreSQL database (nothing for PGlite) after closing the handle. */
  dispose(): Promise<void>;
}

/** The PostgreSQL server to use: DATABASE_URL, else TEST_DATABASE_URL (set by scripts/with-postgres.sh). */
export function postgresUrl(): string | undefined {
  return process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Opens (migrates) and seeds a new database: in-memory PGlite, or a new database on the PostgreSQL server. */
export async function openBenchDatabase(backend: Backend): Promise<BenchDatabase> {
  const config = loadConfig({}, { dataDir: 'memory', logLevel: 'silent', staticDir: '/nonexistent' });
  if (backend === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory' });
    await seedDemoCatalogue(handle.db, { encryptionKey: config.encryptionKey });
    return { handle, config, dispose: () => handle.close() };
  }
  const adminUrl = postgresUrl();
  if (!adminUrl) throw new Error('no DATABASE_URL / TEST_DATABASE_URL');
  const name = `oe_bench_${process.pid}_${Date.now()}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ dataDir: 'memory', databaseUrl: url.toString() });
  await seedDemoCatalogue(handle.db, { encryptionKey: config.encryptionKey });
  return {
    handle,
    config: { ...config, databaseUrl: url.toString() },
    dispose: async () => {
      await handle.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name}`);
    },
  };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * A new app instance over the open database (so in-process caches start empty after the
 * catalogue grew); closing it leaves the database open.
 */
export async function serveApp(db: BenchDatabase): Promise<Served> {
  const database: DatabaseHandle = { ...db.handle, close: async () => {} };
  const app = await buildApp({ config: db.config, database });
  return { app, url: await listen(app) };
}

/** A bare Fastify 5 server, no plugins: GET /static answers `body` (precomputed) as JSON. */
export async function serveBare(body: string): Promise<Served> {
  const app = Fastify({ logger: false });
  app.get('/static', (_request, reply) => {
    reply.type('application/json; charset=utf-8').send(body);
  });
  return { app, url: await listen(app) };
}

async function call(
  url: string,
  token: string | null,
  method: 'GET' | 'POST',
  body?: unknown,
): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, text: await res.text() };
}

/** GET with the visitor's token; throws unless 2xx. */
export async function getOk(base: string, visitor: Visitor | null, path: string): Promise<string> {
  const res = await call(`${base}/api/v1${path}`, visitor?.token ?? null, 'GET');
  if (res.status < 200 || res.status > 299)
    throw new Error(`GET ${path.split('?')[0]} answered ${res.status}: ${res.text.slice(0, 300)}`);
  return res.text;
}

/** POST with the visitor's token; throws unless 2xx. */
export async function postOk(base: string, visitor: Visitor, path: string, body: unknown): Promise<string> {
  const res = await call(`${base}/api/v1${path}`, visitor.token, 'POST', body);
  if (res.status < 200 || res.status > 299)
    throw new Error(`POST ${path} answered ${res.status}: ${res.text.slice(0, 300)}`);
  return res.text;
}

/** The default storefront's session and a new visitor's enrollment at zip 30301, as the welcome form makes them. */
export async function newVisitor(base: string): Promise<Visitor> {
  const { token } = JSON.parse(await getOk(base, null, '/get-default-info')).data as { token: string };
  const added = JSON.parse(
    await postOk(base, { token, enrollmentId: '' }, '/add-filter-for-new-user', {
      zip: '30301',
      dob: '05/05/1990',
      gender: '0',
      tier: 'IO',
    }),
  );
  return { token, enrollmentId: added.data.temp_enrollment_id as string };
}

interface Card {
  plan_id: number;
  plan_category: string;
  tier_price?: Array<{ tier: string; plan_pricing_id: number }>;
}

/** A plan of `category` the listing offers this visitor at the Member Only tier, with its plan_pricing_id. */
export async function offeredPlan(
  base: string,
  visitor: Visitor,
  category: string,
): Promise<{ planId: number; planPricingId: number }> {
  const body = JSON.parse(await getOk(base, visitor, `/get-filtered-plans?enrollment_id=${visitor.enrollmentId}`));
  const cards = body.data.result as Card[];
  for (const card of cards) {
    const io = card.plan_category === category ? card.tier_price?.find((t) => t.tier === 'IO') : undefined;
    if (io) return { planId: card.plan_id, planPricingId: io.plan_pricing_id };
  }
  throw new Error(`the listing offers no ${category} plan at tier IO`);
}
