import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * Revoked sessions (issue 26, item 15; docs/decisions/0001-sessions-as-signed-tokens.md). A row names
 * one token by its id (`jti:<id>`: signed out) or every token of an account issued at or before
 * `not_before` (`account:<kind>:<id>`: signed out everywhere, a lost token). `keep_until` is when no
 * token the row names can still be valid; the retention round deletes the row after it.
 */
export const sessionRevocations = pgTable(
  'session_revocations',
  {
    subject: text('subject').primaryKey(),
    notBefore: timestamp('not_before', { withTimezone: true }).notNull(),
    keepUntil: timestamp('keep_until', { withTimezone: true }).notNull(),
  },
  (t) => [index('session_revocations_keep_idx').on(t.keepUntil)],
);

/**
 * One row: bumped in the transaction of every revocation, so each API process re-reads the list
 * only when it changed (services/session-revocations.ts); the bump is also NOTIFYed.
 */
export const sessionRevocationVersion = pgTable(
  'session_revocation_version',
  {
    id: smallint('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('session_revocation_version_one_row', sql`${t.id} = 1`)],
);
