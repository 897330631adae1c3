import type { FromSchema } from 'json-schema-to-ts';
import { BENEFIT_UNITS, PAY_FREQUENCIES, USE_LEVELS } from '../plan-benefits';
import { enrollmentIdProperty } from './common';

/**
 * Plan figures in comparable terms (benefits, the estimated yearly cost, the cost per paycheck) as
 * every answer carries them, and GET /compare-plans. Money is integer cents here (the older price
 * fields beside them stay dollars as the contract has them).
 */

const cents = { type: 'integer' } as const;
const tier = { type: 'string', enum: ['IO', 'IS', 'IC', 'IF'] } as const;

/** One benefit attribute of a plan: the typed value and its display text (schemas/plan-benefits.ts formatBenefitValue). */
export const benefitItem = {
  type: 'object',
  required: ['key', 'label', 'unit', 'value', 'display'],
  properties: {
    key: { type: 'string' },
    label: { type: 'string' },
    unit: { type: 'string', enum: BENEFIT_UNITS },
    value: { type: ['number', 'string', 'boolean', 'null'] },
    display: { type: 'string' },
  },
} as const;
export type BenefitItem = FromSchema<typeof benefitItem>;

/** A plan's benefit table (null for a plan of no benefit group, e.g. an Rx card or a bundle). */
export const planBenefits = {
  type: ['object', 'null'],
  required: ['items', 'hsa_eligible'],
  properties: { items: { type: 'array', items: benefitItem }, hsa_eligible: { type: 'boolean' } },
} as const;
export type PlanBenefits = FromSchema<typeof planBenefits>;

/**
 * The estimated yearly cost for one tier and use level: premium x 12 plus the expected
 * out-of-pocket cost, capped by the plan's out-of-pocket maximum where it has one.
 */
const yearlyEstimateObject = {
  type: 'object',
  required: [
    'use_level',
    'tier',
    'premium_monthly_cents',
    'premium_yearly_cents',
    'expected_out_of_pocket_cents',
    'employer_yearly_cents',
    'yearly_cents',
    'capped_by_out_of_pocket_max',
    'assumptions',
  ],
  properties: {
    use_level: { type: 'string', enum: USE_LEVELS },
    tier,
    premium_monthly_cents: cents,
    premium_yearly_cents: cents,
    expected_out_of_pocket_cents: cents,
    /** The employer's share of the premiums for 12 months (0 outside a group or without a contribution). */
    employer_yearly_cents: cents,
    /** What the shopper pays in a year: premiums for 12 months less the employer's share, plus out of pocket. */
    yearly_cents: cents,
    capped_by_out_of_pocket_max: { type: 'boolean' },
    /** One plain sentence on what the use level assumes for the plan's category. */
    assumptions: { type: 'string' },
  },
} as const;
export type YearlyEstimate = FromSchema<typeof yearlyEstimateObject>;
export const yearlyEstimate = { ...yearlyEstimateObject, type: ['object', 'null'] } as const;

/**
 * The employee's cost per paycheck after the employer's share; present only for an enrollment of a
 * group whose payroll frequency is known, else null.
 */
const paycheckCostObject = {
  type: 'object',
  required: [
    'pay_frequency',
    'periods_per_year',
    'premium_monthly_cents',
    'employer_monthly_cents',
    'employee_monthly_cents',
    'employee_per_paycheck_cents',
    'employee_yearly_cents',
  ],
  properties: {
    pay_frequency: { type: 'string', enum: PAY_FREQUENCIES },
    periods_per_year: { type: 'integer' },
    premium_monthly_cents: cents,
    employer_monthly_cents: cents,
    employee_monthly_cents: cents,
    employee_per_paycheck_cents: cents,
    /** What the employee pays in a year after the employer's share: employee_monthly_cents x 12. */
    employee_yearly_cents: cents,
  },
} as const;
export type PaycheckCost = FromSchema<typeof paycheckCostObject>;
export const paycheckCost = { ...paycheckCostObject, type: ['object', 'null'] } as const;

