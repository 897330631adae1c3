import type { FromSchema } from 'json-schema-to-ts';
import { paycheckCost, planBenefits, yearlyEstimate } from './compare';

/** GET /get-plan-detail/{id} and GET /get-plan-detail (the elevate membership text): 001 section 3 "Plan description". */

const nullableText = { type: ['string', 'null'] } as const;

export const planDescription = {
  type: 'object',
  required: [
    'plan_id',
    'plan_name',
    'plan_logo',
    'plan_category',
    'plan_type',
    'short_text',
    'carrier_name',
    'special_message',
    'is_prudential_plan',
    'is_premier',
    'needs_membership',
    'bundle_plan_count',
    'body_text',
    'header_text',
    'blueBarText',
    'association_text',
    'exclusions_text_name',
    'exclusions_text',
    'example_text_name',
    'example_text',
    'faq_text_name',
    'faq_text',
    'benefits',
    'estimate',
    'paycheck',
  ],
  properties: {
    plan_id: { type: 'integer' },
    plan_name: { type: 'string' },
    plan_logo: nullableText,
    plan_category: { type: 'string' },
    plan_type: nullableText,
    short_text: { type: 'string' },
    carrier_name: { type: 'string' },
    /** The carrier's special message (3% administrative fee note, union fee explanation ...). */
    special_message: nullableText,
    is_prudential_plan: { type: 'boolean' },
    is_premier: { type: 'boolean' },
    needs_membership: { type: 'boolean' },
    bundle_plan_count: { type: ['integer', 'null'] },
    body_text: nullableText,
    header_text: nullableText,
    blueBarText: nullableText,
    association_text: nullableText,
    exclusions_text_name: nullableText,
    exclusions_text: nullableText,
    example_text_name: nullableText,
    example_text: nullableText,
    faq_text_name: nullableText,
    faq_text: nullableText,
    /** Additions to the contract: what the plan covers, as data (null for a plan of no benefit group). */
    benefits: planBenefits,
    /** With `?enrollment_id=`: the estimated yearly cost at the filter's tier and use level (else null). */
    estimate: yearlyEstimate,
    /** With `?enrollment_id=` of a group enrollment whose group has a pay frequency: the cost per paycheck (else null). */
    paycheck: paycheckCost,
  },
} as const;
export type PlanDescription = FromSchema<typeof planDescription>;

export const planDetailData = {
  type: 'object',
  required: ['result'],
  properties: { result: planDescription },
} as const;
export type PlanDetail = FromSchema<typeof planDetailData>;
