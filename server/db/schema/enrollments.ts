import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
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
import { agents, enrollerCodes, groups, portals } from './people';
import { members } from './members';
import { referrals } from './sites';
import { planPricing } from './pricing';
import { plans } from './catalogue';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Temporary enrollments. The id is the capability (security.md): 128+ random bits from
 * services/ids.ts, never a sequence. The filter columns are the contract's filter_info
 * (`annual_incode` spelled so); each wizard tab's data lives in enrollment_steps.
 */
export const enrollments = pgTable(
  'enrollments',
  {
    id: text('id').primaryKey(),
    status: text('status', { enum: ['open', 'checked_out', 'awaiting_signature', 'completed', 'expired'] })
      .notNull()
      .default('open'),
    eprocess: text('eprocess', { enum: ['rep', 'applicant', 'group', 'sigapplicant'] }).notNull(),
    openType: text('open_type', { enum: ['agent', 'group', 'user'] }),
    /** Enrollment type: new-member, existing-member, new-group-member. */
    type: text('type', { enum: ['new-member', 'existing-member', 'new-group-member'] }).notNull(),
    agentId: integer('agent_id').references(() => agents.id),
    groupId: integer('group_id').references(() => groups.id),
    portalId: integer('portal_id').references(() => portals.id),
    memberId: integer('member_id').references(() => members.id),
    referralId: integer('referral_id').references(() => referrals.id),
    enrollerCodeId: integer('enroller_code_id').references(() => enrollerCodes.id),
    zip: text('zip'),
    dob: date('dob', { mode: 'string' }),
    state: text('state'),
    tier: text('tier', { enum: ['IO', 'IS', 'IC', 'IF'] }),
    gender: smallint('gender'),
    isSmoker: smallint('is_smoker'),
    annualIncode: integer('annual_incode'),
    workingHours: smallint('working_hours'),
    spouseDob: date('spouse_dob', { mode: 'string' }),
    childNum: smallint('child_num'),
    /** The expected use of care the yearly-cost estimates assume (schemas/plan-benefits.ts); null reads as 'medium'. */
    useLevel: text('use_level', { enum: ['low', 'medium', 'high'] }),
    coverage: text('coverage'),
    categories: text('categories').array(),
    over65: boolean('over65').notNull().default(false),
    /**
     * The storefront that created the enrollment, as `kind:agent:group:portal` of the session's
     * scope (storefront-key.ts). Only a session of exactly that storefront may open it.
     */
    storefront: text('storefront'),
    savedTab: text('saved_tab'),
    /** The published form-rules version the enrollment is pinned to (set when first resolved; decision 0240). */
    rulesVersion: integer('rules_version'),
    effectiveDate: date('effective_date', { mode: 'string' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    saveCodeHash: text('save_code_hash'),
    saveCodeEmail: text('save_code_email'),
    saveCodeExpiresAt: timestamp('save_code_expires_at', { withTimezone: true }),
    saveCodeFailedAttempts: smallint('save_code_failed_attempts').notNull().default(0),
    saveCodeWindowStart: timestamp('save_code_window_start', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('enrollments_id_random', sql`${t.id} ~ '^[0-9a-f]{32,64}$'`),
    check('enrollments_smoker', sql`${t.isSmoker} IS NULL OR ${t.isSmoker} IN (0, 1)`),
    check('enrollments_gender', sql`${t.gender} IS NULL OR ${t.gender} IN (0, 1, 2)`),
    check('enrollments_use_level', sql`${t.useLevel} IS NULL OR ${t.useLevel} IN ('low', 'medium', 'high')`),
    index('enrollments_expires_idx').on(t.expiresAt),
    index('enrollments_member_idx').on(t.memberId),
    index('enrollments_save_email_idx').on(sql`lower(${t.saveCodeEmail})`),
  ],
);

/** One row per saved wizard tab; sensitive values inside `data` are field-crypto encrypted. */
export const enrollmentSteps = pgTable(
  'enrollment_steps',
  {
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    tab: text('tab').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** Kept by save for later (or a temp save): may be partial, so it does not count as the step done. */
    draft: boolean('draft').notNull().default(false),
    /** A save for later of a step already saved in full: kept beside `data`, which it never replaces. */
    draftData: jsonb('draft_data').$type<Record<string, unknown>>(),
    /** The published form-rules version `data` was validated against (null before versions, or for steps saved without rules). */
    rulesVersion: integer('rules_version'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.enrollmentId, t.tab] })],
);

/** Cart lines; one line per plan per enrollment so a retried add yields one line. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    planPricingId: integer('plan_pricing_id')
      .notNull()
      .references(() => planPricing.id),
    monthlyCents: integer('monthly_cents').notNull(),
    removable: boolean('removable').notNull().default(true),
    /** The membership line added together with a plan that needs it (or the plan, seen from the membership). */
    pairedPlanId: integer('paired_plan_id').references(() => plans.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_lines_plan_uq').on(t.enrollmentId, t.planId)],
);

/** Answers to a plan's eligibility questions (encrypted JSON) and their outcome. */
export const planQuestionAnswers = pgTable(
  'plan_question_answers',
  {
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    kind: text('kind', { enum: ['health', 'aflac'] }).notNull(),
    answersEncrypted: text('answers_encrypted').notNull(),
    outcome: text('outcome', { enum: ['accepted', 'declined'] }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.enrollmentId, t.planId, t.kind] })],
);

/** Step screenshots (taken with sensitive inputs masked in the browser). */
export const screenshots = pgTable(
  'screenshots',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull().default('image/png'),
    /** The PNG bytes, AES-256-GCM sealed when `sealed` (every screenshot saved since migration 0004). */
    image: bytea('image').notNull(),
    sealed: boolean('sealed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('screenshots_enrollment_idx').on(t.enrollmentId, t.name)],
);
