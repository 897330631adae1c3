import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * Lighthouse (mobile preset: Moto G-class emulation, simulated slow 4G and 4x CPU) over the entry
 * routes of the built app, served by the real server on a fresh data directory (scripts/e2e-server.mjs).
 * Each route runs `runs` times, rounds interleaved; the median of each figure is reported.
 *
 * The visitor is a new shopper at zip 30301 with one plan in the cart: the session, tempId and the
 * passed access page are put in localStorage (as tests/e2e/cart/cart-utils.ts does) before every
 * run; Lighthouse's own storage reset is off so they survive, and the HTTP cache and CacheStorage
 * are cleared by hand instead, so every run is a cold load.
 *
 *   npx tsx bench/lighthouse.ts                      build to /tmp/dist-lh, serve on :4473, 3 runs
 *   LH_URL=http://127.0.0.1:8080 npx tsx bench/lighthouse.ts   against a running server
 *   LH_RUNS=5 LH_ROUTES=/,/plans LH_REPORTS=/tmp/lh npx tsx bench/lighthouse.ts
 *   LH_DIST=/tmp/my-dist LH_PORT=4480 LH_REUSE_BUILD=1 npx tsx bench/lighthouse.ts   own build dir and port
 */

export const LIGHTHOUSE_ROUTES = ['/', '/plans', '/cart', '/enrollment/personal-info'] as const;

export interface RouteFigures {
  route: string;
  /** Performance category score, 0-100. */
  score: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
  fcp_ms: number;
  /** Every run's score, in run order. */
  scores: number[];
  /** Performance audits that cost points in the median run (title: score 0-1). */
  losing: string[];
}

export interface LighthouseOptions {
  /** A running server to measure; when unset the app is built and served on a fresh data directory. */
  baseUrl?: string;
  runs?: number;
  routes?: readonly string[];
  port?: number;
  dist?: string;
  /** Skip `vite build` when `dist` already holds a build. */
  reuseBuild?: boolean;
  /** Directory for each run's JSON report. */
  reportsDir?: string;
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) throw new Error('server did not answer within 120 s');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function startServer(port: number, dist: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: {
      ...process.env,
      E2E_PORT: String(port),
      STATIC_DIR: dist,
      E2E_SERVER_DIST: `${dist}-server`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(`http://127.0.0.1:${port}`, child);
  return child;
}

async function api<T>(
  base: string,
  method: 'GET' | 'POST',
  route: string,
  token: string | null,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${base}/api/v1/${route}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { status: string; data: T };
  if (json.status !== 'success') throw new Error(`${route} answered ${JSON.stringify(json)}`);
  return json.data;
}

/** A new visitor at 30301 (Member Only) with a dental plan in the cart: the values the browser keeps. */
async function seedVisitor(base: string): Promise<Record<string, string>> {
  const site = await api<{ token: string }>(base, 'GET', 'get-default-info', null);
  const filter = await api<{ temp_enrollment_id: string; token: string }>(
    base,
    'POST',
    'add-filter-for-new-user',
    site.token,
    {
      zip: '30301',
      dob: '05/05/1990',
      gender: 0,
      tier: 'IO',
    },
  );
  const enrollmentId = filter.temp_enrollment_id;
  const pricing = await api<{ plans: { ppid: number }[] }>(
    base,
    'GET',
    `get-plan-pricing-detail?pid=132&enrollment_id=${enrollmentId}`,
    filter.token,
  );
  await api(base, 'POST', 'add-plan-to-cart', filter.token, {
    enrollment_id: enrollmentId,
    plan_id: 132,
    plan_pricing_id: pricing.plans[0]!.ppid,
  });
  return { session_token: filter.token, tempId: enrollmentId, isRepAuthenticated: 'true' };
}

/** Puts the visitor's values in localStorage and empties the HTTP cache and CacheStorage (a cold load that keeps the visitor). */
async function prepareBrowser(chromePort: number, base: string, storage: Record<string, string>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    await page.goto(`${base}/api/v1/health`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(base).origin,
      storageTypes: 'cache_storage,service_workers,indexeddb',
    });
    await page.evaluate((values) => {
      localStorage.clear();
      sessionStorage.clear();
      for (const [k, v] of Object.entries(values)) localStorage.setItem(k, v);
    }, storage);
    await page.close();
  } finally {
    await browser.close();
  }
}

interface RunFigures {
  score: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
  fcp_ms: number;
  losing: string[];
}

type Lhr = {
  runtimeError?: { code: string; message: string };
  categories: { performance: { score: number | null; auditRefs: { id: string; weight: number }[] } };
  audits: Record<string, { title: string; score: number | null; numericValue?: number; displayValue?: string }>;
};

