import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper, wholeEnrollment, type Send } from '../../bench/enroll-journey';
import { freshPostgresDatabase } from '../helpers/build-app';
import { startPgCluster, type PgCluster } from '../helpers/pg-cluster';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';

/**
 * Issue 27: several API processes over one PostgreSQL, as README "Running several API processes"
 * describes them. Two servers built as `npm start` builds them (scripts/build-server.mjs, then
 * `node --enable-source-maps <bundle>/main.js`: the bundle builds in about a second, and starts
 * faster than tsx, which matters twice over) start at the same moment on an empty database, so both
 * migrate and seed at once. Then enrollments go through both, every request to the other process
 * than the one before; the mail they cause is sent once; a session signed out on one is refused by
 * both; a census export runs once and downloads from either; the guessing limits count across
 * both; a catalogue change reaches both listings by notification. On the PostgreSQL of TEST_DATABASE_URL (CI's second pass); without one, on a
 * cluster of its own (as db-restart.test.ts), so it never passes without having run.
 */

const SECRET = randomBytes(32).toString('hex');
const KEY = randomBytes(32).toString('hex');
const ADMIN = `multi-process-${randomBytes(16).toString('hex')}`;
/** Wrong passwords per account before sign-in answers 429 (RATE_LIMIT_SIGN_IN_ACCOUNT). */
const ACCOUNT_LIMIT = 2;

interface Api {
  url: string;
  child: ChildProcess;
  output: string;
}

let cluster: PgCluster | undefined;
let sink: SmtpSink;
let databaseUrl: string;
let dist: string;
let dataDir: string;
const servers: Api[] = [];

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

const alive = (s: Api) => s.child.exitCode === null && s.child.signalCode === null;

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    for (const s of servers) if (!alive(s)) throw new Error(`${what}: a server exited: ${s.output}`);
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms (${String(last)})`);
}

async function call(
  s: Api,
  method: 'GET' | 'POST',
  url: string,
  token?: string | null,
  body?: unknown,
): Promise<{ status: number; body: string }> {
  const res = await fetch(`${s.url}/api/v1${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.text() };
}

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A Send for the enrollment journey that takes turns: each request goes to the other process than the one before. */
function alternating(first: 0 | 1): Send {
  let turn: number = first;
  return (method, url, token, body) => call(servers[turn++ % 2]!, method, url, token, body);
}

