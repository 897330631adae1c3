import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt counters for guessing limits (rep, group, enroller and continue codes) kept in the
 * database, so every API process behind a load balancer counts against the same numbers.
 * `bucket` names the limit, `subject` the client address or enrollment id.
 */
export const rateLimitAttempts = pgTable(
  'rate_limit_attempts',
  {
    bucket: text('bucket').notNull(),
    subject: text('subject').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.subject, t.windowStart] }),
    index('rate_limit_attempts_window_idx').on(t.windowStart),
  ],
);
