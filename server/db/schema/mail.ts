import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every e-mail the app sends; without SMTP_URL it stays here and /outbox shows it (demo-data.md). */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** quote, save-code, receipt ... */
    kind: text('kind').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'kept', 'failed'] }).notNull().default('queued'),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt), index('outbox_status_idx').on(t.status)],
);
