import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { catalogueRows } from '../server/repositories/plan-listing';
import { BENCH_RATE_YEAR, CATEGORY, writeCatalogueFixture } from './catalogue-fixture';
import { openBenchDatabase, postgresUrl, type BenchDatabase } from './load-fixture';
import { visitor } from './plans';

/**
 * `scripts/with-postgres.sh npm run bench catalogue` (issue 30's benchmark; PostgreSQL only): writes
 * the demo catalogue plus BENCH_CATALOGUE_PLANS (1,000) plans x 4 tiers x 25 age bands x 10 rating
 * areas (1,000,000 rate rows) to a temporary directory, imports it with `npm run catalogue -- import`
 * as its own process into a new database (wall time, peak RSS from /proc, its progress lines), then
 * times the listing of one category (the first page of DENTAL, where the 1,000 plans are, for a
 * shopper in one of the areas) on that database (B) against a database holding the demo catalogue
 * only (A): BENCH_CATALOGUE_ROUNDS rounds alternating A and B (the order alternating), each
 * BENCH_CATALOGUE_REQUESTS requests; medians of the rounds' p50s and their ratio. Also the rate
 * lookup itself (the priced catalogue's statement on a cache miss) on both, interleaved.
 */

const PLANS = Number(process.env.BENCH_CATALOGUE_PLANS ?? 1000);
const ROUNDS = Number(process.env.BENCH_CATALOGUE_ROUNDS ?? 5);
const REQUESTS = Number(process.env.BENCH_CATALOGUE_REQUESTS ?? 200);
const MiB = 1024 * 1024;

const load = () => loadavg().map((n) => Math.round(n * 100) / 100);
const round2 = (n: number) => Math.round(n * 100) / 100;
const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2;
};

/** Peak RSS of a process from /proc (VmHWM), 0 once it is gone. */
function hwm(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** `npm run catalogue -- import <dir>` as one node process (no npm or tsx wrapper between): wall, peak RSS, stderr lines. */
async function runImport(dir: string, databaseUrl: string) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/catalogue.ts', 'import', dir], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, hwm(child.pid ?? 0))), 50);
  const progress: string[] = [];
  createInterface({ input: child.stderr }).on('line', (line) => {
    progress.push(line);
    process.stderr.write(`  import: ${line}\n`);
  });
  let stdout = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`import exited ${code}: ${stdout.slice(0, 2000)}`);
  return {
    wall_s: round2((performance.now() - started) / 1000),
    peak_rss_mib: Math.round(peak / MiB),
    report: stdout.trim().split('\n'),
    progress,
  };
}

interface Side {
  db: BenchDatabase;
  app: FastifyInstance;
  url: string;
  headers: Record<string, string>;
  portalId: number;
}

async function side(db: BenchDatabase): Promise<Side> {
  const app = await buildApp({ config: db.config, database: { ...db.handle, close: async () => {} } });
  const { token, enrollmentId } = await visitor(app);
  const url = `/api/v1/get-filtered-plans?enrollment_id=${enrollmentId}&categories=${CATEGORY}&page=1`;
  const found = (await db.handle.db.execute(
    sql`SELECT id FROM portals WHERE platform_code = 'OE-DIRECT'`,
  )) as unknown as {
    rows: Array<{ id: number }>;
  };
  return { db, app, url, headers: { authorization: `Bearer ${token}` }, portalId: found.rows[0]?.id ?? 0 };
}

/** One round of the listing: REQUESTS sequential requests (after 20 unmeasured); answers the p50 (ms) and cards. */
async function listingP50(s: Side): Promise<{ p50: number; cards: number; total: number }> {
  const samples: number[] = [];
  let cards = 0;
  let total = 0;
  for (let i = 0; i < REQUESTS + 20; i++) {
    const t0 = performance.now();
    const res = await s.app.inject({ method: 'GET', url: s.url, headers: s.headers });
    const ms = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`listing answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    if (i === 0) {
      const data = res.json().data as { result: unknown[]; total: number };
      cards = data.result.length;
      total = data.total;
    }
    if (i >= 20) samples.push(ms);
  }
  return { p50: median(samples), cards, total };
}

/** One round of the rate lookup a cache miss runs (catalogueRows: every listed plan with its band's rates in force in GA 30301). */
async function lookupP50(s: Side, n = 20): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < n + 3; i++) {
    const t0 = performance.now();
    await catalogueRows(s.db.handle.db, s.portalId, [35, 39], {
      date: `${BENCH_RATE_YEAR}-12-01`,
      state: 'GA',
      zip: '30301',
    });
    if (i >= 3) samples.push(performance.now() - t0);
  }
  return median(samples);
}

export async function benchCatalogueImport() {
  if (!postgresUrl())
    throw new Error('bench catalogue runs on PostgreSQL: scripts/with-postgres.sh npm run bench catalogue');
  const dir = await mkdtemp(path.join(tmpdir(), 'oe-bench-catalogue-'));
  const a = await openBenchDatabase('postgres');
  const b = await openBenchDatabase('postgres');
  try {
    const t0 = performance.now();
    const rows = await writeCatalogueFixture(dir, PLANS);
    process.stderr.write(`fixture: ${rows} rate rows in ${Math.round(performance.now() - t0)} ms (${dir})\n`);
    const loadBefore = load();
    const imported = await runImport(dir, b.config.databaseUrl ?? '');
    const loadAfter = load();
    const sides = { A: await side(a), B: await side(b) };
    const listing = { A: [] as number[], B: [] as number[] };
    const lookup = { A: [] as number[], B: [] as number[] };
    const cards = { A: 0, B: 0, totalA: 0, totalB: 0 };
    for (let r = 0; r < ROUNDS; r++) {
      const order = r % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const);
      for (const k of order) {
        const l = await listingP50(sides[k]);
        listing[k].push(round2(l.p50));
        lookup[k].push(round2(await lookupP50(sides[k])));
        if (k === 'A') [cards.A, cards.totalA] = [l.cards, l.total];
        else [cards.B, cards.totalB] = [l.cards, l.total];
      }
      process.stderr.write(
        `round ${r + 1}: listing A ${listing.A.at(-1)} ms, B ${listing.B.at(-1)} ms (load ${load().join(' ')})\n`,
      );
    }
    await sides.A.app.close();
    await sides.B.app.close();
    const ratio = (x: number[], y: number[]) => round2(median(y) / median(x));
    return {
      rate_rows: rows,
      plans: PLANS,
      import: { ...imported, load_before: loadBefore, load_after: loadAfter },
      listing: {
        what: `GET /get-filtered-plans ${CATEGORY} page 1 (${cards.A} of ${cards.totalA} cards on A, ${cards.B} of ${cards.totalB} on B)`,
        rounds_ms: listing,
        median_p50_ms: { A: median(listing.A), B: median(listing.B) },
        ratio_b_over_a: ratio(listing.A, listing.B),
      },
      rate_lookup: {
        what: 'catalogueRows (the priced catalogue read on a cache miss), p50 of 20 per round',
        rounds_ms: lookup,
        median_ms: { A: median(lookup.A), B: median(lookup.B) },
        ratio_b_over_a: ratio(lookup.A, lookup.B),
      },
      load_end: load(),
    };
  } finally {
    await a.dispose();
    await b.dispose();
    await rm(dir, { recursive: true, force: true });
  }
}
