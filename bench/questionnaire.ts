import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { parseQuestionnaireSize, questionnaireRules, type QuestionnaireSize } from './questionnaire-fixture';
import { measure, tabOf, TYPED, type Sample, type Session } from './questionnaire-measure';
import { keystrokeStats, stats } from './wizard';
import { createWizardEnrollment } from './wizard-fixture';

/**
 * `npm run bench questionnaire`: a carrier's custom page of 10, 200, 1,000 and 2,000 fields, and 1,000
 * with a quarter of them under a condition (`1000q`, tree A only: B has no expressions)
 * (bench/questionnaire-fixture.ts) in headless Chromium, this tree (A) side by side with another
 * tree (B, BENCH_BASE_TREE, default /tmp/oe/base28: `git worktree add /tmp/oe/base28 f07ffb4`, its
 * node_modules a symlink, built with `npx vite build --outDir dist-bench`), in interleaved rounds.
 * Per size and CPU rate (1x, 4x by CDP Emulation.setCPUThrottlingRate): time from navigation to
 * the last field in the DOM, keystroke latency by Event Timing on the first field and on a field in
 * the middle, and Next on the empty page (every field validated, the errors shown, the first focused).
 * A's rules go through the admin API (PUT and publish); B's API refuses a body over 256 KiB, so B
 * takes the same rules from RULES_FILE and publishes them.
 */

const SIZES = (process.env.BENCH_SIZES ?? '10,200,1000,1000q,2000').split(',').map(parseQuestionnaireSize);
const RATES = (process.env.BENCH_RATES ?? '1,4').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PLAN = 132;
const ADMIN_TOKEN = 'bench-questionnaire-admin-token-0123456789';

interface Tree {
  name: 'A' | 'B';
  root: string;
  dist: string;
  port: number;
}

