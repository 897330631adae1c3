import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { carriers } from './catalogue';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Carrier files (ANSI X12 834, docs/decisions/0110-carrier-834-files.md). Nothing here holds a plain
 * SSN: the generated file is kept sealed (AES-256-GCM with the app's key) and the snapshot of what a
 * carrier was sent holds names, plan codes and a hash of each line, never an SSN.
 */

/** A carrier's 834 profile: envelope ids, code mapping, file naming, mode, schedule and delivery. */
export const carrierProfiles = pgTable(
  'carrier_profiles',
  {
    carrierId: integer('carrier_id')
      .primaryKey()
      .references(() => carriers.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').notNull(),
    senderQualifier: text('sender_qualifier').notNull().default('ZZ'),
    receiverId: text('receiver_id').notNull(),
    receiverQualifier: text('receiver_qualifier').notNull().default('ZZ'),
    /** HD03 by category code. */
    lineOfBusiness: jsonb('line_of_business').$type<Record<string, string>>().notNull(),
    /** HD04 by plan id (string key). */
    planCodes: jsonb('plan_codes').$type<Record<string, string>>().notNull(),
    fileNamePattern: text('file_name_pattern').notNull(),
    defaultMode: text('default_mode', { enum: ['change', 'full'] })
      .notNull()
      .default('change'),
    schedule: text('schedule', { enum: ['manual', 'hourly', 'daily'] })
      .notNull()
      .default('manual'),
    deliveryMethod: text('delivery_method', { enum: ['drop', 'sftp'] })
      .notNull()
      .default('drop'),
    sftpHost: text('sftp_host'),
    sftpPort: integer('sftp_port'),
    sftpUsername: text('sftp_username'),
    sftpRemoteDir: text('sftp_remote_dir'),
    /** The SFTP password or private key, field-crypto sealed; never returned. */
    sftpSecretEncrypted: text('sftp_secret_encrypted'),
    /**
     * The SFTP destination staff approved (`sftp://user@host:port/dir`, server/services/sftp-destination.ts);
     * no file goes to a destination that differs from it (a new or changed one waits for approval).
     */
    sftpApprovedDestination: text('sftp_approved_destination'),
    /** Who approved it (a staff e-mail, or `ADMIN_TOKEN`) and when. */
    sftpApprovedBy: text('sftp_approved_by'),
    sftpApprovedAt: timestamp('sftp_approved_at', { withTimezone: true }),
    /** The last ISA13/GS06 handed out; the next file takes this + 1 inside the transaction that logs it. */
    lastControlNumber: integer('last_control_number').notNull().default(0),
    /** When the schedule last ran this carrier. */
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('carrier_profiles_control', sql`${t.lastControlNumber} BETWEEN 0 AND 999999999`)],
);

/** The delivery log: one row per generated file. */
export const carrierDeliveries = pgTable(
  'carrier_deliveries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mode: text('mode', { enum: ['change', 'full'] }).notNull(),
    /**
     * running: being built (progress_done of progress_total members); stopped: the build failed or its
     * process ended (error says why; nothing was sent and the carrier's next run may start).
     */
    status: text('status', {
      enum: ['running', 'generated', 'held', 'delivered', 'failed', 'cancelled', 'stopped'],
    }).notNull(),
    memberCount: integer('member_count').notNull(),
    subscriberCount: integer('subscriber_count').notNull(),
    controlNumber: integer('control_number').notNull(),
    /** SHA-256 (hex) of the plain file. */
    sha256: text('sha256').notNull(),
    /**
     * A file of before issue 27, sealed whole (iv | tag | ciphertext) with the app's key. Files since are
     * kept in carrier_file_chunks (null here); either is what a retry or a confirmation delivers.
     */
    sealedFile: bytea('sealed_file'),
    /** Members written so far and in all while the file is built (both final once built). */
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    /** When a running build last wrote a chunk: a build silent for long is taken as stopped. */
    progressAt: timestamp('progress_at', { withTimezone: true }),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    error: text('error'),
    heldRemovals: jsonb('held_removals').$type<Array<{ subscriber_id: string; name: string; plan: string }>>(),
    /** Where the file went (drop path or sftp://host/dir/name), for operators. */
    deliveredTo: text('delivered_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('carrier_deliveries_control_uq').on(t.carrierId, t.controlNumber),
    index('carrier_deliveries_carrier_idx').on(t.carrierId, t.id),
    index('carrier_deliveries_retry_idx').on(t.status, t.nextAttemptAt),
  ],
);

/**
 * A built file in pieces, each sealed on its own (AES-256-GCM, its delivery, place and whether it is the
 * last bound in as associated data), so neither building nor delivering holds a whole file in memory.
 */
export const carrierFileChunks = pgTable(
  'carrier_file_chunks',
  {
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => carrierDeliveries.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    sealed: bytea('sealed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.deliveryId, t.seq] })],
);

/** The lines a file tells the carrier (see CarrierLineState), applied to carrier_member_lines once it is delivered. */
export const carrierFileLines = pgTable(
  'carrier_file_lines',
  {
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => carrierDeliveries.id, { onDelete: 'cascade' }),
    lineKey: text('line_key').notNull(),
    subscriberId: text('subscriber_id').notNull(),
    personName: text('person_name').notNull(),
    plan: text('plan').notNull(),
    status: text('status', { enum: ['active', 'cancelled'] }).notNull(),
    contentHash: text('content_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.deliveryId, t.lineKey] })],
);

/**
 * What each carrier has been told, one row per person per plan (a "line"): the state of the last
 * delivered file that named it. A change file is the difference between the lines today and these.
 */
export const carrierMemberLines = pgTable(
  'carrier_member_lines',
  {
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id, { onDelete: 'cascade' }),
    lineKey: text('line_key').notNull(),
    subscriberId: text('subscriber_id').notNull(),
    personName: text('person_name').notNull(),
    plan: text('plan').notNull(),
    status: text('status', { enum: ['active', 'cancelled'] }).notNull(),
    /** HMAC-SHA-256 (a key derived from the app key) of the line: names, dates, address, plan, level, SSN. */
    contentHash: text('content_hash').notNull(),
    deliveryId: integer('delivery_id').references(() => carrierDeliveries.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.carrierId, t.lineKey] })],
);
