import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { createWizardEnrollment } from './wizard-fixture';

/**
 * `npm run bench wizard`: in Chromium against the built app, (1) time from opening a step to an
 * interactive form (descriptors fetched by the route loader, StepRenderer rendered), (2) keystroke
 * to paint on the Beneficiary step with 3 beneficiaries, and (3) the gzip size of the wizard chunk.
 * Expects a build in `dist` (run.ts builds first).
 */

const PORT = Number(process.env.BENCH_PORT ?? 4392);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 10);

export function stats(samples: number[]): { median_ms: number; p95_ms: number; n: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { median_ms: Math.round(at(0.5) * 10) / 10, p95_ms: Math.round(at(0.95) * 10) / 10, n: samples.length };
}

/** stats() of typeAndMeasure's samples: 0 is a keystroke Event Timing did not report (under 16 ms), shown as '<16'. */
export function keystrokeStats(samples: number[]): {
  median_ms: number | '<16';
  p95_ms: number | '<16';
  n: number;
  over_16ms: number;
} {
  const { median_ms, p95_ms, n } = stats(samples);
  const shown = (v: number) => (v === 0 ? ('<16' as const) : v);
  return { median_ms: shown(median_ms), p95_ms: shown(p95_ms), n, over_16ms: samples.filter((v) => v >= 16).length };
}

async function waitForServer(): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${BASE}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function openStep(page: Page, token: string, enrollmentId: string, step: string): Promise<void> {
  await page.addInitScript(
    ([t, id]) => {
      localStorage.setItem('session_token', t!);
      localStorage.setItem('tempId', id!);
      localStorage.setItem('isRepAuthenticated', 'true');
    },
    [token, enrollmentId],
  );
  await page.goto(`${BASE}/enrollment/${step}`);
}

/** ms from navigation start until the step's form has an enabled input. */
async function timeToInteractiveStep(page: Page, token: string, enrollmentId: string): Promise<number> {
  await openStep(page, token, enrollmentId, 'personal-info');
  await page.waitForFunction(() => document.querySelector('form.rjsf input:not([disabled])') !== null, undefined, {
    timeout: 30_000,
  });
  return page.evaluate(() => performance.now());
}

/** Per keystroke: keydown to the frame after the next paint, typing into the edit form of beneficiary #1. */
async function keystrokeToPaint(page: Page, token: string, enrollmentId: string): Promise<number[]> {
  await openStep(page, token, enrollmentId, 'beneficiary-info');
  await page.getByRole('button', { name: /^Edit Beneficiary #1/ }).click();
  return typeAndMeasure(page, page.getByLabel(/First Name/), 'Alexandria Morgan-Smith');
}

/** Per keystroke typed into `field`: keydown to the frame after the next paint, in ms. */
/** Starts (or resets) the page's record of each interaction's longest Event Timing entry and its keystrokes. */
export async function observeEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __longest: Map<number, number>; __keys: number; __observing?: boolean };
    w.__longest = new Map();
    w.__keys = 0;
    if (w.__observing) return;
    w.__observing = true;
    document.addEventListener('keydown', () => (w.__keys += 1), true);
    new PerformanceObserver((list) => {
      // interactionId is not in TypeScript's DOM types yet.
      for (const e of list.getEntries() as Array<PerformanceEntry & { interactionId?: number }>) {
        if (!e.interactionId) continue;
        w.__longest.set(e.interactionId, Math.max(w.__longest.get(e.interactionId) ?? 0, e.duration));
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
}

/**
 * Keystroke latency by the Event Timing API: for each key typed, the longest `event` entry of its
 * interaction (keydown, keypress, input, keyup), from the hardware timestamp to the next paint, so
 * input delay is counted. Chromium reports only entries of 16 ms and more (the API's smallest
 * durationThreshold): a keystroke with no entry took under 16 ms and is recorded as 0 (stats() then
 * says '<16'). `cpuSlowdown` throttles the page's CPU through the DevTools protocol.
 */
export async function typeAndMeasure(page: Page, field: Locator, text: string, cpuSlowdown = 1): Promise<number[]> {
  await field.fill('');
  const cdp = cpuSlowdown > 1 ? await page.context().newCDPSession(page) : null;
  await cdp?.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await observeEvents(page);
  try {
    await field.pressSequentially(text, { delay: 60 * cpuSlowdown });
    await page.waitForTimeout(500);
  } finally {
    await cdp?.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  return page.evaluate(() => {
    const w = window as unknown as { __longest: Map<number, number>; __keys: number };
    const reported = [...w.__longest.values()];
    // Keystrokes with no entry of 16 ms or more.
    return [...reported, ...Array.from({ length: Math.max(0, w.__keys - reported.length) }, () => 0)];
  });
}

/** Gzip bytes of the chunk holding the wizard (StepRenderer, widgets, RJSF, precompiled validators). */
function wizardChunkGzip(dist: string): Record<string, number> {
  const assets = path.join(dist, 'assets');
  const out: Record<string, number> = {};
  for (const f of readdirSync(assets))
    if (/^(WizardStepRoute|WizardLayout)-.*\.js$/.test(f))
      out[f] = gzipSync(readFileSync(path.join(assets, f)), { level: 9 }).length;
  return out;
}

/** The built app on a fresh data directory and a headless Chromium, torn down after `run`. */
export async function withBenchServer<T>(
  dist: string,
  run: (browser: Browser, base: string) => Promise<T>,
): Promise<T> {
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist}/index.html missing: build first`);
  const root = mkdtempSync(path.join(tmpdir(), 'oe-bench-wizard-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: path.join(root, 'data'),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      STATIC_DIR: dist,
    },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    await waitForServer();
    return await run(browser, BASE);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(root, { recursive: true, force: true });
  }
}

export async function benchWizard(dist = path.resolve('dist')): Promise<Record<string, unknown>> {
  return withBenchServer(dist, async (browser) => {
    const { token, enrollmentId } = await createWizardEnrollment(BASE);
    const render: number[] = [];
    const keys: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
      render.push(await timeToInteractiveStep(page, token, enrollmentId));
      await page.close();
    }
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    keys.push(...(await keystrokeToPaint(page, token, enrollmentId)));
    await page.close();
    return {
      step_interactive: stats(render),
      beneficiary_keystroke_event_timing: keystrokeStats(keys),
      wizard_chunk_gzip_bytes: wizardChunkGzip(dist),
    };
  });
}
