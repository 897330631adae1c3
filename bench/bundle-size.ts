import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { withBenchServer } from './wizard';
import { createWizardEnrollment } from './wizard-fixture';

/**
 * `npm run bench size`: what each entry route really loads in Chromium, against the built app on a
 * fresh data directory (bench/wizard.ts withBenchServer). Every JS and CSS response of a first visit
 * (fresh browser context, empty cache) is recorded through the DevTools protocol: the bytes on the
 * wire as served to a browser that accepts br/gzip (Network.loadingFinished encodedDataLength,
 * headers included; the body alone from Network.dataReceived) and the gzip -9 size of the decoded file, read from the build. A route counts
 * as loaded when its ready selector shows and the network has been quiet for QUIET_MS.
 */

const dist = path.resolve('dist');
const QUIET_MS = 1000;
const KB = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function gz(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Gzip bytes of index.html's scripts and modulepreloads, and of every chunk (static view of the build). */
export function benchBundleSize(dir = dist): {
  initial_js_gzip_bytes: number;
  initial_files: string[];
  chunks: Record<string, number>;
} {
  if (!existsSync(path.join(dir, 'index.html')))
    throw new Error(`${dir}/index.html missing: run \`npm run build\` first`);
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  const chunks: Record<string, number> = {};
  for (const f of readdirSync(path.join(dir, 'assets')))
    if (f.endsWith('.js')) chunks[f] = gz(path.join(dir, 'assets', f));
  return {
    initial_js_gzip_bytes: initial.reduce((sum, f) => sum + gz(path.join(dir, f)), 0),
    initial_files: initial,
    chunks,
  };
}

interface Loaded {
  url: string;
  type: 'js' | 'css';
  encoding: string;
  wire_bytes: number;
  wire_body_bytes: number;
  gzip_bytes: number;
}

export interface RouteLoad {
  /** The first heading shown, to tell which screen was measured. */
  heading: string;
  js_files: number;
  js_gzip_kb: number;
  js_wire_kb: number;
  js_wire_body_kb: number;
  css_files: number;
  css_gzip_kb: number;
  css_wire_kb: number;
  uncompressed_on_wire: string[];
  files: string[];
}

interface RouteCase {
  name: string;
  path: string;
  /** Visitor session in localStorage (rep-authenticated, with an enrollment and a plan in the cart). */
  signedIn: boolean;
  ready: string;
}

const ROUTES: RouteCase[] = [
  { name: '/', path: '/', signedIn: false, ready: 'main h1, main h2' },
  { name: '/plans', path: '/plans', signedIn: true, ready: 'article' },
  { name: '/cart', path: '/cart', signedIn: true, ready: 'main h1' },
  {
    name: '/enrollment/personal-info',
    path: '/enrollment/personal-info',
    signedIn: true,
    ready: 'form.rjsf input:not([disabled])',
  },
];

function kindOf(url: string, mime: string): 'js' | 'css' | null {
  const p = new URL(url).pathname;
  if (/\.m?js$/.test(p) || mime.includes('javascript')) return 'js';
  if (p.endsWith('.css') || mime === 'text/css') return 'css';
  return null;
}

/** Gzip -9 of the decoded file, read from the build the server serves. */
function decodedGzip(dir: string, url: string): number {
  const file = path.join(dir, decodeURIComponent(new URL(url).pathname));
  return existsSync(file) ? gz(file) : 0;
}

/** One first visit in a fresh context: every JS/CSS response until the page is ready and quiet. */
async function loadRoute(
  browser: Browser,
  base: string,
  dir: string,
  route: RouteCase,
  session: { token: string; enrollmentId: string },
): Promise<{ loaded: Loaded[]; heading: string }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  if (route.signedIn) {
    await page.addInitScript(
      ([t, id]) => {
        localStorage.setItem('session_token', t!);
        localStorage.setItem('tempId', id!);
        localStorage.setItem('isRepAuthenticated', 'true');
      },
      [session.token, session.enrollmentId],
    );
  }
  const cdp = await context.newCDPSession(page);
  const pending = new Map<string, { url: string; type: 'js' | 'css'; encoding: string }>();
  const body = new Map<string, number>();
  const loaded: Loaded[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (e) => {
    const type = kindOf(e.response.url, e.response.mimeType);
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    if (type)
      pending.set(e.requestId, { url: e.response.url, type, encoding: headers['content-encoding'] ?? 'identity' });
  });
  cdp.on('Network.dataReceived', (e) => body.set(e.requestId, (body.get(e.requestId) ?? 0) + e.encodedDataLength));
  const done = (requestId: string, wire: number) => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
    const r = pending.get(requestId);
    if (r)
      loaded.push({
        ...r,
        wire_bytes: wire,
        wire_body_bytes: body.get(requestId) ?? 0,
        gzip_bytes: decodedGzip(dir, r.url),
      });
  };
  cdp.on('Network.loadingFinished', (e) => done(e.requestId, e.encodedDataLength));
  cdp.on('Network.loadingFailed', (e) => done(e.requestId, 0));
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  try {
    await page.goto(`${base}${route.path}`);
    await page.waitForSelector(route.ready, { timeout: 30_000 });
    const started = Date.now();
    while ((inFlight > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() - started < 15_000)
      await page.waitForTimeout(100);
    return {
      loaded,
      heading:
        (await page
          .locator('main h1, main h2')
          .first()
          .textContent({ timeout: 1000 })
          .catch(() => '')) ?? '',
    };
  } finally {
    await context.close();
  }
}

