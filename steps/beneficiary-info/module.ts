import type { FieldError } from '../../schemas/envelope';
import { isEmptyValue } from '../../schemas/field-values';
import { beneficiaryTotalMessage, MESSAGES } from '../../schemas/messages';
import { defineStep } from '../../schemas/step-definition';
import type { NormalizedDescriptor } from '../../schemas/descriptors';
import { BIRTHDATE_FIELD, NAME_FIELDS, SSN_FIELD } from '../../schemas/steps/person-fields';
import type { PeopleDeclaration, StepModule } from '../../schemas/steps/step-module';

/**
 * Beneficiary Information (001 sections 2, 3, 4 and 5): tab beneficiary_info, saved as
 * benificiary_info. The descriptors describe ONE beneficiary (the add and edit forms); the list
 * rules (at most 3, total exactly 100) are beneficiaryListErrors below.
 */

/** Relationships offered by GET /get-beneficiary-relationships (the option_lists seed holds the same values). */
export const BENEFICIARY_RELATIONSHIPS = [
  'Spouse',
  'Child',
  'Parent',
  'Sibling',
  'Grandchild',
  'Domestic Partner',
  'Friend',
  'Estate',
  'Trust',
  'Other',
] as const;

/** At most 3 beneficiaries (001 sections 4 and 9). */
export const MAX_BENEFICIARIES = 3;

/** The total the percentages must reach before Next (001 section 4). */
export const BENEFICIARY_TOTAL = 100;

export const beneficiaryInfoStep = defineStep({
  id: 'beneficiary_info',
  fields: {
    ...NAME_FIELDS,
    birthdate: BIRTHDATE_FIELD,
    ssn: SSN_FIELD,
    relationship: {
      label: 'Relationship',
      schema: { type: 'string', oneOf: BENEFICIARY_RELATIONSHIPS.map((r) => ({ const: r, title: r })) },
      widget: 'select',
    },
    beneficiary_percentage: {
      label: 'Percentage',
      schema: { type: 'string', format: 'oe-percentage', maxLength: 3 },
      widget: 'percentage',
    },
  },
  order: ['first_name', 'middle_name', 'last_name', 'birthdate', 'ssn', 'relationship', 'beneficiary_percentage'],
});

/** The middle name is kept but never shown (001 section 3). */
export function hideBeneficiaryMiddleName(list: readonly NormalizedDescriptor[]): NormalizedDescriptor[] {
  return list.map((d) => (d.field_name === 'middle_name' ? { ...d, visible: false, required: false } : d));
}

/** A beneficiary's percentage as a number (0 when missing or not a whole number). */
export function percentageOf(beneficiary: Readonly<Record<string, unknown>>): number {
  const raw = beneficiary.beneficiary_percentage;
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  return /^\d{1,3}$/.test(text) ? Number(text) : 0;
}

/** The running total of the beneficiaries' percentages. */
export function beneficiaryTotal(list: readonly Readonly<Record<string, unknown>>[]): number {
  return list.reduce((sum, b) => sum + percentageOf(b), 0);
}

/** Whether Next may show: at least one beneficiary and a total of exactly 100 (001 section 2). */
export function canContinueBeneficiaries(list: readonly Readonly<Record<string, unknown>>[]): boolean {
  return list.length > 0 && list.length <= MAX_BENEFICIARIES && beneficiaryTotal(list) === BENEFICIARY_TOTAL;
}

/**
 * The list rules checked before Next and on save: none ('Please add your beneficiaries before
 * continuing.'), more than 3, and a total other than 100 (the red total message).
 */
export function beneficiaryListErrors(list: readonly Readonly<Record<string, unknown>>[]): FieldError[] {
  const target = 'beneficiaries';
  const items = list.filter((b) => !isEmptyValue(b));
  if (items.length === 0) return [{ target_element: target, error_message: MESSAGES.addBeneficiariesFirst }];
  const errors: FieldError[] = [];
  const total = beneficiaryTotal(items);
  // 'shows when there are 3 or more and the total is not 100'; more than 3 is refused outright.
  if (items.length > MAX_BENEFICIARIES || (items.length === MAX_BENEFICIARIES && total !== BENEFICIARY_TOTAL)) {
    errors.push({ target_element: target, error_message: MESSAGES.maxBeneficiaries });
  }
  const totalMessage = beneficiaryTotalMessage(total);
  if (totalMessage) errors.push({ target_element: 'beneficiary_percentage', error_message: totalMessage });
  return errors;
}

/** The people page's list: the beneficiary list field, at most 3, a total of 100. */
export const BENEFICIARY_LIST: PeopleDeclaration = {
  field: 'beneficiaryList',
  max: MAX_BENEFICIARIES,
  total: BENEFICIARY_TOTAL,
};

/** The kind as the registry lists it: the people page with the beneficiary list. */
export const beneficiaryInfoKind: StepModule = {
  step: beneficiaryInfoStep,
  page: { layout: 'people', people: BENEFICIARY_LIST },
  adjustDescriptors: hideBeneficiaryMiddleName,
  // The review card: a beneficiary's id is no detail; the percentage is written with its sign.
  reviewDisplay: { hidden: ['beneficiary_id'], values: { beneficiary_percentage: (value) => `${String(value)}%` } },
};
