import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import type { DatabaseHandle } from '../server/db/client';
import { storefrontKeyOf } from '../server/domain/storefront-key';
import { openSealedFile } from '../server/services/sealed-stream';
import { check834 } from '../server/services/x12/check-834';
import { call as inject, homeSessions } from '../tests/api/homes-helpers';
import { completableEnrollment } from '../tests/helpers/review';
import { cloneBook } from './book-fixture';
import { openBenchDatabase, postgresUrl } from './load-fixture';
import {
  Delivery,
  Figures,
  Server,
  api,
  buildServer,
  cheapLatencies,
  measured,
  median,
  ok,
  percentile,
  round2,
  startServer,
  until,
} from './book-process';

/**
 * `npm run bench book` (issue 27): a book of BOOK_BENCH_MEMBERS (default 100,000) completed
 * enrollments of group 2001, cloned in SQL from one completed through the real routes
 * (bench/book-fixture.ts), on PostgreSQL (DATABASE_URL, else TEST_DATABASE_URL:
 * `scripts/with-postgres.sh npm run bench book`), served by the built server in its own process
 * (`node dist-server/main.js` as `npm start` runs it, bundled into BENCH_BOOK_DIST). For the group
 * census, the first page of the rep's and the group's member lists, a full 834 file and the staff
 * delivery log: wall time, the server process's CPU time and its peak RSS (VmHWM of
 * /proc/<pid>/status, reset before each through clear_refs, and VmRSS sampled every 20 ms). Then
 * the p99 of a cheap request (`get-default-info`, one every 20 ms) while a census or an 834 runs
 * against the same with nothing running, interleaved over BENCH_BOOK_ROUNDS rounds; medians.
 */

const env = process.env;
const MEMBERS = Number(env.BOOK_BENCH_MEMBERS ?? 100_000);
const ROUNDS = Number(env.BENCH_BOOK_ROUNDS ?? 3);
const ADMIN_TOKEN = 'bench-book-admin-token-0123456789abcdef';
const BSD = 1;

/**
 * One enrollment of group 2001 completed through the real routes (the group administrator's
 * storefront, Brightsmile's dental plan 101 at Member Only), as tests/api/book-size.test.ts makes
 * it, by an app in this process over the bench database; answers it with its policy.
 */
async function completedGroupEnrollment(
  handle: DatabaseHandle,
  config: Parameters<typeof buildApp>[0]['config'],
): Promise<{ enrollmentId: string; policyId: number }> {
  const app = await buildApp({ config, database: { ...handle, close: async () => {} } });
  try {
    const sessions = await homeSessions(app);
    const signedIn = (
      await inject(app, 'POST', '/group-sign-in', undefined, {
        email: 'hr@acme.example.com',
        password: 'demo-group-pass',
      })
    ).json().data as { agent_id: number; group_id: number; portal_id: number };
    const enrollmentId = await completableEnrollment(app, sessions.group, [101], {
      eprocess: 'group',
      agentId: signedIn.agent_id,
      groupId: signedIn.group_id,
      portalId: signedIn.portal_id,
      storefront: storefrontKeyOf({ kind: 'group', ...signedIn }),
      tier: 'IO',
    });
    const done = await inject(app, 'POST', '/save-review-info', sessions.group, {
      enrollment_id: enrollmentId,
      first_enroll: 1,
    });
    if (done.statusCode !== 200) throw new Error(`save-review-info answered ${done.statusCode}: ${done.body}`);
    return { enrollmentId, policyId: done.json().data.policy_id as number };
  } finally {
    await app.close();
  }
}

type Op = 'census' | 'rep_members_first_page' | 'group_members_first_page' | 'carrier_834_full' | 'delivery_log';

interface OpResult {
  bytes: number;
  /** A member-list page's rows and the count it gives of the whole list. */
  page_rows?: number;
  total?: number;
  /** Members of the book the answer (or the 834 file) holds. */
  book_members?: number;
  subscriber_loops?: number;
  x12_problems?: number;
  status?: string;
}

