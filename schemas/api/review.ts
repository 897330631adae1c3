import type { FromSchema } from 'json-schema-to-ts';
import { enrollmentIdProperty, tokenProperty } from './common';
import { paycheckCost, perPaycheckTotal } from './compare';
import { signingStatus } from './signing';

/**
 * Request and answer schemas of Review & Confirmation, the receipt and resuming (002 section 7):
 * save-review-info, get-receipt, autoInvoiceGeneration, continue-enrollment, direct-continue.
 */

const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const nullableId = { type: ['integer', 'null'] } as const;
const flag = { type: 'integer', enum: [0, 1] } as const;

/** A file of an upload answer as the receipt and the rep's view list it (schemas/answer-view.ts). */
const answerFile = {
  type: 'object',
  required: ['id', 'name', 'size', 'type'],
  properties: {
    id: str,
    name: str,
    size: { type: 'integer' },
    type: { type: 'string', enum: ['pdf', 'jpeg', 'png'] },
  },
  additionalProperties: false,
} as const;

/**
 * An enrollment's answers to the carriers' questions (decisions 0270, 0310): each with its page's title
 * and its label, as a person reads it (schemas/answer-view.ts); a sensitive one masked.
 */
const carrierAnswers = {
  type: 'array',
  items: {
    type: 'object',
    required: ['page', 'label', 'value'],
    properties: {
      page: str,
      label: str,
      value: str,
      /** A repeating group's items, one line each. */
      items: { type: 'array', items: str },
      /** An upload's files: their names, sizes and types, never their content. */
      files: { type: 'array', items: answerFile },
    },
  },
} as const;

/** Longest additional note kept with an enrollment. */
export const ADDITIONAL_NOTES_MAX = 2000;

/** Body of POST /save-review-info (completes the enrollment). */
export const saveReviewBody = {
  type: 'object',
  required: ['enrollment_id'],
  properties: {
    enrollment_id: enrollmentIdProperty,
    additional_notes: { type: ['string', 'null'], maxLength: ADDITIONAL_NOTES_MAX },
    first_enroll: flag,
    send_sms: flag,
    /**
     * Beyond the contract: for a rep's or group's enrollment that needs a signature, 1 sends the
     * client a signing link by e-mail (as send_sms does by text) instead of completing.
     */
    send_email_signature: flag,
  },
  additionalProperties: false,
} as const;
export type SaveReviewBody = FromSchema<typeof saveReviewBody>;

/**
 * `data` of POST /save-review-info: the policy it created (or had created on an earlier call), or,
 * when a signing request was sent instead (the enrollment awaits the client's signature),
 * `policy_id` null and `signing` its status.
 */
export const saveReviewData = {
  type: 'object',
  required: ['message', 'policy_id'],
  properties: { message: str, policy_id: { type: ['integer', 'null'] }, signing: signingStatus },
} as const;
export type SaveReviewData = FromSchema<typeof saveReviewData>;

/**
 * `data` of GET /get-receipt: the confirmation number, the greeting's name and whether to ask for the
 * invoice. Additions: the plans bought with their monthly price (dollars) and cost per paycheck, and
 * the total per paycheck (null without a pay frequency). The review page reads these from get-plan-cart.
 */
export const receiptData = {
  type: 'object',
  required: ['policy_id', 'name', 'callInvoice', 'effective_date', 'plans', 'per_paycheck', 'covered'],
  properties: {
    policy_id: { type: 'integer' },
    name: str,
    callInvoice: { type: 'boolean' },
    effective_date: str,
    /** The people the policy covers (beyond the contract): the applicant, then the dependents as enrolled. */
    covered: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'relationship'],
        properties: { name: str, relationship: { type: 'string', enum: ['applicant', 'spouse', 'child'] } },
      },
    },
    plans: {
      type: 'array',
      items: {
        type: 'object',
        required: ['plan_id', 'plan_name', 'price', 'paycheck'],
        properties: {
          plan_id: { type: 'integer' },
          plan_name: str,
          price: { type: 'number' },
          paycheck: paycheckCost,
        },
      },
    },
    per_paycheck: perPaycheckTotal,
    /**
     * The answers to the carriers' questions (beyond the contract; decision 0270): each with its page's
     * title and its label, as a person reads it; a sensitive one masked.
     */
    answers: carrierAnswers,
  },
} as const;
export type ReceiptData = FromSchema<typeof receiptData>;
export type ReceiptAnswer = NonNullable<ReceiptData['answers']>[number];

