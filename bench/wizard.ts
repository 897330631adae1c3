import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
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
  await page.waitForFunction(() => document.querySelector('form.rjsf input:not([disabled])') !== null, undefined, { timeout: 30_000 });
  return page.evaluate(() => performance.now());
}

/** Per keystroke: keydown to the frame after the next paint, typing into the edit form of beneficiary #1. */
async function keystrokeToPaint(page: Page, token: string, enrollmentId: string): Promise<number[]> {
  await openStep(page, token, enrollmentId, 'beneficiary-info');
  await page.getByRole('button', { name: /^Edit Beneficiary #1/ }).click();
  return typeAndMeasure(page, page.getByLabel(/First Name/), 'Alexandria Morgan-Smith');
}

/** Per keystroke typed into `field`: keydown to the frame after the next paint, in ms. */
export async function typeAndMeasure(page: Page, field: Locator, text: string): Promise<number[]> {
  await field.fill('');
  await page.evaluate(() => {
    const w = window as unknown as { __lat: number[] };
    w.__lat = [];
    document.addEventListener(
      'keydown',
      () => {
        const t = performance.now();
        requestAnimationFrame(() => setTimeout(() => w.__lat.push(performance.now() - t), 0));
      },
      true,
    );
  });
  await field.pressSequentially(text, { delay: 40 });
  await page.waitForTimeout(200);
  return page.evaluate(() => (window as unknown as { __lat: number[] }).__lat);
}

/** Gzip bytes of the chunk holding the wizard (StepRenderer, widgets, RJSF, precompiled validators). */
function wizardChunkGzip(dist: string): Record<string, number> {
  const assets = path.join(dist, 'assets');
  const out: Record<string, number> = {};
  for (const f of readdirSync(assets)) if (/^(WizardStepRoute|WizardLayout)-.*\.js$/.test(f)) out[f] = gzipSync(readFileSync(path.join(assets, f)), { level: 9 }).length;
  return out;
}

/** The built app on a fresh data directory and a headless Chromium, torn down after `run`. */
export async function withBenchServer<T>(dist: string, run: (browser: Browser, base: string) => Promise<T>): Promise<T> {
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist}/index.html missing: build first`);
  const root = mkdtempSync(path.join(tmpdir(), 'oe-bench-wizard-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATA_DIR: path.join(root, 'data'), PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', STATIC_DIR: dist },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
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
    return { step_interactive: stats(render), beneficiary_keystroke_to_paint: stats(keys), wizard_chunk_gzip_bytes: wizardChunkGzip(dist) };
  });
}
