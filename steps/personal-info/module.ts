import type { FieldError } from '../../schemas/envelope';
import { MESSAGES } from '../../schemas/messages';
import { defineStep, type StepRule } from '../../schemas/step-definition';
import { BUILD_FIELDS, GENDER_OPTIONS, NAME_FIELDS, SSN_FIELD } from '../../schemas/steps/person-fields';
import type { StepModule } from '../../schemas/steps/step-module';

/**
 * Personal Information (001 sections 2, 3 and 5): tab primary_info, route personal-info. The kind's
 * folder holds the rest: its routes and prefill (server.ts), the enroller-code action of its page
 * (page.tsx), docs/decisions/0160-step-kind-folders.md.
 */

/** Marital status codes (001 section 3: 0 Single, 1 Married, 2 Divorced, 3 Widowed). */
export const MARITAL_STATUS_OPTIONS = [
  { const: '0', title: 'Single' },
  { const: '1', title: 'Married' },
  { const: '2', title: 'Divorced' },
  { const: '3', title: 'Widowed' },
] as const;

/** prior_coverage_flag: 0 none, 1 had a carrier (001 section 3). */
export const PRIOR_COVERAGE_OPTIONS = [
  { const: '0', title: 'No prior coverage' },
  { const: '1', title: 'I had coverage with another carrier' },
] as const;

// With prior coverage declared, the carrier and its effective date are what the carrier asks about.
const priorCoverageDetails: StepRule = (payload, { descriptors }) => {
  if (payload.prior_coverage_flag !== '1') return [];
  const shown = new Set(descriptors.map((d) => d.field_name));
  const errors: FieldError[] = [];
  for (const name of ['prior_carrier_name', 'prior_effective_date']) {
    if (shown.has(name) && payload[name] === undefined)
      errors.push({ target_element: name, error_message: MESSAGES.fieldRequired });
  }
  return errors;
};

export const personalInfoStep = defineStep({
  id: 'primary_info',
  fields: {
    ...NAME_FIELDS,
    ...BUILD_FIELDS,
    gender: { label: 'Gender', schema: { type: 'string', oneOf: GENDER_OPTIONS }, widget: 'gender' },
    marital_status: {
      label: 'Marital Status',
      schema: { type: 'string', oneOf: MARITAL_STATUS_OPTIONS },
      widget: 'maritalStatus',
    },
    ssn: SSN_FIELD,
    birthdate: {
      label: 'Date of Birth',
      schema: { type: 'string', format: 'oe-date', maxLength: 10 },
      widget: 'date',
      placeholder: 'mm/dd/yyyy',
    },
    prior_coverage_flag: {
      label: 'Prior Coverage',
      schema: { type: 'string', oneOf: PRIOR_COVERAGE_OPTIONS },
      widget: 'radio',
    },
    prior_carrier_name: { label: 'Prior Carrier Name', schema: { type: 'string', maxLength: 100 } },
    prior_effective_date: {
      label: 'Prior Effective Date',
      schema: { type: 'string', format: 'oe-past-date', maxLength: 10 },
      widget: 'date',
      placeholder: 'mm/dd/yyyy',
    },
    prior_term_date: {
      label: 'Prior Termination Date',
      schema: { type: 'string', format: 'oe-past-date', maxLength: 10 },
      widget: 'date',
      placeholder: 'mm/dd/yyyy',
    },
  },
  order: [
    'first_name',
    'middle_name',
    'last_name',
    'weight',
    'height_feet',
    'height_inch',
    'gender',
    'marital_status',
    'ssn',
    'birthdate',
    'prior_coverage_flag',
    'prior_carrier_name',
    'prior_effective_date',
    'prior_term_date',
  ],
  rules: [priorCoverageDetails],
});

/** The kind as the registry lists it: the generic form page with the Enter Enroller Code action. */
export const personalInfoKind: StepModule = {
  step: personalInfoStep,
  page: { layout: 'form', actions: ['enrollerCode'] },
  review: { check: 'fields' },
};
