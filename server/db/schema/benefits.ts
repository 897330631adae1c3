import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { plans } from './catalogue';
import { groups } from './people';

/**
 * What a plan covers, as typed rows: one row per plan and attribute of its benefit group
 * (schemas/plan-benefits.ts BENEFIT_ATTRIBUTES gives the keys, labels and units). A number
 * (cents, percent, months, days, years), a text or a yes/no; all three null means the plan has no
 * such limit or benefit ("None"). Changes bump the catalogue version (listing cache).
 */
export const planBenefits = pgTable(
  'plan_benefits',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    numValue: integer('num_value'),
    textValue: text('text_value'),
    boolValue: boolean('bool_value'),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.key] }),
    check('plan_benefits_key', sql`${t.key} ~ '^[a-z][a-z0-9_]{0,39}$'`),
    check(
      'plan_benefits_one_value',
      sql`(${t.numValue} IS NOT NULL)::int + (${t.textValue} IS NOT NULL)::int + (${t.boolValue} IS NOT NULL)::int <= 1`,
    ),
    check('plan_benefits_num_nonneg', sql`${t.numValue} IS NULL OR ${t.numValue} >= 0`),
  ],
);

/** A group's payroll: how often its employees are paid (schemas/plan-benefits.ts PAY_FREQUENCIES). */
export const groupPayroll = pgTable(
  'group_payroll',
  {
    groupId: integer('group_id')
      .primaryKey()
      .references(() => groups.id, { onDelete: 'cascade' }),
    payFrequency: text('pay_frequency', { enum: ['weekly', 'biweekly', 'semimonthly', 'monthly'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('group_payroll_frequency', sql`${t.payFrequency} IN ('weekly', 'biweekly', 'semimonthly', 'monthly')`)],
);

/**
 * What an employer pays toward its employees' monthly premium, per plan category
 * (schemas/categories.ts) and tier: a flat amount in cents or a whole percent of the premium;
 * either way never more than the premium (server/domain/paycheck.ts).
 */
export const groupContributions = pgTable(
  'group_contributions',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    tier: text('tier', { enum: ['IO', 'IS', 'IC', 'IF'] }).notNull(),
    kind: text('kind', { enum: ['flat', 'percent'] }).notNull(),
    flatCents: integer('flat_cents'),
    percent: integer('percent'),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.category, t.tier] }),
    check('group_contributions_tier', sql`${t.tier} IN ('IO', 'IS', 'IC', 'IF')`),
    check(
      'group_contributions_amount',
      sql`(${t.kind} = 'flat' AND ${t.flatCents} IS NOT NULL AND ${t.flatCents} >= 0 AND ${t.percent} IS NULL)
        OR (${t.kind} = 'percent' AND ${t.percent} IS NOT NULL AND ${t.percent} BETWEEN 0 AND 100 AND ${t.flatCents} IS NULL)`,
    ),
  ],
);
