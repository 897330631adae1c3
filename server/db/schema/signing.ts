import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { enrollments } from './enrollments';
import { policies } from './policies';

/**
 * Remote signing (docs/decisions/0090-remote-signing.md). A signing request is a single-use link a
 * rep's or group's enrollment sends its client: the token is 128 random bits, stored only as its
 * SHA-256; phone, e-mail and the decline reason are sealed (field-crypto). 'expired' is never stored:
 * a live request past `expires_at` is expired.
 */
export const SIGNING_REQUEST_STATUSES = ['sent', 'opened', 'signed', 'declined', 'revoked'] as const;

export const signingRequests = pgTable(
  'signing_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => enrollments.id),
    /** SHA-256 (base64url) of the link's token. */
    tokenHash: text('token_hash').notNull(),
    /** 'sms' and/or 'email'. */
    channels: text('channels').array().notNull(),
    /** Sealed E.164 number the link and the identity code go to; null when not sent by text. */
    phone: text('phone'),
    /** Sealed e-mail address; null when not sent by e-mail. */
    email: text('email'),
    status: text('status', { enum: SIGNING_REQUEST_STATUSES }).notNull().default('sent'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Sealed; what the client wrote when declining. */
    declineReason: text('decline_reason'),
    /** HMAC of the current 6-digit identity code (server secret, bound to the request); null when none is live. */
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
    /** Codes sent for this link (a cap against texting a number without end). */
    codesSent: smallint('codes_sent').notNull().default(0),
    /** Wrong identity attempts (date of birth or code); the link locks at 5. */
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** SHA-256 of the signing-session cookie set on a confirmed identity; null before. */
    sessionHash: text('session_hash'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('signing_requests_token_uq').on(t.tokenHash),
    index('signing_requests_enrollment_idx').on(t.enrollmentId, t.id),
    // At most one live link per enrollment: a resend revokes the old one in the same transaction.
    uniqueIndex('signing_requests_live_uq')
      .on(t.enrollmentId)
      .where(sql`${t.status} IN ('sent', 'opened')`),
  ],
);

/**
 * The client's consent: who signed, when, from where, the exact agreement texts and their version,
 * the method and signature, and the signed summary with its SHA-256. Everything personal is sealed;
 * kept until `keep_until` (signed + 10 years). One per enrollment: two concurrent signatures make
 * one record (and one policy).
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => enrollments.id),
    signingRequestId: integer('signing_request_id')
      .notNull()
      .references(() => signingRequests.id),
    policyId: integer('policy_id').references(() => policies.id),
    /** Sealed: the signer's name. */
    signerName: text('signer_name').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    /** Sealed: the client address of the signing request. */
    ipAddress: text('ip_address').notNull(),
    /** Sealed: the browser's User-Agent. */
    userAgent: text('user_agent').notNull(),
    /** Sealed JSON: the agreements shown, with their exact texts and versions, and which were accepted. */
    agreements: text('agreements').notNull(),
    /** The agreement set's version (a digest of the texts shown). */
    agreementsVersion: text('agreements_version').notNull(),
    /** The form-rules version the enrollment was filled against (decision 0240). */
    rulesVersion: integer('rules_version'),
    method: text('method', { enum: ['drawn', 'typed'] }).notNull(),
    /** Sealed: the PNG data URL (drawn) or the typed name. */
    signature: text('signature').notNull(),
    /** Sealed: the canonical JSON of the summary the client signed. */
    summary: text('summary').notNull(),
    /** SHA-256 (hex) of the canonical JSON in `summary`. */
    summarySha256: text('summary_sha256').notNull(),
    keepUntil: timestamp('keep_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('consent_records_enrollment_uq').on(t.enrollmentId), index('consent_keep_idx').on(t.keepUntil)],
);
