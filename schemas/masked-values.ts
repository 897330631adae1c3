import { digitsOnly, maskSsn } from './input-formatters';

/**
 * What the browser gets instead of a secret once it is saved (security review): SSNs as
 * '***-**-1234', account and card numbers as 'XXXXXXXX1234', and, for a session that does not prove
 * the enrollment, health answers withheld. A masked value sent back in a save means "unchanged";
 * the server puts the stored value back when the last four match. Browser and server import this
 * one module, so the mask the server writes is the mask the form accepts.
 */

export { maskSsn };

const MASKED_SSN = /^\*{3}-\*{2}-(\d{4})$/;
// The billing step's prefix, and '*' as the review page writes it.
const MASKED_NUMBER = /^(?:X{4,}|\*{4,})(\d{4})$/;

/** True for exactly '***-**-dddd', the form an SSN answers in once saved. */
export function isMaskedSsn(value: unknown): value is string {
  return typeof value === 'string' && MASKED_SSN.test(value);
}

/** Masks all but the last four characters with a fixed prefix: 'XXXXXXXX6789' (002 section 9). */
export function maskWithPrefix(value: string): string {
  const last4 = value.slice(-4);
  return `XXXXXXXX${last4}`;
}

/** True for an account or card number as it answers masked ('XXXXXXXX1234', '****1234'). */
export function isMaskedNumber(value: unknown): value is string {
  return typeof value === 'string' && MASKED_NUMBER.test(value);
}

/** The kind of secret a field holds, which decides its mask. */
export type SecretKind = 'ssn' | 'number';

/** True when `value` is the mask of this kind. */
export function isMasked(kind: SecretKind, value: unknown): value is string {
  return kind === 'ssn' ? isMaskedSsn(value) : isMaskedNumber(value);
}

/** A secret as the browser sees it: masked to its last four (a value already masked stays as it is). */
export function maskSecret(kind: SecretKind, value: string): string {
  if (isMasked(kind, value)) return value;
  if (kind === 'ssn') return maskSsn(value);
  const digits = digitsOnly(value);
  return digits === '' ? '' : maskWithPrefix(digits);
}

/** True when `masked` is the mask of `stored`: the same kind of mask and the same last four digits. */
export function masksStoredValue(kind: SecretKind, masked: string, stored: unknown): boolean {
  if (!isMasked(kind, masked) || typeof stored !== 'string' || isMasked(kind, stored)) return false;
  const digits = digitsOnly(stored);
  return digits.length > 4 && digits.slice(-4) === masked.slice(-4);
}

/**
 * What the SSN input keeps after an edit (the widget's formatter): a mask left as it is stays the
 * mask ("unchanged", never reformatted); an edit of a mask starts a new SSN from the digits typed
 * into it (a mask with a character deleted is empty); any other input keeps up to nine digits.
 */
export function ssnInputValue(raw: string, previous: string): string {
  if (!isMaskedSsn(previous) || !raw.includes('*')) return digitsOnly(raw, 9);
  if (raw === previous) return previous;
  // The typed part lies between the start and the end the edit left as they were.
  let start = 0;
  while (start < raw.length && start < previous.length && raw[start] === previous[start]) start += 1;
  let end = 0;
  while (
    end < raw.length - start &&
    end < previous.length - start &&
    raw[raw.length - 1 - end] === previous[previous.length - 1 - end]
  )
    end += 1;
  return digitsOnly(raw.slice(start, raw.length - end), 9);
}

/** The key set on health answers a session may not read: the step's shape, no answers. */
export const ANSWERS_WITHHELD = 'answers_withheld';

/** Health answers as a session that does not prove the enrollment gets them. */
export function withheldHealthInfo(): { condition_questions: never[]; answers_withheld: true } {
  return { condition_questions: [], [ANSWERS_WITHHELD]: true };
}

// A carrier's sensitive field (any text): six stars and at most its last four characters.
const MASKED_TEXT = /^\*{6}[^*]{0,4}$/u;

/** A carrier's sensitive value as the browser sees it once saved: '******' and its last four characters when it has more than four. */
export function maskSensitiveText(value: string): string {
  const chars = [...value];
  return `******${chars.length > 4 ? chars.slice(-4).join('') : ''}`;
}

/** True when a value has the shape maskSensitiveText gives ('******' and up to four characters). */
export function isSensitiveMask(value: unknown): value is string {
  return typeof value === 'string' && MASKED_TEXT.test(value);
}

/** True when `masked` is what maskSensitiveText made of `stored` (a save sending it back means "unchanged"). */
export function masksSensitiveText(masked: unknown, stored: unknown): boolean {
  return isSensitiveMask(masked) && typeof stored === 'string' && maskSensitiveText(stored) === masked;
}
