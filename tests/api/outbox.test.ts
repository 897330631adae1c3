import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Transporter } from 'nodemailer';
import { buildTestApp } from '../helpers/build-app';

describe('GET /outbox and the mailer', () => {
  let app: FastifyInstance;
  afterEach(async () => app.close());

  it('keeps mail in the outbox without SMTP and lists it newest first', async () => {
    app = await buildTestApp({}, { seed: false });
    await app.mailer.send({ to: 'a@example.com', subject: 'First', text: 'one', kind: 'test' });
    await app.mailer.send({ to: 'b@example.com', subject: 'Second', text: 'two', html: '<p>two</p>', kind: 'test' });
    const res = await app.inject({ method: 'GET', url: '/api/v1/outbox' });
    expect(res.statusCode).toBe(200);
    const result = res.json().data.result as { to: string; subject: string; html: string | null; sent_at: string }[];
    expect(result.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(result[0]).toMatchObject({ to: 'b@example.com', html: '<p>two</p>' });
    expect(Number.isNaN(Date.parse(result[0]!.sent_at))).toBe(false);
  });

  it('is off (404) when SMTP is configured, and delivers through the transport', async () => {
    const sent: unknown[] = [];
    const transport = { sendMail: async (m: unknown) => void sent.push(m) } as unknown as Transporter;
    app = await buildTestApp({ smtpUrl: 'smtp://mail.invalid:2525' }, { seed: false, transport });
    await app.mailer.send({ to: 'c@example.com', subject: 'Code', text: 'x', kind: 'save-code' });
    expect(sent).toHaveLength(1);
    const res = await app.inject({ method: 'GET', url: '/api/v1/outbox' });
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe('error');
  });
});
