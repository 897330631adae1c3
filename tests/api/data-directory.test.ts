import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A data directory the server cannot write (issue 26, item 18): `npm start` exits naming the
 * directory and the cause, not PGlite's "failed to initialize properly". The directory holds a
 * database's first file and is made read-only: a read-only mount when running as root (root
 * writes through file modes), mode 0555 otherwise.
 */

const root = path.resolve(import.meta.dirname, '../..');
const base = mkdtempSync(path.join(os.tmpdir(), 'oe-readonly-'));
const dataDir = path.join(base, 'data');
const asRoot = process.getuid?.() === 0;

beforeAll(() => {
  mkdirSync(dataDir);
  if (asRoot) execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dataDir]);
  writeFileSync(path.join(dataDir, 'PG_VERSION'), '17\n');
  if (asRoot) execFileSync('mount', ['-o', 'remount,ro', dataDir]);
  else chmodSync(dataDir, 0o555);
});
afterAll(() => {
  if (asRoot) execFileSync('umount', [dataDir]);
  else chmodSync(dataDir, 0o755);
  rmSync(base, { recursive: true, force: true });
});

/** Starts the server as `npm start` does (without the build) and answers its exit code and output. */
function start(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        STATIC_DIR: path.join(base, 'no-spa'),
        SESSION_SECRET: randomBytes(32).toString('hex'),
        ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    proc.stdout.on('data', (d: Buffer) => (output += d.toString()));
    proc.stderr.on('data', (d: Buffer) => (output += d.toString()));
    proc.on('exit', (code) => resolve({ code, output }));
  });
}

describe('a read-only data directory', () => {
  it('stops the start with the directory and the cause', async () => {
    const { code, output } = await start();
    expect(code).toBe(1);
    expect(output).toContain(`The data directory ${dataDir} cannot be written`);
    expect(output).toMatch(asRoot ? /read-only file system/ : /permission denied/);
    expect(output).not.toContain('PGlite failed to initialize properly');
  }, 90_000);
});
