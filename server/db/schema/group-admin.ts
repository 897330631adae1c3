import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { groups } from './people';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * A group's plan years (issue 30, decision 0290): the year's dates and its open-enrollment window;
 * an employee hired within `new_hire_days` before today may enroll outside the window. A group
 * without plan years is not limited (the demo's groups).
 */
export const groupPlanYears = pgTable(
  'group_plan_years',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    openStartsOn: date('open_starts_on', { mode: 'string' }).notNull(),
    openEndsOn: date('open_ends_on', { mode: 'string' }).notNull(),
    newHireDays: integer('new_hire_days').notNull().default(30),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.startsOn] }),
    check('group_plan_years_dates', sql`${t.endsOn} > ${t.startsOn} AND ${t.openEndsOn} >= ${t.openStartsOn}`),
    check('group_plan_years_new_hire', sql`${t.newHireDays} BETWEEN 0 AND 365`),
  ],
);

/**
 * A group's eligible employees, imported from the employer's CSV (server/services/group-employees.ts):
 * an applicant of the group's storefront must be one of them when the group has a list.
 */
export const groupEmployees = pgTable(
  'group_employees',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    employeeRef: text('employee_ref').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    hireDate: date('hire_date', { mode: 'string' }),
    email: text('email'),
  },
  (t) => [
    uniqueIndex('group_employees_ref_uq').on(t.groupId, sql`upper(${t.employeeRef})`),
    // The console's keyset pages: one range scan of (group, last name, first name, id).
    index('group_employees_name_idx').on(t.groupId, t.lastName, t.firstName, t.id),
    // Matching an applicant: (group, last name case-insensitive, birth date).
    index('group_employees_match_idx').on(t.groupId, sql`lower(${t.lastName})`, t.dob),
  ],
);

/**
 * Every change made through the console or the admin API (who, when, what): a before/after diff of
 * the fields changed, with personal values never stored in full (server/domain/audit-diff.ts).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** `staff:<id>`, `group_admin:<id>` or `ADMIN_TOKEN`. */
    actor: text('actor').notNull(),
    actorName: text('actor_name').notNull(),
    /** groups, contributions, employees, plan_years, catalogue, form_rules. */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    summary: text('summary').notNull(),
    diff: jsonb('diff')
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.id)],
);

/**
 * The live catalogue as it was before an import (catalogue.json's structure; the rate rows as
 * gzip CSV chunks in catalogue_snapshot_chunks), so the import can be rolled back as a whole.
 */
export const catalogueSnapshots = pgTable('catalogue_snapshots', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The catalogue version the snapshot was taken at, and the one the import left. */
  versionBefore: bigint('version_before', { mode: 'number' }).notNull(),
  versionAfter: bigint('version_after', { mode: 'number' }),
  structure: jsonb('structure').notNull(),
  rateRows: integer('rate_rows').notNull(),
  rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
});

export const catalogueSnapshotChunks = pgTable(
  'catalogue_snapshot_chunks',
  {
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => catalogueSnapshots.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    csvGz: bytea('csv_gz').notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.seq] })],
);
