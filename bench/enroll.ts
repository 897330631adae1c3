import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { newShopper, wholeEnrollment, type Send, type Shopper } from './enroll-journey';
import { postgresUrl, type Backend } from './load-fixture';

/**
 * `npm run bench enroll`: whole enrollments (checkout to policy, bench/enroll-journey.ts: 21
 * requests) per second per API process at c10, for A = this tree and B = the code before issue 27's
 * lean write path (commit f07ffb4 by default, in a git worktree whose node_modules is this tree's),
 * each its own server process (bench/enroll-server.ts) on its own fresh database, on PGlite and
 * (when DATABASE_URL or TEST_DATABASE_URL is set; scripts/with-postgres.sh starts one) PostgreSQL.
 * Rounds interleave A and B (the order alternating); each round completes BENCH_ENROLL_COUNT
 * enrollments whose visitors and carts were made before the clock starts. Medians over rounds,
 * the ratio of medians, statements per enrollment (counted at each server's driver), the server's
 * CPU per enrollment and the p50 of each step of the journey under load.
 * The load generator is this process and shares the machine's cores: read ratios, not absolutes.
 */

const env = process.env;
const num = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '..');
const SETTINGS = {
  rounds: num('BENCH_ENROLL_ROUNDS', 5),
  enrollments: num('BENCH_ENROLL_COUNT', 60),
  connections: num('BENCH_ENROLL_CONNECTIONS', 10),
  baseRef: env.BENCH_ENROLL_BASE_REF ?? 'f07ffb4',
  baseDir: env.BENCH_ENROLL_BASE ?? '/tmp/oe/base',
};

interface Side {
  name: 'A' | 'B';
  root: string;
  child: ChildProcess;
  url: string;
  send: Send;
}

/** The base revision's worktree (made when missing), sharing this tree's node_modules. */
function baseTree(): string {
  const dir = SETTINGS.baseDir;
  if (!existsSync(path.join(dir, 'package.json'))) {
    execFileSync('git', ['-C', ROOT, 'worktree', 'add', '--detach', dir, SETTINGS.baseRef], { stdio: 'ignore' });
  }
  if (!existsSync(path.join(dir, 'node_modules')))
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

function ask<T>(child: ChildProcess, op: string): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (m: { op: string }) => {
      if (m.op !== op) return;
      child.off('message', onMessage);
      resolve(m as T);
    };
    child.on('message', onMessage);
    child.send({ op });
  });
}

