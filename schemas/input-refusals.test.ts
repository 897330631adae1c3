import { describe, expect, it } from 'vitest';
import { cardExpired } from './card-check';
import { dateProblem } from './dates';
import type { FieldDescriptor } from './descriptors';
import { fieldErrorMap } from './envelope';
import { basicFilterErrors, dobMessage } from './filter-fields';
import { signedDigits } from './input-formatters';
import { INPUT_MESSAGES, MESSAGES } from './messages';
import { STEPS } from './steps';
import { toSavePayload } from './to-save-payload';
import { validateStepData } from './validate-step-data';

/**
 * Issue 26, item 8: impossible input is refused with a message that names what is wrong, never
 * rewritten. These rules are the one source the browser and the server both run.
 */

// The "today": 11/27/2026.
const today = new Date(2026, 10, 27, 12);
const req = (field_name: string): FieldDescriptor => ({ field_name, value: null, required: 1, read_only: 0 });

describe('dates that do not exist', () => {
  it('names the month, the day or the form that is wrong', () => {
    expect(dateProblem('13/45/2020')).toEqual({ kind: 'month', month: '13' });
    expect(dateProblem('02/30/1990')).toEqual({ kind: 'day', day: '30', month: 2, year: 1990, days: 28 });
    expect(dateProblem('02/29/2024')).toBeNull();
    expect(dateProblem('00/10/2020')).toEqual({ kind: 'month', month: '00' });
    expect(dateProblem('05/15/1899')).toEqual({ kind: 'year' });
    expect(dateProblem('5/15/1990')).toEqual({ kind: 'form' });
  });

  it('refuses Employment Start 13/45/2020 with the month named, and saves nothing else in its place', () => {
    const errors = validateStepData(STEPS.employer_info, [req('employment_start_date')], {
      employment_start_date: '13/45/2020',
    });
    expect(fieldErrorMap(errors)).toEqual({ employment_start_date: INPUT_MESSAGES.monthOutOfRange('13') });
    expect(toSavePayload(STEPS.employer_info, { employment_start_date: '13/45/2020' }).employment_start_date).toBe(
      '13/45/2020',
    );
  });

  it('says 02/30/1990 on Get Started is no date, not that the age is out of range; the age rule stays for real dates', () => {
    expect(dobMessage('02/30/1990', today)).toBe(INPUT_MESSAGES.dayOutOfRange('30', 'February', 1990, 28));
    expect(dobMessage('02/28/1990', today)).toBeUndefined();
    expect(dobMessage('02/28/2015', today)).toBe(MESSAGES.ageBetween18And100);
    expect(basicFilterErrors({ zip: '30301', gender: '0', tier: 'IO', dob: '13/01/1990' }, undefined, today)).toEqual([
      { target_element: 'dob', error_message: INPUT_MESSAGES.monthOutOfRange('13') },
    ]);
  });
});

describe('numbers and lengths', () => {
  it('keeps a typed minus on a weight, which the check then refuses', () => {
    expect(signedDigits('-5', 3)).toBe('-5');
    expect(signedDigits(' -12a3', 3)).toBe('-123');
    expect(signedDigits('150', 3)).toBe('150');
    const errors = validateStepData(STEPS.primary_info, [req('weight')], { weight: '-5' });
    expect(fieldErrorMap(errors)).toEqual({ weight: MESSAGES.weightNotPositive });
  });

  it('names the limit of a first name that is only too long; a malformed one keeps its message', () => {
    const long = 'A'.repeat(300);
    expect(fieldErrorMap(validateStepData(STEPS.primary_info, [req('first_name')], { first_name: long }))).toEqual({
      first_name: INPUT_MESSAGES.tooLong('First Name', 50),
    });
    expect(
      fieldErrorMap(validateStepData(STEPS.primary_info, [req('first_name')], { first_name: `${long}@` })),
    ).toEqual({
      first_name: MESSAGES.validFirstName,
    });
  });
});

describe('card expiry', () => {
  it('counts a card good through its expiration month', () => {
    expect(cardExpired(10, 2026, today)).toBe(true);
    expect(cardExpired(11, 2026, today)).toBe(false);
    expect(cardExpired(1, 2027, today)).toBe(false);
    expect(cardExpired(12, 2025, today)).toBe(true);
  });
});
