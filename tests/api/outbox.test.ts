import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transporter } from 'nodemailer';
import { buildTestApp } from '../helpers/build-app';
import { databaseText } from '../helpers/database-text';
import { enrollmentWithCart, OPEN_SESSION, wizardClient } from '../helpers/wizard';

type Listed = { to: string; subject: string; text: string; html: string | null; sent_at: string };
const SHELL = '<!doctype html><html><body><div id="root">openenroll-shell</div></body></html>';
const OUTSIDE = '203.0.113.9';

let app: FastifyInstance;
const dirs: string[] = [];
afterEach(async () => {
  await app?.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

/** A static directory with a tiny SPA shell, so the SPA fallback is on. */
function spaDir(): string {
  const dir = tempDir('oe-spa-');
  writeFileSync(path.join(dir, 'index.html'), SHELL);
  return dir;
}

const getFrom = (remoteAddress: string, url: string) => app.inject({ method: 'GET', url, remoteAddress });

describe('GET /outbox and the mailer', () => {
  it('keeps mail in the outbox without SMTP and lists it newest first', async () => {
    app = await buildTestApp({}, { seed: false });
    await app.mailer.send({ to: 'a@example.com', subject: 'First', text: 'one', kind: 'test' });
    await app.mailer.send({ to: 'b@example.com', subject: 'Second', text: 'two', html: '<p>two</p>', kind: 'test' });
    const res = await app.inject({ method: 'GET', url: '/api/v1/outbox' });
    expect(res.statusCode).toBe(200);
    const result = res.json().data.result as Listed[];
    expect(result.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(result[0]).toMatchObject({ to: 'b@example.com', html: '<p>two</p>' });
    expect(Number.isNaN(Date.parse(result[0]!.sent_at))).toBe(false);
  });

  it('is off (404) when SMTP is configured, and the worker delivers through the transport', async () => {
    const sent: Array<{ to: string; subject: string; text: string }> = [];
    const transport = {
      sendMail: async (m: { to: string; subject: string; text: string }) => void sent.push(m),
    } as unknown as Transporter;
    app = await buildTestApp({ smtpUrl: 'smtp://mail.invalid:2525' }, { seed: false, transport, mail: { pollMs: 0 } });
    await app.mailer.send({ to: 'c@example.com', subject: 'Code', text: 'x', kind: 'save-code' });
    // Queued, not sent inline: the request that caused a mail never waits on SMTP.
    expect(sent).toHaveLength(0);
    expect(await app.mailer.worker.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(sent).toEqual([expect.objectContaining({ to: 'c@example.com', subject: 'Code', text: 'x' })]);
    expect(await app.mailer.worker.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
    const res = await app.inject({ method: 'GET', url: '/api/v1/outbox' });
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe('error');
  });

  it('writes a mail only when the transaction that caused it commits', async () => {
    app = await buildTestApp({}, { seed: false });
    await app.db
      .transaction(async (tx) => {
        await app.mailer.enqueue(tx, { to: 'gone@example.com', subject: 'Rolled back', text: 'never', kind: 'test' });
        tx.rollback();
      })
      .catch(() => undefined);
    await app.db.transaction(async (tx) =>
      app.mailer.enqueue(tx, { to: 'kept@example.com', subject: 'Committed', text: 'kept', kind: 'test' }),
    );
    const result = (await app.inject({ method: 'GET', url: '/api/v1/outbox' })).json().data.result as Listed[];
    expect(result.map((m) => m.subject)).toEqual(['Committed']);
  });

  it('keeps subject, text and html sealed in the table; the listing opens them', async () => {
    app = await buildTestApp({}, { seed: false });
    await app.mailer.send({
      to: 'd@example.com',
      subject: 'Sealed subject 7Q2K',
      text: 'Sealed text 9XW4',
      html: '<p>Sealed html 3MZ8</p>',
      kind: 'test',
    });
    const dump = await databaseText(app);
    expect(dump).toContain('d@example.com');
    for (const clear of ['Sealed subject', '7Q2K', '9XW4', '3MZ8']) expect(dump, clear).not.toContain(clear);
    const [listed] = (await app.inject({ method: 'GET', url: '/api/v1/outbox' })).json().data.result as Listed[];
    expect(listed).toMatchObject({
      subject: 'Sealed subject 7Q2K',
      text: 'Sealed text 9XW4',
      html: '<p>Sealed html 3MZ8</p>',
    });
  });
});

describe('the outbox is a development mailbox', () => {
  it('answers loopback clients only', async () => {
    app = await buildTestApp({}, { seed: false });
    await app.mailer.send({ to: 'e@example.com', subject: 'Hello', text: 'x', kind: 'test' });
    const outside = await getFrom(OUTSIDE, '/api/v1/outbox');
    expect(outside.statusCode).toBe(404);
    expect(outside.body).not.toContain('e@example.com');
    for (const ip of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect((await getFrom(ip, '/api/v1/outbox')).statusCode, ip).toBe(200);
    for (const ip of ['10.0.0.1', '::ffff:10.0.0.1', '128.0.0.1', '::2'])
      expect((await getFrom(ip, '/api/v1/outbox')).statusCode, ip).toBe(404);
    // Without a trusted proxy a forged X-Forwarded-For changes nothing.
    const forged = await app.inject({
      method: 'GET',
      url: '/api/v1/outbox',
      remoteAddress: OUTSIDE,
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forged.statusCode).toBe(404);
  });

  it('answers any client with OUTBOX_PUBLIC', async () => {
    app = await buildTestApp({ outboxPublic: true }, { seed: false });
    expect((await getFrom(OUTSIDE, '/api/v1/outbox')).statusCode).toBe(200);
  });

  it('takes the client address from X-Forwarded-For behind a trusted proxy', async () => {
    app = await buildTestApp({ trustProxy: true }, { seed: false });
    const proxied = await app.inject({
      method: 'GET',
      url: '/api/v1/outbox',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': OUTSIDE },
    });
    expect(proxied.statusCode).toBe(404);
  });

  it('serves the page /outbox (and under a landing) to loopback only, as a plain 404 otherwise', async () => {
    app = await buildTestApp({ staticDir: spaDir() }, { seed: false });
    for (const url of ['/outbox', '/jordan/outbox', '/OutBox/', '/jordan/%6Futbox?x=1']) {
      const inside = await getFrom('127.0.0.1', url);
      expect(inside.statusCode, url).toBe(200);
      expect(inside.body, url).toContain('openenroll-shell');
      const outside = await getFrom(OUTSIDE, url);
      expect(outside.statusCode, url).toBe(404);
      expect(outside.body, url).not.toContain('openenroll-shell');
      expect(outside.headers['content-type'], url).toMatch(/^text\/plain/);
    }
    // Other pages still get the shell from anywhere.
    expect((await getFrom(OUTSIDE, '/jordan/plans')).body).toContain('openenroll-shell');
    expect((await getFrom(OUTSIDE, '/outbox-help')).body).toContain('openenroll-shell');
  });

  it('answers 404 for the API and the page whenever SMTP_URL is set, even on loopback', async () => {
    const transport = { sendMail: async () => undefined } as unknown as Transporter;
    app = await buildTestApp(
      { smtpUrl: 'smtp://mail.invalid:2525', outboxPublic: true, staticDir: spaDir() },
      { seed: false, transport, mail: { pollMs: 0 } },
    );
    expect((await getFrom('127.0.0.1', '/api/v1/outbox')).statusCode).toBe(404);
    for (const url of ['/outbox', '/jordan/outbox']) {
      const page = await getFrom('127.0.0.1', url);
      expect(page.statusCode, url).toBe(404);
      expect(page.body, url).not.toContain('openenroll-shell');
    }
    expect((await getFrom('127.0.0.1', '/plans')).body).toContain('openenroll-shell');
  });
});

/** Every file under `dir`, concatenated (the data files, the WAL and the rest). */
function filesOf(dir: string): Buffer {
  const parts: Buffer[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) parts.push(filesOf(full));
    else parts.push(readFileSync(full));
  }
  return Buffer.concat(parts);
}

describe('save-for-later codes at rest', () => {
  it('leaves no trace of the code in the database files', async () => {
    const dataDir = path.join(tempDir('oe-pgdata-'), 'data');
    app = await buildTestApp({}, { dataDir });
    const token = app.issueSession(OPEN_SESSION);
    const id = await enrollmentWithCart(app);
    const email = 'bytes-at-rest@example.com';
    const saved = await wizardClient(app, token).post('/save-enrollment', {
      enrollment_id: id,
      email,
      tab: 'contact_info',
      data: { city: 'Atlanta' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The code as the shopper reads it, through the outbox API (which opens the sealed body).
    const mail = ((await app.inject({ method: 'GET', url: '/api/v1/outbox' })).json().data.result as Listed[]).find(
      (m) => m.to === email,
    );
    const shown = /Enrollment code: ([0-9A-Z-]{12,16})/.exec(mail?.text ?? '')?.[1];
    if (!shown) throw new Error(`no code in the mail: ${mail?.text}`);
    const code = shown.replace(/-/g, '');
    // Everything on disk: flush the WAL into the data files, then close.
    await app.db.execute(sql`CHECKPOINT`);
    await app.close();
    const bytes = filesOf(dataDir);
    // The search is real: the recipient, stored in clear, is found.
    expect(bytes.includes(Buffer.from(email))).toBe(true);
    // The whole code, as mailed and canonical, and its secret part (after a selector, if any).
    for (const needle of new Set([shown, code, code.slice(-10)]))
      expect(bytes.includes(Buffer.from(needle)), needle).toBe(false);
    expect(bytes.includes(Buffer.from('Enrollment code'))).toBe(false);
    // A seeded PGlite on disk is slow to open and migrate when the machine is busy.
  }, 90_000);
});