async function startSide(name: 'A' | 'B', root: string, backend: Backend): Promise<Side> {
  const child = fork(path.join(here, 'enroll-server.ts'), [root, backend], {
    execArgv: ['--import', 'tsx'],
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${name} server exited (${code})`)));
    child.on('message', (m: { op: string; url?: string }) => m.op === 'ready' && resolve(m.url!));
  });
  const send: Send = async (method, p, token, body) => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${url}/api/v1${p}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.text() };
  };
  return { name, root, child, url, send };
}

async function stopSide(side: Side): Promise<void> {
  const exited = new Promise((r) => side.child.once('exit', r));
  side.child.send({ op: 'stop' });
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (side.child.exitCode === null) side.child.kill();
}

/** `count` shoppers with a cart, made `connections` at a time (before the clock starts). */
async function shoppers(send: Send, count: number): Promise<Shopper[]> {
  const out: Shopper[] = [];
  while (out.length < count) {
    const batch = Math.min(SETTINGS.connections, count - out.length);
    out.push(...(await Promise.all(Array.from({ length: batch }, () => newShopper(send)))));
  }
  return out;
}

interface Round {
  per_s: number;
  cpu_ms_per_enrollment: number;
  steps: Map<string, number[]>;
}

/** Completes one enrollment per shopper, `connections` at a time; timed. */
async function round(side: Side, list: Shopper[]): Promise<Round> {
  const steps = new Map<string, number[]>();
  const queue = [...list];
  const cpu0 = (await ask<{ cpu_ms: number }>(side.child, 'cpu')).cpu_ms;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SETTINGS.connections }, async () => {
      for (let s = queue.shift(); s; s = queue.shift()) {
        await wholeEnrollment(side.send, s, (step, _res, ms) => {
          const key = `${step.method} ${step.path.split('?')[0]}`;
          (steps.get(key) ?? steps.set(key, []).get(key)!).push(ms);
        });
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu1 = (await ask<{ cpu_ms: number }>(side.child, 'cpu')).cpu_ms;
  return {
    per_s: list.length / seconds,
    cpu_ms_per_enrollment: (cpu1 - cpu0) / list.length,
    steps,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const r2 = (n: number) => Math.round(n * 100) / 100;

/** Statements of one enrollment on a warm server (one before it fills the caches), counted at its driver. */
async function statementsPerEnrollment(side: Side): Promise<{ statements: number; by_verb: Record<string, number> }> {
  const [shopper] = await shoppers(side.send, 1);
  await ask(side.child, 'reset');
  await wholeEnrollment(side.send, shopper!);
  const { statements, by_verb } = await ask<{ statements: number; by_verb: Record<string, number> }>(
    side.child,
    'count',
  );
  return { statements, by_verb };
}

async function benchBackend(backend: Backend): Promise<Record<string, unknown>> {
  const sides = [await startSide('A', ROOT, backend), await startSide('B', baseTree(), backend)];
  try {
    // Warm each server (caches, JIT) before counting and timing.
    for (const side of sides)
      for (const s of await shoppers(side.send, SETTINGS.connections)) await wholeEnrollment(side.send, s);
    const statements = Object.fromEntries(
      await Promise.all(sides.map(async (side) => [side.name, await statementsPerEnrollment(side)] as const)),
    );
    const rounds: Record<'A' | 'B', Round[]> = { A: [], B: [] };
    for (let r = 0; r < SETTINGS.rounds; r++) {
      const order = r % 2 === 0 ? sides : [...sides].reverse();
      for (const side of order) {
        const list = await shoppers(side.send, SETTINGS.enrollments);
        const result = await round(side, list);
        rounds[side.name].push(result);
        console.error(
          `[enroll] ${backend} round ${r + 1}/${SETTINGS.rounds} ${side.name}: ${r2(result.per_s)} enrollments/s`,
        );
      }
    }
    const summary = (name: 'A' | 'B') => {
      const list = rounds[name];
      const stepP50: Record<string, number> = {};
      for (const key of list[0]!.steps.keys()) stepP50[key] = r2(median(list.flatMap((x) => x.steps.get(key) ?? [])));
      return {
        tree: sides.find((s) => s.name === name)!.root,
        enrollments_per_s: r2(median(list.map((x) => x.per_s))),
        rounds_per_s: list.map((x) => r2(x.per_s)),
        cpu_ms_per_enrollment: r2(median(list.map((x) => x.cpu_ms_per_enrollment))),
        ...statements[name],
        step_p50_ms: stepP50,
      };
    };
    const A = summary('A');
    const B = summary('B');
    return { A, B, ratio_A_over_B: r2(A.enrollments_per_s / B.enrollments_per_s) };
  } finally {
    await Promise.all(sides.map(stopSide));
  }
}

/** Runs the enrollment benchmark on PGlite and, when a PostgreSQL URL is set, on PostgreSQL. */
export async function benchEnroll(): Promise<Record<string, unknown>> {
  const backends = (
    env.BENCH_ENROLL_BACKENDS
      ? env.BENCH_ENROLL_BACKENDS.split(',')
      : ['pglite', ...(postgresUrl() ? ['postgres'] : [])]
  ) as Backend[];
  const result: Record<string, unknown> = { settings: SETTINGS };
  for (const backend of backends) result[backend] = await benchBackend(backend);
  return result;
}
