import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Start-up benchmark: `node --import tsx server/main.ts` (what `npm start` runs after the build)
 * on a new data directory (cold: template or initdb, migrations, demo seed) and again on the same
 * directory (warm), timed to the first answer of GET /api/v1/get-default-info; resident memory
 * of the server right after that answer and after a few more requests. Median of `runs` rounds,
 * plus one cold start without the cached template (what the very first start on a machine pays).
 */

const PORT = 4391;

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
  rssStartMb: number;
  rssAfterRequestsMb: number;
}

async function startOnce(dataDir: string, env: Record<string, string> = {}): Promise<StartRun> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    const ms = await firstAnswer(child, started);
    const rssStartMb = rssMb(child.pid);
    for (let i = 0; i < 20; i++) {
      for (const url of ['get-default-info', 'get-storefront-config', 'health']) await (await fetch(`http://127.0.0.1:${PORT}/api/v1/${url}`)).arrayBuffer();
    }
    await new Promise((r) => setTimeout(r, 500));
    return { ms, rssStartMb, rssAfterRequestsMb: rssMb(child.pid) };
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN);
};

/** Cold and warm start, median of `runs`, plus a cold start without the template cache. */
export async function benchStartup(runs = 3): Promise<Record<string, number>> {
  const root = mkdtempSync(path.join(tmpdir(), 'oe-bench-'));
  try {
    const cold: StartRun[] = [];
    const warm: StartRun[] = [];
    // Makes the template if this machine has none yet, so the cold rounds measure a new data directory.
    await startOnce(path.join(root, 'prime'));
    for (let i = 0; i < runs; i++) {
      const dataDir = path.join(root, `data-${i}`);
      cold.push(await startOnce(dataDir));
      warm.push(await startOnce(dataDir));
    }
    const first = await startOnce(path.join(root, 'first'), { PGLITE_TEMPLATE_DIR: path.join(root, 'no-template') });
    return {
      runs,
      cold_start_ms: median(cold.map((r) => r.ms)),
      warm_start_ms: median(warm.map((r) => r.ms)),
      cold_rss_mb: median(cold.map((r) => r.rssStartMb)),
      warm_rss_mb: median(warm.map((r) => r.rssStartMb)),
      warm_rss_after_60_requests_mb: median(warm.map((r) => r.rssAfterRequestsMb)),
      first_start_without_template_ms: Math.round(first.ms),
      first_start_rss_mb: first.rssStartMb,
    };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
