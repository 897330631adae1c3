import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCard } from './card-check';
import {
  FORMATS,
  FORMAT_NAMES,
  abaChecksumValid,
  checkFormat,
  isAccountHolderName,
  isAccountNumber,
  isCardNumber,
  isEmail,
  isHeightFeet,
  isHeightInches,
  isLettersOnlyName,
  isPercentage,
  isPersonName,
  isPhone,
  isPositiveNumber,
  isRange0To12,
  isRoutingNumber,
  isSecurityCode,
  isSsn,
  isStateCode,
  isWeight,
  isZip,
  isZip4,
  luhnValid,
} from './formats';

/** Asserts a predicate accepts every good value and refuses every bad one. */
function table(check: (v: string) => boolean, good: string[], bad: string[]): void {
  for (const v of good) expect(check(v), `should accept ${JSON.stringify(v)}`).toBe(true);
  for (const v of bad) expect(check(v), `should refuse ${JSON.stringify(v)}`).toBe(false);
}

describe('digit formats', () => {
  it('zip is 5 digits, zip4 is 4', () => {
    table(isZip, ['30301', '00501'], ['3030', '303011', '3030a', ' 30301', '']);
    table(isZip4, ['1234'], ['123', '12345', 'abcd']);
  });

  it('ssn is 9 digits, dashes optional', () => {
    table(isSsn, ['123456789', '123-45-6789'], ['12345678', '1234567890', '123 45 6789', '12-345-6789', 'abcdefghi']);
  });

  it('phone is 10 digits with the usual separators allowed', () => {
    table(
      isPhone,
      ['4045550101', '(404) 555-0101', '404.555.0101', '404-555-0101'],
      ['404555010', '14045550101', '404555010a', '+14045550101', ''],
    );
  });

  it('account number is 4 to 17 digits, security code 3 or 4', () => {
    table(isAccountNumber, ['1234', '12345678901234567'], ['123', '123456789012345678', '12a4']);
    table(isSecurityCode, ['123', '1234'], ['12', '12345', '12a']);
  });

  it('card number is 13 to 25 letters or digits', () => {
    table(
      isCardNumber,
      ['4111111111111', '4111111111111111', 'A'.repeat(25)],
      ['411111111111', 'A'.repeat(26), '4111 1111 1111 1111'],
    );
  });
});

describe('number formats', () => {
  it('percentage is an integer from 1 to 100', () => {
    table(isPercentage, ['1', '50', '100', '007'], ['0', '101', '1.5', '-5', '']);
  });

  it('positive number is above zero, range 0-12 an integer up to 12', () => {
    table(isPositiveNumber, ['1', '0.5', '12.25'], ['0', '0.0', '-1', '1.', 'abc']);
    table(isRange0To12, ['0', '7', '12'], ['13', '-1', '1.5', '123']);
  });

  it('weight is 1-3 digits above zero, feet one digit above zero, inches 0-11', () => {
    table(isWeight, ['1', '150', '999'], ['0', '000', '1000', '-5', '']);
    table(isHeightFeet, ['1', '9'], ['0', '10', 'a']);
    table(isHeightInches, ['0', '5', '11', '09'], ['12', '99', '123', '-1']);
  });
});

