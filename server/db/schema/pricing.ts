import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { plans } from './catalogue';

/**
 * Rating areas (decision 0230): a named part of one state, given as its ZIP codes. A rate row of an
 * area applies to an applicant whose ZIP the area lists; it wins over the state's and the
 * nationwide rows (server/services/rate-lookup.ts).
 */
export const ratingAreas = pgTable(
  'rating_areas',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    /** The catalogue file's name for the area (the rate tables' rating_area column). */
    code: text('code').notNull(),
    state: text('state').notNull(),
    name: text('name'),
    zips: text('zips')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('rating_areas_code_uq').on(t.code),
    // The applicant's areas: those of their state listing their ZIP (GIN answers zips @> ARRAY[zip]).
    index('rating_areas_zips_idx').using('gin', t.zips),
    check('rating_areas_state', sql`${t.state} ~ '^[A-Z]{2}$'`),
  ],
);

/**
 * Price rows (ppid = plan_pricing_id): plan x tier x age band x tobacco -> monthly cents, for a
 * period (effective_from..effective_to, inclusive; null: open) and a place (area_id: a rating
 * area; else state; else nationwide). Plans that are not tobacco-rated carry only `tobacco = false`
 * rows. The rate an applicant pays is the one row in force on the enrollment's effective date for
 * the most specific place holding their ZIP (server/services/rate-lookup.ts).
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
    /** The plan year's first day (null: since always). */
    effectiveFrom: date('effective_from', { mode: 'string' }),
    /** The plan year's last day (null: until replaced). */
    effectiveTo: date('effective_to', { mode: 'string' }),
    /** A state's rate (null: nationwide, unless an area is given). */
    state: text('state'),
    areaId: integer('area_id').references(() => ratingAreas.id),
  },
  (t) => [
    uniqueIndex('plan_pricing_row_uq').on(
      t.planId,
      t.tier,
      t.ageMin,
      t.tobacco,
      sql`coalesce(${t.effectiveFrom}, '0001-01-01'::date)`,
      sql`coalesce(${t.state}, '')`,
      sql`coalesce(${t.areaId}, 0)`,
    ),
    index('plan_pricing_lookup_idx').on(t.planId, t.tier, t.tobacco, t.ageMin, t.ageMax),
    // The listing's price rows: a plan's rows of one age band (every tier, tobacco flag, period and place).
    index('plan_pricing_band_idx').on(t.planId, t.ageMin, t.ageMax),
    check('plan_pricing_band', sql`${t.ageMin} >= 0 AND ${t.ageMin} <= ${t.ageMax}`),
    check('plan_pricing_positive', sql`${t.monthlyCents} >= 0`),
    check(
      'plan_pricing_period',
      sql`${t.effectiveFrom} IS NULL OR ${t.effectiveTo} IS NULL OR ${t.effectiveFrom} <= ${t.effectiveTo}`,
    ),
    check('plan_pricing_area_state', sql`${t.areaId} IS NULL OR ${t.state} IS NOT NULL`),
  ],
);
