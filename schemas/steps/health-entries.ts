import type { FieldDescriptor } from '../descriptors';
import { defineStep, type StepDefinition } from '../step-definition';

/**
 * The follow-up forms of the health step (002 sections 3 and 5): an ordinary condition entry, the
 * physician entry of questions 146 and 147, none for 145, and one medication. Each is a small step
 * definition, so the generic validateStepData, toSavePayload and toStepSchema handle its fields.
 */

export type FollowUp = 'standard' | 'physician' | 'none';

/** 'The edit form for question 145 shows no follow-up fields.' */
export const NO_FOLLOW_UP_QUESTIONS: readonly number[] = [145];
/** 'Condition entry for questions 146 and 147: condition, status, last_seen_by_physician, ...' */
export const PHYSICIAN_QUESTIONS: readonly number[] = [146, 147];

/** The follow-up layout of a question id (the contract names the special ids). */
export function followUpOf(questionId: number): FollowUp {
  if (NO_FOLLOW_UP_QUESTIONS.includes(questionId)) return 'none';
  return PHYSICIAN_QUESTIONS.includes(questionId) ? 'physician' : 'standard';
}

/** Yes 1 / No 0: the answer of a question and of the treatment and medication selects. */
export const YES_NO_OPTIONS = [
  { const: 1, title: 'Yes' },
  { const: 0, title: 'No' },
] as const;

const text = (label: string, maxLength = 200) => ({ label, schema: { type: 'string', maxLength } }) as const;
const date = (label: string) =>
  ({
    label,
    schema: { type: 'string', format: 'oe-date', maxLength: 10 },
    widget: 'date',
    placeholder: 'mm/dd/yyyy',
  }) as const;
const pastDate = (label: string) =>
  ({
    label,
    schema: { type: 'string', format: 'oe-past-date', maxLength: 10 },
    widget: 'date',
    placeholder: 'mm/dd/yyyy',
  }) as const;
const yesNoSelect = (label: string) =>
  ({ label, schema: { type: 'integer', oneOf: YES_NO_OPTIONS }, widget: 'select' }) as const;

/** Ordinary entry: health_condition, date_of_onset, date_of_recovery, is_treatment, is_medicate, d_last_seen, symptoms. */
export const standardConditionEntry = defineStep({
  id: 'health_condition',
  fields: {
    health_condition: text('Condition'),
    date_of_onset: pastDate('Date of Onset'),
    date_of_recovery: date('Date of Recovery'),
    is_treatment: yesNoSelect('Currently Receiving Treatment'),
    is_medicate: yesNoSelect('Taking Medication'),
    d_last_seen: pastDate('Date Last Seen by Physician'),
    symptoms: text('Remaining Symptoms', 500),
  },
  order: [
    'health_condition',
    'date_of_onset',
    'date_of_recovery',
    'is_treatment',
    'is_medicate',
    'd_last_seen',
    'symptoms',
  ],
});

/** Questions 146 and 147: condition, status, last_seen_by_physician, date_of_recovery, physician_name, address, phone. */
export const physicianConditionEntry = defineStep({
  id: 'health_condition_physician',
  fields: {
    condition: text('Condition'),
    status: text('Status'),
    last_seen_by_physician: pastDate('Last Seen by Physician'),
    date_of_recovery: date('Date of Recovery'),
    physician_name: text('Physician Name', 100),
    address: text('Address'),
    phone: { label: 'Phone', schema: { type: 'string', format: 'oe-phone', maxLength: 14 }, widget: 'phone' },
  },
  order: ['condition', 'status', 'last_seen_by_physician', 'date_of_recovery', 'physician_name', 'address', 'phone'],
});

/** One medication: medication, dosage, medical_condition (the id is its position). */
export const medicationEntry = defineStep({
  id: 'health_medication',
  fields: { medication: text('Medication'), dosage: text('Dosage', 100), medical_condition: text('Medical Condition') },
  order: ['medication', 'dosage', 'medical_condition'],
});

/** Fields of the physician entry that may stay empty; the rest is required on Yes. */
const PHYSICIAN_OPTIONAL: ReadonlySet<string> = new Set(['date_of_recovery', 'address', 'phone']);

/** The entry form of a follow-up layout, or undefined for 'none'. */
export function conditionEntryOf(followUp: FollowUp): StepDefinition | undefined {
  return followUp === 'standard'
    ? standardConditionEntry
    : followUp === 'physician'
      ? physicianConditionEntry
      : undefined;
}

/**
 * The descriptors of an entry form: every field shown, required on Yes as 002 section 5 lists
 * (all seven ordinary fields; the physician entry's condition, status, last seen and physician),
 * nothing required when `partial` (save for later checks shape only).
 */
export function entryDescriptors(
  entry: StepDefinition,
  values: Readonly<Record<string, unknown>> = {},
  partial = false,
): FieldDescriptor[] {
  return entry.order.map((name) => ({
    field_name: name,
    value: values[name] ?? null,
    required: !partial && !(entry === physicianConditionEntry && PHYSICIAN_OPTIONAL.has(name)),
    read_only: false,
  }));
}
