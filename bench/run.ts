import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { benchBook } from './book';
import { benchBundleSize, benchRouteLoads } from './bundle-size';
import { benchCatalogueImport } from './catalogue-import';
import { benchDependents } from './dependents';
import { benchEnroll } from './enroll';
import { benchLoad } from './load';
import { benchPlans } from './plans';
import { benchQuestionnaire } from './questionnaire';
import { benchStartup } from './startup';
import { benchWizard } from './wizard';

// `npm run bench [startup|size|wizard|plans|dependents|load|enroll|lighthouse|book|catalogue|questionnaire|all ...]` (none = all): prints
// figures as JSON on stdout (load also prints tables on stderr); benchmarks, never timed unit tests.
const wanted = new Set(process.argv.slice(2));
const all = wanted.size === 0 || wanted.has('all');
const results: Record<string, unknown> = { node: process.version, date: new Date().toISOString() };

if (all || wanted.has('size')) {
  execSync('npx vite build', { stdio: 'ignore' });
  const { initial_js_gzip_bytes, initial_files } = benchBundleSize();
  results.bundle = {
    index_html_preloads: { initial_js_gzip_bytes, initial_files },
    routes_in_chromium: await benchRouteLoads(),
  };
}
if (all || wanted.has('startup')) results.startup = await benchStartup();
if (all || wanted.has('wizard')) {
  if (!wanted.has('size') && !all) execSync('npx vite build', { stdio: 'ignore' });
  results.wizard = await benchWizard();
}
if (all || wanted.has('dependents')) {
  if (!all && !wanted.has('size') && !wanted.has('wizard')) execSync('npx vite build', { stdio: 'ignore' });
  results.dependents = await benchDependents();
}
if (all || wanted.has('plans')) {
  if (!all && !wanted.has('size') && !wanted.has('wizard')) execSync('npx vite build', { stdio: 'ignore' });
  results.plans = await benchPlans();
}
// A/B against another tree (bench/questionnaire.ts: BENCH_BASE_TREE, built there first), so not part of `all`.
if (wanted.has('questionnaire')) {
  const dist = process.env.BENCH_DIST ?? 'dist-questionnaire';
  execSync(`npx vite build --outDir ${dist}`, { stdio: 'ignore' });
  process.env.BENCH_DIST = dist;
  results.questionnaire = await benchQuestionnaire();
}
if (all || wanted.has('load')) results.load = await benchLoad();
// PostgreSQL only (DATABASE_URL or TEST_DATABASE_URL), so not part of `all`: `scripts/with-postgres.sh npm run bench book`.
if (wanted.has('book')) results.book = await benchBook();
// PostgreSQL only too: `scripts/with-postgres.sh npm run bench catalogue` (issue 30's 1,000,000 rate rows).
if (wanted.has('catalogue')) results.catalogue = await benchCatalogueImport();
if (all || wanted.has('enroll')) results.enroll = await benchEnroll();
if (all || wanted.has('lighthouse')) {
  // Imported only when present, so this runner works before (or without) bench/lighthouse.ts.
  const file = new URL('./lighthouse.ts', import.meta.url);
  if (existsSync(file)) {
    const { benchLighthouse } = (await import(file.href)) as { benchLighthouse: () => Promise<unknown> };
    results.lighthouse = await benchLighthouse();
  } else results.lighthouse = 'bench/lighthouse.ts not present';
}

console.log(JSON.stringify(results, null, 2));