export async function benchBook(): Promise<Record<string, unknown>> {
  const adminUrl = postgresUrl();
  if (!adminUrl)
    throw new Error(
      'npm run bench book needs PostgreSQL: set DATABASE_URL, or run scripts/with-postgres.sh npm run bench book',
    );
  // Inside the project (git-ignored dist-*): the bundle loads its external packages from node_modules.
  const dist = path.resolve(env.BENCH_BOOK_DIST ?? 'dist-bench-book-server');
  const dropDir = mkdtempSync(path.join(os.tmpdir(), 'oe-bench-book-drop-'));
  const t0 = performance.now();
  buildServer(dist);
  const buildMs = Math.round(performance.now() - t0);

  // The database: migrated and seeded by this process, then the book cloned into it in SQL.
  const db = await openBenchDatabase('postgres');
  let server: Server | undefined;
  try {
    const t1 = performance.now();
    const source = await completedGroupEnrollment(db.handle, { ...db.config, adminToken: ADMIN_TOKEN });
    await cloneBook(db.handle.db, MEMBERS, source);
    const fixtureMs = Math.round(performance.now() - t1);
    console.error(`[book] ${MEMBERS.toLocaleString('en-US')} members cloned in ${fixtureMs} ms`);

    server = await startServer(dist, {
      DATABASE_URL: db.config.databaseUrl!,
      SESSION_SECRET: db.config.sessionSecret.toString('hex'),
      ENCRYPTION_KEY: db.config.encryptionKey.toString('hex'),
      ADMIN_TOKEN,
      CARRIER_DROP_DIR: dropDir,
      DATA_DIR: path.join(dropDir, 'data'),
      CARRIER_SCHEDULE: '0',
      SEED_DEMO: '0',
      STATIC_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
    });
    const { pid, url } = server;
    const call = api(url);
    const signIn = async (route: string, email: string, password: string) =>
      (JSON.parse(ok(route, await call('POST', route, null, { email, password })).body).data as { token: string })
        .token;
    const rep = await signIn('/rep-sign-in', 'jordan.avery@example.com', 'demo-rep-pass');
    const group = await signIn('/group-sign-in', 'hr@acme.example.com', 'demo-group-pass');
    const booked = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
    /** The first page of a member list as the homes ask for it (the default page size), with the book's count. */
    const memberPage = async (route: string, token: string): Promise<OpResult> => {
      const res = ok(route, await call('GET', route, token));
      const data = (JSON.parse(res.body) as { data: { result: unknown[]; total?: number } }).data;
      return {
        bytes: Buffer.byteLength(res.body),
        page_rows: data.result.length,
        ...(data.total === undefined ? {} : { total: data.total }),
        book_members: booked(res.body, /"user_id":"BK\d{6}"/g),
      };
    };

    const ops: Record<Op, () => Promise<OpResult>> = {
      // A background export (POST /group-census-exports), followed as the group home follows it, then downloaded.
      census: async () => {
        const started = ok('census export', await call('POST', '/group-census-exports', group));
        const job = (JSON.parse(started.body) as { data: { result: { id: string } } }).data.result;
        await until('the census export', async () => {
          const res = ok('census job', await call('GET', `/export-jobs/${job.id}`, group));
          const { status, error } = (JSON.parse(res.body) as { data: { result: { status: string; error: string } } })
            .data.result;
          if (status === 'failed') throw new Error(`census export failed: ${error}`);
          return status === 'done' ? true : undefined;
        });
        const file = ok('census file', await call('GET', `/export-jobs/${job.id}/file`, group));
        return { bytes: Buffer.byteLength(file.body), book_members: booked(file.body, /^2001,BK\d{6},Subscriber,/gm) };
      },
      rep_members_first_page: async () => memberPage('/get-agent-members?agent_id=1001', rep),
      group_members_first_page: async () => memberPage('/get-group-users?group_id=2001', group),
      // The run answers its delivery 'running' and builds the file in the background: followed until it ends.
      carrier_834_full: async () => {
        const res = ok(
          '834 run',
          await call('POST', '/admin/carrier-files/run', ADMIN_TOKEN, { carrier_id: BSD, mode: 'full' }),
        );
        let entry = JSON.parse(res.body).data.result as Delivery;
        entry = await until('the 834 file', async () => {
          if (!['running', 'generated'].includes(entry.status)) return entry;
          const res = ok('delivery', await call('GET', `/admin/carrier-deliveries/${entry.id}`, ADMIN_TOKEN));
          entry = JSON.parse(res.body).data.result as Delivery;
          return undefined;
        });
        if (entry.status !== 'delivered') throw new Error(`the 834 run ended ${entry.status}: ${entry.error ?? ''}`);
        const sealed = readFileSync(path.join(dropDir, 'BSD', `${entry.file_name}.sealed`));
        const text = openSealedFile(sealed, db.config.encryptionKey).toString('utf8');
        const checked = check834(text);
        return {
          bytes: text.length,
          status: entry.status,
          subscriber_loops: checked.subscribers,
          x12_problems: checked.problems.length,
          book_members: booked(text, /REF\*0F\*BK\d{6}~/g),
        };
      },
      delivery_log: async () => {
        const res = ok('delivery log', await call('GET', `/admin/carrier-deliveries?carrier_id=${BSD}`, ADMIN_TOKEN));
        return { bytes: Buffer.byteLength(res.body) };
      },
    };

    const alone: Record<string, Array<Figures & OpResult>> = {};
    const cheap: Record<'idle' | 'census' | 'carrier_834_full', number[]> = {
      idle: [],
      census: [],
      carrier_834_full: [],
    };
    const cheapCount: Record<string, number[]> = { idle: [], census: [], carrier_834_full: [] };
    for (let round = 0; round < ROUNDS; round++) {
      // Each operation alone: its wall time, CPU and peak RSS.
      for (const [name, op] of Object.entries(ops)) {
        const { figures, result } = await measured(pid, op);
        (alone[name] ??= []).push({ ...figures, ...result });
        console.error(`[book] round ${round + 1}/${ROUNDS} ${name}: ${JSON.stringify({ ...figures, ...result })}`);
      }
      // The cheap request with nothing running, then while a census, then while an 834 file runs.
      const exportMs = Math.max(alone.census!.at(-1)!.wall_ms, alone.carrier_834_full!.at(-1)!.wall_ms, 5000);
      for (const what of ['idle', 'census', 'carrier_834_full'] as const) {
        const work = what === 'idle' ? new Promise((r) => setTimeout(r, Math.min(exportMs, 30_000))) : ops[what]();
        const [latencies] = await Promise.all([cheapLatencies(url, work), work]);
        cheap[what].push(percentile(latencies, 99));
        cheapCount[what]!.push(latencies.length);
        console.error(
          `[book] round ${round + 1}/${ROUNDS} get-default-info during ${what}: p99 ${round2(percentile(latencies, 99))} ms over ${latencies.length}`,
        );
      }
    }

    const summary: Record<string, unknown> = {};
    for (const [name, runs] of Object.entries(alone)) {
      const pick = (k: keyof (Figures & OpResult)) => median(runs.map((r) => Number(r[k])));
      summary[name] = {
        wall_ms: pick('wall_ms'),
        cpu_ms: pick('cpu_ms'),
        peak_rss_mib: pick('peak_rss_mib'),
        max_peak_rss_mib: Math.max(...runs.map((r) => r.peak_rss_mib)),
        start_rss_mib: pick('start_rss_mib'),
        bytes: pick('bytes'),
        ...(runs[0]!.book_members !== undefined ? { book_members: runs[0]!.book_members } : {}),
        ...(runs[0]!.page_rows !== undefined ? { page_rows: runs[0]!.page_rows, total: runs[0]!.total } : {}),
        ...(runs[0]!.subscriber_loops !== undefined
          ? {
              subscriber_loops: runs[0]!.subscriber_loops,
              x12_problems: runs[0]!.x12_problems,
              status: runs[0]!.status,
            }
          : {}),
      };
    }
    const idleP99 = median(cheap.idle);
    return {
      members: MEMBERS,
      rounds: ROUNDS,
      build_server_ms: buildMs,
      fixture_ms: fixtureMs,
      operations: summary,
      cheap_request_p99_ms: {
        idle: round2(idleP99),
        during_census: round2(median(cheap.census)),
        during_834: round2(median(cheap.carrier_834_full)),
        census_ratio: round2(median(cheap.census) / idleP99),
        carrier_834_ratio: round2(median(cheap.carrier_834_full) / idleP99),
        requests_per_window: Object.fromEntries(Object.entries(cheapCount).map(([k, v]) => [k, median(v)])),
        by_round: cheap,
      },
      loadavg: os.loadavg().map(round2),
    };
  } catch (err) {
    if (server) console.error(server.output().slice(-2000));
    throw err;
  } finally {
    await server?.stop();
    await db.dispose();
    rmSync(dropDir, { recursive: true, force: true });
  }
}
