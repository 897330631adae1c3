import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitsOnly, formatDateInput, formatPhoneDisplay, maskSsn, toUpperLetters } from './input-formatters';

const DATE_SHAPE = /^\d{0,2}(\/\d{0,2}(\/\d{0,4})?)?$/;
const typed = fc.string({ unit: fc.constantFrom(...'0123456789//-. a'.split('')), maxLength: 20 });

describe('formatDateInput', () => {
  it('inserts slashes as the next part begins', () => {
    expect(formatDateInput('1')).toBe('1');
    expect(formatDateInput('12')).toBe('12');
    expect(formatDateInput('123')).toBe('12/3');
    expect(formatDateInput('12312024')).toBe('12/31/2024');
    expect(formatDateInput('12/31/2024')).toBe('12/31/2024');
    expect(formatDateInput('12/')).toBe('12/');
    expect(formatDateInput('12/31/')).toBe('12/31/');
  });

  it('keeps an impossible month or day as typed, for the date check to refuse (never another date)', () => {
    // Issue 26: '13/45/2020' was saved as 01/31/2020.
    expect(formatDateInput('13452020')).toBe('13/45/2020');
    expect(formatDateInput('13/45/2020')).toBe('13/45/2020');
    expect(formatDateInput('00')).toBe('00');
    expect(formatDateInput('0532')).toBe('05/32');
    expect(formatDateInput('02301990')).toBe('02/30/1990');
  });

  it('pads a one-digit month or day when the user types a separator', () => {
    expect(formatDateInput('1/5/2024')).toBe('01/05/2024');
    expect(formatDateInput('1/')).toBe('01/');
  });

  it('keeps digits only and stops at 10 characters', () => {
    expect(formatDateInput('ab12cd31ef2024gh')).toBe('12/31/2024');
    expect(formatDateInput('123120245678')).toBe('12/31/2024');
  });

  it('always yields the mm/dd/yyyy shape, at most 10 characters, the typed digits in their order', () => {
    fc.assert(
      fc.property(typed, (raw) => {
        const out = formatDateInput(raw);
        expect(out).toMatch(DATE_SHAPE);
        expect(out.length).toBeLessThanOrEqual(10);
        // Nothing typed is changed: the digits kept are typed digits (padding zeros aside), never clamped.
        const typedDigits = raw.replace(/\D/g, '');
        const kept = out.replace(/\D/g, '');
        if (!/[/\-. ]/.test(raw)) expect(typedDigits.startsWith(kept)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  }, 60_000);

  it('is idempotent and lets the user delete back to nothing', () => {
    fc.assert(
      fc.property(typed, (raw) => {
        const out = formatDateInput(raw);
        expect(formatDateInput(out)).toBe(out);
        // Deleting the last character never brings it back (no sticky slash).
        if (out.length > 0) expect(formatDateInput(out.slice(0, -1))).toBe(out.slice(0, -1));
      }),
      { numRuns: 5000 },
    );
  }, 60_000);
});

describe('other formatters', () => {
  it('digitsOnly keeps at most max digits', () => {
    expect(digitsOnly('12a-34 5', 4)).toBe('1234');
    expect(digitsOnly('x')).toBe('');
  });

  it('maskSsn shows only the last four digits', () => {
    expect(maskSsn('123456789')).toBe('***-**-6789');
    expect(maskSsn('123-45-6789')).toBe('***-**-6789');
    expect(maskSsn('')).toBe('');
  });

  it('formatPhoneDisplay formats ten digits and leaves anything else alone', () => {
    expect(formatPhoneDisplay('4045550101')).toBe('(404) 555-0101');
    expect(formatPhoneDisplay('404-555-0101')).toBe('(404) 555-0101');
    expect(formatPhoneDisplay('40455501')).toBe('40455501');
  });

  it('toUpperLetters keeps two uppercase letters by default', () => {
    expect(toUpperLetters('g1a')).toBe('GA');
    expect(toUpperLetters('georgia', 3)).toBe('GEO');
  });
});
