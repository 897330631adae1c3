import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSsn } from './formats';
import {
  isMaskedNumber,
  isMaskedSsn,
  maskSecret,
  masksStoredValue,
  maskWithPrefix,
  ssnInputValue,
  withheldHealthInfo,
} from './masked-values';

const nineDigits = fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: 9, maxLength: 9 });

describe('masked values', () => {
  it('knows the exact SSN mask and nothing like it', () => {
    expect(isMaskedSsn('***-**-6789')).toBe(true);
    for (const v of ['***-**-678', '***-**-67890', '*****6789', '123-45-6789', 'xxx-xx-6789', ' ***-**-6789', 6789])
      expect(isMaskedSsn(v), String(v)).toBe(false);
  });

  it('isSsn (the oe-ssn format of both sides) accepts the mask as "unchanged" and still refuses other stars', () => {
    expect(isSsn('***-**-6789')).toBe(true);
    expect(isSsn('123-45-6789')).toBe(true);
    expect(isSsn('***-**-67')).toBe(false);
    expect(isSsn('***456789')).toBe(false);
  });

  it('masks every SSN to its last four, and a mask stays as it is', () => {
    fc.assert(
      fc.property(
        nineDigits,
        (ssn) => maskSecret('ssn', ssn) === `***-**-${ssn.slice(-4)}` && isSsn(maskSecret('ssn', ssn)),
      ),
    );
    expect(maskSecret('ssn', '123-45-6789')).toBe('***-**-6789');
    expect(maskSecret('ssn', '***-**-6789')).toBe('***-**-6789');
  });

  it('masks account and card numbers as the billing step stores them', () => {
    expect(maskSecret('number', '987654321012')).toBe('XXXXXXXX1012');
    expect(maskSecret('number', '4111 1111 1111 1111')).toBe('XXXXXXXX1111');
    expect(maskSecret('number', 'XXXXXXXX1111')).toBe('XXXXXXXX1111');
    expect(maskWithPrefix('12345678')).toBe('XXXXXXXX5678');
    expect(isMaskedNumber('****1234')).toBe(true);
    expect(isMaskedNumber('12341234')).toBe(false);
  });

  it('a mask stands for a stored value only when the last four match', () => {
    expect(masksStoredValue('ssn', '***-**-6789', '123456789')).toBe(true);
    expect(masksStoredValue('ssn', '***-**-6789', '123-45-6789')).toBe(true);
    expect(masksStoredValue('ssn', '***-**-6780', '123456789')).toBe(false);
    expect(masksStoredValue('ssn', '***-**-6789', undefined)).toBe(false);
    expect(masksStoredValue('ssn', '***-**-6789', '***-**-6789')).toBe(false);
    expect(masksStoredValue('ssn', '123456789', '123456789')).toBe(false);
  });

  it('the SSN input keeps a mask as it is and starts a new SSN when the mask is edited', () => {
    const mask = '***-**-6789';
    expect(ssnInputValue(mask, mask)).toBe(mask);
    expect(ssnInputValue('5', mask)).toBe('5');
    expect(ssnInputValue('***-**-67895', mask)).toBe('5');
    expect(ssnInputValue('***-**-678', mask)).toBe('');
    expect(ssnInputValue('123-45-6789', mask)).toBe('123456789');
    expect(ssnInputValue('123-45-67890', '12345678')).toBe('123456789');
    expect(ssnInputValue('***', '')).toBe('');
  });

  it('withheld health answers keep the step shape and say so', () => {
    expect(withheldHealthInfo()).toEqual({ condition_questions: [], answers_withheld: true });
  });
});
