import { fork, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { countPlans, growCatalogue } from './catalogue';
import type { LoadFigures, LoadJob } from './load-client';
import {
  getOk,
  newVisitor,
  offeredPlan,
  openBenchDatabase,
  postOk,
  postgresUrl,
  serveApp,
  serveBare,
  type Backend,
  type BenchDatabase,
  type Visitor,
} from './load-fixture';
import { Fixture, Scenario, listing, scenarios } from './load-scenarios';

/**
 * `npm run bench load`: real HTTP load (autocannon, in a child process) against the app on a port
 * and against a bare Fastify 5 route answering the listing's exact bytes, interleaved: every round
 * runs each scenario once, for BENCH_LOAD_ROUNDS rounds, at 1x / 10x / 100x catalogues, on PGlite
 * and (when DATABASE_URL or TEST_DATABASE_URL is set) PostgreSQL. Medians over rounds.
 * The server and the load generator share the machine's cores (2 on CI): the generator's CPU is
 * not in the server's figures (another process) but competes with it, so read ratios, not absolutes.
 */

const env = process.env;
const num = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
const SETTINGS = {
  seconds: num('BENCH_LOAD_SECONDS', 5),
  rounds: num('BENCH_LOAD_ROUNDS', 3),
  connections: num('BENCH_LOAD_CONNECTIONS', 10),
  rate: num('BENCH_LOAD_RATE', 300),
  warmupSeconds: num('BENCH_LOAD_WARMUP', 1),
  sizes: (env.BENCH_LOAD_SIZES ?? '1,10,100').split(',').map(Number),
  category: env.BENCH_LOAD_CATEGORY ?? 'DENTAL',
  acceptEncoding: env.BENCH_LOAD_ACCEPT_ENCODING || undefined,
  only: env.BENCH_LOAD_SCENARIOS ? new Set(env.BENCH_LOAD_SCENARIOS.split(',')) : null,
};

/** The load generator child process and its job queue. */
class Generator {
  private child: ChildProcess = fork(fileURLToPath(new URL('./load-client.ts', import.meta.url)), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  private nextId = 1;
  run(job: Omit<LoadJob, 'id'>): Promise<LoadFigures> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const onMessage = (m: LoadFigures & { error?: string }) => {
        if (m.id !== id) return;
        this.child.off('message', onMessage);
        if (m.error) reject(new Error(m.error));
        else resolve(m);
      };
      this.child.on('message', onMessage);
      this.child.send({ ...job, id });
    });
  }
  stop(): void {
    this.child.kill();
  }
}

interface Measured extends LoadFigures {
  cpu_ms_per_request: number;
  event_loop_utilisation: number;
}

async function measure(gen: Generator, s: Scenario, f: Fixture, seconds: number): Promise<Measured> {
  const { url, lists } = s.target(f);
  const cpu = process.cpuUsage();
  const elu = performance.eventLoopUtilization();
  const figures = await gen.run({
    url,
    lists,
    connections: s.connections,
    seconds,
    ...(SETTINGS.acceptEncoding ? { acceptEncoding: SETTINGS.acceptEncoding } : {}),
    ...(s.rate ? { overallRate: s.rate } : {}),
  });
  const used = process.cpuUsage(cpu);
  const loop = performance.eventLoopUtilization(elu);
  await s.after?.(f);
  await settle(f);
  return {
    ...figures,
    cpu_ms_per_request: figures.requests
      ? Math.round(((used.user + used.system) / 1000 / figures.requests) * 100) / 100
      : NaN,
    event_loop_utilisation: Math.round(loop.utilization * 100) / 100,
  };
}

/**
 * Waits until the app has finished the requests the generator left in flight (their handlers go on
 * after the connections close), so they do not run into the next scenario: a database call answered
 * (PGlite runs one statement at a time, so it queues behind theirs) and this thread quiet for two
 * 200 ms windows in a row. At most 60 s.
 */
async function settle(f: Fixture): Promise<void> {
  const until = performance.now() + 60_000;
  const probe = `${f.appUrl}/api/v1/get-plan-pricing-detail?pid=${f.plan.planId}&enrollment_id=${f.shopper.enrollmentId}`;
  for (let quiet = 0; quiet < 2 && performance.now() < until;) {
    await fetch(probe, { headers: { authorization: `Bearer ${f.shopper.token}` } }).then((r) => r.text());
    const window = performance.eventLoopUtilization();
    await new Promise((r) => setTimeout(r, 200));
    quiet = performance.eventLoopUtilization(window).utilization < 0.05 ? quiet + 1 : 0;
  }
}

const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

type Summary = Record<string, number | string | undefined>;

function summarise(runs: Measured[]): Summary {
  const pick = (k: keyof Measured) => Math.round(median(runs.map((r) => Number(r[k]))) * 100) / 100;
  return {
    rps: pick('rps'),
    p50_ms: pick('p50_ms'),
    p99_ms: pick('p99_ms'),
    autocannon_p99_ms: pick('ac_p99_ms'),
    cpu_ms_per_request: pick('cpu_ms_per_request'),
    event_loop_utilisation: pick('event_loop_utilisation'),
    bytes: pick('bytes_per_request'),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors + r.timeouts, 0),
    sample_error: runs.find((r) => r.sample_error)?.sample_error,
  };
}

function printTable(title: string, rows: Record<string, Summary>): void {
  const out = [`\n${title}`, 'scenario                   req/s    p50 ms   p99 ms  CPU ms/req  % of bare  non-2xx'];
  for (const [name, r] of Object.entries(rows)) {
    const cells = [
      String(r.rps).padStart(8),
      String(r.p50_ms).padStart(9),
      String(r.p99_ms).padStart(8),
      String(r.cpu_ms_per_request).padStart(11),
      String(r.pct_of_bare_rps ?? '').padStart(10),
      String(r.non2xx).padStart(8),
    ];
    out.push(`${name.padEnd(24)}${cells.join(' ')}`);
  }
  console.error(out.join('\n'));
}

