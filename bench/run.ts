import { execSync } from 'node:child_process';
import { benchBundleSize } from './bundle-size';
import { benchDependents } from './dependents';
import { benchPlans } from './plans';
import { benchStartup } from './startup';
import { benchWizard } from './wizard';

// `npm run bench [startup|size|wizard|plans|dependents ...]`: prints figures as JSON; benchmarks, never timed unit tests.
const wanted = new Set(process.argv.slice(2));
const all = wanted.size === 0;
const results: Record<string, unknown> = { node: process.version, date: new Date().toISOString() };

if (all || wanted.has('size')) {
  execSync('npx vite build', { stdio: 'ignore' });
  results.bundle = benchBundleSize();
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

console.log(JSON.stringify(results, null, 2));
