/**
 * Pure input formatters for the widgets (date, SSN, phone, zip, state). They run on every
 * keystroke, so each returns a value the next keystroke can be appended to (no sticky slashes:
 * a slash is only written once the next part has begun or the user typed one).
 */

const DATE_PART_SIZES = [2, 2, 4] as const;
const DATE_SEPARATOR = /[/\-. ]/;

/** Clamps a complete two-digit month to 01-12: an invalid month becomes 01 (000 section 5). */
function clampMonth(mm: string): string {
  const n = Number(mm);
  return n >= 1 && n <= 12 ? mm : '01';
}

/** Clamps a complete two-digit day to 01-31. */
function clampDay(dd: string): string {
  const n = Number(dd);
  if (n < 1) return '01';
  return n > 31 ? '31' : dd;
}

/** Formats typed text as mm/dd/yyyy: digits only, auto slashes, month 01-12, day 01-31, at most 10 characters. */
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
  const [mm, dd, yyyy] = parts;
  const month = mm.length === 2 ? clampMonth(mm) : mm;
  const day = dd.length === 2 ? clampDay(dd) : dd;
  if (index === 0) return month;
  if (index === 1) return `${month}/${day}`;
  return `${month}/${day}/${yyyy}`;
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
