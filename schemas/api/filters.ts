import type { FromSchema } from 'json-schema-to-ts';
// Numbers the browser may send as text are declared as strings (ajv coerces numbers to text) and checked by the handlers.
import { USE_LEVELS } from '../plan-benefits';
import { enrollmentIdProperty } from './common';

/**
 * Filters (000 section 7, "Groups, members, filters"; 001 sections 3-4). The basic fields are
 * strings here so that their messages come from schemas/filter-fields.ts (the spec's words),
 * not from ajv; everything else is typed and bounded, and unknown fields are dropped.
 */

const shortText = (max: number) => ({ type: 'string', maxLength: max }) as const;
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const eprocess = { type: 'string', enum: ['rep', 'applicant', 'group', 'sigapplicant'] } as const;
const openType = { type: 'string', enum: ['agent', 'group', 'user'] } as const;
const tier = { type: 'string', enum: ['IO', 'IS', 'IC', 'IF'] } as const;
/** A member's user id as the demo catalogue writes it (U3001). */
export const userIdProperty = { type: 'string', minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9_-]+$' } as const;
const childCount = { type: 'integer', minimum: 0, maximum: 9 } as const;
const annualIncome = { type: 'integer', minimum: 0, maximum: 100000000 } as const;

/** POST /add-filter-for-new-user (welcome form, quote form, referral form). */
export const addFilterForNewUserBody = {
  type: 'object',
  properties: {
    zip: shortText(10),
    dob: shortText(10),
    gender: shortText(2),
    tier: shortText(4),
    eprocess,
    agent_id: id,
    group_id: id,
    platform_group_id: id,
    type: { type: 'string', enum: ['new-member', 'new-group-member'] },
    open_type: openType,
    categories: { anyOf: [shortText(400), { type: 'array', maxItems: 20, items: shortText(30) }] },
    coverage: shortText(20),
    annual_incode: annualIncome,
    referral: shortText(30),
    /** The quote form's spouse date of birth (filter info spells it spouse_dop). */
    spouse_dop: shortText(10),
    child_num: childCount,
  },
  additionalProperties: false,
} as const;
export type AddFilterForNewUserBody = FromSchema<typeof addFilterForNewUserBody>;

export const addFilterData = {
  type: 'object',
  required: ['temp_enrollment_id', 'tier'],
  properties: {
    temp_enrollment_id: enrollmentIdProperty,
    tier,
    state: { type: ['string', 'null'] },
    portal_id: { type: ['integer', 'null'] },
    /** Addition to the contract: the session re-signed as the enrollment's starter (reads its health answers). */
    token: { type: 'string' },
  },
} as const;
export type AddFilterData = FromSchema<typeof addFilterData>;

/** POST /add-filter-for-existing-user (current-member tables: Enroll Now). */
export const addFilterForExistingUserBody = {
  type: 'object',
  required: ['user_id'],
  // tier is checked by the handler, so a missing or unknown tier says 'Please choose a tier'.
  properties: {
    user_id: userIdProperty,
    tier: shortText(4),
    eprocess,
    group_id: id,
    agent_id: id,
    policy_id: id,
    open_type: openType,
  },
  additionalProperties: false,
} as const;
export type AddFilterForExistingUserBody = FromSchema<typeof addFilterForExistingUserBody>;

/** POST /add-filter-for-member (member home). */
export const addFilterForMemberBody = {
  type: 'object',
  required: ['user_id'],
  properties: { user_id: userIdProperty, tier: shortText(4), open_type: openType },
  additionalProperties: false,
} as const;
export type AddFilterForMemberBody = FromSchema<typeof addFilterForMemberBody>;

