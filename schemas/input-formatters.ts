/**
 * Pure input formatters for the widgets (date, SSN, phone, zip, state). They run on every
 * keystroke, so each returns a value the next keystroke can be appended to (no sticky slashes:
 * a slash is only written once the next part has begun or the user typed one).
 */

const DATE_PART_SIZES = [2, 2, 4] as const;
const DATE_SEPARATOR = /[/\-. ]/;

/**
 * Formats typed text as mm/dd/yyyy: digits only, auto slashes, at most 10 characters. The digits are
 * kept as typed: a month 13 or a day 45 is refused by the date check with a message naming it
 * (schemas/format-messages.ts dateProblemMessage), never turned into another date (issue 26; the
 * specification's 'month clamped to 1-12 (invalid becomes 01)' silently changed what was typed).
 */
export function formatDateInput(raw: string): string {
  const parts: [string, string, string] = ['', '', ''];
  let index: 0 | 1 | 2 = 0;
  for (const ch of raw) {
    if (ch >= '0' && ch <= '9') {
      if (parts[index].length === DATE_PART_SIZES[index]) {
        if (index === 2) break;
        index = index === 0 ? 1 : 2;
      }
      parts[index] += ch;
    } else if (DATE_SEPARATOR.test(ch) && index < 2 && parts[index].length > 0) {
      // A typed separator ends a one-digit month or day ('1/5/2024' -> '01/05/2024').
      parts[index] = parts[index].padStart(2, '0');
      index = index === 0 ? 1 : 2;
    }
  }
  const [month, day, yyyy] = parts;
  if (index === 0) return month;
  if (index === 1) return `${month}/${day}`;
  return `${month}/${day}/${yyyy}`;
}

/**
 * A whole number as typed: its digits (at most max) and a leading minus when one was typed, so a
 * negative weight is refused by its check ('Weight cannot be zero or less'), never turned positive.
 */
export function signedDigits(raw: string, max = Number.POSITIVE_INFINITY): string {
  const sign = raw.trimStart().startsWith('-') ? '-' : '';
  return sign + digitsOnly(raw, max);
}

/** Keeps the digits of raw, at most max of them. */
export function digitsOnly(raw: string, max = Number.POSITIVE_INFINITY): string {
  return raw.replace(/\D/g, '').slice(0, max);
}

/** Masks an SSN to its last four digits: '123456789' -> '***-**-6789' (security.md: lists show SSNs masked). */
export function maskSsn(ssn: string): string {
  const digits = digitsOnly(ssn);
  return digits === '' ? '' : `***-**-${digits.slice(-4)}`;
}

/** Shows a 10-digit phone as '(404) 555-0101'; any other input is returned unchanged. */
export function formatPhoneDisplay(phone: string): string {
  const d = phone.replace(/[\s().-]/g, '');
  if (!/^\d{10}$/.test(d)) return phone;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** Keeps letters only, uppercased, at most max of them (the state input, 001 section 4). */
export function toUpperLetters(raw: string, max = 2): string {
  return raw
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, max);
}
