import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSavePayload } from './to-save-payload';
import { formData } from './test-support/arbitraries';
import { sampleStep } from './test-support/sample-step';

describe('toSavePayload', () => {
  it('drops empty and null values, trims strings, keeps dates mm/dd/yyyy and strips phone and SSN separators', () => {
    expect(
      toSavePayload(sampleStep, {
        first_name: '  Jo ',
        middle_name: '',
        last_name: null,
        address1: '   ',
        birthdate: '1990-03-05',
        prior_effective_date: '03/05/2020',
        ssn: '123-45-6789',
        phone_number: '(404) 555-0101',
        zip: '30301',
        gender: 0,
        with_validation: false,
        holiday_policy: { Standard_6: 1, Birthday: 0 },
        custom_note: 'kept',
        empty_list: [],
        empty_object: {},
      }),
    ).toEqual({
      first_name: 'Jo',
      birthdate: '03/05/1990',
      prior_effective_date: '03/05/2020',
      ssn: '123456789',
      phone_number: '4045550101',
      zip: '30301',
      gender: 0,
      with_validation: false,
      holiday_policy: { Standard_6: 1, Birthday: 0 },
      custom_note: 'kept',
    });
  });

  it('drops keys that are not field names, so a payload cannot reach a prototype', () => {
    const data = JSON.parse('{"__proto__": {"polluted": true}, "zip": "30301"}') as Record<string, unknown>;
    const payload = toSavePayload(sampleStep, data);
    expect(payload).toEqual({ zip: '30301' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('is idempotent and never keeps an empty value', () => {
    fc.assert(
      fc.property(formData, (data) => {
        const payload = toSavePayload(sampleStep, data);
        expect(toSavePayload(sampleStep, payload)).toEqual(payload);
        for (const value of Object.values(payload)) expect([undefined, null, ''].includes(value as never)).toBe(false);
      }),
      { numRuns: 3000 },
    );
  }, 60_000);
});
