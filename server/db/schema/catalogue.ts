import { sql, type AnyColumn } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { portals } from './people';

/** Insurance carriers; `special_message` is the cart/agreement note (union fee explanation, 3% admin fee). */
export const carriers = pgTable(
  'carriers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    logo: text('logo'),
    specialMessage: text('special_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carriers_code_uq').on(sql`upper(${t.code})`)],
);

const tierList = (c: AnyColumn) => sql`${c} <@ ARRAY['IO','IS','IC','IF']::text[]`;

/**
 * Plans (pid). `category` is a code of schemas/categories.ts ('bundles' for bundles). Flags and
 * availability columns are the inputs of the pricing/eligibility rules (salaryError, tierError ...).
 */
export const plans = pgTable(
  'plans',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 10000 }),
    category: text('category').notNull(),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id),
    planName: text('plan_name').notNull(),
    /** 'MM' marks the special performance guaranteed plan (001 section 3). */
    planType: text('plan_type'),
    shortText: text('short_text').notNull().default(''),
    calloutText: text('callout_text'),
    logo: text('logo'),
    isPremier: boolean('is_premier').notNull().default(false),
    isIha: boolean('is_iha').notNull().default(false),
    isUnion: boolean('is_union').notNull().default(false),
    isPrudential: boolean('is_prudential').notNull().default(false),
    /** A membership plan (the $5.00 association entry and its options), sold only beside a plan that needs it. */
    isMembership: boolean('is_membership').notNull().default(false),
    needsMembership: boolean('needs_membership').notNull().default(false),
    bundlePlanCount: smallint('bundle_plan_count'),
    hideAddToCart: boolean('hide_add_to_cart').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    signatureRequired: boolean('signature_required').notNull().default(true),
    /** Wizard tabs this plan makes required beyond the defaults (e.g. primary_health_info). */
    requiredTabs: text('required_tabs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bodyText: text('body_text'),
    headerText: text('header_text'),
    blueBarText: text('blue_bar_text'),
    associationText: text('association_text'),
    exclusionsTextName: text('exclusions_text_name'),
    exclusionsText: text('exclusions_text'),
    exampleTextName: text('example_text_name'),
    exampleText: text('example_text'),
    faqTextName: text('faq_text_name'),
    faqText: text('faq_text'),
    minAge: smallint('min_age'),
    maxAge: smallint('max_age'),
    excludedStates: text('excluded_states')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Null: every tier. */
    allowedTiers: text('allowed_tiers').array(),
    salaryRequired: boolean('salary_required').notNull().default(false),
    minAnnualSalary: integer('min_annual_salary'),
    minWorkingHours: smallint('min_working_hours'),
    tobaccoRated: boolean('tobacco_rated').notNull().default(false),
    blackoutStart: date('blackout_start', { mode: 'string' }),
    blackoutEnd: date('blackout_end', { mode: 'string' }),
    /** The first and last effective date the plan is sold for (null: open); outside them it is not listed or priced. */
    availableFrom: date('available_from', { mode: 'string' }),
    availableTo: date('available_to', { mode: 'string' }),
    /** Pricing for this plan answers `changePid` with this plan id (a retired plan's successor). */
    changePidTo: integer('change_pid_to').references((): AnyPgColumn => plans.id),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('plans_category_idx').on(t.category, t.sort),
    // The listing's candidates (plan-listing.ts): listable plans of a category in their sort order.
    index('plans_listing_idx')
      .on(t.category, t.sort, t.id)
      .where(sql`${t.active} AND NOT ${t.isMembership}`),
    index('plans_carrier_idx').on(t.carrierId),
    index('plans_featured_idx')
      .on(t.isFeatured)
      .where(sql`${t.isFeatured}`),
    check('plans_bundle_count', sql`${t.bundlePlanCount} IS NULL OR ${t.bundlePlanCount} BETWEEN 2 AND 5`),
    check('plans_bundle_category', sql`(${t.category} = 'bundles') = (${t.bundlePlanCount} IS NOT NULL)`),
    check('plans_ages', sql`${t.minAge} IS NULL OR ${t.maxAge} IS NULL OR ${t.minAge} <= ${t.maxAge}`),
    check(
      'plans_blackout',
      sql`(${t.blackoutStart} IS NULL) = (${t.blackoutEnd} IS NULL) AND (${t.blackoutStart} IS NULL OR ${t.blackoutStart} <= ${t.blackoutEnd})`,
    ),
    check(
      'plans_available',
      sql`${t.availableFrom} IS NULL OR ${t.availableTo} IS NULL OR ${t.availableFrom} <= ${t.availableTo}`,
    ),
    check('plans_allowed_tiers', sql`${t.allowedTiers} IS NULL OR ${tierList(t.allowedTiers)}`),
    check('plans_change_pid_not_self', sql`${t.changePidTo} IS NULL OR ${t.changePidTo} <> ${t.id}`),
  ],
);

/** The plans inside a bundle plan. */
export const bundleMembers = pgTable(
  'bundle_members',
  {
    bundlePlanId: integer('bundle_plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    memberPlanId: integer('member_plan_id')
      .notNull()
      .references(() => plans.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bundlePlanId, t.memberPlanId] }),
    check('bundle_members_not_self', sql`${t.bundlePlanId} <> ${t.memberPlanId}`),
  ],
);

/**
 * Categories a cart may hold only one plan of, grouped by the kind of coverage they are: two plans
 * of one coverage are refused at add time with an offer to replace the one in the cart (a second
 * dental plan; a Qualified HSA plan beside a major medical one). A bundle counts as each coverage of
 * its member plans; memberships never count. Catalogue data: a carrier adds, regroups or removes a
 * row, no code changes.
 */
export const singlePlanCategories = pgTable('single_plan_categories', {
  /** A code of schemas/categories.ts (never 'bundles': a bundle is judged by its members). */
  category: text('category').primaryKey(),
  /** The coverage as the refusal names it ('dental', 'major medical'); categories sharing it count as one. */
  coverage: text('coverage').notNull(),
});

/** What each portal sells: a storefront's menu and plan lists come from its portal's rows. */
export const portalPlans = pgTable(
  'portal_plans',
  {
    portalId: integer('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.portalId, t.planId] }), index('portal_plans_plan_idx').on(t.planId)],
);

/**
 * One row: the catalogue's version, bumped by statement-level triggers (migration 0007) on every
 * table the plan cards read, which also `pg_notify('catalogue_version', version)`. The listing
 * cache (server/services/listing-cache.ts) keys its entries by it.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [check('catalogue_version_one_row', sql`${t.id} = 1`)],
);