beforeAll(async () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? (cluster = startPgCluster(await freePort())).url;
  databaseUrl = await freshPostgresDatabase(adminUrl);
  sink = await startSmtpSink();
  // Inside the project (git-ignored dist-*): the bundle loads its external packages from node_modules.
  dist = path.resolve(`dist-test-multi-process-${process.pid}`);
  execFileSync(process.execPath, ['scripts/build-server.mjs', dist], { stdio: ['ignore', 'ignore', 'pipe'] });
  // Nothing of theirs goes to disk on PostgreSQL; a directory of their own all the same, not ./data.
  dataDir = mkdtempSync(path.join(tmpdir(), 'oe-multi-process-'));
  const ports = [await freePort(), await freePort()];
  // Both spawned before either is waited for: they migrate and seed the empty database at the same time.
  for (const port of ports) {
    const child = spawn(process.execPath, ['--enable-source-maps', path.join(dist, 'main.js')], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        DATABASE_POOL_MAX: '4',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        STATIC_DIR: '/nonexistent',
        SESSION_SECRET: SECRET,
        ENCRYPTION_KEY: KEY,
        ADMIN_TOKEN: ADMIN,
        SMTP_URL: sink.url,
        // Ten minutes: only the catalogue's notification can show a process a change in time.
        CATALOGUE_VERSION_MS: '600000',
        CARRIER_SCHEDULE: '0',
        RATE_LIMIT_SIGN_IN_ACCOUNT: `${ACCOUNT_LIMIT}/900`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const api: Api = { url: `http://127.0.0.1:${port}`, child, output: '' };
    child.stdout?.on('data', (c: Buffer) => (api.output += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (api.output += c.toString()));
    servers.push(api);
  }
  for (const s of servers)
    await until('both servers listening', async () => (await fetch(`${s.url}/api/v1/health`)).ok || undefined, 60_000);
}, 120_000);

afterAll(async () => {
  await Promise.all(
    servers.map(async (s) => {
      if (!alive(s)) return;
      const exited = new Promise((r) => s.child.once('exit', r));
      s.child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (alive(s)) s.child.kill('SIGKILL');
    }),
  );
  await sink?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  cluster?.destroy();
});

describe('two API processes on one PostgreSQL', () => {
  it('start together on an empty database: the migrations and the demo seed each ran once', async () => {
    const journal = JSON.parse(readFileSync('server/db/migrations/meta/_journal.json', 'utf8')) as {
      entries: unknown[];
    };
    const applied = await query<{ hash: string }>('SELECT hash FROM drizzle.__drizzle_migrations');
    expect(applied).toHaveLength(journal.entries.length);
    expect(new Set(applied.map((m) => m.hash)).size).toBe(applied.length);
    const seeded = await query<{ n: number }>(
      "SELECT count(*)::int AS n FROM app_meta WHERE key = 'demo_seed_version'",
    );
    expect(seeded[0]?.n).toBe(1);
    for (const s of servers) expect(alive(s), s.output).toBe(true);
  });

  it('enrollments go through both, a session made on one continuing on the other; each receipt is mailed once', async () => {
    const policies = await Promise.all(
      ([0, 1, 0, 1] as const).map(async (first) => {
        const send = alternating(first);
        return wholeEnrollment(send, await newShopper(send));
      }),
    );
    expect(new Set(policies).size).toBe(4);
    const rows = await query<{ id: number }>('SELECT id FROM policies WHERE id = ANY($1::int[])', [policies]);
    expect(rows).toHaveLength(4);

    // Both delivery workers poll the outbox every second; each mail is claimed by one of them.
    const queued = await until('every mail sent', async () => {
      const outbox = await query<{ status: string }>('SELECT status FROM outbox');
      return outbox.length > 0 && outbox.every((m) => m.status === 'sent') ? outbox.length : undefined;
    });
    // Two more polls of each worker: nothing goes out again.
    await new Promise((r) => setTimeout(r, 2500));
    expect(sink.received).toHaveLength(queued);
    const receipts = sink.received.filter((m) => m.rcptTo.includes('ana@mail.com')).map((m) => m.subject);
    expect(receipts).toHaveLength(4);
    expect(new Set(receipts).size).toBe(4);
  }, 60_000);

  it('a session signed out on one process is refused by both', async () => {
    const signIn = await call(servers[0]!, 'POST', '/rep-sign-in', null, {
      email: 'jordan.avery@example.com',
      password: 'demo-rep-pass',
    });
    expect(signIn.status, signIn.body).toBe(200);
    const token = (JSON.parse(signIn.body) as { data: { token: string } }).data.token;
    const members = '/get-agent-members?agent_id=1001';
    for (const s of servers) expect((await call(s, 'GET', members, token)).status).toBe(200);

    expect((await call(servers[1]!, 'POST', '/sign-out', token, {})).status).toBe(200);
    expect((await call(servers[1]!, 'GET', members, token)).status).toBe(401);
    // The other process: at once by notification, within its one-second re-read at the latest.
    await until('the sign-out seen by the other process', async () =>
      (await call(servers[0]!, 'GET', members, token)).status === 401 ? true : undefined,
    );
  });

  it('a census export started on one process is run once, by one of the two workers, and downloads from either', async () => {
    const signIn = await call(servers[1]!, 'POST', '/group-sign-in', null, {
      email: 'hr@acme.example.com',
      password: 'demo-group-pass',
    });
    expect(signIn.status, signIn.body).toBe(200);
    const token = (JSON.parse(signIn.body) as { data: { token: string } }).data.token;
    const started = await call(servers[1]!, 'POST', '/group-census-exports', token);
    expect(started.status, started.body).toBe(200);
    const queued = JSON.parse(started.body) as { statusCode: number; data: { result: { id: string } } };
    expect(queued.statusCode).toBe(202);
    const { id } = queued.data.result;
    // Followed on the other process, as a page behind the balancer may be.
    await until('the census export done', async () => {
      const res = await call(servers[0]!, 'GET', `/export-jobs/${id}`, token);
      const job = (JSON.parse(res.body) as { data: { result: { status: string } } }).data.result;
      return job.status === 'done' ? true : undefined;
    });
    const files = await Promise.all(servers.map((s) => call(s, 'GET', `/export-jobs/${id}/file`, token)));
    for (const file of files) expect(file.status).toBe(200);
    expect(files[0]!.body).toContain('2001,U3001,Subscriber,');
    expect(files[1]!.body).toBe(files[0]!.body);
    const [job] = await query<{ attempts: number; status: string }>(
      'SELECT attempts, status FROM export_jobs WHERE id = $1',
      [id],
    );
    expect(job).toEqual({ attempts: 1, status: 'done' });
  });

  it('the guessing limits count the attempts made on both processes', async () => {
    const wrong = { email: 'hr@acme.example.com', password: 'not-the-password' };
    for (let i = 0; i < ACCOUNT_LIMIT; i++) {
      const res = await call(servers[i % 2]!, 'POST', '/group-sign-in', null, wrong);
      expect(res.status, `attempt ${i + 1}`).not.toBe(429);
    }
    for (const s of servers) expect((await call(s, 'POST', '/group-sign-in', null, wrong)).status).toBe(429);
  });

  it('a catalogue change reaches the listing of both processes by notification', async () => {
    const send = alternating(0);
    const shopper = await newShopper(send);
    const listing = `/get-filtered-plans?enrollment_id=${shopper.enrollmentId}`;
    const nameIn = async (s: Api) => {
      const res = await call(s, 'GET', listing, shopper.token);
      const cards = (JSON.parse(res.body) as { data: { result: Array<{ plan_id: number; plan_name: string }> } }).data
        .result;
      return cards.find((c) => c.plan_id === shopper.planId)?.plan_name;
    };
    // Both listings cached with the current catalogue version.
    const before = await nameIn(servers[0]!);
    expect(before).toBeTruthy();
    expect(await nameIn(servers[1]!)).toBe(before);

    // An operator's change (the catalogue has no API of its own): the trigger bumps the version and NOTIFYs.
    const renamed = `${before} (renamed)`;
    await query('UPDATE plans SET plan_name = $1 WHERE id = $2', [renamed, shopper.planId]);
    for (const s of servers)
      await until('the renamed plan in both listings', async () => ((await nameIn(s)) === renamed ? true : undefined));
  });
});