/** Visitors and the plan the scenarios use; made once per database (they survive the catalogue growing). */
async function makeFixture(appUrl: string, connections: number): Promise<Omit<Fixture, 'appUrl' | 'bareUrl'>> {
  const shopper = await newVisitor(appUrl);
  const plan = await offeredPlan(appUrl, shopper, SETTINGS.category);
  const carts: Visitor[] = [];
  const wizards: Visitor[] = [];
  for (let i = 0; i < connections; i++) {
    carts.push(await newVisitor(appUrl));
    const w = await newVisitor(appUrl);
    await postOk(appUrl, w, '/add-plan-to-cart', {
      enrollment_id: w.enrollmentId,
      plan_id: plan.planId,
      plan_pricing_id: plan.planPricingId,
    });
    wizards.push(w);
  }
  return { shopper, plan, carts, wizards };
}

async function benchBackend(backend: Backend, gen: Generator): Promise<Record<string, unknown>> {
  const started = performance.now();
  const db: BenchDatabase = await openBenchDatabase(backend);
  const list = scenarios(SETTINGS.connections, SETTINGS.rate, SETTINGS.category).filter(
    (s) => !SETTINGS.only || SETTINGS.only.has(s.name) || s.name.includes('bare'),
  );
  const bySize: Record<string, unknown> = {};
  let people: Omit<Fixture, 'appUrl' | 'bareUrl'> | null = null;
  try {
    for (const size of SETTINGS.sizes) {
      const grow = performance.now();
      await growCatalogue(db.handle.db, size);
      const growMs = Math.round(performance.now() - grow);
      const served = await serveApp(db);
      people ??= await makeFixture(served.url, SETTINGS.connections);
      const body = await getOk(served.url, people.shopper, listing(people.shopper));
      const bareServer = await serveBare(body);
      const fixture: Fixture = { ...people, appUrl: served.url, bareUrl: bareServer.url };
      const runs = new Map<string, Measured[]>(list.map((s) => [s.name, []]));
      try {
        if (SETTINGS.warmupSeconds > 0) for (const s of list) await measure(gen, s, fixture, SETTINGS.warmupSeconds);
        for (let round = 0; round < SETTINGS.rounds; round++) {
          for (const s of list) {
            runs.get(s.name)!.push(await measure(gen, s, fixture, SETTINGS.seconds));
            console.error(
              `[load] ${backend} ${size}x round ${round + 1}/${SETTINGS.rounds} ${s.name}: ${runs.get(s.name)!.at(-1)!.rps} req/s`,
            );
          }
        }
      } finally {
        await bareServer.app.close();
        await served.app.close();
      }
      const rows: Record<string, Summary> = {};
      for (const s of list) rows[s.name] = summarise(runs.get(s.name)!);
      for (const s of list) {
        const twin = s.bare ? rows[s.bare] : undefined;
        if (twin)
          rows[s.name]!.pct_of_bare_rps = Math.round((Number(rows[s.name]!.rps) / Number(twin.rps)) * 10000) / 100;
      }
      const plans = await countPlans(db.handle.db);
      const rssMb = Math.round(process.memoryUsage().rss / 2 ** 20);
      const maxRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
      printTable(
        `${backend} ${size}x (${plans} plans, listing ${Math.round(body.length / 1024)} KB, RSS ${rssMb} MB, peak ${maxRssMb} MB)`,
        rows,
      );
      bySize[`${size}x`] = {
        plans,
        listing_bytes: body.length,
        catalogue_grow_ms: growMs,
        rss_mb: rssMb,
        peak_rss_mb: maxRssMb,
        scenarios: rows,
      };
    }
  } finally {
    await db.dispose();
  }
  return { ...bySize, sequential_p50_ratios: ratios(bySize), wall_s: Math.round((performance.now() - started) / 1000) };
}

/** Sequential listing p50 at each size over the 1x figure (the goal: 100x <= 2x, for one category and for the all-categories first page). */
function ratios(bySize: Record<string, unknown>): Record<string, number> {
  const first = bySize[`${SETTINGS.sizes[0]}x`] as { scenarios: Record<string, Summary> } | undefined;
  const out: Record<string, number> = {};
  for (const [size, value] of Object.entries(bySize).slice(1)) {
    const rows = (value as { scenarios: Record<string, Summary> }).scenarios;
    for (const name of ['seq_listing', `seq_listing_${SETTINGS.category}`]) {
      const base = Number(first?.scenarios[name]?.p50_ms);
      if (rows[name] && base)
        out[`${name}_${size}_over_${SETTINGS.sizes[0]}x`] = Math.round((Number(rows[name]!.p50_ms) / base) * 100) / 100;
    }
  }
  return out;
}

/** Runs the load benchmark on PGlite and, when a PostgreSQL URL is set, on PostgreSQL. */
export async function benchLoad(): Promise<Record<string, unknown>> {
  const wanted = env.BENCH_LOAD_BACKENDS
    ? env.BENCH_LOAD_BACKENDS.split(',')
    : ['pglite', ...(postgresUrl() ? ['postgres'] : [])];
  const gen = new Generator();
  const result: Record<string, unknown> = {
    settings: {
      ...SETTINGS,
      only: SETTINGS.only ? [...SETTINGS.only] : 'all',
      cores_shared_by_server_and_generator: (await import('node:os')).availableParallelism(),
    },
  };
  try {
    for (const backend of wanted as Backend[]) result[backend] = await benchBackend(backend, gen);
  } finally {
    gen.stop();
  }
  return result;
}
