import { execSync } from 'node:child_process';
import { benchBundleSize } from './bundle-size';
import { benchStartup } from './startup';

// `npm run bench [startup|size ...]`: prints figures as JSON; benchmarks, never timed unit tests.
const wanted = new Set(process.argv.slice(2));
const all = wanted.size === 0;
const results: Record<string, unknown> = { node: process.version, date: new Date().toISOString() };

if (all || wanted.has('size')) {
  execSync('npx vite build', { stdio: 'ignore' });
  results.bundle = benchBundleSize();
}
if (all || wanted.has('startup')) results.startup = await benchStartup();

console.log(JSON.stringify(results, null, 2));
