import type { NormalizedDescriptor } from '../descriptors';
import { MESSAGES } from '../messages';
import { defineStep } from '../step-definition';
import { GENDER_OPTIONS } from './personal-info';

/**
 * Dependent Information (002 sections 2, 3 and 5): tab dependent_info, saved as dependent_info.
 * The descriptors (GET /get-form-fields-dependent-primary-info, rules tab dependent_primary_info)
 * describe ONE dependent's primary_info; the list and tier rules are in dependent-list.ts.
 */

/** The form_field_rules tab of the dependent form (the call is get-form-fields-dependent-primary-info). */
export const DEPENDENT_RULES_TAB = 'dependent_primary_info';

/** Relationship codes with their display names (002 section 3: Spouse or Child in display). */
export const DEPENDENT_RELATIONSHIPS = [
  { const: 'spouse', title: 'Spouse' },
  { const: 'child', title: 'Child' },
] as const;

export type DependentRelationship = (typeof DEPENDENT_RELATIONSHIPS)[number]['const'];

/** A dependent's gender: '0' Male, '1' Female (002 sections 3 and 9). */
const DEPENDENT_GENDER_OPTIONS = GENDER_OPTIONS.filter((o) => o.const === '0' || o.const === '1');

/** 'The employed value is always '0'' (002 section 9). */
export const DEPENDENT_EMPLOYED = '0';

const NAME_MAX = 50;

export const dependentInfoStep = defineStep({
  id: 'dependent_info',
  fields: {
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
    birthdate: { label: 'Date of Birth', schema: { type: 'string', format: 'oe-past-date', maxLength: 10 }, widget: 'date', placeholder: 'mm/dd/yyyy' },
    ssn: { label: 'Social Security Number', schema: { type: 'string', format: 'oe-ssn', maxLength: 11 }, widget: 'ssn' },
    relationship: { label: 'Relationship', schema: { type: 'string', oneOf: DEPENDENT_RELATIONSHIPS }, widget: 'select' },
    gender: { label: 'Gender', schema: { type: 'string', oneOf: DEPENDENT_GENDER_OPTIONS }, widget: 'gender' },
    weight: { label: 'Weight (lbs)', schema: { type: 'string', format: 'oe-weight', maxLength: 3 }, widget: 'weight' },
    height_feet: { label: 'Height (feet)', schema: { type: 'string', format: 'oe-height-feet', maxLength: 1 }, widget: 'heightFeet' },
    height_inch: { label: 'Height (inches)', schema: { type: 'string', format: 'oe-height-inches', maxLength: 2 }, widget: 'heightInches' },
    employed: { label: 'Employed', schema: { type: 'string', enum: [DEPENDENT_EMPLOYED] } },
  },
  order: ['first_name', 'middle_name', 'last_name', 'birthdate', 'ssn', 'relationship', 'gender', 'weight', 'height_feet', 'height_inch', 'employed'],
});

const BUILD_FIELDS = new Set(['weight', 'height_feet', 'height_inch']);

/**
 * Weight and height are asked (required and non-zero) only when the server marks them required
 * (002 section 5); employed is never asked: it is always '0'. Relationship is decided by the tier
 * rules, never typed: always read-only.
 */
export function adjustDependentDescriptors(list: readonly NormalizedDescriptor[]): NormalizedDescriptor[] {
  return list.map((d) => {
    if (BUILD_FIELDS.has(d.field_name) && !d.required) return { ...d, visible: false };
    if (d.field_name === 'employed') return { ...d, visible: false, required: false, read_only: true, value: DEPENDENT_EMPLOYED };
    if (d.field_name === 'relationship') return { ...d, read_only: true, required: true };
    return d;
  });
}
