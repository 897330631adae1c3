import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Plain JavaScript run by node (no TypeScript loader anywhere in the e2e server's process tree).
// Starts the built server exactly as `npm start` runs it (node --enable-source-maps <bundle>/main.js),
// on a fresh data directory, for the end-to-end run. The bundle is the one playwright.config.ts builds
// with scripts/build-server.mjs beside the SPA's build (dist -> dist-server), so a defect of the bundle
// (a lazy import the bundler rewrites, a file left out) fails an end-to-end test.
const root = mkdtempSync(path.join(tmpdir(), 'openenroll-e2e-'));
const bundle = path.resolve(process.env.E2E_SERVER_DIST ?? `${process.env.E2E_DIST ?? 'dist'}-server`, 'main.js');
const env = {
  ...process.env,
  DATA_DIR: path.join(root, 'data'),
  PORT: process.env.E2E_PORT ?? '4317',
  HOST: '127.0.0.1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  ADMIN_TOKEN: process.env.ADMIN_TOKEN ?? 'e2e-admin-token-0123456789abcdef',
};
// Every test signs in from 127.0.0.1: the per-address guessing limits (tested in tests/api) would
// otherwise run out part way through a full run of both projects.
for (const bucket of [
  'VALIDATE_AGENT',
  'VALIDATE_GROUP',
  'SIGN_IN',
  'ENROLLER_CODE',
  'CONTINUE_CODE',
  'SIGNING_CODE',
  'SIGNING_TEXT',
]) {
  env[`RATE_LIMIT_${bucket}`] ??= '1000/900';
}

const server = spawn(process.execPath, ['--enable-source-maps', bundle], { env, stdio: 'inherit' });
const removeData = () => rmSync(root, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => server.kill(signal));
}
server.once('exit', (code, signal) => {
  removeData();
  process.exit(code ?? (signal ? 1 : 0));
});
process.once('exit', () => {
  server.kill('SIGTERM');
  removeData();
});
