import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import {
  claimDueOutbox,
  markOutboxAttemptFailed,
  markOutboxSent,
  renewOutboxLease,
  type OutboxRow,
} from '../repositories/outbox';
import { decryptField } from './field-crypto';
import { SmsDeliveryError, type SmsTransport } from './sms';

/**
 * Delivers the outbox over SMTP and, for text messages (channel 'sms'), the text provider (sms.ts):
 * claims due rows (atomically, so several API processes never send one message twice), sends each
 * through nodemailer or the provider, and on failure queues it again with exponential
 * backoff until `maxAttempts`, then marks it 'failed'. Logs name the row, never its body or recipient.
 */

export interface OutboxWorkerOptions {
  db: Db;
  /** No transport (no SMTP_URL): mail rows stay 'kept'. */
  transport: Transporter | undefined;
  /** No text transport (no SMS_URL): text rows (channel 'sms') stay 'kept'. Without either the worker does nothing. */
  smsTransport?: SmsTransport | undefined;
  encryptionKey: Buffer;
  from: string;
  /** Attempts before a mail is given up as 'failed' (default 6: after 30 s, 1, 2, 4 and 8 min). */
  maxAttempts?: number;
  /** Delay before the second attempt; doubles each time (default 30 s). */
  baseDelayMs?: number;
  /** Longest delay between two attempts (default 1 h). */
  maxDelayMs?: number;
  /**
   * How long a claim holds a row without news from its worker (default 1 min): a live worker renews
   * it every third of that while it sends, so a slow send is never taken over, and the mail of a
   * process that died is due again within this time.
   */
  leaseMs?: number;
  /** Poll interval once started; 0 = never poll (tests call drain()). Default 1 s. */
  pollMs?: number;
  /** Rows claimed per round (default 10). */
  batchSize?: number;
}

export interface DrainResult {
  sent: number;
  retried: number;
  failed: number;
}

/** The delivery worker of one mailer. */
export interface OutboxWorker {
  /** One round: claims the rows due at `now` and tries each once. */
  runOnce(now?: Date): Promise<DrainResult>;
  /** Rounds until nothing is due at `now` (a failed row is due again only after its backoff). */
  drain(now?: Date): Promise<DrainResult>;
  /** Starts polling (unref'd timer, no effect without a transport); `log` receives the failures. */
  start(log: FastifyBaseLogger): void;
  /** Stops polling and waits for a round in progress. */
  stop(): Promise<void>;
}

/** The error as a code and an SMTP reply (or HTTP status) code only: the server's text can quote the recipient. */
export function deliveryErrorCode(err: unknown): string {
  const e = (err ?? {}) as { code?: unknown; responseCode?: unknown };
  const code = typeof e.code === 'string' && /^[A-Z0-9_]{1,32}$/.test(e.code) ? e.code : 'ERROR';
  return typeof e.responseCode === 'number' ? `${code} ${e.responseCode}` : code;
}

/** Default lease of a claimed row (OutboxWorkerOptions.leaseMs). */
const OUTBOX_LEASE_MS = 60_000;

/** Delay before attempt `attempt + 1`: base * 2^(attempt - 1), capped. */
export function retryDelayMs(attempt: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(baseDelayMs * 2 ** Math.max(0, attempt - 1), maxDelayMs);
}

/** Creates the worker; it polls only after start(). */
export function createOutboxWorker(opts: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, smsTransport, encryptionKey, from } = opts;
  const maxAttempts = opts.maxAttempts ?? 6;
  const baseDelayMs = opts.baseDelayMs ?? 30_000;
  const maxDelayMs = opts.maxDelayMs ?? 3_600_000;
  const leaseMs = opts.leaseMs ?? OUTBOX_LEASE_MS;
  const pollMs = opts.pollMs ?? 1000;
  const batchSize = opts.batchSize ?? 10;
  let log: FastifyBaseLogger | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  async function deliver(row: OutboxRow, now: Date, result: DrainResult): Promise<void> {
    let errorCode: string;
    let retryable = true;
    try {
      const open = (v: string | null) => (v === null ? undefined : decryptField(v, encryptionKey));
      let body: { subject?: string; text?: string; html?: string };
      try {
        body = { subject: open(row.subject), text: open(row.text), html: open(row.html) };
      } catch {
        // A body sealed under another key never opens: retrying cannot help.
        retryable = false;
        throw Object.assign(new Error('outbox body cannot be opened'), { code: 'EUNSEAL' });
      }
      if (row.channel === 'sms') {
        if (!smsTransport) throw Object.assign(new Error('no text transport'), { code: 'ENOTRANSPORT' });
        await smsTransport.send({ to: row.to, body: body.text ?? '' });
      } else {
        if (!transport) throw Object.assign(new Error('no mail transport'), { code: 'ENOTRANSPORT' });
        await transport.sendMail({ from, to: row.to, ...body });
      }
      await markOutboxSent(db, row.id, new Date());
      result.sent++;
      return;
    } catch (err) {
      errorCode = deliveryErrorCode(err);
      // A provider's 4xx refusal (a bad number, a blocked recipient) will not pass on a later attempt.
      if (err instanceof SmsDeliveryError && !err.retryable) retryable = false;
    }
    const retryAt =
      retryable && row.attempts < maxAttempts
        ? new Date(now.getTime() + retryDelayMs(row.attempts, baseDelayMs, maxDelayMs))
        : null;
    await markOutboxAttemptFailed(db, row.id, errorCode, retryAt);
    if (retryAt) result.retried++;
    else result.failed++;
    log?.warn(
      { outbox_id: row.id, kind: row.kind, attempt: row.attempts, error_code: errorCode, gave_up: retryAt === null },
      row.channel === 'sms' ? 'text message delivery failed' : 'mail delivery failed',
    );
  }

  async function runOnce(now = new Date()): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
    if (!transport && !smsTransport) return result;
    const rows = await claimDueOutbox(db, now, new Date(now.getTime() + leaseMs), batchSize);
    if (rows.length === 0) return result;
    // The rows not yet tried stay this worker's while it lives: their lease is renewed until each is done.
    const held = new Set(rows.map((r) => r.id));
    const heartbeat = setInterval(() => {
      renewOutboxLease(db, [...held], new Date(Date.now() + leaseMs)).catch((err: unknown) =>
        log?.warn({ error_code: deliveryErrorCode(err) }, 'outbox lease renewal failed'),
      );
    }, leaseMs / 3);
    heartbeat.unref();
    try {
      for (const row of rows) {
        await deliver(row, now, result);
        held.delete(row.id);
      }
    } finally {
      clearInterval(heartbeat);
    }
    return result;
  }

  async function drain(now = new Date()): Promise<DrainResult> {
    const total: DrainResult = { sent: 0, retried: 0, failed: 0 };
    for (;;) {
      const round = await runOnce(now);
      total.sent += round.sent;
      total.retried += round.retried;
      total.failed += round.failed;
      // A retried row is due only after its backoff, so rounds stop; the cap guards a zero backoff.
      if (round.sent + round.retried + round.failed < batchSize || total.sent + total.retried + total.failed > 10_000)
        return total;
    }
  }

  function tick(): void {
    if (running) return;
    running = drain()
      .catch((err: unknown) => log?.warn({ error_code: deliveryErrorCode(err) }, 'mail delivery round failed'))
      .finally(() => (running = undefined));
  }

  return {
    runOnce,
    drain,
    start(logger) {
      log = logger;
      if ((!transport && !smsTransport) || pollMs <= 0 || timer) return;
      timer = setInterval(tick, pollMs);
      // The poll must not keep a process alive that is otherwise done (tests, scripts).
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