async function waitForServer(base: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 180_000) throw new Error(`${base} did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function admin(base: string, method: 'PUT' | 'POST', url: string, body: unknown): Promise<Response> {
  return fetch(`${base}/api/v1/admin/form-field-rules${url}`, {
    method,
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Every size's rules; B (before expressions) gets the unconditional sizes only. */
function allRules(tree: Tree) {
  const sizes = tree.name === 'A' ? SIZES : SIZES.filter((s) => !s.conditional);
  const parts = sizes.map((s) => questionnaireRules(s.n, PLAN, tabOf(s), s.conditional));
  return { rules: parts.flatMap((p) => p.rules), tabs: parts.flatMap((p) => p.tabs) };
}

/** Starts the tree's server on a fresh data directory; B gets the rules from RULES_FILE. */
function startServer(tree: Tree, dataRoot: string): ChildProcess {
  const rulesFile = path.join(dataRoot, `rules-${tree.name}.json`);
  writeFileSync(rulesFile, JSON.stringify(allRules(tree)));
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: tree.root,
    env: {
      ...process.env,
      DATA_DIR: path.join(dataRoot, `data-${tree.name}`),
      PORT: String(tree.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      STATIC_DIR: tree.dist,
      ADMIN_TOKEN,
      ...(tree.name === 'B' ? { RULES_FILE: rulesFile } : {}),
    },
    stdio: 'ignore',
  });
}

/** Publishes the questionnaires (A by the admin API; B's draft already holds RULES_FILE) and answers how. */
async function publish(tree: Tree, base: string): Promise<string> {
  let how = 'RULES_FILE';
  if (tree.name === 'A') {
    const put = await admin(base, 'PUT', '', allRules(tree));
    if (!put.ok) throw new Error(`A: PUT rules answered ${put.status} ${(await put.text()).slice(0, 300)}`);
    how = 'PUT /admin/form-field-rules';
  } else {
    // The file is imported when the draft is read; the same body through the API is refused.
    const refused = await admin(base, 'PUT', '', allRules(tree));
    how = `RULES_FILE (the admin API answered ${refused.status})`;
    await fetch(`${base}/api/v1/admin/form-field-rules?tab=${tabOf({ ...SIZES[0]!, conditional: false })}`, {
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    });
  }
  const res = await admin(base, 'POST', '/publish', { note: 'bench questionnaire' });
  if (!res.ok) throw new Error(`${tree.name}: publish answered ${res.status}`);
  return how;
}

/** The trees a size is measured on: a conditional page on A only (B has no expressions). */
function treesFor(size: QuestionnaireSize, trees: Tree[]): Tree[] {
  return size.conditional ? trees.filter((t) => t.name === 'A') : trees;
}

export async function benchQuestionnaire(): Promise<Record<string, unknown>> {
  const baseTree = process.env.BENCH_BASE_TREE ?? '/tmp/oe/base28';
  const trees: Tree[] = [
    {
      name: 'A',
      root: process.cwd(),
      dist: path.resolve(process.env.BENCH_DIST ?? 'dist'),
      port: Number(process.env.BENCH_PORT ?? 4394),
    },
    {
      name: 'B',
      root: baseTree,
      dist: path.join(baseTree, 'dist-bench'),
      port: Number(process.env.BENCH_BASE_PORT ?? 4395),
    },
  ];
  for (const t of trees)
    if (!existsSync(path.join(t.dist, 'index.html'))) throw new Error(`${t.dist}/index.html missing: build first`);
  const dataRoot = mkdtempSync(path.join(tmpdir(), 'oe-bench-questionnaire-'));
  const servers = trees.map((t) => startServer(t, dataRoot));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const sessions = new Map<string, Session>();
    const published: Record<string, string> = {};
    for (const t of trees) {
      const base = `http://127.0.0.1:${t.port}`;
      await waitForServer(base);
      published[t.name] = await publish(t, base);
      sessions.set(t.name, await createWizardEnrollment(base));
    }
    const samples = new Map<string, Sample[]>();
    for (let round = 0; round < ROUNDS; round++)
      for (const size of SIZES)
        for (const rate of RATES)
          for (const t of treesFor(size, round % 2 === 0 ? trees : [...trees].reverse())) {
            const key = `${t.name} ${size.label} ${rate}x`;
            const s = await measure(browser, `http://127.0.0.1:${t.port}`, sessions.get(t.name)!, size, rate);
            samples.set(key, [...(samples.get(key) ?? []), s]);
            process.stderr.write(
              `round ${round + 1} ${key}: render ${Math.round(s.render)} ms, in the app ${Math.round(s.inAppFirst)} / ${Math.round(s.inAppAll)} ms, keys ${JSON.stringify(keystrokeStats([...s.first, ...s.middle]))}, next ${Math.round(s.next)} ms, all errors ${Math.round(s.nextAll)} ms\n`,
            );
          }
    const results: Record<string, unknown> = { published, rounds: ROUNDS, typed: TYPED };
    const table: string[] = [
      '| fields | CPU | tree | load the app and render step (median) | step in the app: first screen, every field (median) | keystroke first field (median, p95) | keystroke middle field (median, p95) | Next (median) | Next, all errors drawn (median) |',
      '|---|---|---|---|---|---|---|---|---|',
    ];
    for (const size of SIZES)
      for (const rate of RATES)
        for (const t of treesFor(size, trees)) {
          const key = `${t.name} ${size.label} ${rate}x`;
          const s = samples.get(key) ?? [];
          const render = stats(s.map((x) => x.render));
          const inAppFirst = stats(s.map((x) => x.inAppFirst));
          const inAppAll = stats(s.map((x) => x.inAppAll));
          const first = keystrokeStats(s.flatMap((x) => x.first));
          const middle = keystrokeStats(s.flatMap((x) => x.middle));
          const all = keystrokeStats(s.flatMap((x) => [...x.first, ...x.middle]));
          const next = stats(s.map((x) => x.next));
          const nextAll = stats(s.map((x) => x.nextAll));
          results[key] = {
            render,
            in_app_first_screen: inAppFirst,
            in_app_every_field: inAppAll,
            keystroke_first: first,
            keystroke_middle: middle,
            keystroke_all: all,
            next,
            next_all: nextAll,
          };
          table.push(
            `| ${size.label} | ${rate}x | ${t.name} | ${render.median_ms} ms | ${inAppFirst.median_ms}, ${inAppAll.median_ms} ms | ${first.median_ms}, ${first.p95_ms} ms | ${middle.median_ms}, ${middle.p95_ms} ms | ${next.median_ms === 0 ? '<16' : next.median_ms} ms | ${nextAll.median_ms} ms |`,
          );
        }
    process.stderr.write(`${table.join('\n')}\n`);
    results.table = table;
    return results;
  } finally {
    await browser.close();
    for (const s of servers) {
      s.kill('SIGTERM');
      await new Promise((r) => s.once('exit', r));
    }
    rmSync(dataRoot, { recursive: true, force: true });
  }
}
