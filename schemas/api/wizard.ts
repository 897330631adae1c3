import type { FromSchema } from 'json-schema-to-ts';
import { FIELD_NAME_PATTERN } from '../descriptors';
import { enrollmentIdProperty } from './common';

/**
 * Request and answer schemas of the wizard calls (001 section 7, 002 section 7): tabs, form
 * fields, step saves, option lists, group and cart info, enroller code, contact verification,
 * save for later, and the admin form-field rules.
 */

const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;

/** GET /check-tab-required?enrollment_id&tab_name. */
export const checkTabRequiredQuery = {
  type: 'object',
  required: ['enrollment_id', 'tab_name'],
  properties: { enrollment_id: enrollmentIdProperty, tab_name: { type: 'string', pattern: '^[a-z_]{1,40}$' } },
  additionalProperties: false,
} as const;

export type CheckTabRequiredQuery = FromSchema<typeof checkTabRequiredQuery>;

const dynamicTab = {
  type: 'object',
  required: ['tab_name', 'required', 'order'],
  // title: a carrier's custom tab's (0060), an addition to the contract.
  // visible_if and context: a carrier page's condition and the values it reads (issue 29).
  properties: {
    tab_name: str,
    required: bool,
    order: { type: 'integer' },
    title: str,
    visible_if: {},
    context: { type: 'object', additionalProperties: true },
  },
} as const;

/** `data` of GET /get-dynamic-tabs. */
export const dynamicTabsData = {
  type: 'object',
  required: ['result'],
  properties: { result: { type: 'array', items: dynamicTab } },
} as const;
export type DynamicTabsData = FromSchema<typeof dynamicTabsData>;

/** `data` of GET /check-tab-required: data.result.required. */
export const checkTabRequiredData = {
  type: 'object',
  required: ['result'],
  properties: {
    result: { type: 'object', required: ['tab_name', 'required'], properties: { tab_name: str, required: bool } },
  },
} as const;
export type CheckTabRequiredData = FromSchema<typeof checkTabRequiredData>;

// Step fields are checked by the step module (validateStepData), not here: the route schema only
// keeps field-shaped names, so the server and the browser judge exactly the same values.
export const stepFields = {
  patternProperties: { [FIELD_NAME_PATTERN]: {} },
  additionalProperties: false,
  maxProperties: 80,
} as const;

/** Names a page does not declare are dropped unsaved; a body may carry this many of them (a fixed step's whole allowance). */
const UNDECLARED_FIELDS_ALLOWED = 80;
/**
 * A page whose fields come from its rules (a carrier's custom page, the admin preview) is bounded by the
 * fields it declares, not by a constant: a 2,000-field questionnaire saves, and a body naming more than
 * its fields and the undeclared allowance is refused before anything is judged.
 */
export const PAGE_FIELDS_EXCEEDED = 'More fields were sent than the page has';
export function exceedsPageFields(data: Readonly<Record<string, unknown>>, declared: number): boolean {
  return Object.keys(data).length > declared + UNDECLARED_FIELDS_ALLOWED;
}

/** Body of POST /save-personal-info, /save-contact-info, /save-employer-info. */
export const saveStepBody = {
  type: 'object',
  required: ['enrollment_id'],
  properties: { enrollment_id: enrollmentIdProperty },
  ...stepFields,
} as const;
export type SaveStepBody = FromSchema<typeof saveStepBody>;

/** Body of POST /save-employer-info: the step's fields, plus `skip` for Skip (IHA plan in the cart). */
export const saveEmployerBody = {
  type: 'object',
  required: ['enrollment_id'],
  properties: { enrollment_id: enrollmentIdProperty, skip: { type: 'boolean' } },
  ...stepFields,
} as const;
export type SaveEmployerBody = FromSchema<typeof saveEmployerBody>;

const beneficiaryItem = { type: 'object', ...stepFields, maxProperties: 20 } as const;

/** Body of POST /save-beneficiary-info. */
export const saveBeneficiaryBody = {
  type: 'object',
  required: ['enrollment_id', 'beneficiaries'],
  properties: {
    enrollment_id: enrollmentIdProperty,
    beneficiaries: { type: 'array', maxItems: 10, items: beneficiaryItem },
  },
  additionalProperties: false,
} as const;
export type SaveBeneficiaryBody = FromSchema<typeof saveBeneficiaryBody>;

/** Body of POST /validate-single-beneficiary (enrollment_id optional: its rules apply when given). */
export const validateSingleBeneficiaryBody = {
  type: 'object',
  properties: { enrollment_id: enrollmentIdProperty },
  ...stepFields,
  maxProperties: 20,
} as const;
export type ValidateSingleBeneficiaryBody = FromSchema<typeof validateSingleBeneficiaryBody>;

/** `data` of a successful save. */
export const saveStepData = {
  type: 'object',
  required: ['message', 'saved_tab'],
  properties: { message: str, saved_tab: str },
} as const;
export type SaveStepData = FromSchema<typeof saveStepData>;

/** `data` of POST /validate-single-beneficiary and the verification calls. */
export const messageData = { type: 'object', required: ['message'], properties: { message: str } } as const;

/** Option lists: data.result [{ name, value }]. */
export const optionListData = {
  type: 'object',
  required: ['result'],
  properties: {
    result: {
      type: 'array',
      items: { type: 'object', required: ['name', 'value'], properties: { name: str, value: str } },
    },
  },
} as const;

/** Optional enrollment_id (the option-list calls that pass it). */
export const optionalEnrollmentQuery = {
  type: 'object',
  properties: { enrollment_id: enrollmentIdProperty },
  additionalProperties: false,
} as const;