/** GET /get-policy-answers?policy_id: the rep's view of one of their enrollments (decision 0310). */
export const policyAnswersQuery = {
  type: 'object',
  required: ['policy_id'],
  properties: { policy_id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  additionalProperties: false,
} as const;
export type PolicyAnswersQuery = FromSchema<typeof policyAnswersQuery>;

/** Its answer: the receipt's answers of the policy's enrollment (none for a policy made without one). */
export const policyAnswersData = {
  type: 'object',
  required: ['policy_id', 'answers'],
  properties: { policy_id: { type: 'integer' }, answers: carrierAnswers },
} as const;
export type PolicyAnswersData = FromSchema<typeof policyAnswersData>;

/** Body of POST /autoInvoiceGeneration (the contract's invoice service, served here under /api/v1). */
export const invoiceBody = {
  type: 'object',
  required: ['effectiveDate', 'policy_id'],
  properties: {
    effectiveDate: { type: 'string', maxLength: 10, pattern: '^(\\d{2}/\\d{2}/\\d{4}|\\d{4}-\\d{2}-\\d{2})$' },
    policy_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
  },
  additionalProperties: false,
} as const;
export type InvoiceBody = FromSchema<typeof invoiceBody>;

export const invoiceData = {
  type: 'object',
  required: ['invoice_id', 'policy_id', 'effective_date', 'amount', 'status'],
  properties: {
    invoice_id: { type: 'integer' },
    policy_id: { type: 'integer' },
    effective_date: str,
    amount: { type: 'number' },
    status: str,
  },
} as const;
export type InvoiceData = FromSchema<typeof invoiceData>;

/**
 * Body of POST /continue-enrollment. Addition to the contract: `enrollment_id` (the direct-continue
 * link's) in place of the e-mail, so the link's page asks only for the code mailed with it.
 */
export const continueBody = {
  type: 'object',
  required: ['code'],
  properties: {
    code: { type: 'string', maxLength: 40 },
    email: { type: 'string', maxLength: 320 },
    enrollment_id: { type: 'string', maxLength: 64 },
  },
  additionalProperties: false,
} as const;
export type ContinueBody = FromSchema<typeof continueBody>;

/** The session values a resumed enrollment restores (002 section 3, 'others'). */
const others = {
  type: 'object',
  required: ['group_id', 'platform_group_id', 'agent_id', 'open_type', 'eprocess', 'type'],
  properties: {
    group_id: nullableId,
    platform_group_id: nullableId,
    agent_id: nullableId,
    open_type: nullableStr,
    eprocess: str,
    effective_date: nullableStr,
    /** 'new-user' for a new member, else the enrollment type. */
    type: str,
  },
} as const;

/**
 * The rep's or group's site an enrollment was started on (beyond the contract), so a resumed visit
 * shows that site's name, phone and brand again under its landing name; null for the default storefront.
 */
const resumedSite = {
  type: ['object', 'null'],
  required: ['type', 'id'],
  properties: { type: { type: 'string', enum: ['agent', 'group'] }, id: { type: 'integer' }, landing: nullableStr },
} as const;

/** `data` of POST /continue-enrollment: the enrollment, its saved tab, its session values and a token for its storefront. */
export const continueData = {
  type: 'object',
  required: ['result', 'token'],
  properties: {
    result: {
      type: 'object',
      required: ['enrollment_id', 'saved_tab', 'others', 'site'],
      properties: { enrollment_id: str, saved_tab: nullableStr, ...others.properties, others, site: resumedSite },
    },
    token: tokenProperty,
  },
} as const;
export type ContinueData = FromSchema<typeof continueData>;

/** Params of GET /direct-continue/{tempId}. */
export const directContinueParams = {
  type: 'object',
  required: ['tempId'],
  properties: { tempId: enrollmentIdProperty },
  additionalProperties: false,
} as const;
export type DirectContinueParams = FromSchema<typeof directContinueParams>;

/** `data` of GET /direct-continue/{tempId}: data.result.others and a token for the enrollment's storefront. */
export const directContinueData = {
  type: 'object',
  required: ['result', 'token'],
  properties: {
    result: {
      type: 'object',
      required: ['enrollment_id', 'saved_tab', 'others', 'site'],
      properties: { enrollment_id: str, saved_tab: nullableStr, others, site: resumedSite },
    },
    token: tokenProperty,
  },
} as const;
export type DirectContinueData = FromSchema<typeof directContinueData>;