async function runOnce(
  url: string,
  chromePort: number,
): Promise<{ figures: RunFigures; json: string; error?: string }> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: true,
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const lhr = result.lhr as unknown as Lhr;
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const weighted = new Set(lhr.categories.performance.auditRefs.filter((r) => r.weight > 0).map((r) => r.id));
  const losing = Object.entries(lhr.audits)
    .filter(
      ([id, a]) =>
        a.score !== null &&
        a.score < 0.9 &&
        (weighted.has(id) ||
          ((a.numericValue ?? 0) > 0 &&
            /^(render-blocking|unused|uses-|legacy|bootup|mainthread|network-dependency|critical-request|dom-size|largest-contentful-paint-element|layout-shift)/.test(
              id,
            ))),
    )
    .map(([id, a]) => `${id}: ${a.score}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  return {
    figures: {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp_ms: Math.round(num('largest-contentful-paint')),
      tbt_ms: Math.round(num('total-blocking-time')),
      cls: Number(num('cumulative-layout-shift').toFixed(3)),
      fcp_ms: Math.round(num('first-contentful-paint')),
      losing,
    },
    json: result.report as string,
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Runs Lighthouse `runs` times over each route (rounds interleaved) and answers the median figures per route. */
export async function benchLighthouse(options: LighthouseOptions = {}): Promise<RouteFigures[]> {
  const runs = options.runs ?? 3;
  const routes = options.routes ?? LIGHTHOUSE_ROUTES;
  const port = options.port ?? 4473;
  const dist = options.dist ?? '/tmp/dist-lh';
  let server: ChildProcess | undefined;
  let base = options.baseUrl?.replace(/\/$/, '');
  if (!base) {
    if (!options.reuseBuild || !existsSync(path.join(dist, 'index.html')))
      execSync(`npx vite build --outDir ${dist} --emptyOutDir`, { stdio: 'ignore' });
    // The server bundle beside the SPA's build, as the end-to-end run has it (scripts/e2e-server.mjs runs it).
    if (!options.reuseBuild || !existsSync(path.join(`${dist}-server`, 'main.js')))
      execSync(`node scripts/build-server.mjs ${dist}-server`, { stdio: 'ignore' });
    server = await startServer(port, dist);
    base = `http://127.0.0.1:${port}`;
  }
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const byRoute = new Map<string, RunFigures[]>(routes.map((r) => [r, []]));
    for (let round = 0; round < runs; round++) {
      for (const route of routes) {
        // A fresh visitor per run: the cart and enrollment of one run never leak into the next. A run
        // Lighthouse could not finish (its runtimeError, e.g. NO_FCP) is said and run again, never counted as 0.
        let outcome: { figures: RunFigures; json: string; error?: string } | undefined;
        for (let attempt = 1; attempt <= 3 && !(outcome && !outcome.error); attempt++) {
          const storage = await seedVisitor(base);
          await prepareBrowser(chrome.port, base, storage);
          outcome = await runOnce(`${base}${route}`, chrome.port);
          if (outcome.error) console.error(`${route}: run ${round + 1} attempt ${attempt} failed (${outcome.error})`);
        }
        const { figures, json } = outcome!;
        byRoute.get(route)!.push(figures);
        if (options.reportsDir) {
          mkdirSync(options.reportsDir, { recursive: true });
          writeFileSync(
            path.join(options.reportsDir, `${route === '/' ? 'root' : route.replace(/\W+/g, '_')}-${round + 1}.json`),
            json,
          );
        }
      }
    }
    return routes.map((route) => {
      const all = byRoute.get(route)!;
      const scores = all.map((f) => f.score);
      const mid = median(scores);
      const medianRun = all.reduce(
        (best, f) => (Math.abs(f.score - mid) < Math.abs(best.score - mid) ? f : best),
        all[0]!,
      );
      return {
        route,
        score: mid,
        lcp_ms: Math.round(median(all.map((f) => f.lcp_ms))),
        tbt_ms: Math.round(median(all.map((f) => f.tbt_ms))),
        cls: Number(median(all.map((f) => f.cls)).toFixed(3)),
        fcp_ms: Math.round(median(all.map((f) => f.fcp_ms))),
        scores,
        losing: medianRun.losing,
      };
    });
  } finally {
    chrome.kill();
    if (server) {
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await benchLighthouse({
    baseUrl: process.env.LH_URL,
    runs: process.env.LH_RUNS ? Number(process.env.LH_RUNS) : undefined,
    routes: process.env.LH_ROUTES?.split(','),
    reuseBuild: process.env.LH_REUSE_BUILD === '1',
    dist: process.env.LH_DIST,
    port: process.env.LH_PORT ? Number(process.env.LH_PORT) : undefined,
    reportsDir: process.env.LH_REPORTS,
  });
  console.log('route                       score  LCP ms  TBT ms  CLS     FCP ms  runs');
  for (const f of figures) {
    console.log(
      `${f.route.padEnd(27)} ${String(f.score).padStart(5)} ${String(f.lcp_ms).padStart(7)} ${String(f.tbt_ms).padStart(7)}  ${f.cls.toFixed(3).padEnd(6)} ${String(f.fcp_ms).padStart(7)}  ${f.scores.join(' ')}`,
    );
  }
  if (process.env.LH_VERBOSE === '1')
    for (const f of figures) console.log(`\n${f.route} loses on:\n  ${f.losing.join('\n  ')}`);
}
