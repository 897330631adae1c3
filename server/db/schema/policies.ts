import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { agents, groups, portals } from './people';
import { members } from './members';
import { enrollments } from './enrollments';
import { planPricing } from './pricing';
import { plans } from './catalogue';

/**
 * Policies: what a completed enrollment becomes (the receipt's confirmation number) and the
 * existing members' coverage. One policy per enrollment, so a double "Complete" yields one.
 */
export const policies = pgTable(
  'policies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 700000 }),
    memberId: integer('member_id').references(() => members.id),
    enrollmentId: text('enrollment_id').references(() => enrollments.id),
    agentId: integer('agent_id').references(() => agents.id),
    groupId: integer('group_id').references(() => groups.id),
    portalId: integer('portal_id').references(() => portals.id),
    tier: text('tier', { enum: ['IO', 'IS', 'IC', 'IF'] }).notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    /** The form-rules version the enrollment was filled against (decision 0240); null for seeded policies. */
    rulesVersion: integer('rules_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('policies_enrollment_uq')
      .on(t.enrollmentId)
      .where(sql`${t.enrollmentId} IS NOT NULL`),
    index('policies_member_idx').on(t.memberId),
  ],
);

/** Plans on a policy with their own status: 'ACTIVE' blocks adding the plan again (already-active). */
export const policyPlans = pgTable(
  'policy_plans',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    planPricingId: integer('plan_pricing_id').references(() => planPricing.id),
    monthlyCents: integer('monthly_cents').notNull(),
    status: text('status', { enum: ['ACTIVE', 'PENDING', 'TERMED', 'CANCELLED'] })
      .notNull()
      .default('ACTIVE'),
    termDate: date('term_date', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('policy_plans_plan_uq').on(t.policyId, t.planId),
    index('policy_plans_plan_idx').on(t.planId, t.status),
  ],
);

/** Invoices generated after completion (autoInvoiceGeneration); one per policy per effective date. */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 900000 }),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['generated', 'sent', 'paid', 'void'] })
      .notNull()
      .default('generated'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invoices_policy_date_uq').on(t.policyId, t.effectiveDate)],
);
