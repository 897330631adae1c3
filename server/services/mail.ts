import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { insertOutbox, outboxWithBodies, type NewOutboxRow } from '../repositories/outbox';
import { decryptField, encryptField } from './field-crypto';
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './outbox-worker';
import { createHttpSmsTransport, smsProviderSettings, type SmsSender, type SmsTransport } from './sms';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for: quote, save-code, receipt ... */
  kind: string;
}

export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  sent_at: string;
  /** 'sms' for a text message (to is the phone number, subject empty). */
  channel: 'email' | 'sms';
}

/**
 * Sends mail through the outbox: a message is written (sealed) in the caller's transaction and
 * delivered by `worker` after the commit when SMTP is configured, or kept for /outbox otherwise.
 */
export interface Mailer {
  readonly delivers: boolean;
  /** Writes the message to the outbox inside `tx`, so it exists exactly when the change that caused it commits. */
  enqueue(tx: Db, message: MailMessage): Promise<void>;
  /** The outbox row `enqueue` writes (sealed), for a statement that writes it with its cause (the completion's). */
  outboxRow(message: MailMessage): NewOutboxRow;
  /** enqueue on the mailer's own database, for a mail that goes with no other change. */
  send(message: MailMessage): Promise<void>;
  /** Text messages through the same outbox (channel 'sms'). */
  readonly sms: SmsSender;
  /** Delivers queued rows (polls once started by the app; tests call drain()). */
  readonly worker: OutboxWorker;
}

export interface MailerOptions extends Partial<
  Pick<OutboxWorkerOptions, 'maxAttempts' | 'baseDelayMs' | 'maxDelayMs' | 'leaseMs' | 'pollMs' | 'batchSize'>
> {
  smtpUrl: string | undefined;
  /** The field-crypto key (ENCRYPTION_KEY) that seals subject, text and html. */
  encryptionKey: Buffer;
  /** Transport override (tests); otherwise one built from smtpUrl. */
  transport?: Transporter;
  /** SMS_URL: the text-message provider (sms.ts); without it texts are kept for /outbox. */
  smsUrl?: string | undefined;
  /** Text transport override (tests); otherwise the HTTP adapter built from smsUrl. */
  smsTransport?: SmsTransport;
}

const FROM = process.env.MAIL_FROM ?? 'OpenEnroll <no-reply@openenroll.local>';

// listOutbox(db) is called with a database alone (routes, tests); the mailer that seals a
// database's outbox registers its key here so the listing can open what that mailer wrote.
const keysByDb = new WeakMap<Db, Buffer>();

/**
 * Without `smtpUrl` (the embedded demo) a message is kept in the outbox with status 'kept' for
 * /outbox. With it, the row is 'queued' and the worker delivers it; a failure is retried with
 * backoff and logged, never shown to the shopper (the request that caused the mail never waits on SMTP).
 */
export function createMailer(db: Db, opts: MailerOptions): Mailer {
  const transport = opts.transport ?? (opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined);
  const smsTransport =
    opts.smsTransport ??
    (opts.smsUrl
      ? createHttpSmsTransport(
          smsProviderSettings(opts.smsUrl, {
            accountSid: process.env.SMS_ACCOUNT_SID,
            authToken: process.env.SMS_AUTH_TOKEN,
            from: process.env.SMS_FROM,
          }),
        )
      : undefined);
  const key = opts.encryptionKey;
  keysByDb.set(db, key);
  const worker = createOutboxWorker({ ...opts, db, transport, smsTransport, encryptionKey: key, from: FROM });
  const outboxRow = (message: MailMessage): NewOutboxRow => {
    const now = new Date();
    return {
      to: message.to,
      kind: message.kind,
      subject: encryptField(message.subject, key),
      text: encryptField(message.text, key),
      html: message.html === undefined ? null : encryptField(message.html, key),
      status: transport ? 'queued' : 'kept',
      nextAttemptAt: transport ? now : null,
      sentAt: transport ? null : now,
      createdAt: now,
    };
  };
  const enqueue = async (tx: Db, message: MailMessage): Promise<void> => {
    await insertOutbox(tx, outboxRow(message));
  };
  const enqueueSms: SmsSender['enqueue'] = async (tx, message) => {
    const now = new Date();
    await insertOutbox(tx, {
      to: message.to,
      kind: message.kind,
      channel: 'sms',
      subject: encryptField('', key),
      text: encryptField(message.text, key),
      html: null,
      status: smsTransport ? 'queued' : 'kept',
      nextAttemptAt: smsTransport ? now : null,
      sentAt: smsTransport ? null : now,
      createdAt: now,
    });
  };
  const sms: SmsSender = {
    delivers: smsTransport !== undefined,
    enqueue: enqueueSms,
    send: (message) => enqueueSms(db, message),
  };
  return {
    delivers: transport !== undefined,
    enqueue,
    outboxRow,
    send: (message) => enqueue(db, message),
    sms,
    worker,
  };
}

/** The newest messages that still hold a body, opened (the demo outbox; never served when SMTP is configured). */
export async function listOutbox(
  db: Db,
  limit = 100,
  encryptionKey: Buffer | undefined = keysByDb.get(db),
): Promise<OutboxEntry[]> {
  if (!encryptionKey) throw new Error('listOutbox: no mailer was created for this database (pass the encryption key)');
  const open = (v: string) => decryptField(v, encryptionKey);
  const rows = await outboxWithBodies(db, limit);
  return rows.map((r) => ({
    to: r.to,
    subject: open(r.subject ?? ''),
    text: r.text === null ? '' : open(r.text),
    html: r.html === null ? null : open(r.html),
    sent_at: (r.sentAt ?? r.createdAt).toISOString(),
    channel: r.channel,
  }));
}
