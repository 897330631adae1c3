import type { FromSchema } from 'json-schema-to-ts';
import { enrollmentIdProperty } from './common';
import { paycheckCost, perPaycheckTotal } from './compare';

/**
 * Contract of the cart calls (000 section 7 "Menus, cart, plans", 001 section 7). Money is in US
 * dollars as numbers with two decimals, as the old product sent it; the server keeps cents.
 */

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const dollars = { type: 'number' } as const;

/**
 * Beside the contract's fields: the Replace answer to a 'single-plan' refusal, the plans in the
 * cart (the refusal's in_cart) to take out for this one, in the same request.
 */
const replacePlanIds = { type: 'array', items: id, maxItems: 10 } as const;

/** POST /add-plan-to-cart and POST /check-already-in-cart. */
export const addPlanToCartBody = {
  type: 'object',
  required: ['enrollment_id', 'plan_id', 'plan_pricing_id'],
  properties: {
    enrollment_id: enrollmentIdProperty,
    plan_id: id,
    plan_pricing_id: id,
    replace_plan_ids: replacePlanIds,
  },
  additionalProperties: false,
} as const;
export type AddPlanToCartBody = FromSchema<typeof addPlanToCartBody>;

/** POST /add-plan-to-cart-prudentials: a plan and the membership it needs (plan_id1). */
export const addPlanPairBody = {
  type: 'object',
  required: ['enrollment_id', 'plan_id', 'plan_pricing_id', 'plan_id1', 'plan_pricing_id1'],
  properties: {
    enrollment_id: enrollmentIdProperty,
    plan_id: id,
    plan_pricing_id: id,
    plan_id1: id,
    plan_pricing_id1: id,
    replace_plan_ids: replacePlanIds,
  },
  additionalProperties: false,
} as const;
export type AddPlanPairBody = FromSchema<typeof addPlanPairBody>;

/** Success of an add: the server message the notify dialog shows. */
export const cartMessageData = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' } },
} as const;
export type CartMessage = FromSchema<typeof cartMessageData>;

/**
 * A refused add (001 section 8): the error envelope's data is an array whose first item carries
 * status 'error', errorCode and message (plus target_element / error_message like any field error).
 */
export interface CartRefusalItem {
  status: 'error';
  errorCode: string;
  message: string;
  target_element: string;
  error_message: string;
  /** errorCode 'single-plan': the plans in the cart the added one would double (Replace sends their ids back as replace_plan_ids). */
  in_cart?: Array<{ plan_id: number; plan_name: string; coverage: string }>;
}

/** POST /check-already-in-cart answer. */
export const alreadyInCartData = {
  type: 'object',
  required: ['result'],
  properties: { result: { type: 'boolean' } },
} as const;

/** GET /remove-plan-from-cart?enrollment_id&plan_id&plan_pricing_id */
export const removePlanQuery = {
  type: 'object',
  required: ['enrollment_id', 'plan_id', 'plan_pricing_id'],
  properties: { enrollment_id: enrollmentIdProperty, plan_id: id, plan_pricing_id: id },
  additionalProperties: false,
} as const;
export type RemovePlanQuery = FromSchema<typeof removePlanQuery>;

export const removePlanData = {
  type: 'object',
  required: ['message', 'removed'],
  properties: { message: { type: 'string' }, removed: { type: 'array', items: { type: 'integer' } } },
} as const;
export type RemovePlan = FromSchema<typeof removePlanData>;

/** GET /get-cart-count and /get-cart-amount: `data.result` (a count; an amount in dollars). */
export const cartCountData = {
  type: 'object',
  required: ['result'],
  properties: { result: { type: 'integer' } },
} as const;
export type CartCount = FromSchema<typeof cartCountData>;
export const cartAmountData = { type: 'object', required: ['result'], properties: { result: dollars } } as const;
export type CartAmount = FromSchema<typeof cartAmountData>;

