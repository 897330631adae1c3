import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { categoryList, defaultEprocess, dropEmpties, eprocessAllowed, isoToUsDate, usDateToIso } from './filters';
import { basicFilterErrors } from '../../schemas/filter-fields';

describe('dropEmpties', () => {
  it('drops undefined, null and blank strings and keeps 0 and false', () => {
    expect(
      dropEmpties({ zip: '', dob: '  ', gender: 0, tier: 'IO', is_smoker: null, x: undefined, flag: false }),
    ).toEqual({ gender: 0, tier: 'IO', flag: false });
  });

  it('never keeps an empty value and never changes a kept one beyond trimming', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.string(), fc.integer(), fc.constant(null))),
        (input) => {
          const out = dropEmpties(input);
          for (const [k, v] of Object.entries(out)) {
            expect(v === null || (typeof v === 'string' && v.trim() === '')).toBe(false);
            expect(v).toEqual(typeof input[k] === 'string' ? (input[k] as string).trim() : input[k]);
          }
        },
      ),
    );
  });
});

describe('dates', () => {
  it('converts mm/dd/yyyy to ISO and back', () => {
    expect(usDateToIso('04/12/1986')).toBe('1986-04-12');
    expect(usDateToIso('02/30/1986')).toBeNull();
    expect(isoToUsDate('1986-04-12')).toBe('04/12/1986');
  });
});

describe('eprocessAllowed', () => {
  it('lets only a signed-in rep enroll as rep and only a signed-in group administrator as group', () => {
    expect(eprocessAllowed({ kind: 'rep', signed_in: true }, 'rep')).toBe(true);
    expect(eprocessAllowed({ kind: 'rep' }, 'rep')).toBe(false);
    expect(eprocessAllowed({ kind: 'open', signed_in: true }, 'rep')).toBe(false);
    expect(eprocessAllowed({ kind: 'rep', signed_in: true }, 'group')).toBe(false);
    expect(eprocessAllowed({ kind: 'group', signed_in: true }, 'group')).toBe(true);
    expect(eprocessAllowed({ kind: 'group' }, 'group')).toBe(false);
    expect(eprocessAllowed({ kind: 'rep' }, 'applicant')).toBe(true);
    expect(eprocessAllowed({ kind: 'open' }, 'applicant')).toBe(true);
    expect(eprocessAllowed({ kind: 'rep', signed_in: true }, 'sigapplicant')).toBe(false);
  });

  it("defaults to the signed-in enroller's own process, else applicant", () => {
    expect(defaultEprocess({ kind: 'rep', signed_in: true })).toBe('rep');
    expect(defaultEprocess({ kind: 'rep' })).toBe('applicant');
    expect(defaultEprocess({ kind: 'group', signed_in: true })).toBe('group');
    expect(defaultEprocess({ kind: 'group' })).toBe('applicant');
    expect(defaultEprocess({ kind: 'open' })).toBe('applicant');
  });
});

describe('categoryList', () => {
  it('splits and trims', () => {
    expect(categoryList('DENTAL, VISION')).toEqual(['DENTAL', 'VISION']);
    expect(categoryList('')).toBeUndefined();
  });
});

describe('basic filter age rule', () => {
  const today = new Date(2026, 5, 15);
  it('accepts ages 18 to 100 and refuses younger, older, future and malformed dates', () => {
    const dobError = (dob: string) => basicFilterErrors({ dob }, ['dob'], today)[0]?.error_message;
    expect(dobError('06/15/2008')).toBeUndefined();
    expect(dobError('06/16/2008')).toBe('Age must be between 18 and 100 years.');
    expect(dobError('06/15/1926')).toBeUndefined();
    expect(dobError('06/14/1925')).toBe('Age must be between 18 and 100 years.');
    expect(dobError('01/01/2030')).toBe('Age must be between 18 and 100 years.');
    // A date that does not exist says so (issue 26), not that the age is out of range.
    expect(dobError('13/01/1990')).toBe('There is no month 13: the month must be 01 to 12');
    expect(dobError('02/30/1990')).toBe('There is no day 30 in February 1990: it has 28 days');
    expect(dobError('')).toBe('Field is required');
  });

  it('names every invalid field with the spec message', () => {
    expect(basicFilterErrors({ zip: '123', gender: '', tier: 'XX', dob: '01/01/1990' }, undefined, today)).toEqual([
      { target_element: 'zip', error_message: 'Invalid Zip code' },
      { target_element: 'gender', error_message: 'Field is required' },
      { target_element: 'tier', error_message: 'Field is required' },
    ]);
  });
});
