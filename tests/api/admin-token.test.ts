import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-app';

/**
 * The ADMIN_TOKEN opens every scope of the admin API (issue 26, item 18): `ADMIN_TOKEN=a` was
 * accepted and wrong tokens were never limited. The server refuses to start with a token under 32
 * characters, and wrong tokens count against the client address like wrong codes do.
 */

const root = path.resolve(import.meta.dirname, '../..');
const TOKEN = 'admin-token-with-32-characters-ok';

describe('ADMIN_TOKEN at start', () => {
  it('under 32 characters stops the server with the reason', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, ADMIN_TOKEN: 'a', DATA_DIR: 'memory', PORT: '0', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('ADMIN_TOKEN must be at least 32 characters');
  }, 90_000);
});

describe('wrong admin tokens', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ adminToken: TOKEN });
  });
  afterAll(async () => app.close());

  const status = (token: string, ip: string) =>
    app.inject({
      method: 'GET',
      url: '/api/v1/admin/outbox-status',
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: ip,
    });

  it('are limited per address; the right token still works from elsewhere', async () => {
    for (let i = 0; i < 10; i++) expect((await status(`guess-${i}`, '10.9.9.9')).statusCode).toBe(401);
    const blocked = await status('guess-10', '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ status: 'error', statusCode: 429 });
    expect((await status(TOKEN, '10.9.9.10')).statusCode).toBe(200);
    expect((await status('guess-11', '10.9.9.10')).statusCode).toBe(401);
  });
});