const nullableStr = { type: ['string', 'null'] } as const;

/** `data` of GET /get-group-info. */
export const groupInfoData = {
  type: 'object',
  required: ['general_info', 'address_information'],
  properties: {
    general_info: {
      type: 'object',
      required: ['group_name', 'group_phone'],
      properties: { group_name: nullableStr, group_phone: nullableStr },
    },
    address_information: {
      type: 'object',
      required: ['address1', 'address2', 'city', 'state', 'zip'],
      properties: {
        address1: nullableStr,
        address2: nullableStr,
        city: nullableStr,
        state: nullableStr,
        zip: nullableStr,
      },
    },
  },
} as const;
export type GroupInfoData = FromSchema<typeof groupInfoData>;

/** `data` of GET /get-cart-plan-info. */
export const cartPlanInfoData = {
  type: 'object',
  required: ['is_IHA', 'has_spouse'],
  properties: { is_IHA: bool, has_spouse: bool },
} as const;
export type CartPlanInfoData = FromSchema<typeof cartPlanInfoData>;

/** `data` of GET /get-beneficiaries-existing-user-enrollment (SSNs masked to the last four). */
export const existingBeneficiariesData = {
  type: 'object',
  required: ['result'],
  properties: {
    result: {
      type: 'array',
      items: {
        type: 'object',
        required: ['beneficiary_id', 'first_name', 'last_name', 'dob', 'ssn', 'relationship', 'beneficiary_percentage'],
        properties: {
          beneficiary_id: { type: 'integer' },
          first_name: str,
          last_name: str,
          dob: nullableStr,
          ssn: nullableStr,
          relationship: str,
          beneficiary_percentage: str,
        },
      },
    },
  },
} as const;
export type ExistingBeneficiariesData = FromSchema<typeof existingBeneficiariesData>;

/** `data` of GET /check-enroll-code. */
/**
 * GET /check-enroll-code: whether the Enter Enroller Code button shows, and (beyond the contract)
 * whether Next must stop for a missing code: the group requires one and none is saved yet.
 */
export const checkEnrollCodeData = {
  type: 'object',
  required: ['show_enroll_code', 'code_required'],
  properties: { show_enroll_code: bool, code_required: bool },
} as const;
export type CheckEnrollCodeData = FromSchema<typeof checkEnrollCodeData>;

/** Body of POST /save-enroller-code. */
export const saveEnrollerCodeBody = {
  type: 'object',
  required: ['enrollment_id'],
  properties: { enrollment_id: enrollmentIdProperty, enrollerCode: { type: 'string', maxLength: 40 } },
  additionalProperties: false,
} as const;
export type SaveEnrollerCodeBody = FromSchema<typeof saveEnrollerCodeBody>;

/** GET /validate-phone-numverify?phone. */
export const validatePhoneQuery = {
  type: 'object',
  properties: { phone: { type: 'string', maxLength: 40 } },
  additionalProperties: false,
} as const;
export type ValidatePhoneQuery = FromSchema<typeof validatePhoneQuery>;

/** Body of POST /validate-email-neverbounce. */
export const validateEmailBody = {
  type: 'object',
  properties: { email: { type: 'string', maxLength: 320 } },
  additionalProperties: false,
} as const;
export type ValidateEmailBody = FromSchema<typeof validateEmailBody>;

/** Body of POST /save-enrollment (save for later). */
export const saveEnrollmentBody = {
  type: 'object',
  required: ['enrollment_id', 'tab'],
  properties: {
    enrollment_id: enrollmentIdProperty,
    email: { type: 'string', maxLength: 320 },
    /** Beyond the contract: a mobile number for the code and link by text (either or both with email). */
    phone: { type: 'string', maxLength: 40 },
    // The contract's saved tabs, or a carrier's custom_<name> (name [a-z0-9_]{1,40}).
    tab: { type: 'string', pattern: '^[a-z0-9_]{1,47}$' },
    /** Quote (tab cart_info) only: the recipient's name and a message (000 section 3, quote payload). */
    name: { type: 'string', maxLength: 100 },
    message: { type: 'string', maxLength: 2000 },
    data: {},
  },
  additionalProperties: false,
} as const;
export type SaveEnrollmentBody = FromSchema<typeof saveEnrollmentBody>;

/**
 * `data` of POST /save-enrollment: where the code went (never the code itself). `phone` (beyond the
 * contract) is the masked number the code was texted to, or null.
 */
export const saveEnrollmentData = {
  type: 'object',
  required: ['message', 'saved_tab', 'email', 'result'],
  properties: {
    message: str,
    saved_tab: str,
    email: str,
    phone: { type: ['string', 'null'] },
    result: {
      type: 'object',
      required: ['email'],
      properties: { email: str, phone: { type: ['string', 'null'] } },
    },
  },
} as const;
export type SaveEnrollmentData = FromSchema<typeof saveEnrollmentData>;

/** Query of GET /admin/screenshots. */
export const adminScreenshotsQuery = {
  type: 'object',
  required: ['enrollment_id'],
  properties: { enrollment_id: enrollmentIdProperty },
  additionalProperties: false,
} as const;
export type AdminScreenshotsQuery = FromSchema<typeof adminScreenshotsQuery>;

/** `data` of GET /admin/screenshots: the stored step screenshots, names and sizes only (never the images). */
export const adminScreenshotsData = {
  type: 'object',
  required: ['result'],
  properties: {
    result: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'mime_type', 'size', 'created_at'],
        properties: { name: str, mime_type: str, size: { type: 'integer' }, created_at: str },
      },
    },
  },
} as const;
