import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { plans } from './catalogue';

/**
 * Price rows (ppid = plan_pricing_id): plan x tier x age band x tobacco -> monthly cents.
 * Plans that are not tobacco-rated carry only `tobacco = false` rows.
 */
export const planPricing = pgTable(
  'plan_pricing',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    tier: text('tier', { enum: ['IO', 'IS', 'IC', 'IF'] }).notNull(),
    ageMin: smallint('age_min').notNull(),
    ageMax: smallint('age_max').notNull(),
    tobacco: boolean('tobacco').notNull().default(false),
    monthlyCents: integer('monthly_cents').notNull(),
  },
  (t) => [
    uniqueIndex('plan_pricing_row_uq').on(t.planId, t.tier, t.ageMin, t.tobacco),
    index('plan_pricing_lookup_idx').on(t.planId, t.tier, t.tobacco, t.ageMin, t.ageMax),
    // The listing's price rows: a plan's rows of one age band (every tier and tobacco flag).
    index('plan_pricing_band_idx').on(t.planId, t.ageMin, t.ageMax),
    check('plan_pricing_band', sql`${t.ageMin} >= 0 AND ${t.ageMin} <= ${t.ageMax}`),
    check('plan_pricing_positive', sql`${t.monthlyCents} >= 0`),
  ],
);
