import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  PRICING_ERROR_MESSAGES,
  STEP_TITLES,
  billDateLabel,
  availablePlansHeading,
  beneficiaryLine,
  beneficiaryTotalMessage,
  beneficiaryTotalOver,
  beneficiaryTotalUnder,
  confirmationNumber,
  dependentError,
  dependentTitle,
  effectiveAsOf,
  enrollingCompany,
  landingNotConfigured,
  pricingErrorMessage,
  receiptGreeting,
  referredBy,
  selectionLine,
} from './messages';

const all: [string, string][] = [
  ...Object.entries(MESSAGES),
  ...Object.entries(PRICING_ERROR_MESSAGES),
  ...Object.entries(STEP_TITLES),
];

/** Case, spacing and punctuation folded away: two messages equal here are one message spelled twice. */
const normalise = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

// The specification itself spells this rule both ways (000 section 5), so both are kept on purpose.
const INTENTIONAL_VARIANTS = [['zipFiveDigits', 'zipFiveDigitsWithStop']];

describe('message catalogue', () => {
  it('holds non-empty strings without surrounding whitespace', () => {
    for (const [key, value] of all) {
      expect(typeof value, key).toBe('string');
      expect(value.trim(), key).toBe(value);
      expect(value.length, key).toBeGreaterThan(0);
    }
  });

  it('holds each message once', () => {
    const values = all.map(([, v]) => v);
    expect(new Set(values).size).toBe(values.length);
  });

  it('has no two spellings of the same message, except the ones the specification spells twice', () => {
    const byNorm = new Map<string, string[]>();
    for (const [key, value] of all) byNorm.set(normalise(value), [...(byNorm.get(normalise(value)) ?? []), key]);
    const clashes = [...byNorm.values()].filter((keys) => keys.length > 1);
    expect(clashes).toEqual(INTENTIONAL_VARIANTS);
  });

  it('keeps the specification spellings the tests and users look for', () => {
    expect(MESSAGES.securityCodeDigits).toBe('Security code must of 3 or 4 digits');
    expect(MESSAGES.informationSaved).toBe('Information Saved!!! Check your email to continue');
    expect(MESSAGES.spouseQuestion).toBe('Will you be Enrolling your spouse ?');
    expect(MESSAGES.zipFiveDigitsWithStop).toBe('Enter 5 digit zip code.');
  });

  it('maps pricing error codes to their messages and leaves other codes to the server', () => {
    expect(pricingErrorMessage('stateError')).toBe(
      'Plan not available in your state. Please change the state by editing your basic info above.',
    );
    expect(pricingErrorMessage('planAgeError')).toBeUndefined();
    expect(pricingErrorMessage('toString')).toBeUndefined();
    expect(Object.keys(PRICING_ERROR_MESSAGES).sort()).toEqual(
      ['ageError', 'hourError', 'metError', 'salaryError', 'smokerError', 'stateError', 'tierError'].sort(),
    );
  });
});

describe('templated messages', () => {
  it('fill in the variable part only', () => {
    expect(beneficiaryTotalOver(120)).toBe(
      'Your total Beneficiary Percentage is 120 and it Should not be more than 100%',
    );
    expect(beneficiaryTotalUnder(40)).toBe(
      'Your total Beneficiary Percentage is 40 and it Should not be less than 100%',
    );
    expect(dependentError(2, 'Field is required')).toBe('Dependent #2 Field is required');
    expect(dependentTitle(3)).toBe('Dependent #3');
    expect(beneficiaryLine(1, 'Ann', 'Lee')).toBe('Beneficiary #1: Ann Lee');
    expect(availablePlansHeading('DENTAL')).toBe('HERE ARE YOUR AVAILABLE DENTAL PLANS');
    expect(availablePlansHeading('Major Medical')).toBe('HERE ARE YOUR AVAILABLE MAJOR MEDICAL PLANS');
    expect(landingNotConfigured('Agent')).toBe('OOPS! Landing url is not configured for this Agent');
    expect(landingNotConfigured('Group')).toBe('OOPS! Landing url is not configured for this Group');
    expect(effectiveAsOf('04/01/2025')).toBe('Your plans will be effective as of 04/01/2025');
    expect(referredBy('Jo Smith')).toBe('(Referred By: Jo Smith)');
    expect(receiptGreeting('Jo')).toBe('Dear Jo, Thank you');
    expect(confirmationNumber(1234)).toBe('#1234');
    expect(enrollingCompany('Acme Inc')).toBe('The company that you will be enrolling under is Acme Inc');
    expect(selectionLine('Acme', 'Jo', 'Main')).toBe('Selected Group is: Acme | Member: Jo | Selected Portal is: Main');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 28].map(billDateLabel)).toEqual(
      ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '28th'].map((d) => `${d} of month`),
    );
  });

  it('give the beneficiary total message only when the total is not exactly 100', () => {
    expect(beneficiaryTotalMessage(100)).toBeUndefined();
    expect(beneficiaryTotalMessage(101)).toBe(beneficiaryTotalOver(101));
    expect(beneficiaryTotalMessage(99)).toBe(beneficiaryTotalUnder(99));
  });
});