/** PUT /change-filter-info/{tempId}: any of the filter fields; empties are dropped. */
export const changeFilterInfoParams = {
  type: 'object',
  required: ['tempId'],
  properties: { tempId: { type: 'string', maxLength: 64 } },
} as const;
export const changeFilterInfoBody = {
  type: 'object',
  properties: {
    zip: shortText(10),
    dob: shortText(10),
    gender: shortText(2),
    tier: shortText(4),
    is_smoker: shortText(2),
    // '' allowed: the browser may send every field, and empties are dropped.
    eprocess: { type: 'string', enum: ['rep', 'applicant', 'group', 'sigapplicant', ''] },
    agent_id: { type: 'string', maxLength: 12 },
    group_id: { type: 'string', maxLength: 12 },
    annual_incode: { type: 'string', maxLength: 12 },
    working_hours: { type: 'string', maxLength: 3 },
    user_id: { type: 'string', maxLength: 20 },
    plan_id: { type: 'string', maxLength: 12 },
    /** Addition: the expected use of care the yearly-cost estimates assume (schemas/plan-benefits.ts). */
    use_level: { type: 'string', enum: [...USE_LEVELS, ''] },
    /**
     * Addition (decision 0230): the coverage start the shopper plans (mm/dd/yyyy, one of the month
     * starts the cart offers); prices are those in force on it. Until one is chosen: the first offered.
     */
    effective_date: { type: 'string', maxLength: 10 },
  },
  additionalProperties: false,
} as const;
export type ChangeFilterInfoBody = FromSchema<typeof changeFilterInfoBody>;

export const changeFilterInfoData = {
  type: 'object',
  required: ['result'],
  properties: {
    result: {
      type: 'object',
      required: ['zip', 'dob', 'state', 'tier', 'gender', 'is_smoker', 'use_level'],
      properties: {
        zip: { type: ['string', 'null'] },
        dob: { type: ['string', 'null'] },
        state: { type: ['string', 'null'] },
        tier: { type: ['string', 'null'] },
        gender: { type: ['integer', 'null'] },
        is_smoker: { type: ['integer', 'null'] },
        annual_incode: { type: ['integer', 'null'] },
        working_hours: { type: ['integer', 'null'] },
        /** Addition: the use level kept with the filter ('medium' until the shopper picks one). */
        use_level: { type: 'string', enum: USE_LEVELS },
      },
    },
  },
} as const;
export type ChangeFilterInfoData = FromSchema<typeof changeFilterInfoData>;

/** POST /store-temp-dependent-info and POST /update-tier-info. */
export const storeTempDependentBody = {
  type: 'object',
  required: ['enrollment_id'],
  properties: {
    enrollment_id: enrollmentIdProperty,
    no_of_children: { type: 'string', maxLength: 2 },
    dep_dob: shortText(10),
    plan_id: id,
  },
  additionalProperties: false,
} as const;
export type StoreTempDependentBody = FromSchema<typeof storeTempDependentBody>;

export const tempDependentData = {
  type: 'object',
  required: ['spouse_dob', 'no_of_children', 'tier'],
  properties: {
    spouse_dob: { type: ['string', 'null'] },
    no_of_children: { type: 'integer' },
    tier: { type: ['string', 'null'] },
  },
} as const;
export type TempDependentData = FromSchema<typeof tempDependentData>;

/** POST /update-filter-portal. */
export const updateFilterPortalBody = {
  type: 'object',
  required: ['enrollment_id', 'platform_group_id'],
  properties: {
    enrollment_id: enrollmentIdProperty,
    group_id: { anyOf: [id, { type: 'null' }] },
    platform_group_id: id,
  },
  additionalProperties: false,
} as const;
export type UpdateFilterPortalBody = FromSchema<typeof updateFilterPortalBody>;

/** GET /get-enrollment-temp-info?enrollment_id&column (columns of 001 and 002). */
export const TEMP_INFO_COLUMNS = [
  'filter_info',
  'type',
  'eprocess',
  'effective_date',
  'group_id',
  'dependent_info',
  'primary_info',
  'contact_info',
  'employer_info',
  'benificiary_info',
  'health_info',
  'payment_info',
  'review_info',
  'aggrement_info',
] as const;
export const tempInfoQuery = {
  type: 'object',
  required: ['enrollment_id', 'column'],
  properties: { enrollment_id: enrollmentIdProperty, column: { type: 'string', enum: TEMP_INFO_COLUMNS } },
  additionalProperties: false,
} as const;
export type TempInfoQuery = FromSchema<typeof tempInfoQuery>;
export const tempInfoData = { type: 'object', required: ['result'], properties: { result: {} } } as const;

/** GET /validate-zip-code?zip_code. */
export const validateZipQuery = {
  type: 'object',
  required: ['zip_code'],
  properties: { zip_code: shortText(10) },
  additionalProperties: false,
} as const;
export const validateZipData = {
  type: 'object',
  required: ['zip_code', 'city', 'state'],
  properties: { zip_code: { type: 'string' }, city: { type: 'string' }, state: { type: 'string' } },
} as const;
export type ValidateZipData = FromSchema<typeof validateZipData>;