/** One cart line (000 section 3 "Cart plan"); removable 1 = the shopper may remove it. */
export const cartPlanItem = {
  type: 'object',
  required: ['plan_id', 'plan_name', 'plan_logo', 'price', 'removable', 'plan_pricing_id', 'paycheck'],
  properties: {
    plan_id: { type: 'integer' },
    plan_name: { type: 'string' },
    plan_logo: { type: ['string', 'null'] },
    price: dollars,
    removable: { type: 'integer', enum: [0, 1] },
    plan_pricing_id: { type: 'integer' },
    /** Addition: the employee's cost per paycheck of this line for a group enrollment with a pay frequency (else null). */
    paycheck: paycheckCost,
  },
} as const;
export type CartPlan = FromSchema<typeof cartPlanItem>;

/** GET /get-plan-cart?enrollment_id */
export const planCartData = {
  type: 'object',
  required: [
    'result',
    'initial_month_cost',
    'recurring_month_cost',
    'special_message',
    'has_l713',
    'l713_net_price',
    'effective_date',
    'has_already_signed',
    'signature_required',
    'per_paycheck',
  ],
  properties: {
    result: { type: 'array', items: cartPlanItem },
    /** Addition: the cart's employee total per paycheck and employer share per month (null without a pay frequency). */
    per_paycheck: perPaycheckTotal,
    initial_month_cost: dollars,
    recurring_month_cost: dollars,
    /** Carrier special messages of the carriers in the cart, one paragraph each (null for none). */
    special_message: { type: ['string', 'null'] },
    has_l713: { type: 'boolean' },
    l713_net_price: dollars,
    /** The checked-out effective date (mm/dd/yyyy) or null. */
    effective_date: { type: ['string', 'null'] },
    has_already_signed: { type: 'boolean' },
    signature_required: { type: 'boolean' },
    /** True when a union-type plan is in the cart: the price-explanation dialog applies. */
    has_union_plan: { type: 'boolean' },
  },
} as const;
export type PlanCart = FromSchema<typeof planCartData>;

/** GET /get-cart-effective-dates: `data.result` mm/dd/yyyy dates (docs/decisions/0010). */
export const effectiveDatesData = {
  type: 'object',
  required: ['result'],
  properties: { result: { type: 'array', items: { type: 'string' } } },
} as const;
export type EffectiveDates = FromSchema<typeof effectiveDatesData>;

/** POST /cart-checkout {enrollment_id, effective_date (mm/dd/yyyy)} */
export const cartCheckoutBody = {
  type: 'object',
  required: ['enrollment_id', 'effective_date'],
  properties: { enrollment_id: enrollmentIdProperty, effective_date: { type: 'string', maxLength: 10 } },
  additionalProperties: false,
} as const;
export type CartCheckoutBody = FromSchema<typeof cartCheckoutBody>;

export const cartCheckoutData = {
  type: 'object',
  required: ['message', 'effective_date'],
  properties: { message: { type: 'string' }, effective_date: { type: 'string' } },
} as const;
export type CartCheckout = FromSchema<typeof cartCheckoutData>;

/** Largest screenshot accepted: a few MB of PNG as a base64 data URL. */
export const SCREENSHOT_MAX_CHARS = 6 * 1024 * 1024;

/** POST /save-screenshot {enrollment_id, name, image (PNG data URL)} */
export const saveScreenshotBody = {
  type: 'object',
  required: ['enrollment_id', 'name', 'image'],
  properties: {
    enrollment_id: enrollmentIdProperty,
    name: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' },
    image: { type: 'string', maxLength: SCREENSHOT_MAX_CHARS, pattern: '^data:image/png;base64,[A-Za-z0-9+/]+={0,2}$' },
  },
  additionalProperties: false,
} as const;
export type SaveScreenshotBody = FromSchema<typeof saveScreenshotBody>;

export const saveScreenshotData = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' } },
} as const;
