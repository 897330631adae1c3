import { and, asc, eq, gt, inArray, isNull, lt, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import { CATEGORY_CODES } from '../../schemas/categories';
import type { Db } from '../db/client';
import { cartLines, enrollments, plans, portalPlans } from '../db/schema';
import type { CardAudience, CardPlan } from '../domain/plan-cards';
import type { PricingRow } from '../domain/pricing';
import type { RateScope } from '../domain/rate-scope';
import { isEnrollmentId } from '../services/ids';
import type { EnrollmentRow } from './enrollments';
import { rateRowsFromJson, ratesJson } from './rate-lookup';

/** Plans a portal lists: active, not membership add-ons (offered on the plan page beside the plan that needs them). */
function listable(portalId: number, opts: { categories?: readonly string[]; over65?: boolean }): SQL[] {
  const conditions: SQL[] = [eq(portalPlans.portalId, portalId), eq(plans.active, true), eq(plans.isMembership, false)];
  if (opts.categories && opts.categories.length) conditions.push(inArray(plans.category, [...opts.categories]));
  if (opts.over65 !== undefined) {
    conditions.push(
      (opts.over65
        ? or(isNull(plans.maxAge), gte(plans.maxAge, 65))
        : or(isNull(plans.minAge), lt(plans.minAge, 65))) as SQL,
    );
  }
  return conditions;
}

/** The columns planCards reads: the card's own and the eligibility rules' (no page texts). */
const cardColumns = {
  id: plans.id,
  planName: plans.planName,
  logo: plans.logo,
  shortText: plans.shortText,
  category: plans.category,
  calloutText: plans.calloutText,
  hideAddToCart: plans.hideAddToCart,
  bundlePlanCount: plans.bundlePlanCount,
  isPrudential: plans.isPrudential,
  minAge: plans.minAge,
  maxAge: plans.maxAge,
  excludedStates: plans.excludedStates,
  allowedTiers: plans.allowedTiers,
  salaryRequired: plans.salaryRequired,
  minAnnualSalary: plans.minAnnualSalary,
  minWorkingHours: plans.minWorkingHours,
  tobaccoRated: plans.tobaccoRated,
  changePidTo: plans.changePidTo,
  availableFrom: plans.availableFrom,
  availableTo: plans.availableTo,
};

export interface ListingQuery {
  categories?: readonly string[];
  /** The menu's age market (get-menu-filtered-plans); the enrollment's listing leaves it out. */
  over65?: boolean;
  audience: CardAudience;
  offset?: number;
  limit?: number;
  /** Which rates apply (rate-scope.ts); needed with an age, when the cards are priced. */
  scope?: RateScope;
}

export interface ListingPage {
  plans: CardPlan[];
  /** The plans' rate rows of the audience's age band (none without an age). */
  rows: PricingRow[];
  /** Visible plans in the whole listing, every page. */
  total: number;
}

/**
 * The plans a page of cards shows, in card order, with their rate rows, in one statement. It
 * leaves out what checkEligibility would hide (HIDING_ERRORS of plan-cards.ts), so pages and
 * totals count visible cards: a replaced plan (changePid) always; with complete basic details, a
 * plan excluded in the state or outside its age limits (which also covers the over/under-65
 * markets); everything in an unknown area (metError). planCards still runs on the rows, as the
 * one place that prices and shapes cards; tests compare both paths over varied applicants.
 */
export async function listingPage(db: Db, portalId: number, q: ListingQuery): Promise<ListingPage> {
  const { audience } = q;
  if (audience.rated && !audience.state) return { plans: [], rows: [], total: 0 };
  const conditions = listable(portalId, q);
  conditions.push(isNull(plans.changePidTo));
  if (audience.rated && audience.age !== null && audience.state) {
    const age = audience.age;
    conditions.push(sql`NOT (${audience.state}::text = ANY(${plans.excludedStates}))`);
    conditions.push(
      or(isNull(plans.minAge), lte(plans.minAge, age)) as SQL,
      or(isNull(plans.maxAge), gte(plans.maxAge, age)) as SQL,
    );
    // A plan not sold for the effective date (checkEligibility's metError).
    if (q.scope)
      conditions.push(
        or(isNull(plans.availableFrom), lte(plans.availableFrom, q.scope.date)) as SQL,
        or(isNull(plans.availableTo), gte(plans.availableTo, q.scope.date)) as SQL,
      );
  }
  const ratesOfAge =
    audience.age === null || !q.scope
      ? sql<unknown>`'[]'::json`
      : ratesJson(sql`${plans.id}`, [audience.age, audience.age], q.scope);
  const categoryOrder = sql`array_position(${sql.raw(`ARRAY[${CATEGORY_CODES.map((c) => `'${c}'`).join(',')}]::text[]`)}, ${plans.category})`;
  let query = db
    .select({ ...cardColumns, rates: ratesOfAge.as('rates'), total: sql<number>`count(*) over ()`.as('total') })
    .from(plans)
    .innerJoin(portalPlans, eq(portalPlans.planId, plans.id))
    .where(and(...conditions))
    .orderBy(categoryOrder, asc(plans.sort), asc(plans.id))
    .$dynamic();
  if (q.limit !== undefined) query = query.limit(q.limit);
  if (q.offset) query = query.offset(q.offset);
  const found = await query;
  const rows: PricingRow[] = [];
  const pagePlans = found.map(({ rates, total: _total, ...plan }) => {
    rows.push(...rateRowsFromJson(plan.id, rates));
    return plan;
  });
  // Past the last page the window count is not there: count the listing on its own.
  const first = found[0];
  const total = first ? Number(first.total) : q.offset ? await countListing(db, conditions) : 0;
  return { plans: pagePlans, rows, total };
}

export interface CatalogueRows {
  /** Every plan the portal lists (in any state), in card order. */
  plans: CardPlan[];
  /** Each plan's rate rows that overlap the age band (none without a band), by plan id. */
  rows: ReadonlyMap<number, PricingRow[]>;
}

/**
 * The plans of a portal's priced catalogue for one age band, with their rate rows of the band in
 * force for the scope (rate-lookup.ts: the day, the state and the areas of the ZIP), in
 * card order, in one statement. Unlike listingPage it leaves in plans whose age limits rule out
 * some ages of the band and plans excluded in some states (the priced catalogue applies both per
 * request) and keeps every category (filtered per request in memory); replaced plans are left out.
 * Bind parameters are fixed in number.
 */
export async function catalogueRows(
  db: Db,
  portalId: number,
  band: readonly [number, number] | null,
  scope: RateScope,
): Promise<CatalogueRows> {
  const conditions = listable(portalId, {});
  conditions.push(isNull(plans.changePidTo));
  const ratesOfBand = band === null ? sql<unknown>`'[]'::json` : ratesJson(sql`${plans.id}`, band, scope);
  const categoryOrder = sql`array_position(${sql.raw(`ARRAY[${CATEGORY_CODES.map((c) => `'${c}'`).join(',')}]::text[]`)}, ${plans.category})`;
  const found = await db
    .select({ ...cardColumns, rates: ratesOfBand.as('rates') })
    .from(plans)
    .innerJoin(portalPlans, eq(portalPlans.planId, plans.id))
    .where(and(...conditions))
    .orderBy(categoryOrder, asc(plans.sort), asc(plans.id));
  const rows = new Map<number, PricingRow[]>();
  const catalogue = found.map(({ rates, ...plan }) => {
    rows.set(plan.id, rateRowsFromJson(plan.id, rates));
    return plan;
  });
  return { plans: catalogue, rows };
}

async function countListing(db: Db, conditions: SQL[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(plans)
    .innerJoin(portalPlans, eq(portalPlans.planId, plans.id))
    .where(and(...conditions));
  return Number(row?.n ?? 0);
}

/**
 * The listing's per-request read, prepared once per database handle (drizzle builds its SQL once;
 * node-postgres sends it as a named statement, parsed and planned once per connection). The cart
 * is `array(...)` over the id parameter: an uncorrelated subquery, cheaper to plan and run than
 * an aggregate per outer row.
 */
function prepareEnrollmentWithCart(db: Db) {
  return db
    .select({
      enrollment: enrollments,
      cart: sql<
        number[]
      >`array(select cl.plan_id from ${cartLines} cl where cl.enrollment_id = ${sql.placeholder('id')})`,
    })
    .from(enrollments)
    .where(and(eq(enrollments.id, sql.placeholder('id')), gt(enrollments.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('listing_enrollment_with_cart');
}

const preparedEnrollmentWithCart = new WeakMap<Db, ReturnType<typeof prepareEnrollmentWithCart>>();

/** An enrollment with its cart's plan ids (the listing's per-request read). */
export interface EnrollmentWithCart {
  enrollment: EnrollmentRow;
  /** The plan ids in the enrollment's cart. */
  cart: ReadonlySet<number>;
}

/**
 * The unexpired enrollment of this id with its cart's plan ids, in one statement (the listing's
 * per-request reads: who asks, and which cards to mark is_in_cart); null for an unknown id.
 */
export async function enrollmentWithCart(db: Db, id: string, now = new Date()): Promise<EnrollmentWithCart | null> {
  if (!isEnrollmentId(id)) return null;
  let prepared = preparedEnrollmentWithCart.get(db);
  if (!prepared) preparedEnrollmentWithCart.set(db, (prepared = prepareEnrollmentWithCart(db)));
  // An ISO string, not a Date: a placeholder's value goes to the driver as it is.
  const [row] = await prepared.execute({ id, now: now.toISOString() });
  return row ? { enrollment: row.enrollment, cart: new Set((row.cart ?? []).map(Number)) } : null;
}
