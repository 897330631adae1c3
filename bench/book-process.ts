import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

/**
 * The book bench's process and HTTP helpers (bench/book.ts): the built server started as `npm start`
 * runs it, its CPU time and peak memory from /proc, a cheap request's latencies while work runs.
 */

export const CHEAP_EVERY_MS = 20;
const MiB = 1024 * 1024;

/** A free port on loopback. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** The process's user + system CPU time (ms), all threads, from /proc/<pid>/stat. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS) * 1000;
}

/** VmRSS and VmHWM of /proc/<pid>/status, in bytes. */
function memory(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kib('VmRSS'), hwm: kib('VmHWM') };
}

/** Resets the process's peak RSS (VmHWM) to its current RSS; false where the kernel does not allow it. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

export interface Figures {
  wall_ms: number;
  cpu_ms: number;
  peak_rss_mib: number;
  /** The RSS when it started, for reading the peak against. */
  start_rss_mib: number;
}

/** Runs `work` and answers its wall time, the server's CPU time and the server's peak RSS meanwhile. */
export async function measured<T>(pid: number, work: () => Promise<T>): Promise<{ figures: Figures; result: T }> {
  const hwmReset = resetPeak(pid);
  const start = memory(pid);
  let peak = start.rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memory(pid).rss);
  }, 20);
  const cpu = cpuMs(pid);
  const t0 = performance.now();
  try {
    const result = await work();
    const wall = performance.now() - t0;
    const used = cpuMs(pid) - cpu;
    const end = memory(pid);
    peak = Math.max(peak, end.rss, hwmReset ? end.hwm : 0);
    return {
      result,
      figures: {
        wall_ms: Math.round(wall),
        cpu_ms: Math.round(used),
        peak_rss_mib: Math.round(peak / MiB),
        start_rss_mib: Math.round(start.rss / MiB),
      },
    };
  } finally {
    clearInterval(sampler);
  }
}

interface Http {
  status: number;
  body: string;
}

export function api(base: string) {
  return async (method: 'GET' | 'POST', url: string, token: string | null, body?: unknown): Promise<Http> => {
    const res = await fetch(`${base}/api/v1${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.text() };
  };
}

export function ok(what: string, res: Http): Http {
  if (res.status < 200 || res.status > 299)
    throw new Error(`${what} answered ${res.status}: ${res.body.slice(0, 300)}`);
  return res;
}

export const median = (values: number[]) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
export const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * `get-default-info` (a new visitor's session, as bench/load.ts makes one) once every 20 ms, one at
 * a time, until `until` settles; answers each request's latency (ms).
 */
export async function cheapLatencies(base: string, until: Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  let done = false;
  until.then(
    () => (done = true),
    () => (done = true),
  );
  while (!done) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/v1/get-default-info`);
    await res.text();
    if (res.status !== 200) throw new Error(`get-default-info answered ${res.status}`);
    const ms = performance.now() - t0;
    latencies.push(ms);
    if (ms < CHEAP_EVERY_MS) await new Promise((r) => setTimeout(r, CHEAP_EVERY_MS - ms));
  }
  return latencies;
}

/** Asks `probe` every 250 ms until it answers something (at most 30 minutes). */
export async function until<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 30 * 60_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not done within 30 minutes`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A delivery log entry, as much as the bench reads. */
export interface Delivery {
  id: number;
  status: string;
  file_name: string;
  error?: string | null;
}

export interface Server {
  child: ChildProcess;
  pid: number;
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

/** Builds the server bundle (scripts/build-server.mjs) into `dist`. */
export function buildServer(dist: string): void {
  execFileSync(process.execPath, ['scripts/build-server.mjs', dist], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** `node --enable-source-maps <dist>/main.js` on the database, as `npm start` runs the server. */
export async function startServer(dist: string, env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(dist, 'main.js')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${output}`);
    const up = await fetch(`${url}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`the server did not answer within 60 s: ${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    pid: child.pid!,
    url,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
