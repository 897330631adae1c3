import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryLogEntry } from '../../schemas/api/carrier-files';
import type { ExportJob } from '../../schemas/api/export-jobs';
import { cloneBook } from '../../bench/book-fixture';
import { carrierFileLines } from '../../server/db/schema';
import { storefrontKeyOf } from '../../server/domain/storefront-key';
import { CENSUS_CHUNK, censusRunner } from '../../server/services/census-export';
import { createExportWorker } from '../../server/services/export-jobs';
import { check834 } from '../../server/services/x12/check-834';
import { openSealedFile } from '../../server/services/sealed-stream';
import { buildTestApp } from '../helpers/build-app';
import { fileOf, jobOf, startCensus } from '../helpers/census-export';
import { completableEnrollment } from '../helpers/review';
import { wizardClient } from '../helpers/wizard';
import { call, homeSessions } from './homes-helpers';

/**
 * A book past PostgreSQL's 65,535 bind parameters: 70,000 completed enrollments of group 2001 on
 * Brightsmile's dental plan 101, each with its steps, its policy and a member on file of rep 1001,
 * cloned in SQL from one enrollment completed through the real routes. The census, the rep's and the
 * group's member lists and a full 834 file must all succeed and hold every one of them: each read
 * that sent one parameter per member or enrollment answered 500 here, and the told lines' single
 * INSERT overflowed the stack.
 */
// 70,000 on PostgreSQL (CI's second pass), past the cliff; 2,000 on the embedded PGlite of the first
// pass, where the same reads run on one worker thread and would add minutes (BOOK_SIZE_MEMBERS sets it).
const BOOK = Number(process.env.BOOK_SIZE_MEMBERS ?? (process.env.TEST_DATABASE_URL ? 70_000 : 2_000));
const ADMIN = 'book-size-admin-token-0123456789abcdef';
const BSD = 1;

let app: FastifyInstance;
let sessions: Awaited<ReturnType<typeof homeSessions>>;
let dropDir: string;

beforeAll(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  dropDir = mkdtempSync(path.join(tmpdir(), 'oe-book-size-'));
  app = await buildTestApp({ adminToken: ADMIN, carrierDropDir: dropDir, carrierSchedule: false });
  sessions = await homeSessions(app);
  // The group administrator's storefront, as the census test enrolls through it.
  const signedIn = (
    await call(app, 'POST', '/group-sign-in', undefined, { email: 'hr@acme.example.com', password: 'demo-group-pass' })
  ).json().data as { agent_id: number; group_id: number; portal_id: number };
  const scope = { kind: 'group', ...signedIn } as const;
  const id = await completableEnrollment(app, sessions.group, [101], {
    eprocess: 'group',
    agentId: scope.agent_id,
    groupId: scope.group_id,
    portalId: scope.portal_id,
    storefront: storefrontKeyOf({
      kind: scope.kind,
      agent_id: scope.agent_id,
      group_id: scope.group_id,
      portal_id: scope.portal_id,
    }),
    tier: 'IO',
  });
  const done = await wizardClient(app, sessions.group).post('/save-review-info', {
    enrollment_id: id,
    first_enroll: 1,
  });
  expect(done.statusCode, done.body).toBe(200);
  const policyId = done.json().data.policy_id as number;

  await cloneBook(app.db, BOOK, { enrollmentId: id, policyId });
}, 600_000);

afterAll(async () => {
  await app?.close();
  const { rmSync } = await import('node:fs');
  if (dropDir) rmSync(dropDir, { recursive: true, force: true });
});

