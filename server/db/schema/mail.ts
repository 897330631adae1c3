import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * queued: waiting for the delivery worker (next_attempt_at says when); sending: claimed by a worker
 * until next_attempt_at (a lease: a worker that died is taken over after it); sent: delivered, body
 * cleared; kept: no SMTP_URL, the demo outbox shows it; failed: gave up after the last attempt.
 */
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'kept', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Every e-mail the app sends (a transactional outbox): written in the transaction of the change
 * that caused it, delivered by server/services/outbox-worker.ts. subject, text and html are sealed
 * with AES-256-GCM (field-crypto) and cleared once delivered; without SMTP_URL the row stays 'kept'
 * and /outbox shows it (demo-data.md).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    to: text('to').notNull(),
    /** Sealed; null once delivered. */
    subject: text('subject'),
    /** Sealed; null once delivered. */
    text: text('text'),
    /** Sealed; null when the mail has no HTML part or once delivered. */
    html: text('html'),
    /** quote, save-code, receipt ... */
    kind: text('kind').notNull(),
    /** 'email' (to is an address) or 'sms' (to is an E.164 number; subject empty, no html). */
    channel: text('channel', { enum: ['email', 'sms'] })
      .notNull()
      .default('email'),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('queued'),
    /** Delivery attempts started so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When a queued row is due, or when a 'sending' claim lapses. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** The last failure as an error code and SMTP reply code only (never the server's text, which can name the recipient). */
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt), index('outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