function summarise({ loaded, heading }: { loaded: Loaded[]; heading: string }): RouteLoad {
  const sum = (type: 'js' | 'css', key: 'wire_bytes' | 'wire_body_bytes' | 'gzip_bytes') =>
    KB(loaded.filter((l) => l.type === type).reduce((s, l) => s + l[key], 0));
  return {
    heading: heading.trim(),
    js_files: loaded.filter((l) => l.type === 'js').length,
    js_gzip_kb: sum('js', 'gzip_bytes'),
    js_wire_kb: sum('js', 'wire_bytes'),
    js_wire_body_kb: sum('js', 'wire_body_bytes'),
    css_files: loaded.filter((l) => l.type === 'css').length,
    css_gzip_kb: sum('css', 'gzip_bytes'),
    css_wire_kb: sum('css', 'wire_bytes'),
    uncompressed_on_wire: loaded.filter((l) => l.encoding === 'identity').map((l) => new URL(l.url).pathname),
    files: loaded.map(
      (l) => `${new URL(l.url).pathname} ${l.encoding} wire ${KB(l.wire_bytes)} KB, gzip ${KB(l.gzip_bytes)} KB`,
    ),
  };
}

/** Per entry route: JS and CSS files a first visit loads, their gzip size and their bytes on the wire. */
export async function benchRouteLoads(
  dir = dist,
  opts: { files?: boolean } = {},
): Promise<Record<string, RouteLoad | Omit<RouteLoad, 'files'>>> {
  return withBenchServer(dir, async (browser, base) => {
    const session = await createWizardEnrollment(base);
    const out: Record<string, RouteLoad | Omit<RouteLoad, 'files'>> = {};
    for (const route of ROUTES) {
      const summary = summarise(await loadRoute(browser, base, dir, route, session));
      if (opts.files) out[route.name] = summary;
      else {
        const { files: _files, ...rest } = summary;
        out[route.name] = rest;
      }
    }
    return out;
  });
}

// `npx tsx bench/bundle-size.ts [dist] [--files]`: the route report alone, for a build made elsewhere.
if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'dist');
  console.log(JSON.stringify(await benchRouteLoads(dir, { files: process.argv.includes('--files') }), null, 2));
}
