import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { MESSAGES } from '../../schemas/messages';
import { outbox } from '../../server/db/schema';
import { listOutbox, type MailerOptions } from '../../server/services/mail';
import { createOutboxWorker } from '../../server/services/outbox-worker';
import { buildTestApp } from '../helpers/build-app';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';
import { enrollmentWithCart, OPEN_SESSION, wizardClient } from '../helpers/wizard';

/**
 * The outbox worker against a real SMTP server (smtp-server on loopback): delivery, retry with
 * backoff after a refusal, giving up, logs and the administrator's status, and one delivery per
 * mail with two workers on one database.
 */

const ADMIN_TOKEN = 'outbox-admin-token-for-tests';
const LATER = () => new Date(Date.now() + 10 * 60_000);

let sink: SmtpSink;
let app: FastifyInstance;
beforeEach(async () => {
  sink = await startSmtpSink();
});
afterEach(async () => {
  await app?.close();
  await sink.close();
});

let logLines: string[] = [];

/** The app's log lines (pino JSON) that carry `msg`. */
const logged = (msg: string) =>
  logLines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === msg);

/** The app with SMTP_URL pointing at the sink and its log captured; the worker does not poll, the tests drain. */
async function smtpApp(mail: Partial<MailerOptions> = {}): Promise<FastifyInstance> {
  logLines = [];
  const logStream = new Writable({
    write: (chunk: Buffer, _enc, done) => void (logLines.push(...chunk.toString().split('\n').filter(Boolean)), done()),
  });
  app = await buildTestApp({ smtpUrl: sink.url, adminToken: ADMIN_TOKEN }, { mail: { pollMs: 0, ...mail }, logStream });
  await app.ready();
  return app;
}

/** Save for later through the route, as the browser does. */
async function saveForLater(email: string) {
  const token = app.issueSession(OPEN_SESSION);
  const id = await enrollmentWithCart(app);
  return wizardClient(app, token).post('/save-enrollment', {
    enrollment_id: id,
    email,
    tab: 'contact_info',
    data: { city: 'Atlanta' },
  });
}

const savedAnswer = (email: string) => ({
  message: MESSAGES.informationSaved,
  saved_tab: 'contact_info',
  email,
  result: { email },
});

