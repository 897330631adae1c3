import type { FromSchema } from 'json-schema-to-ts';
import { enrollmentIdProperty, identityQuery } from './common';
import { paycheckCost, tierPriceList, yearlyEstimate } from './compare';

/** Contract of the plan listing calls (/plans and /new-plans; 000 and 001 section 7). */

/** GET /get-left-side-filter-fields?enrollment_id: `data.result.categories`. */
export const leftSideFilterData = {
  type: 'object',
  required: ['result'],
  properties: {
    result: {
      type: 'object',
      required: ['categories'],
      properties: {
        categories: {
          type: 'array',
          items: {
            type: 'object',
            required: ['category', 'label', 'plan_count'],
            properties: { category: { type: 'string' }, label: { type: 'string' }, plan_count: { type: 'integer' } },
          },
        },
      },
    },
  },
} as const;
export type LeftSideFilter = FromSchema<typeof leftSideFilterData>;

/** Comma-separated category codes (schemas/categories.ts). */
const categoryList = { type: 'string', maxLength: 400, pattern: '^[A-Za-z_]*(,[A-Za-z_]+)*$' } as const;

/** The most cards one page of get-filtered-plans holds. */
export const MAX_PAGE_SIZE = 100;
/**
 * The page size when `page` comes without `page_size`, and of the all-categories listing asked
 * without either (its first page); the storefront's Show more asks pages of this size too.
 */
export const DEFAULT_PAGE_SIZE = 24;

/** Orders of get-filtered-plans beside the default (catalogue order). */
export const LISTING_SORTS = ['yearly_cost'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/**
 * GET /get-filtered-plans?enrollment_id&categories[&page&page_size&sort]. `page` (from 1) and
 * `page_size` (1-100) are an addition to the contract: with either, the answer is that page of the
 * cards, `total` counts them all and `next` names the following page (null after the last). Without
 * both, the cards of the chosen categories whole, as the specification has it; with no category
 * chosen (every category: thousands of cards in a large catalogue) the first page of
 * DEFAULT_PAGE_SIZE cards, with `total` and `next`.
 * `sort=yearly_cost` (an addition) orders the cards by the estimated yearly cost at the filter's tier
 * and use level, lowest first; cards without an estimate follow in catalogue order.
 */
export const filteredPlansQuery = {
  type: 'object',
  required: ['enrollment_id'],
  properties: {
    enrollment_id: enrollmentIdProperty,
    categories: categoryList,
    page: { type: 'integer', minimum: 1, maximum: 10000 },
    page_size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
    sort: { type: 'string', enum: LISTING_SORTS },
  },
  additionalProperties: false,
} as const;
export type FilteredPlansQuery = FromSchema<typeof filteredPlansQuery>;

/** GET /get-menu-filtered-plans?category&group_id&agent_id&portal_id&eprocess&open_type */
export const menuFilteredPlansQuery = {
  type: 'object',
  required: ['category'],
  properties: { ...identityQuery.properties, category: { type: 'string', maxLength: 40, pattern: '^[A-Za-z_]+$' } },
  additionalProperties: false,
} as const;
export type MenuFilteredPlansQuery = FromSchema<typeof menuFilteredPlansQuery>;

/**
 * A plan card (000 section 3). tier_price holds the monthly price per tier for the applicant's age
 * and tobacco use (`price_male_nons` is the contract's name), with the pricing id to add it.
 */
export const planCardItem = {
  type: 'object',
  required: [
    'plan_id',
    'plan_name',
    'plan_logo',
    'plan_short_text',
    'plan_category',
    'callout_text',
    'tier_price',
    'is_in_cart',
    'hide_add_to_cart',
    'bundle_plan_count',
    'is_prudential_plan',
    'estimate',
    'paycheck',
  ],
  properties: {
    plan_id: { type: 'integer' },
    plan_name: { type: 'string' },
    plan_logo: { type: ['string', 'null'] },
    plan_short_text: { type: 'string' },
    plan_category: { type: 'string' },
    callout_text: { type: ['string', 'null'] },
    tier_price: tierPriceList,
    is_in_cart: { type: 'boolean' },
    hide_add_to_cart: { type: 'boolean' },
    bundle_plan_count: { type: ['integer', 'null'] },
    is_prudential_plan: { type: 'boolean' },
    /** Addition: the estimated yearly cost at the filter's tier and use level (null without a tier or price). */
    estimate: yearlyEstimate,
    /** Addition: the cost per paycheck at the filter's tier for a group enrollment with a pay frequency (else null). */
    paycheck: paycheckCost,
  },
} as const;
export type PlanCardData = FromSchema<typeof planCardItem>;

export const planCardsData = {
  type: 'object',
  required: ['result'],
  properties: {
    result: { type: 'array', items: planCardItem },
    /** The enrollment's tier: the only tier whose row shows the add icon. */
    selected_tier: { type: ['string', 'null'] },
    /** Cards in the whole listing (every page); an addition to the contract. */
    total: { type: 'integer' },
    /** The next page's number, null after the last page or for a whole listing; an addition. */
    next: { type: ['integer', 'null'] },
  },
} as const;
export type PlanCards = FromSchema<typeof planCardsData>;

/**
 * GET /admin/listing-cache-status (staff, an addition): the listing cache's bytes against its
 * bound (LISTING_CACHE_BYTES), its entries, the catalogue version it keys by, and hits and misses
 * per kind of entry ('priced': a priced catalogue per age band; 'menu', 'categories', 'payroll'),
 * counted since the process started; what sizing the bound is read from.
 */
export const listingCacheStatusData = {
  type: 'object',
  required: ['bytes', 'max_bytes', 'entries', 'version', 'kinds'],
  properties: {
    bytes: { type: 'integer' },
    max_bytes: { type: 'integer' },
    entries: { type: 'integer' },
    version: { type: ['integer', 'null'] },
    kinds: {
      type: 'array',
      items: {
        type: 'object',
        required: ['kind', 'hits', 'misses'],
        properties: { kind: { type: 'string' }, hits: { type: 'integer' }, misses: { type: 'integer' } },
      },
    },
  },
} as const;