describe('text formats', () => {
  it('e-mail needs one @, a dotted domain and no spaces', () => {
    table(
      isEmail,
      ['jo@example.com', 'jo.smith+tag@mail.example.co.uk', "o'brien@example.org"],
      [
        'jo@example',
        'jo @example.com',
        'jo@exa mple.com',
        'jo@@example.com',
        '@example.com',
        'jo@.example.com',
        'jo..x@example.com',
        '.jo@example.com',
        'jo@example.c',
        'jo@-example.com',
        `${'a'.repeat(65)}@example.com`,
      ],
    );
  });

  it('person name allows letters, digits, hyphen, backtick, apostrophes, space and underscore', () => {
    table(
      isPersonName,
      ["O'Brien", 'Mary-Jane', 'Jo`e', 'Ann Marie', 'D\u2019Angelo', 'john_2'],
      ['', '   ', '123', 'Jo.', 'Jo@', 'Jos\u00e9'],
    );
  });

  it('card holder names are letters only, words separated by one space', () => {
    table(isLettersOnlyName, ['Mary', 'Mary Ann'], ['Mary-Ann', "O'Brien", 'Mary  Ann', ' Mary', 'J0']);
  });

  it('account holder name is letters, digits and spaces', () => {
    table(isAccountHolderName, ['Acme Corp 2', 'Jo'], ['', '   ', 'Acme-Corp', 'Jo.']);
  });

  it('state is two letters', () => {
    table(isStateCode, ['GA', 'ga'], ['G', 'GAA', 'G1']);
  });
});

describe('routing numbers (ABA checksum 3-7-1)', () => {
  it('accepts 021000021 and refuses 123456789 and wrong lengths', () => {
    table(
      isRoutingNumber,
      ['021000021', '011000015', '121000358'],
      ['123456789', '02100002', '0210000210', '02100002a'],
    );
  });

  const checkDigit = (eight: string) => {
    const w = [3, 7, 1, 3, 7, 1, 3, 7];
    const sum = w.reduce((acc, x, i) => acc + x * Number(eight[i]), 0);
    return String((10 - (sum % 10)) % 10);
  };
  const eightDigits = fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: 8, maxLength: 8 });

  it('accepts every number whose ninth digit is the checksum, and refuses any single-digit change', () => {
    fc.assert(
      fc.property(eightDigits, fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (eight, pos, delta) => {
        const routing = eight + checkDigit(eight);
        expect(isRoutingNumber(routing)).toBe(true);
        const changed = routing.slice(0, pos) + String((Number(routing[pos]) + delta) % 10) + routing.slice(pos + 1);
        expect(abaChecksumValid(changed)).toBe(false);
      }),
      { numRuns: 5000 },
    );
  }, 60_000);
});

describe('cards', () => {
  it('luhn accepts 4111111111111111 and refuses a changed digit', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('41111a')).toBe(false);
  });

  it('checkCard knows the brand and the Luhn digit', () => {
    expect(checkCard('4111 1111 1111 1111')).toEqual({ valid: true, luhn: true, brand: 'visa' });
    expect(checkCard('4111111111111112')).toMatchObject({ valid: false, luhn: false, brand: 'visa' });
  });
});

describe('FORMATS registry', () => {
  it('names every format oe-* and exposes a one-argument predicate for each', () => {
    expect(FORMAT_NAMES.length).toBeGreaterThanOrEqual(20);
    for (const name of FORMAT_NAMES) {
      expect(name).toMatch(/^oe-[a-z0-9-]+$/);
      expect(typeof FORMATS[name]).toBe('function');
    }
    expect(FORMAT_NAMES).not.toContain('email');
  });

  it('agrees with checkFormat for today on random strings', () => {
    const sample = fc.string({ unit: fc.constantFrom(...'0123456789/-() .@aZ'.split('')), maxLength: 14 });
    fc.assert(
      fc.property(fc.constantFrom(...FORMAT_NAMES), sample, (name, value) => {
        expect(FORMATS[name](value)).toBe(checkFormat(name, value, new Date()));
      }),
      { numRuns: 3000 },
    );
  }, 60_000);

  it('applies the adult age and past-date rules through the formats', () => {
    const today = new Date(2024, 5, 15, 12);
    expect(checkFormat('oe-adult-dob', '06/15/2006', today)).toBe(true);
    expect(checkFormat('oe-adult-dob', '06/16/2006', today)).toBe(false);
    expect(checkFormat('oe-past-date', '06/16/2024', today)).toBe(false);
    expect(checkFormat('oe-date', '06/16/2099', today)).toBe(true);
  });
});
