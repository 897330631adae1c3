import type { FromSchema } from 'json-schema-to-ts';
import { enrollmentIdProperty } from './common';

/**
 * Pricing and plan-requirement calls of the plan detail page (001 sections 4, 7, 8). Prices are US
 * dollars as numbers with two decimals (the server keeps cents); a pricing error is an ordinary
 * answer carrying `errorCode` and `message` with an empty plan list, and `changePid` also sets
 * the envelope's statusCode and `pid` to the plan to load instead.
 */

export const planIdProperty = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const tier = { type: 'string', enum: ['IO', 'IS', 'IC', 'IF'] } as const;

/** GET /get-plan-pricing-detail?pid&enrollment_id */
export const planPricingQuery = {
  type: 'object',
  required: ['pid', 'enrollment_id'],
  properties: { pid: planIdProperty, enrollment_id: enrollmentIdProperty },
  additionalProperties: false,
} as const;
export type PlanPricingQuery = FromSchema<typeof planPricingQuery>;

/** One priced tier of the plan: Add to Cart sends pid and ppid. */
export const pricedPlanItem = {
  type: 'object',
  required: ['pid', 'ppid', 'plan_name', 'tier', 'tier_label', 'price', 'selected_plan'],
  properties: {
    pid: { type: 'integer' },
    ppid: { type: 'integer' },
    plan_name: { type: 'string' },
    tier,
    tier_label: { type: 'string' },
    price: { type: 'number' },
    /** The enrollment's own tier: the one row that can go into the cart. */
    selected_plan: { type: 'boolean' },
  },
} as const;
export type PricedPlan = FromSchema<typeof pricedPlanItem>;

export const planPricingData = {
  type: 'object',
  required: ['plans', 'errorCode', 'message', 'pid', 'is_prudential_plan', 'needs_membership', 'admin_fee_included'],
  properties: {
    plans: { type: 'array', items: pricedPlanItem },
    errorCode: { type: ['string', 'null'] },
    message: { type: 'string' },
    /** The plan priced, or for changePid the plan to load instead. */
    pid: { type: 'integer' },
    is_prudential_plan: { type: 'boolean' },
    needs_membership: { type: 'boolean' },
    /** True when the prices include the 3% administrative fee. */
    admin_fee_included: { type: 'boolean' },
  },
} as const;
export type PlanPricing = FromSchema<typeof planPricingData>;

/** GET /get-plan-pricing-detail-elevate?enrollment_id: the membership offer (Select MemberShip). */
export const elevatePricingData = {
  type: 'object',
  required: ['plans'],
  properties: {
    plans: {
      type: 'array',
      items: {
        type: 'object',
        required: ['pid', 'ppid', 'plan_name', 'short_text', 'price'],
        properties: {
          pid: { type: 'integer' },
          ppid: { type: 'integer' },
          plan_name: { type: 'string' },
          short_text: { type: 'string' },
          price: { type: 'number' },
        },
      },
    },
  },
} as const;
export type ElevatePricing = FromSchema<typeof elevatePricingData>;

/** GET /plan-requirements/{id} */
export const planIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: planIdProperty },
  additionalProperties: false,
} as const;
export type PlanIdParams = FromSchema<typeof planIdParams>;

export const planRequirementsData = {
  type: 'object',
  required: ['is_salary_required', 'is_working_hours_required', 'min_working_hours', 'is_tobacco_rated'],
  properties: {
    is_salary_required: { type: 'boolean' },
    is_working_hours_required: { type: 'boolean' },
    min_working_hours: { type: ['integer', 'null'] },
    is_tobacco_rated: { type: 'boolean' },
  },
} as const;
export type PlanRequirements = FromSchema<typeof planRequirementsData>;

/** GET /get-more-requirement?plan_id (plan detail) or ?enrollment_id (wizard). */
export const moreRequirementQuery = {
  type: 'object',
  properties: { plan_id: planIdProperty, enrollment_id: enrollmentIdProperty },
  additionalProperties: false,
} as const;
export type MoreRequirementQuery = FromSchema<typeof moreRequirementQuery>;

export const moreRequirementData = {
  type: 'object',
  required: ['result'],
  properties: { /** A premier (L713) plan: the plan itself, or one in the cart. */ result: { type: 'boolean' } },
} as const;
export type MoreRequirement = FromSchema<typeof moreRequirementData>;

/** Query of the calls taking enrollment_id and plan_id. */
export const enrollmentPlanQuery = {
  type: 'object',
  required: ['enrollment_id', 'plan_id'],
  properties: { enrollment_id: enrollmentIdProperty, plan_id: planIdProperty },
  additionalProperties: false,
} as const;
export type EnrollmentPlanQuery = FromSchema<typeof enrollmentPlanQuery>;

/** GET /check-prudential-plan: status true = the plan needs a membership not yet in the cart. */
export const checkPrudentialPlanData = {
  type: 'object',
  required: ['status', 'depdob', 'is_prudential'],
  properties: {
    status: { type: 'boolean' },
    /** The spouse's date of birth (mm/dd/yyyy) when the filter has one. */
    depdob: { type: ['string', 'null'] },
    is_prudential: { type: 'boolean' },
  },
} as const;
export type CheckPrudentialPlan = FromSchema<typeof checkPrudentialPlanData>;

/** GET /check-prudential-cart: status true = a prudential-type plan is in the cart. */
export const statusData = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'boolean' } },
} as const;
export type StatusData = FromSchema<typeof statusData>;

/** GET /get-related-plans: suggested products priced for the enrollment. */
export const relatedPlansData = {
  type: 'object',
  required: ['result'],
  properties: {
    result: {
      type: 'array',
      items: {
        type: 'object',
        required: ['plan_id', 'plan_name', 'plan_logo', 'short_text', 'price', 'plan_pricing_id'],
        properties: {
          plan_id: { type: 'integer' },
          plan_name: { type: 'string' },
          plan_logo: { type: ['string', 'null'] },
          short_text: { type: 'string' },
          price: { type: 'number' },
          plan_pricing_id: { type: 'integer' },
        },
      },
    },
  },
} as const;
export type RelatedPlans = FromSchema<typeof relatedPlansData>;
export type RelatedPlan = RelatedPlans['result'][number];

/** GET /check-disability-plan: a disability income plan, and whether its salary is on file. */
export const checkDisabilityData = {
  type: 'object',
  required: ['result', 'is_salary_required', 'has_salary'],
  properties: { result: { type: 'boolean' }, is_salary_required: { type: 'boolean' }, has_salary: { type: 'boolean' } },
} as const;
export type CheckDisability = FromSchema<typeof checkDisabilityData>;
