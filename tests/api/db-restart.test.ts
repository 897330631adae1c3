import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import { startPgCluster, type PgCluster } from '../helpers/pg-cluster';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';

/**
 * Issue 26, item 14: a PostgreSQL restart or failover must not end the API. The real server
 * (node --import tsx server/main.ts) runs on a PostgreSQL cluster of this test's own; the test
 * restarts that server (`pg_ctl restart -m fast`), then stops it for a while: requests meanwhile
 * answer 503 in the envelope with a Retry-After, the process stays up, and once PostgreSQL is
 * back the API serves again on its own, with its background work resumed: the catalogue's LISTEN
 * connection (the listing trusts its cached version for 10 minutes here, so only a notification
 * shows it a change) and the mail delivery worker (SMTP to a local sink).
 */

let cluster: PgCluster;
let sink: SmtpSink;
let server: ChildProcess;
let port: number;
let output = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    if (server && !alive())
      throw new Error(`${what}: the server exited (${server.exitCode ?? server.signalCode}): ${output}`);
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms (${String(last)})`);
}

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { status: string; statusCode: number | string; data: unknown };
}

let token = '';
async function call(method: 'GET' | 'POST', url: string, body?: unknown): Promise<Answer> {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Answer['body'] };
}

async function ok<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const answer = await call(method, url, body);
  if (answer.status !== 200 || answer.body.status !== 'success')
    throw new Error(`${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data as T;
}

const alive = () => server.exitCode === null && server.signalCode === null;

async function newEnrollment(): Promise<string> {
  const data = await ok<{ temp_enrollment_id: string }>('POST', 'add-filter-for-new-user', {
    zip: '30301',
    dob: '04/02/1980',
    gender: '1',
    tier: 'IO',
    eprocess: 'applicant',
  });
  return data.temp_enrollment_id;
}

const firstCard = async (id: string) =>
  (await ok<{ result: Array<{ plan_id: number; plan_name: string }> }>('GET', `get-filtered-plans?enrollment_id=${id}`))
    .result[0];

beforeAll(async () => {
  cluster = startPgCluster(await freePort());
  sink = await startSmtpSink();
  port = await freePort();
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: cluster.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      STATIC_DIR: '/nonexistent',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      SMTP_URL: sink.url,
      CATALOGUE_VERSION_MS: '600000',
      CARRIER_SCHEDULE: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await until(
    'server listening',
    async () => (await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok || undefined,
    120_000,
  );
}, 180_000);

afterAll(async () => {
  if (server && alive()) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (alive()) server.kill('SIGKILL');
  }
  await sink?.close();
  cluster?.destroy();
});

describe('the API outlives a PostgreSQL restart and outage', () => {
  it('restart: the process stays up and serves again on its own', async () => {
    token = (await ok<{ token: string }>('GET', 'get-default-info')).token;
    const id = await newEnrollment();
    expect((await firstCard(id))?.plan_name).toBeTruthy();
    // The pool holds idle connections now; the restart ends every one of them.
    cluster.restart();
    await until(
      'a listing after the restart',
      async () => (await call('GET', `get-filtered-plans?enrollment_id=${id}`)).status === 200 || undefined,
    );
    expect(alive()).toBe(true);
  }, 60_000);

  it('outage: 503 in the envelope with Retry-After while the database is down, then service again', async () => {
    const id = await newEnrollment();
    cluster.stop();
    try {
      for (const [method, url, body] of [
        ['GET', `get-filtered-plans?enrollment_id=${id}`],
        ['GET', 'get-default-info'],
        ['POST', 'add-filter-for-new-user', { zip: '30301', dob: '04/02/1980', gender: '1', tier: 'IO' }],
      ] as const) {
        const answer = await call(method, url, body);
        expect(answer.status, url).toBe(503);
        expect(answer.body).toMatchObject({ status: 'error', statusCode: 503, data: { message: expect.any(String) } });
        expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      }
      // A few seconds down: still up, still answering.
      await new Promise((r) => setTimeout(r, 3000));
      expect(alive()).toBe(true);
      expect((await call('GET', 'get-default-info')).status).toBe(503);
    } finally {
      cluster.start();
    }
    const card = await until('a listing once PostgreSQL is back', async () => {
      const answer = await call('GET', `get-filtered-plans?enrollment_id=${id}`);
      return answer.status === 200
        ? (answer.body.data as { result: Array<{ plan_id: number; plan_name: string }> }).result[0]
        : undefined;
    });
    expect(card).toBeDefined();
    expect(alive()).toBe(true);

    // The catalogue's LISTEN connection is back: a change made elsewhere reaches the listing by its
    // notification (the process trusts its cached version for 10 minutes otherwise).
    const renamed = `${card!.plan_name} (renamed)`;
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    try {
      await admin.query('UPDATE plans SET plan_name = $1 WHERE id = $2', [renamed, card!.plan_id]);
    } finally {
      await admin.end();
    }
    await until(
      'the renamed plan in the listing',
      async () => {
        const cards = (
          await ok<{ result: Array<{ plan_id: number; plan_name: string }> }>(
            'GET',
            `get-filtered-plans?enrollment_id=${id}`,
          )
        ).result;
        return cards.find((c) => c.plan_id === card!.plan_id)?.plan_name === renamed || undefined;
      },
      10_000,
    );

    // The delivery worker resumed: a save for later's code is mailed through SMTP.
    const email = `outage-${Date.now()}@mail.com`;
    await ok('POST', 'save-enrollment', { enrollment_id: id, email, tab: 'contact_info', data: { city: 'Atlanta' } });
    await until(
      'the save-for-later mail delivered',
      async () => sink.received.some((m) => m.rcptTo.includes(email)) || undefined,
    );

    expect(alive()).toBe(true);
    // What the process wrote meanwhile names the outage, never a query's values.
    expect(output).toContain('database unavailable');
    expect(output).not.toMatch(/params:|Failed query|30301/);
  }, 120_000);
});