describe(`a book of ${BOOK.toLocaleString('en-US')} members`, () => {
  it('the group census export runs as a job, reports its progress to the owner chunk by chunk, and holds a row for every one', async () => {
    const started = await startCensus(app, sessions.group);
    expect(started.statusCode, started.body).toBe(200);
    const id = (started.json().data.result as ExportJob).id;
    // The worker as the app runs it, with the owner reading the job after each progress report.
    const seen: Array<[number, number | null, string]> = [];
    const worker = createExportWorker({
      db: app.db,
      encryptionKey: app.config.encryptionKey,
      pollMs: 0,
      runners: {
        census: (ctx, run) =>
          censusRunner(ctx, {
            ...run,
            progress: async (done) => {
              await run.progress(done);
              const job = (await jobOf(app, sessions.group, id)).json().data.result as ExportJob;
              seen.push([job.rows_done, job.rows_total, job.status]);
            },
          }),
      },
    });
    expect(await worker.runOnce()).toBe(id);
    const job = (await jobOf(app, sessions.group, id)).json().data.result as ExportJob;
    expect(job.status, job.error ?? '').toBe('done');
    expect(job.rows_total).toBeGreaterThan(BOOK);
    expect(job.rows_done).toBe(job.rows_total);
    // One report per chunk of CENSUS_CHUNK policies, each one the owner read while the job ran.
    expect(seen).toHaveLength(Math.ceil((job.rows_total ?? 0) / CENSUS_CHUNK));
    expect(seen.every(([, total, status]) => total === job.rows_total && status === 'running')).toBe(true);
    expect(seen.map(([done]) => done)).toEqual(
      seen.map((_, i) => Math.min((i + 1) * CENSUS_CHUNK, job.rows_total ?? 0)),
    );

    const res = await fileOf(app, sessions.group, id);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const booked = res.body.split('\r\n').filter((line) => /^2001,BK\d{6},Subscriber,/.test(line));
    expect(booked).toHaveLength(BOOK);
  }, 300_000);

  it("the rep's and the group's member lists answer a small first page and count every one", async () => {
    for (const [path, token] of [
      ['/get-agent-members?agent_id=1001', sessions.rep],
      ['/get-group-users?group_id=2001', sessions.group],
    ] as const) {
      // The first page (50 rows by default) and the count of the whole book, never the book itself.
      const first = await call(app, 'GET', path, token);
      expect(first.statusCode, `${path}: ${first.body.slice(0, 300)}`).toBe(200);
      expect(first.body.length, path).toBeLessThan(64 * 1024);
      const page = first.json().data as { result: Array<{ user_id: string }>; total: number; next: string | null };
      expect(page.result, path).toHaveLength(50);
      expect(page.total, path).toBeGreaterThan(BOOK);
      // The search runs in SQL over the whole book: every clone's last name starts with 'Book'.
      const searched = await call(app, 'GET', `${path}&search=book&limit=200`, token);
      expect(searched.statusCode, searched.body.slice(0, 300)).toBe(200);
      expect(searched.body.length, path).toBeLessThan(256 * 1024);
      const found = searched.json().data as typeof page;
      expect(found.total, path).toBe(BOOK);
      expect(found.result).toHaveLength(200);
      expect(found.result.every((r) => /^BK\d{6}$/.test(r.user_id))).toBe(true);
      // The next page follows the cursor: no row of the first shows again.
      const second = await call(app, 'GET', `${path}&search=book&limit=200&after=${found.next}`, token);
      const more = (second.json().data as typeof page).result.map((r) => r.user_id);
      expect(more).toHaveLength(200);
      const seen = new Set(found.result.map((r) => r.user_id));
      expect(more.filter((id) => seen.has(id))).toEqual([]);
    }
  }, 300_000);

  it('a full 834 file for the carrier runs off the request, is delivered and parses with one subscriber loop each', async () => {
    const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${ADMIN}` }, payload });
    const res = await admin('POST', '/admin/carrier-files/run', { carrier_id: BSD, mode: 'full' });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    // The answer comes as the run starts: the file is built and sent after it, its progress on the entry.
    let entry = res.json().data.result as DeliveryLogEntry;
    expect(entry.status).toBe('running');
    expect(entry.progress.total).toBeGreaterThanOrEqual(BOOK);
    const seen = new Set<number>();
    while (entry.status === 'running' || entry.status === 'generated') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      entry = (await admin('GET', `/admin/carrier-deliveries/${entry.id}`)).json().data.result as DeliveryLogEntry;
      seen.add(entry.progress.done);
    }
    expect(entry.status, entry.error ?? '').toBe('delivered');
    expect(entry.progress.done).toBe(entry.progress.total);
    // The console saw it advance.
    expect([...seen].some((done) => done > 0 && done < entry.progress.total)).toBe(true);
    const { readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const text = openSealedFile(
      readFileSync(path.join(dropDir, 'BSD', `${entry.file_name}.sealed`)),
      app.config.encryptionKey,
    ).toString('utf8');
    const checked = check834(text);
    expect(checked.problems).toEqual([]);
    expect(checked.subscribers).toBeGreaterThanOrEqual(BOOK);
    expect(entry.subscriber_count).toBe(checked.subscribers);
    expect(text.match(/REF\*0F\*/g)?.length ?? 0).toBeGreaterThanOrEqual(BOOK);

    // The delivery log answers summaries only: a page of small entries, however large the files.
    const log = await admin('GET', `/admin/carrier-deliveries?carrier_id=${BSD}&limit=5`);
    expect(log.statusCode).toBe(200);
    const page = log.json().data as { result: DeliveryLogEntry[]; total: number; next: number | null };
    expect(page.result[0]?.id).toBe(entry.id);
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(log.body.length).toBeLessThan(10_000);
    const lines = await app.db.select({ n: sql<number>`count(*)::int` }).from(carrierFileLines);
    expect(lines[0]?.n).toBeGreaterThanOrEqual(BOOK);
  }, 300_000);
});
