import { ageBetween, isUsDate, notInFuture } from './dates';
import { isMaskedSsn } from './masked-values';

/**
 * The specification's field formats (000, 001 and 002, sections 5 and 9) as pure predicates, and
 * the FORMATS record that ajv registers under 'oe-*' names. The browser, the server's ajv and the
 * build-time standalone validators all call these same functions, so no two of them can disagree.
 * Validators take the value as saved (toSavePayload trims it); they never trim themselves.
 */

export { ageBetween } from './dates';
export { digitsOnly, formatDateInput, formatPhoneDisplay, maskSsn } from './input-formatters';

/** Minimum and maximum applicant age (000 section 5: 'Age must be between 18 and 100 years.'). */
export const ADULT_AGE = { min: 18, max: 100 } as const;

/** Five digits (000 and 001 section 9). */
export function isZip(value: string): boolean {
  return /^\d{5}$/.test(value);
}

/** Four digits (the contact step's zip4). */
export function isZip4(value: string): boolean {
  return /^\d{4}$/.test(value);
}

/**
 * Nine digits, optionally written 123-45-6789; or exactly the mask a saved SSN answers in
 * ('***-**-1234'), which a save reads as "unchanged" (the server puts the stored SSN back first).
 */
export function isSsn(value: string): boolean {
  return /^\d{3}-?\d{2}-?\d{4}$/.test(value) || isMaskedSsn(value);
}

/** Ten digits; spaces, dots, dashes and parentheses are allowed between them. */
export function isPhone(value: string): boolean {
  return /^[\d\s().-]+$/.test(value) && value.replace(/\D/g, '').length === 10;
}

// HTML's e-mail rule, with a dot required in the domain and a top-level label of 2+ letters.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;

/** A sane e-mail address: no spaces, one @, a dotted domain, at most 254 characters. */
export function isEmail(value: string): boolean {
  if (value.length > 254 || !EMAIL.test(value)) return false;
  const local = value.slice(0, value.lastIndexOf('@'));
  return local.length <= 64 && !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');
}

/** Letters, digits, hyphen, backtick, apostrophes, space and underscore, with at least one letter (000 section 5). */
export function isPersonName(value: string): boolean {
  return /^[A-Za-z0-9\-`'\u2019 _]+$/.test(value) && /[A-Za-z]/.test(value);
}

/** Letters only, words separated by single spaces (card holder first and last name, Save Cart name). */
export function isLettersOnlyName(value: string): boolean {
  return /^[A-Za-z]+(?: [A-Za-z]+)*$/.test(value);
}

/** Letters, digits and spaces, with at least one letter or digit (EFT account holder name). */
export function isAccountHolderName(value: string): boolean {
  return /^[A-Za-z0-9 ]+$/.test(value) && /[A-Za-z0-9]/.test(value);
}

/** True when nine digits satisfy the ABA checksum 3(d1+d4+d7) + 7(d2+d5+d8) + (d3+d6+d9) = 0 mod 10. */
export function abaChecksumValid(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  return sum % 10 === 0;
}

/** Exactly nine digits with a valid ABA checksum (002 section 5). */
export function isRoutingNumber(value: string): boolean {
  return abaChecksumValid(value);
}

/** Four to seventeen digits (002 section 5). */
export function isAccountNumber(value: string): boolean {
  return /^\d{4,17}$/.test(value);
}

/** Thirteen to twenty-five letters or digits (002 section 5; the spec's 13-25 alphanumeric ids). */
export function isCardNumber(value: string): boolean {
  return /^[A-Za-z0-9]{13,25}$/.test(value);
}

/** True when a digit string passes the Luhn check (card numbers; separate from the 13-25 rule). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Three or four digits (card security code; also the spec's "3 or 4 digit code"). */
export function isSecurityCode(value: string): boolean {
  return /^\d{3,4}$/.test(value);
}

/** An integer from 1 to 100 (beneficiary percentage). */
export function isPercentage(value: string): boolean {
  return /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 100;
}

/** A decimal number above zero, written with digits and an optional fraction. */
export function isPositiveNumber(value: string): boolean {
  return /^\d+(?:\.\d+)?$/.test(value) && Number(value) > 0;
}

/** An integer from 0 to 12. */
export function isRange0To12(value: string): boolean {
  return /^\d{1,2}$/.test(value) && Number(value) <= 12;
}

/** Two letters (001 section 9); the state widget uppercases as the user types. */
export function isStateCode(value: string): boolean {
  return /^[A-Za-z]{2}$/.test(value);
}

/** One to three digits, above zero (pounds; 'Weight cannot be zero or less'). */
export function isWeight(value: string): boolean {
  return /^\d{1,3}$/.test(value) && Number(value) > 0;
}

/** One digit, above zero ('Height cannot be zero'). */
export function isHeightFeet(value: string): boolean {
  return /^[1-9]$/.test(value);
}

/** Inches 0 to 11, one or two digits: 12 inches is a foot, so it is 'Inch is invalid'. */
export function isHeightInches(value: string): boolean {
  return /^\d{1,2}$/.test(value) && Number(value) <= 11;
}

/** Rules that depend on today's date take it as a second argument so tests and the server can pin it. */
const FORMAT_RULES = {
  'oe-zip': isZip,
  'oe-zip4': isZip4,
  'oe-ssn': isSsn,
  'oe-phone': isPhone,
  'oe-date': isUsDate,
  'oe-past-date': (v: string, today: Date) => notInFuture(v, today),
  'oe-adult-dob': (v: string, today: Date) => ageBetween(v, ADULT_AGE.min, ADULT_AGE.max, today),
  'oe-email': isEmail,
  'oe-name': isPersonName,
  'oe-card-name': isLettersOnlyName,
  'oe-account-name': isAccountHolderName,
  'oe-routing': isRoutingNumber,
  'oe-account': isAccountNumber,
  'oe-card': isCardNumber,
  'oe-cvv': isSecurityCode,
  'oe-percentage': isPercentage,
  'oe-positive': isPositiveNumber,
  'oe-range-0-12': isRange0To12,
  'oe-state': isStateCode,
  'oe-weight': isWeight,
  'oe-height-feet': isHeightFeet,
  'oe-height-inches': isHeightInches,
} satisfies Record<string, (value: string, today: Date) => boolean>;

export type FormatName = keyof typeof FORMAT_RULES;

export const FORMAT_NAMES = Object.keys(FORMAT_RULES) as FormatName[];

/** Checks value against a named format, with today injectable for the date rules. */
export function checkFormat(name: FormatName, value: string, today: Date = new Date()): boolean {
  return FORMAT_RULES[name](value, today);
}

/**
 * The formats as ajv expects them, `(value: string) => boolean`, reading today's date at call time.
 * Standalone validators reference this export by name (see schemas/ajv.ts), so it stays a plain
 * object of functions.
 */
export const FORMATS: Readonly<Record<FormatName, (value: string) => boolean>> = Object.fromEntries(
  FORMAT_NAMES.map((name) => [name, (value: string) => checkFormat(name, value, new Date())]),
) as Record<FormatName, (value: string) => boolean>;
