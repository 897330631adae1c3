import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Starts the real server (built SPA + API) on a fresh data directory for the end-to-end run.
const root = mkdtempSync(path.join(tmpdir(), 'openenroll-e2e-'));
process.env.DATA_DIR = path.join(root, 'data');
process.env.PORT = process.env.E2E_PORT ?? '4317';
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
process.env.ADMIN_TOKEN = process.env.ADMIN_TOKEN ?? 'e2e-admin-token-0123456789abcdef';
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
  process.env[`RATE_LIMIT_${bucket}`] ??= '1000/900';
}
for (const signal of ['SIGINT', 'SIGTERM', 'exit'] as const) {
  process.once(signal, () => rmSync(root, { recursive: true, force: true }));
}
await import('../../server/main');
