import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { ExportJob } from '../../schemas/api/export-jobs';
import { EXPORT_MESSAGES } from '../../schemas/messages';
import { exportJobChunks, exportJobItems, exportJobs, policies, policyPlans } from '../../server/db/schema';
import { claimExportJob } from '../../server/repositories/export-jobs';
import { runCensusExport, startCensusExport } from '../../server/services/census-export';
import { createExportWorker, startExport } from '../../server/services/export-jobs';
import { openPiece } from '../../server/services/sealed-stream';
import { censusRunner } from '../../server/services/census-export';
import { buildTestApp } from '../helpers/build-app';
import { fileOf, jobOf, startCensus } from '../helpers/census-export';
import { call, homeSessions } from './homes-helpers';

/**
 * The background export facility (issue 27) through the census: a job's life (queued, running with
 * progress, done), its file sealed at rest and equal to what GET /group-census.csv answered for the
 * demo group, a job claimed once by two workers, a job whose process died, a failed job, expiry.
 */

let app: FastifyInstance;
let sessions: Awaited<ReturnType<typeof homeSessions>>;
const ctx = () => ({ db: app.db, encryptionKey: app.config.encryptionKey });

beforeAll(async () => {
  app = await buildTestApp();
  sessions = await homeSessions(app);
});
afterAll(async () => app.close());

const jobView = async (id: string) => (await jobOf(app, sessions.group, id)).json().data.result as ExportJob;
/** The demo group's policies that are on the census (an active or pending plan). */
const coveredPolicies = async () => {
  const [row] = await app.db
    .select({ n: count() })
    .from(policies)
    .where(
      and(
        eq(policies.groupId, 2001),
        inArray(
          policies.id,
          app.db
            .select({ id: policyPlans.policyId })
            .from(policyPlans)
            .where(inArray(policyPlans.status, ['ACTIVE', 'PENDING'])),
        ),
      ),
    );
  return row?.n ?? 0;
};
/** Ends every open job, so each test starts its own. */
const settle = () => app.exportJobs.drain();

