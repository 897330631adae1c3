import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Start-up benchmark: `node dist-server/main.js` (what `npm start` runs after building the SPA and
 * the server bundle) on a new data directory (cold: files copied from the cached seeded template,
 * the seed re-keying its encrypted values) and again on the same directory (warm), timed to the
 * first answer of GET /api/v1/get-default-info; the CPU time the server used until then (all its
 * threads: less sensitive to a busy machine than the wall clock); resident memory right after that
 * answer and after 60 more requests. Median of `runs` rounds, plus one cold start without the
 * cached templates (the very first start on a machine: initdb, migrations, the full seed, and both
 * templates written). The same rounds run `tsx server/main.ts` (development, tests) interleaved,
 * for comparison. `uptime`'s load average is printed with the figures: on a loaded machine every
 * figure grows.
 */

const PORT = 4391;
const COMMANDS = {
  bundle: ['--enable-source-maps', 'dist-server/main.js'],
  tsx: ['--import', 'tsx', 'server/main.ts'],
} as const;
type Command = keyof typeof COMMANDS;

/** User + system CPU time of a process, all threads, in ms (Linux /proc; 0 elsewhere). */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Math.round(((Number(fields[11]) + Number(fields[12])) * 1000) / 100);
  } catch {
    return 0;
  }
}

/** Resident set of a process in MB (Linux /proc; 0 elsewhere). */
function rssMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

async function firstAnswer(child: ChildProcess, started: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/api/v1/get-default-info`);
      if (res.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) throw new Error('server did not answer within 120 s');
    await new Promise((r) => setTimeout(r, 20));
  }
}

interface StartRun {
  ms: number;
  cpuMs: number;
  rssStartMb: number;
  rssAfterRequestsMb: number;
}

async function startOnce(command: Command, dataDir: string, env: Record<string, string> = {}): Promise<StartRun> {
  const started = performance.now();
  const child = spawn(process.execPath, [...COMMANDS[command]], {
    env: { ...process.env, ...env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    const ms = await firstAnswer(child, started);
    const cpu = cpuMs(child.pid);
    const rssStartMb = rssMb(child.pid);
    for (let i = 0; i < 20; i++) {
      for (const url of ['get-default-info', 'get-storefront-config', 'health'])
        await (await fetch(`http://127.0.0.1:${PORT}/api/v1/${url}`)).arrayBuffer();
    }
    await new Promise((r) => setTimeout(r, 500));
    return { ms, cpuMs: cpu, rssStartMb, rssAfterRequestsMb: rssMb(child.pid) };
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN);
};

function summary(cold: StartRun[], warm: StartRun[], first: StartRun): Record<string, number> {
  return {
    cold_start_ms: median(cold.map((r) => r.ms)),
    cold_cpu_ms: median(cold.map((r) => r.cpuMs)),
    warm_start_ms: median(warm.map((r) => r.ms)),
    warm_cpu_ms: median(warm.map((r) => r.cpuMs)),
    cold_rss_mb: median(cold.map((r) => r.rssStartMb)),
    warm_rss_mb: median(warm.map((r) => r.rssStartMb)),
    warm_rss_after_60_requests_mb: median(warm.map((r) => r.rssAfterRequestsMb)),
    first_start_without_template_ms: Math.round(first.ms),
    first_start_rss_mb: first.rssStartMb,
  };
}

/**
 * Cold and warm start, median of `runs`, plus a cold start without the template cache, for the
 * bundle (`npm start`) and tsx, interleaved round by round. BENCH_START=bundle or tsx runs one.
 */
export async function benchStartup(runs = 3): Promise<Record<string, unknown>> {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'ignore' });
  const only = process.env.BENCH_START;
  const commands = (Object.keys(COMMANDS) as Command[]).filter((c) => !only || c === only);
  const root = mkdtempSync(path.join(tmpdir(), 'oe-bench-'));
  const load = () => loadavg().map((n) => Math.round(n * 100) / 100);
  const loadBefore = load();
  try {
    const cold = new Map<Command, StartRun[]>(commands.map((c) => [c, []]));
    const warm = new Map<Command, StartRun[]>(commands.map((c) => [c, []]));
    // Makes the template if this machine has none yet, so the cold rounds measure a new data directory.
    await startOnce(commands[0]!, path.join(root, 'prime'));
    for (let i = 0; i < runs; i++) {
      for (const c of commands) {
        const dataDir = path.join(root, `${c}-${i}`);
        cold.get(c)!.push(await startOnce(c, dataDir));
        warm.get(c)!.push(await startOnce(c, dataDir));
      }
    }
    const out: Record<string, unknown> = { runs, load_average_before: loadBefore };
    for (const c of commands) {
      const first = await startOnce(c, path.join(root, `${c}-first`), {
        PGLITE_TEMPLATE_DIR: path.join(root, `no-template-${c}`),
      });
      out[c] = summary(cold.get(c)!, warm.get(c)!, first);
    }
    out.load_average_after = load();
    return out;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
