import { MESSAGES } from '../messages';

/**
 * Field definitions a person has wherever the wizard asks about one (the applicant, a beneficiary,
 * a dependent): one source for their formats, sizes and messages (001 section 5, 002 section 5).
 */

const NAME_MAX = 50;

export const NAME_FIELDS = {
  first_name: {
    label: 'First Name',
    schema: { type: 'string', format: 'oe-name', maxLength: NAME_MAX },
    messages: { invalid: MESSAGES.validFirstName },
  },
  middle_name: { label: 'Middle Name', schema: { type: 'string', format: 'oe-name', maxLength: NAME_MAX } },
  last_name: {
    label: 'Last Name',
    schema: { type: 'string', format: 'oe-name', maxLength: NAME_MAX },
    messages: { invalid: MESSAGES.validLastName },
  },
} as const;

export const BIRTHDATE_FIELD = {
  label: 'Date of Birth',
  schema: { type: 'string', format: 'oe-past-date', maxLength: 10 },
  widget: 'date',
  placeholder: 'mm/dd/yyyy',
} as const;

export const SSN_FIELD = {
  label: 'Social Security Number',
  schema: { type: 'string', format: 'oe-ssn', maxLength: 11 },
  widget: 'ssn',
} as const;

/** Weight and height, asked when a carrier's rules require them. */
export const BUILD_FIELDS = {
  weight: { label: 'Weight (lbs)', schema: { type: 'string', format: 'oe-weight', maxLength: 3 }, widget: 'weight' },
  height_feet: {
    label: 'Height (feet)',
    schema: { type: 'string', format: 'oe-height-feet', maxLength: 1 },
    widget: 'heightFeet',
  },
  height_inch: {
    label: 'Height (inches)',
    schema: { type: 'string', format: 'oe-height-inches', maxLength: 2 },
    widget: 'heightInches',
  },
} as const;

/** Gender codes (001 section 3: 0 male, 1 female, 2 others). */
export const GENDER_OPTIONS = [
  { const: '0', title: 'Male' },
  { const: '1', title: 'Female' },
  { const: '2', title: 'Other' },
] as const;

/** 1/0 flag fields (with_validation is 'sent as 1 or 0', 001 section 3). */
export const FLAG_SCHEMA = { type: 'integer', enum: [0, 1] } as const;