async function adminStatus() {
  const res = await app.inject({
    method: 'GET',
    url: '/api/v1/admin/outbox-status',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    body: res.body,
    data: res.json().data as { counts: Record<string, number>; failures: Array<Record<string, unknown>> },
  };
}

async function storedRows() {
  return app.db.select().from(outbox).orderBy(outbox.id);
}

describe('mail delivery over SMTP', () => {
  it('delivers a save-for-later mail to the server after the answer, then clears the sealed body', async () => {
    await smtpApp();
    const email = 'deliver@example.com';
    const res = await saveForLater(email);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual(savedAnswer(email));
    expect(sink.received).toHaveLength(0);
    const { code } = await codeQueuedFor(email);

    expect(await app.mailer.worker.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail!.rcptTo).toEqual([email]);
    expect(mail!.subject).toBe('Your enrollment code');
    expect(mail!.text).toContain(`Enrollment code: ${code}`);
    expect(mail!.text).toContain('/direct-continue/');

    const [row] = await storedRows();
    expect(row).toMatchObject({
      to: email,
      kind: 'save-code',
      status: 'sent',
      attempts: 1,
      subject: null,
      text: null,
      html: null,
      error: null,
    });
    expect(row!.sentAt).toBeInstanceOf(Date);
    const status = await adminStatus();
    expect(status.data).toEqual({ counts: { queued: 0, sending: 0, sent: 1, kept: 0, failed: 0 }, failures: [] });
  });

  it('retries a refused delivery with backoff; the failure is logged and shown to the admin without code or recipient', async () => {
    await smtpApp();
    sink.refuseRcpt(1, 451);
    const email = 'refused-once@example.com';
    const res = await saveForLater(email);
    // The shopper's answer does not depend on delivery.
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual(savedAnswer(email));
    const { code, id } = await codeQueuedFor(email);

    expect(await app.mailer.worker.drain()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(sink.refused.rcpt).toBe(1);
    expect(sink.received).toHaveLength(0);
    const failures = logged('mail delivery failed');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({
      level: 40,
      outbox_id: id,
      kind: 'save-code',
      attempt: 1,
      error_code: 'EENVELOPE 451',
      gave_up: false,
    });
    // Nothing the app logged (requests included) carries the code, the body or the recipient.
    const everything = logLines.join('\n');
    for (const secret of [email, code, code.replace(/-/g, ''), 'Enrollment code', 'Try again later'])
      expect(everything, secret).not.toContain(secret);

    const status = await adminStatus();
    expect(status.data.counts).toMatchObject({ queued: 1, sent: 0, failed: 0 });
    expect(status.data.failures).toEqual([
      {
        id,
        kind: 'save-code',
        status: 'queued',
        attempts: 1,
        last_error: 'EENVELOPE 451',
        next_attempt_at: expect.any(String),
      },
    ]);
    const nextAttempt = Date.parse(String(status.data.failures[0]!.next_attempt_at));
    expect(nextAttempt).toBeGreaterThan(Date.now() + 20_000);
    for (const secret of [email, code, 'Enrollment code']) expect(status.body, secret).not.toContain(secret);

    // Not again before the backoff has passed; then it arrives.
    expect(await app.mailer.worker.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await app.mailer.worker.drain(LATER())).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(sink.received.map((m) => m.rcptTo)).toEqual([[email]]);
    expect(sink.received[0]!.text).toContain(code);
    expect((await adminStatus()).data).toEqual({
      counts: { queued: 0, sending: 0, sent: 1, kept: 0, failed: 0 },
      failures: [],
    });
  });

  it('waits longer after each failed attempt and gives up as failed after the last one', async () => {
    await smtpApp({ maxAttempts: 3, baseDelayMs: 30_000 });
    sink.refuseData(Infinity, 554);
    await app.mailer.send({ to: 'never@example.com', subject: 'Quote', text: 'q', kind: 'quote' });
    const delays: number[] = [];
    let now = new Date();
    for (let attempt = 1; attempt <= 3; attempt++) {
      await app.mailer.worker.drain(now);
      const [row] = await storedRows();
      if (row!.nextAttemptAt) delays.push(row!.nextAttemptAt.getTime() - now.getTime());
      now = new Date((row!.nextAttemptAt ?? now).getTime() + 1);
    }
    expect(delays).toEqual([30_000, 60_000]);
    const [row] = await storedRows();
    expect(row).toMatchObject({ status: 'failed', attempts: 3, error: 'EMESSAGE 554', nextAttemptAt: null });
    expect(sink.refused.data).toBe(3);
    expect(logged('mail delivery failed').map((l) => [l.attempt, l.gave_up])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    const status = await adminStatus();
    expect(status.data.counts.failed).toBe(1);
    expect(status.data.failures[0]).toMatchObject({
      kind: 'quote',
      status: 'failed',
      attempts: 3,
      last_error: 'EMESSAGE 554',
      next_attempt_at: null,
    });
    expect(await app.mailer.worker.drain(LATER())).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('answers save-for-later as usual while no SMTP server listens, and queues the mail for a retry', async () => {
    await smtpApp();
    await sink.close();
    const res = await saveForLater('server-down@example.com');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual(savedAnswer('server-down@example.com'));
    expect(await app.mailer.worker.drain()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await adminStatus()).data.failures[0]).toMatchObject({
      kind: 'save-code',
      attempts: 1,
      last_error: 'ESOCKET',
    });
    // afterEach closes the sink again.
    sink = await startSmtpSink();
  });

  it('two workers on one database deliver each mail exactly once', async () => {
    await smtpApp({ batchSize: 2 });
    const recipients = Array.from({ length: 7 }, (_, i) => `worker${i}@example.com`);
    for (const to of recipients) await app.mailer.send({ to, subject: 'Hello', text: `for ${to}`, kind: 'test' });
    const other = createOutboxWorker({
      db: app.db,
      transport: nodemailer.createTransport(sink.url),
      encryptionKey: app.config.encryptionKey,
      from: 'other@example.com',
      pollMs: 0,
      batchSize: 2,
    });
    const [a, b] = await Promise.all([app.mailer.worker.drain(), other.drain()]);
    expect(a.sent + b.sent).toBe(7);
    expect(sink.received.map((m) => m.rcptTo[0]).sort()).toEqual([...recipients].sort());
    expect((await storedRows()).every((r) => r.status === 'sent' && r.text === null)).toBe(true);
  });

  it('refuses the status route without the admin token', async () => {
    await smtpApp();
    expect((await app.inject({ method: 'GET', url: '/api/v1/admin/outbox-status' })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/v1/admin/outbox-status',
          headers: { authorization: 'Bearer wrong' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

/** The queued save-code mail for `email`, opened from the database (the outbox API is off with SMTP). */
async function codeQueuedFor(email: string): Promise<{ code: string; id: number }> {
  const mail = (await listOutbox(app.db, 100, app.config.encryptionKey)).find((m) => m.to === email);
  const code = /Enrollment code: ([0-9A-Z-]{12,16})/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error('no code queued');
  const [row] = await app.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.to, email));
  return { code, id: row!.id };
}
