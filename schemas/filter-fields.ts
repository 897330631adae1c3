import { TIERS, type TierCode } from './categories';
import type { FieldError } from './envelope';
import { dateProblemMessage } from './format-messages';
import { ADULT_AGE, ageBetween, isZip } from './formats';
import { MESSAGES } from './messages';

/**
 * The basic filter fields (zip, date of birth, gender, tier) of the welcome form, the quote form,
 * the Basic Details editor and add-filter-for-new-user (000 section 5). Browser and server both
 * call these, so they always agree; messages are the specification's exact strings.
 */
export interface BasicFilterInput {
  zip?: string | undefined;
  dob?: string | undefined;
  gender?: string | number | undefined;
  tier?: string | undefined;
}

export type BasicFilterField = keyof BasicFilterInput;

/** Gender codes: 0 Male, 1 Female, 2 Other (000 section 3). */
export const GENDERS = [
  { code: '0', label: 'Male' },
  { code: '1', label: 'Female' },
  { code: '2', label: 'Other' },
] as const;

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** True for IO, IS, IC or IF. */
export function isTierCode(value: unknown): value is TierCode {
  return TIERS.some((t) => t.code === value);
}

/** The zip field's message, or undefined when valid (format only; the zip service checks existence). */
export function zipMessage(zip: string | undefined): string | undefined {
  if (blank(zip)) return MESSAGES.fieldRequired;
  return isZip(String(zip)) ? undefined : MESSAGES.zipInvalid;
}

/** The date of birth's message: required, a real mm/dd/yyyy date (else what is wrong with it), age 18 to 100. */
export function dobMessage(dob: string | undefined, today: Date = new Date()): string | undefined {
  if (blank(dob)) return MESSAGES.fieldRequired;
  const notADate = dateProblemMessage(String(dob));
  if (notADate) return notADate;
  return ageBetween(String(dob), ADULT_AGE.min, ADULT_AGE.max, today) ? undefined : MESSAGES.ageBetween18And100;
}

/** The gender field's message. */
export function genderMessage(gender: string | number | undefined): string | undefined {
  if (blank(gender)) return MESSAGES.fieldRequired;
  return GENDERS.some((g) => g.code === String(gender)) ? undefined : MESSAGES.fieldRequired;
}

/** The tier field's message. */
export function tierMessage(tier: string | undefined): string | undefined {
  return isTierCode(tier) ? undefined : MESSAGES.fieldRequired;
}

const CHECKS: Record<BasicFilterField, (input: BasicFilterInput, today: Date) => string | undefined> = {
  zip: (i) => zipMessage(i.zip),
  dob: (i, today) => dobMessage(i.dob, today),
  gender: (i) => genderMessage(i.gender),
  tier: (i) => tierMessage(i.tier),
};

/** Field errors of the named basic filter fields, in field order (empty when all are valid). */
export function basicFilterErrors(
  input: BasicFilterInput,
  fields: readonly BasicFilterField[] = ['zip', 'gender', 'tier', 'dob'],
  today: Date = new Date(),
): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of fields) {
    const message = CHECKS[field](input, today);
    if (message) errors.push({ target_element: field, error_message: message });
  }
  return errors;
}
