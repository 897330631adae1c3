import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { outbox } from '../../server/db/schema';
import { normalisePhone, smsProviderSettings } from '../../server/services/sms';
import { buildTestApp } from '../helpers/build-app';

/**
 * Text messages through the outbox: the HTTP adapter (a Twilio-compatible Messages API) against a
 * local server this test starts; a 500 is retried with the outbox backoff, a 4xx refusal is given up
 * and logged with its status only (never the body or the number); without SMS_URL texts are kept
 * and /outbox lists them with channel 'sms'.
 */

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

let provider: Server;
let providerUrl: string;
const received: Received[] = [];
/** Status codes to answer, in order; 201 once empty. */
const answers: number[] = [];

beforeAll(async () => {
  provider = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      });
      const status = answers.shift() ?? 201;
      // A refusal that quotes the number, as real providers do: it must never reach the logs.
      const body =
        status >= 400
          ? {
              code: 21211,
              message: `The 'To' number ${new URLSearchParams(Buffer.concat(chunks).toString()).get('To')} is not valid.`,
            }
          : { sid: 'SM123', status: 'queued' };
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  providerUrl = `http://AC0123456789:secret-token@127.0.0.1:${port}?from=%2B14045550100`;
});
afterAll(async () => {
  await new Promise((resolve) => provider.close(resolve));
});

let logLines: string[] = [];
const logged = (msg: string) =>
  logLines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === msg);

let app: FastifyInstance;
let keptApp: FastifyInstance;
beforeAll(async () => {
  const logStream = new Writable({
    write: (chunk: Buffer, _enc, done) => void (logLines.push(...chunk.toString().split('\n').filter(Boolean)), done()),
  });
  [app, keptApp] = await Promise.all([
    buildTestApp({ smsUrl: providerUrl }, { seed: false, mail: { pollMs: 0, baseDelayMs: 30_000 }, logStream }),
    buildTestApp({}, { seed: false }),
  ]);
  await app.ready();
});
afterAll(async () => {
  await Promise.all([app.close(), keptApp.close()]);
});
beforeEach(async () => {
  received.length = 0;
  answers.length = 0;
  logLines = [];
  await app.db.delete(outbox);
});

const LATER = () => new Date(Date.now() + 10 * 60_000);
const TEXT = 'Hi Ana, your enrollment is ready to sign: http://localhost/sign/abc';

describe('text messages through the outbox', () => {
  it('reads account, token and from number from SMS_URL or the separate variables', () => {
    expect(smsProviderSettings('https://AC1:tok@api.example.com?from=4045550100')).toEqual({
      endpoint: 'https://api.example.com/2010-04-01/Accounts/AC1/Messages.json',
      accountSid: 'AC1',
      authToken: 'tok',
      from: '+14045550100',
    });
    expect(
      smsProviderSettings('https://sms.example.com/2010-04-01/Accounts/AC2/Messages.json', {
        accountSid: 'AC2',
        authToken: 't2',
        from: '+1 212 555 0100',
      }),
    ).toMatchObject({
      endpoint: 'https://sms.example.com/2010-04-01/Accounts/AC2/Messages.json',
      from: '+12125550100',
    });
    expect(() => smsProviderSettings('https://api.example.com')).toThrow(/account, a token and a from number/);
    expect(normalisePhone('(404) 555-0123')).toBe('+14045550123');
    expect(normalisePhone('555-0100')).toBeNull();
  });

  it('sends a queued text to the provider (form-encoded, basic auth) and clears the sealed body', async () => {
    expect(app.mailer.sms.delivers).toBe(true);
    await app.mailer.sms.send({ to: '+14045550123', text: TEXT, kind: 'signing-link' });
    expect(received).toHaveLength(0);
    expect(await app.mailer.worker.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(received).toHaveLength(1);
    const [req] = received;
    expect(req!.method).toBe('POST');
    expect(req!.url).toBe('/2010-04-01/Accounts/AC0123456789/Messages.json');
    expect(req!.authorization).toBe(`Basic ${Buffer.from('AC0123456789:secret-token').toString('base64')}`);
    expect(Object.fromEntries(req!.form)).toEqual({ To: '+14045550123', From: '+14045550100', Body: TEXT });
    const [row] = await app.db.select().from(outbox);
    expect(row).toMatchObject({ channel: 'sms', status: 'sent', text: null, subject: null, attempts: 1 });
  });

  it('retries a 500 after the backoff, then delivers', async () => {
    answers.push(500);
    await app.mailer.sms.send({ to: '+14045550124', text: TEXT, kind: 'signing-link' });
    expect(await app.mailer.worker.drain()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(logged('text message delivery failed')).toEqual([
      expect.objectContaining({ kind: 'signing-link', attempt: 1, error_code: 'SMS_HTTP 500', gave_up: false }),
    ]);
    // Not again before the backoff.
    expect(await app.mailer.worker.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await app.mailer.worker.drain(LATER())).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(received.map((r) => r.form.get('To'))).toEqual(['+14045550124', '+14045550124']);
    const [row] = await app.db.select().from(outbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up on a 4xx refusal and logs its status code only: no body, no number', async () => {
    answers.push(400);
    await app.mailer.sms.send({ to: '+14045550125', text: TEXT, kind: 'signing-code' });
    expect(await app.mailer.worker.drain()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(logged('text message delivery failed')).toEqual([
      expect.objectContaining({ kind: 'signing-code', attempt: 1, error_code: 'SMS_HTTP 400', gave_up: true }),
    ]);
    const everything = logLines.join('\n');
    for (const secret of ['4045550125', 'Hi Ana', '/sign/', 'is not valid', 'secret-token'])
      expect(everything, secret).not.toContain(secret);
    const [row] = await app.db.select().from(outbox);
    expect(row).toMatchObject({ status: 'failed', error: 'SMS_HTTP 400' });
    expect(await app.mailer.worker.drain(LATER())).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(received).toHaveLength(1);
  });

  it('closes /outbox when a text provider is configured', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/outbox' });
    expect(res.statusCode).toBe(404);
  });

  it('keeps texts without SMS_URL and lists them on /outbox with channel sms beside mail', async () => {
    expect(keptApp.mailer.sms.delivers).toBe(false);
    await keptApp.mailer.send({ to: 'a@example.com', subject: 'Mail', text: 'mail body', kind: 'test' });
    await keptApp.mailer.sms.send({ to: '+14045550126', text: TEXT, kind: 'signing-link' });
    expect(await keptApp.mailer.worker.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
    const res = await keptApp.inject({ method: 'GET', url: '/api/v1/outbox' });
    expect(res.statusCode).toBe(200);
    const listed = res.json().data.result as Array<Record<string, unknown>>;
    expect(listed.map((m) => [m.channel, m.to])).toEqual([
      ['sms', '+14045550126'],
      ['email', 'a@example.com'],
    ]);
    expect(listed[0]).toMatchObject({ subject: '', text: TEXT, html: null });
  });
});
