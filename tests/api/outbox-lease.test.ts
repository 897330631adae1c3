import type { FastifyInstance } from 'fastify';
import type { Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxWorker } from '../../server/services/outbox-worker';
import { buildTestApp } from '../helpers/build-app';

/**
 * A mail claimed by a process that dies is sent by another soon (issue 26, item 18): the claim
 * was a 15-minute lease. Now a claim lasts a minute unless its worker, alive, renews it.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ smtpUrl: 'smtp://127.0.0.1:9' }, { mail: { pollMs: 0 } });
});
afterAll(async () => app.close());

/** A transport whose sends never end until released (a process stuck or killed mid-send). */
function stuckTransport() {
  let release: () => void = () => undefined;
  const started: string[] = [];
  const transport = {
    sendMail: (m: { to: string }) => {
      started.push(m.to);
      return new Promise<void>((resolve) => (release = resolve));
    },
  } as unknown as Transporter;
  return { transport, started, release: () => release() };
}

function recordingTransport() {
  const sent: string[] = [];
  const transport = {
    sendMail: async (m: { to: string }) => void sent.push(m.to),
  } as unknown as Transporter;
  return { transport, sent };
}

const worker = (transport: Transporter, leaseMs?: number) =>
  createOutboxWorker({
    db: app.db,
    transport,
    encryptionKey: app.config.encryptionKey,
    from: 'test@example.com',
    pollMs: 0,
    ...(leaseMs ? { leaseMs } : {}),
  });

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
}

describe('a claimed mail', () => {
  it('whose process died is sent by another worker two minutes later', async () => {
    await app.mailer.send({ to: 'died@example.com', subject: 'Hello', text: 'hi', kind: 'test' });
    const dying = stuckTransport();
    const now = new Date();
    void worker(dying.transport).runOnce(now);
    await until(() => dying.started.length === 1);
    // The first process never finishes (it was killed). Two minutes on, another process takes the mail over.
    const other = recordingTransport();
    expect(await worker(other.transport).drain(new Date(now.getTime() + 2 * 60_000))).toEqual({
      sent: 1,
      retried: 0,
      failed: 0,
    });
    expect(other.sent).toEqual(['died@example.com']);
    dying.release();
  });

  it('is kept by its live worker for as long as the send takes', async () => {
    await app.mailer.send({ to: 'slow@example.com', subject: 'Hello', text: 'hi', kind: 'test' });
    const slow = stuckTransport();
    const running = worker(slow.transport, 300).runOnce();
    await until(() => slow.started.length === 1);
    // Three leases long: the live worker renewed its claim, so no other worker sends it twice.
    await new Promise((r) => setTimeout(r, 900));
    const other = recordingTransport();
    expect((await worker(other.transport).drain()).sent).toBe(0);
    slow.release();
    expect((await running).sent).toBe(1);
    expect(other.sent).toEqual([]);
  });
});
