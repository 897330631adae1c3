import { isPlainObject } from '../../schemas/field-values';
import { MESSAGES } from '../../schemas/messages';
import { defineStep, type FieldFragment, type LiveRule, type StepRule } from '../../schemas/step-definition';
import { FLAG_SCHEMA } from '../../schemas/steps/person-fields';
import { applyRequiredTogether } from '../../schemas/steps/required-together';
import type { StepModule } from '../../schemas/steps/step-module';
import {
  AVERAGE_WORK_WEEK_OPTIONS,
  BARGAINING_UNIT_OPTIONS,
  COMPENSATION_TYPE_OPTIONS,
  EMPLOYMENT_STATUS_OPTIONS,
  HOLIDAY_POLICY_FLAGS,
  RETIRED_STATUS,
  VACATION_POLICY_OPTIONS,
} from './module-options';

/** Employer Information (001 sections 2, 3 and 5): tab employer_info, route employer-info; only required fields show. */

// Employer names: letters and digits with the punctuation company names carry (Smith & Sons, Inc.).
const EMPLOYER_NAME_PATTERN = "^[A-Za-z0-9][A-Za-z0-9 &.,'()/#-]*$";

const holidayPolicySchema: FieldFragment = {
  type: 'object',
  properties: Object.fromEntries(
    HOLIDAY_POLICY_FLAGS.map(([key, title]) => [key, { type: 'integer', enum: [0, 1], title }]),
  ),
};

const retiredEmployer: LiveRule = (payload) =>
  payload.employment_status === RETIRED_STATUS
    ? [{ target_element: 'employment_status', error_message: MESSAGES.retiredEmployer }]
    : [];

// An object of all-zero flags is filled in but selects nothing: still 'Select at least one holiday policy'.
const atLeastOneHoliday: StepRule = (payload, { descriptors }) => {
  const required = descriptors.some((d) => d.field_name === 'holiday_policy' && d.required);
  const value = payload.holiday_policy;
  if (!required || !isPlainObject(value)) return [];
  const anyOn = HOLIDAY_POLICY_FLAGS.some(([key]) => value[key] === 1);
  return anyOn ? [] : [{ target_element: 'holiday_policy', error_message: MESSAGES.selectHolidayPolicy }];
};

export const employerInfoStep = defineStep({
  id: 'employer_info',
  onlyRequired: true,
  fields: {
    name: {
      label: 'Employer Name',
      schema: { type: 'string', pattern: EMPLOYER_NAME_PATTERN, maxLength: 100 },
      messages: { invalid: MESSAGES.invalidEmployer },
    },
    phone: { label: 'Employer Phone', schema: { type: 'string', format: 'oe-phone', maxLength: 14 }, widget: 'phone' },
    address1: { label: 'Address 1', schema: { type: 'string', maxLength: 100 } },
    address2: { label: 'Address 2', schema: { type: 'string', maxLength: 100 } },
    city: { label: 'City', schema: { type: 'string', maxLength: 50 } },
    state: { label: 'State', schema: { type: 'string', format: 'oe-state', maxLength: 2 }, widget: 'state' },
    zip: { label: 'Zip', schema: { type: 'string', format: 'oe-zip', maxLength: 5 }, widget: 'zip' },
    with_validation: { label: MESSAGES.uspsAddressValidation, schema: FLAG_SCHEMA, widget: 'checkbox' },
    average_work_week: {
      label: 'Average Work Week',
      schema: { type: 'string', oneOf: AVERAGE_WORK_WEEK_OPTIONS },
      widget: 'select',
    },
    employment_start_date: {
      label: 'Employment Start Date',
      schema: { type: 'string', format: 'oe-past-date', maxLength: 10 },
      widget: 'date',
      placeholder: 'mm/dd/yyyy',
    },
    occupation: { label: 'Occupation', schema: { type: 'string', maxLength: 100 } },
    compensation_type: {
      label: 'Compensation Type',
      schema: { type: 'string', oneOf: COMPENSATION_TYPE_OPTIONS },
      widget: 'select',
    },
    employment_status: {
      label: 'Employment Status',
      schema: { type: 'string', oneOf: EMPLOYMENT_STATUS_OPTIONS },
      widget: 'select',
    },
    emp_industry: { label: 'Industry', schema: { type: 'string', maxLength: 100 } },
    emp_num_employed: { label: 'Number of Employees', schema: { type: 'integer', minimum: 1, maximum: 1_000_000 } },
    emp_vac_policy: {
      label: 'Vacation Policy',
      schema: { type: 'string', oneOf: VACATION_POLICY_OPTIONS },
      widget: 'select',
    },
    emp_barg_unit: {
      label: 'Bargaining Unit',
      schema: { type: 'string', oneOf: BARGAINING_UNIT_OPTIONS },
      widget: 'select',
    },
    holiday_policy: {
      label: 'Holiday Policy',
      schema: holidayPolicySchema,
      widget: 'holidayPolicy',
      messages: { required: MESSAGES.selectHolidayPolicy },
    },
  },
  order: [
    'name',
    'phone',
    'address1',
    'address2',
    'city',
    'state',
    'zip',
    'with_validation',
    'average_work_week',
    'employment_start_date',
    'occupation',
    'compensation_type',
    'employment_status',
    'emp_industry',
    'emp_num_employed',
    'emp_vac_policy',
    'emp_barg_unit',
    'holiday_policy',
  ],
  rules: [retiredEmployer, atLeastOneHoliday],
  // 'shows ... and blocks Next until the status changes' (001 section 4): live, not only on submit.
  liveRules: [retiredEmployer],
});

/** emp_industry, emp_num_employed, emp_vac_policy and emp_barg_unit are required only when all four are flagged (001 section 5). */
export const EMPLOYER_REQUIRED_TOGETHER = [
  ['emp_industry', 'emp_num_employed', 'emp_vac_policy', 'emp_barg_unit'],
] as const;

/** The record Skip saves when the cart holds an IHA plan: text fields empty, only holiday flags and with_validation (001 section 4). */
export function employerSkipRecord(data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const holidays = data.holiday_policy;
  out.holiday_policy = Object.fromEntries(
    HOLIDAY_POLICY_FLAGS.map(([key]) => [key, isPlainObject(holidays) && holidays[key] === 1 ? 1 : 0]),
  );
  out.with_validation = data.with_validation === 1 ? 1 : 0;
  return out;
}

/** The kind as the registry lists it: the generic form page, with Skip when the cart holds an IHA plan. */
export const employerInfoKind: StepModule = {
  step: employerInfoStep,
  page: { layout: 'form', actions: ['skipWithIha'] },
  adjustDescriptors: (list) => applyRequiredTogether(list, EMPLOYER_REQUIRED_TOGETHER),
  review: { check: 'fields', notAskedWithIha: true },
};
