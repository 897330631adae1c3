import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { carriers } from './catalogue';

/**
 * The form engine's configuration (architecture.md, docs/form-engine.md). form_field_rules and
 * form_tabs are the DRAFT that staff edit; publishing copies them into form_rule_versions as an
 * immutable numbered version, and the wizard always reads the newest published version.
 */

/** Which fields each wizard tab shows and requires: a 'default' row applies everywhere; 'carrier', 'plan' and 'group' rows override it for that scope_id. */
export const formFieldRules = pgTable(
  'form_field_rules',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tab: text('tab').notNull(),
    fieldName: text('field_name').notNull(),
    required: boolean('required').notNull().default(false),
    readOnly: boolean('read_only').notNull().default(false),
    visible: boolean('visible').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    scope: text('scope', { enum: ['default', 'carrier', 'plan', 'group'] })
      .notNull()
      .default('default'),
    scopeId: integer('scope_id'),
    /** A carrier's typed field (schemas/field-definition.ts), checked before it is stored; null for the step's own fields. */
    definition: jsonb('definition').$type<Record<string, unknown>>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('form_field_rules_uq').on(t.tab, t.fieldName, t.scope, sql`coalesce(${t.scopeId}, 0)`),
    index('form_field_rules_tab_idx').on(t.tab, t.scope, t.scopeId),
    check('form_field_rules_scope', sql`(${t.scope} = 'default') = (${t.scopeId} IS NULL)`),
  ],
);

/** A carrier's own question page (draft): tab `custom_<name>`, shown when its scope matches the enrollment. */
export const formTabs = pgTable(
  'form_tabs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tab: text('tab').notNull(),
    title: text('title').notNull(),
    sort: integer('sort').notNull(),
    required: boolean('required').notNull().default(true),
    scope: text('scope', { enum: ['default', 'carrier', 'plan', 'group'] })
      .notNull()
      .default('default'),
    scopeId: integer('scope_id'),
    /** A page condition (issue 29): JSON Logic over other tabs' answers, the cart and the applicant. */
    visibleIf: jsonb('visible_if'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('form_tabs_uq').on(t.tab, t.scope, sql`coalesce(${t.scopeId}, 0)`),
    check('form_tabs_scope', sql`(${t.scope} = 'default') = (${t.scopeId} IS NULL)`),
    check('form_tabs_name', sql`${t.tab} ~ '^custom_[a-z0-9_]{1,40}$'`),
  ],
);

/** A published, immutable version of the rules and custom tabs: what the wizard reads. */
export const formRuleVersions = pgTable('form_rule_versions', {
  version: integer('version').primaryKey(),
  note: text('note').notNull(),
  publishedBy: text('published_by').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  /** API-shaped rules `{ tab, field_name, required, read_only, visible, sort, scope, scope_id?, definition? }`. */
  rules: jsonb('rules').$type<Array<Record<string, unknown>>>().notNull(),
  /** API-shaped custom tabs `{ tab, title, sort, required, scope, scope_id? }`. */
  tabs: jsonb('tabs').$type<Array<Record<string, unknown>>>().notNull(),
  /** True when the publish moved the enrollments in progress to this version (decision 0240). */
  appliesInProgress: boolean('applies_in_progress').notNull().default(false),
  /** The version this one restored (a Restore publishes an earlier version's rows as a new version). */
  restoredFrom: integer('restored_from'),
});

/** Staff who edit the form engine in /admin: 'staff' sees every scope, 'carrier_admin' one carrier's. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** scrypt: `scrypt$N$r$p$salt$hash`, base64url parts. */
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['staff', 'carrier_admin'] }).notNull(),
    carrierId: integer('carrier_id').references(() => carriers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_users_email_uq').on(sql`lower(${t.email})`),
    check('staff_users_carrier', sql`(${t.role} = 'carrier_admin') = (${t.carrierId} IS NOT NULL)`),
  ],
);