/** The cart's (review's, receipt's) total per paycheck, or null when no pay frequency applies. */
export const perPaycheckTotal = {
  type: ['object', 'null'],
  required: [
    'pay_frequency',
    'employee_per_paycheck_cents',
    'employee_yearly_cents',
    'employer_monthly_cents',
    'premium_monthly_cents',
  ],
  properties: {
    pay_frequency: { type: 'string', enum: PAY_FREQUENCIES },
    employee_per_paycheck_cents: cents,
    /** The lines' yearly employee cost summed (each employee_monthly_cents x 12). */
    employee_yearly_cents: cents,
    employer_monthly_cents: cents,
    /** The full monthly premium of the lines with a paycheck cost, before the employer's share. */
    premium_monthly_cents: cents,
  },
} as const;
export type PerPaycheckTotal = FromSchema<typeof perPaycheckTotal>;

/** A card's monthly price per tier (dollars, the contract's `price_male_nons`) with the pricing id to add it. */
export const tierPriceList = {
  type: 'array',
  items: {
    type: 'object',
    required: ['tier', 'price_male_nons', 'plan_pricing_id'],
    properties: { tier, price_male_nons: { type: 'number' }, plan_pricing_id: { type: 'integer' } },
  },
} as const;

/** The most plans one comparison holds. */
export const MAX_COMPARE_PLANS = 4;
/** The fewest plans a comparison needs. */
export const MIN_COMPARE_PLANS = 2;

/** GET /compare-plans?enrollment_id&plan_ids=101,102,103 (2 to 4 plans of one benefit group). */
export const comparePlansQuery = {
  type: 'object',
  required: ['enrollment_id', 'plan_ids'],
  properties: {
    enrollment_id: enrollmentIdProperty,
    plan_ids: { type: 'string', maxLength: 80, pattern: '^[0-9]{1,10}(,[0-9]{1,10})*$' },
  },
  additionalProperties: false,
} as const;
export type ComparePlansQuery = FromSchema<typeof comparePlansQuery>;

export const comparedPlan = {
  type: 'object',
  required: [
    'plan_id',
    'plan_name',
    'plan_logo',
    'plan_category',
    'tier_price',
    'benefits',
    'estimate',
    'paycheck',
    'is_in_cart',
    'error',
  ],
  properties: {
    plan_id: { type: 'integer' },
    plan_name: { type: 'string' },
    plan_logo: { type: ['string', 'null'] },
    plan_category: { type: 'string' },
    /** Empty when the plan is refused for this shopper (error says why). */
    tier_price: tierPriceList,
    benefits: { type: 'array', items: benefitItem },
    estimate: yearlyEstimate,
    paycheck: paycheckCost,
    is_in_cart: { type: 'boolean' },
    /** The eligibility message (state, tier, age ...) when the shopper cannot buy the plan; it shows no figures then. */
    error: { type: ['string', 'null'] },
  },
} as const;
export type ComparedPlan = FromSchema<typeof comparedPlan>;

export const comparePlansData = {
  type: 'object',
  required: ['result'],
  properties: {
    result: {
      type: 'object',
      required: ['use_level', 'tier', 'rows', 'plans'],
      properties: {
        use_level: { type: 'string', enum: USE_LEVELS },
        tier: { type: ['string', 'null'] },
        /** The benefit rows in display order (the group's attributes). */
        rows: {
          type: 'array',
          items: {
            type: 'object',
            required: ['key', 'label', 'unit'],
            properties: {
              key: { type: 'string' },
              label: { type: 'string' },
              unit: { type: 'string', enum: BENEFIT_UNITS },
            },
          },
        },
        plans: { type: 'array', items: comparedPlan },
      },
    },
  },
} as const;
export type ComparePlans = FromSchema<typeof comparePlansData>;