describe('the census export job', () => {
  it('is queued by the request, run by the worker with its progress, and downloads the CSV the old GET /group-census.csv answered', async () => {
    const started = await startCensus(app, sessions.group);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().statusCode).toBe(202);
    const job = started.json().data.result as ExportJob;
    expect(job).toMatchObject({ kind: 'census', status: 'queued', rows_done: 0, rows_total: null, error: null });
    expect(job.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Nothing ran on the request: a second start answers the same job, the file is not ready yet.
    const again = await startCensus(app, sessions.group);
    expect(again.json()).toMatchObject({ statusCode: 200, data: { result: { id: job.id, status: 'queued' } } });
    const early = await fileOf(app, sessions.group, job.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().data.message).toBe(EXPORT_MESSAGES.notReady);

    await app.exportJobs.drain();
    const done = await jobView(job.id);
    const total = await coveredPolicies();
    expect(total).toBeGreaterThan(3);
    expect(done).toMatchObject({ status: 'done', rows_done: total, rows_total: total, error: null });
    expect(done.file_name).toMatch(/^census-group-2001-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(Date.parse(done.expires_at) - Date.parse(done.finished_at ?? '')).toBe(24 * 60 * 60 * 1000);

    const file = await fileOf(app, sessions.group, job.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${done.file_name}"`);
    expect(file.headers['cache-control']).toBe('no-store');
    // Byte for byte what the request-bound census answered for the demo group before issue 27.
    expect(file.body).toBe(readFileSync(new URL('../fixtures/census-group-2001.csv', import.meta.url), 'utf8'));
    expect(done.bytes).toBe(file.rawPayload.length);
    // The work list is gone once done; the sealed file stays until it expires.
    const [items] = await app.db.select({ n: count() }).from(exportJobItems).where(eq(exportJobItems.jobId, job.id));
    expect(items?.n).toBe(0);
  });

  it('keeps the file sealed at rest in pieces bound to the job and their place, readable only with the key', async () => {
    const { job, file } = await runCensusExport(app.db, 2001, { encryptionKey: app.config.encryptionKey });
    expect(job.status).toBe('done');
    const pieces = await app.db
      .select()
      .from(exportJobChunks)
      .where(eq(exportJobChunks.jobId, job.id))
      .orderBy(exportJobChunks.seq);
    expect(pieces.length).toBeGreaterThan(0);
    const stored = Buffer.concat(pieces.map((p) => Buffer.from(p.sealed)));
    for (const clear of ['Morgan', 'Group ID', 'Brightsmile', '04/12/1986'])
      expect(stored.includes(Buffer.from(clear)), clear).toBe(false);
    const last = pieces.length - 1;
    const opened = Buffer.concat(
      pieces.map((p, i) => openPiece(p.sealed, app.config.encryptionKey, job.id, i, i === last)),
    ).toString('utf8');
    expect(opened).toContain('Morgan,Pat');
    const [first] = pieces;
    if (!first) throw new Error('no piece');
    // Another key, another job's name for it, or a place it does not have: it does not open.
    expect(() => openPiece(first.sealed, Buffer.alloc(32, 7), job.id, 0, last === 0)).toThrow();
    expect(() => openPiece(first.sealed, app.config.encryptionKey, 'another-job', 0, last === 0)).toThrow();
    expect(() => openPiece(first.sealed, app.config.encryptionKey, job.id, 0, last !== 0)).toThrow();
    // Cut off (the end piece deleted): the download fails instead of answering a shorter file.
    await app.db.delete(exportJobChunks).where(and(eq(exportJobChunks.jobId, job.id), eq(exportJobChunks.seq, last)));
    await expect(async () => {
      for await (const piece of file()) expect(piece).toBeInstanceOf(Buffer);
    }).rejects.toThrow();
  });

  it('runCensusExport runs an export to completion from a script and reads its file', async () => {
    const { job, file } = await runCensusExport(app.db, 2001, { encryptionKey: app.config.encryptionKey });
    expect(job).toMatchObject({ status: 'done', kind: 'census', scope: 'group:2001' });
    const parts: Buffer[] = [];
    for await (const piece of file()) parts.push(piece);
    expect(Buffer.concat(parts).toString('utf8')).toBe(
      readFileSync(new URL('../fixtures/census-group-2001.csv', import.meta.url), 'utf8'),
    );
  });

  it('is claimed by one worker only when two look at once', async () => {
    await settle();
    const { job } = await startCensusExport(ctx(), 2001);
    const workers = [0, 1].map(() => createExportWorker({ ...ctx(), runners: { census: censusRunner }, pollMs: 0 }));
    const ran = await Promise.all(workers.map((w) => w.runOnce()));
    expect(ran.filter((id) => id === job.id)).toHaveLength(1);
    expect(ran.filter((id) => id === undefined)).toHaveLength(1);
    const [row] = await app.db.select().from(exportJobs).where(eq(exportJobs.id, job.id));
    expect(row).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('a job whose process died is run again once its lease lapses, then marked failed with a message, never left running', async () => {
    await settle();
    const past = () => new Date(Date.now() - 1000);
    // A process claimed it and died: its lease lapsed without a report.
    const { job: first } = await startCensusExport(ctx(), 2001);
    expect(await claimExportJob(app.db, new Date(), past(), 2, first.id)).toMatchObject({ attempts: 1 });
    expect((await jobView(first.id)).status).toBe('running');
    await app.exportJobs.drain();
    expect(await jobView(first.id)).toMatchObject({ status: 'done', error: null });
    const [rerun] = await app.db.select().from(exportJobs).where(eq(exportJobs.id, first.id));
    expect(rerun?.attempts).toBe(2);

    // Died on both attempts: failed, and the owner reads why.
    const { job: second } = await startCensusExport(ctx(), 2001);
    await claimExportJob(app.db, new Date(), past(), 2, second.id);
    await app.db.update(exportJobs).set({ status: 'queued' }).where(eq(exportJobs.id, second.id));
    await claimExportJob(app.db, new Date(), past(), 2, second.id);
    await app.exportJobs.drain();
    expect(await jobView(second.id)).toMatchObject({ status: 'failed', error: EXPORT_MESSAGES.stopped });
    const refused = await fileOf(app, sessions.group, second.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.message).toBe(EXPORT_MESSAGES.stopped);
    // Try again: a new job.
    const retried = (await startCensus(app, sessions.group)).json().data.result as ExportJob;
    expect(retried.id).not.toBe(second.id);
    await settle();
  });

  it('a process that stops gives its running job back at once (not counted as an attempt), and another worker finishes it', async () => {
    await settle();
    const { job } = await startCensusExport(ctx(), 2001);
    let stopped: Promise<void> | undefined;
    const stopping = createExportWorker({
      ...ctx(),
      pollMs: 0,
      runners: {
        // The process is told to stop while the census runs.
        census: (c, run) => {
          stopped = stopping.stop();
          return censusRunner(c, run);
        },
      },
    });
    expect(await stopping.runOnce()).toBe(job.id);
    await stopped;
    const [row] = await app.db.select().from(exportJobs).where(eq(exportJobs.id, job.id));
    expect(row).toMatchObject({ status: 'queued', attempts: 0, rowsDone: 0, leaseUntil: null });
    // A stopped worker claims nothing more.
    expect(await stopping.runOnce()).toBeUndefined();
    await app.exportJobs.drain();
    expect(await jobView(job.id)).toMatchObject({ status: 'done', error: null });
  });

  it('a run that fails says so in words the owner can act on, and keeps no partial file', async () => {
    await settle();
    const { job } = await startExport(ctx(), { kind: 'census', scope: { kind: 'group', groupId: 2001 }, params: {} });
    await app.exportJobs.drain();
    expect(await jobView(job.id)).toMatchObject({ status: 'failed', error: EXPORT_MESSAGES.failed });
    const [pieces] = await app.db.select({ n: count() }).from(exportJobChunks).where(eq(exportJobChunks.jobId, job.id));
    expect(pieces?.n).toBe(0);
  });

  it('expires: the job reads as gone, then the worker deletes it with its file', async () => {
    await settle();
    const { job } = await runCensusExport(app.db, 2001, { encryptionKey: app.config.encryptionKey });
    await app.db
      .update(exportJobs)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(exportJobs.id, job.id));
    expect((await jobOf(app, sessions.group, job.id)).statusCode).toBe(404);
    const gone = await fileOf(app, sessions.group, job.id);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().data.message).toBe(EXPORT_MESSAGES.expired);
    const listed = (await call(app, 'GET', '/export-jobs?kind=census', sessions.group)).json().data
      .result as ExportJob[];
    expect(listed.map((j) => j.id)).not.toContain(job.id);
    // A fresh worker sweeps at once.
    await createExportWorker({ ...ctx(), runners: {}, pollMs: 0 }).runOnce();
    expect(await app.db.select().from(exportJobs).where(eq(exportJobs.id, job.id))).toEqual([]);
    expect(await app.db.select().from(exportJobChunks).where(eq(exportJobChunks.jobId, job.id))).toEqual([]);
  });

  it("staff read staff-scope jobs under /admin/export-jobs, a carrier admin only their carrier's, and neither reads a group's", async () => {
    await settle();
    const staffToken = async (email: string, password: string) =>
      (await app.inject({ method: 'POST', url: '/api/v1/admin/sign-in', payload: { email, password } })).json().data
        .token as string;
    const staff = await staffToken('staff@openenroll.example', 'demo-staff-pass');
    const sunfield = await staffToken('sunfield.admin@openenroll.example', 'demo-carrier-pass');
    // A census made for staff (any kind may be started for a staff scope) and the group's own.
    const { job: staffJob } = await startExport(ctx(), {
      kind: 'census',
      scope: { kind: 'staff', carrierId: null },
      params: { group_id: 2001 },
    });
    const { job: groupJob } = await startCensusExport(ctx(), 2001);
    await app.exportJobs.drain();
    const admin = (token: string | undefined, url: string) => call(app, 'GET', `/admin/export-jobs${url}`, token);

    expect((await admin(staff, `/${staffJob.id}`)).json().data.result).toMatchObject({ status: 'done' });
    const file = await admin(staff, `/${staffJob.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(readFileSync(new URL('../fixtures/census-group-2001.csv', import.meta.url), 'utf8'));
    const listed = ((await admin(staff, '')).json().data.result as ExportJob[]).map((j) => j.id);
    expect(listed).toContain(staffJob.id);
    expect(listed).not.toContain(groupJob.id);
    // Staff never read a group's job, a carrier admin not a job of all staff, the group not staff's.
    expect((await admin(staff, `/${groupJob.id}`)).statusCode).toBe(404);
    expect((await admin(staff, `/${groupJob.id}/file`)).statusCode).toBe(404);
    expect((await admin(sunfield, `/${staffJob.id}`)).statusCode).toBe(404);
    expect((await admin(sunfield, `/${staffJob.id}/file`)).statusCode).toBe(404);
    expect((await jobOf(app, sessions.group, staffJob.id)).statusCode).toBe(404);
    expect((await fileOf(app, sessions.group, staffJob.id)).statusCode).toBe(404);
    // A carrier admin's job: theirs and all staff's to read.
    const { job: carrierJob } = await startExport(ctx(), {
      kind: 'census',
      scope: { kind: 'staff', carrierId: 11 },
      params: { group_id: 2001 },
    });
    await app.exportJobs.drain();
    expect((await admin(sunfield, `/${carrierJob.id}`)).statusCode).toBe(200);
    expect((await admin(staff, `/${carrierJob.id}/file`)).statusCode).toBe(200);
    expect(((await admin(sunfield, '')).json().data.result as ExportJob[]).map((j) => j.id)).toEqual([carrierJob.id]);
    // A shopper's or a group administrator's session is no staff session (no ADMIN_TOKEN here: 404).
    expect((await admin(sessions.group, `/${staffJob.id}`)).statusCode).toBe(404);
    expect((await admin(undefined, '')).statusCode).toBe(404);
  });

  it('runs by itself when the worker polls: the page only starts it and follows it', async () => {
    const polling = await buildTestApp({ exportPollMs: 50 });
    try {
      await polling.ready();
      const token = (await homeSessions(polling)).group;
      const started = (await startCensus(polling, token)).json().data.result as ExportJob;
      let seen: ExportJob = started;
      for (let i = 0; i < 200 && seen.status !== 'done' && seen.status !== 'failed'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        seen = (await jobOf(polling, token, started.id)).json().data.result as ExportJob;
      }
      expect(seen.status).toBe('done');
      expect((await fileOf(polling, token, started.id)).statusCode).toBe(200);
    } finally {
      await polling.close();
    }
  });
});
