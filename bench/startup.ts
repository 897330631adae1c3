import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Starts `tsx server/main.ts` on `dataDir` and answers ms until /get-default-info first answers. */
async function timeToFirstAnswer(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/get-default-info`);
        if (res.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 120_000) throw new Error('server did not answer within 120 s');
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

/** Cold start (new data directory: migrate + seed) and warm start (same directory again). */
export async function benchStartup(): Promise<Record<string, number>> {
  const root = mkdtempSync(path.join(tmpdir(), 'oe-bench-'));
  const dataDir = path.join(root, 'data');
  try {
    const cold = await timeToFirstAnswer(dataDir, 4391);
    const warm = await timeToFirstAnswer(dataDir, 4391);
    return { cold_start_ms: Math.round(cold), warm_start_ms: Math.round(warm) };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
