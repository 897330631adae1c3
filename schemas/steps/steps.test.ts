import { describe, expect, it } from 'vitest';
import type { FieldDescriptor } from '../descriptors';
import { normalizeDescriptors } from '../descriptors';
import { CHECK_MESSAGES, MESSAGES } from '../messages';
import { toSavePayload } from '../to-save-payload';
import { validateStepData } from '../validate-step-data';
import { adjustStepDescriptors, STEPS } from './index';

const today = new Date(2026, 5, 15);
const req = (...names: string[]): FieldDescriptor[] =>
  names.map((field_name) => ({ field_name, value: null, required: 1, read_only: 0 }));
const errorsOf = (tab: keyof typeof STEPS, d: FieldDescriptor[], data: Record<string, unknown>) =>
  Object.fromEntries(validateStepData(STEPS[tab], d, data, { today }).map((e) => [e.target_element, e.error_message]));

describe('personal info', () => {
  const d = req(
    'first_name',
    'last_name',
    'marital_status',
    'ssn',
    'weight',
    'height_feet',
    'height_inch',
    'prior_coverage_flag',
    'prior_carrier_name',
    'prior_effective_date',
    'prior_term_date',
  );
  d.slice(-3).forEach((x) => (x.required = 0));
  it('shows the specification messages', () => {
    const e = errorsOf('primary_info', d, {
      first_name: 'J0hn!',
      last_name: '',
      ssn: '12-34',
      weight: '0',
      height_feet: '0',
      height_inch: '12',
      marital_status: '1',
      prior_coverage_flag: '1',
      prior_term_date: '07/01/2026',
    });
    expect(e).toEqual({
      first_name: MESSAGES.validFirstName,
      last_name: MESSAGES.fieldRequired,
      ssn: MESSAGES.invalidSsn,
      weight: MESSAGES.weightNotPositive,
      height_feet: MESSAGES.heightZero,
      height_inch: MESSAGES.inchInvalid,
      prior_term_date: CHECK_MESSAGES.validPastDate,
      prior_carrier_name: MESSAGES.fieldRequired,
      prior_effective_date: MESSAGES.fieldRequired,
    });
  });
  it('accepts a complete form and saves dashes-free SSNs', () => {
    const data = {
      first_name: 'Ana',
      last_name: 'Diaz',
      ssn: '123-45-6789',
      weight: '150',
      height_feet: '5',
      height_inch: '7',
      marital_status: '0',
      prior_coverage_flag: '0',
    };
    expect(errorsOf('primary_info', d, data)).toEqual({});
    expect(toSavePayload(STEPS.primary_info, data).ssn).toBe('123456789');
  });
});

describe('contact info', () => {
  it('requires birth state and city only when both are flagged', () => {
    const one = adjustStepDescriptors(
      'contact_info',
      normalizeDescriptors([
        ...req('birth_state'),
        { field_name: 'birth_city', value: null, required: 0, read_only: 0 },
      ]),
    );
    expect(one.every((x) => !x.required)).toBe(true);
    const both = adjustStepDescriptors('contact_info', normalizeDescriptors(req('birth_state', 'birth_city')));
    expect(both.every((x) => x.required)).toBe(true);
  });
  it('checks e-mail, phone and zip with their messages', () => {
    const e = errorsOf('contact_info', req('email_address', 'phone_number', 'zip', 'state'), {
      email_address: 'x@y',
      phone_number: '404555',
      zip: '3030',
      state: 'GA',
    });
    expect(e).toEqual({
      email_address: MESSAGES.emailNotCorrectFormat,
      phone_number: MESSAGES.invalidPhone,
      zip: MESSAGES.zipFiveDigits,
    });
  });
});

describe('employer info', () => {
  it('blocks a retired employee and a future start date', () => {
    const e = errorsOf('employer_info', req('employment_status', 'employment_start_date', 'name'), {
      employment_status: 'R',
      employment_start_date: '06/16/2026',
      name: '@@',
    });
    expect(e).toEqual({
      employment_status: MESSAGES.retiredEmployer,
      employment_start_date: CHECK_MESSAGES.validPastDate,
      name: MESSAGES.invalidEmployer,
    });
  });
  it('asks for at least one holiday policy when required', () => {
    expect(errorsOf('employer_info', req('holiday_policy'), {})).toEqual({
      holiday_policy: MESSAGES.selectHolidayPolicy,
    });
    expect(errorsOf('employer_info', req('holiday_policy'), { holiday_policy: { Birthday: 0 } })).toEqual({
      holiday_policy: MESSAGES.selectHolidayPolicy,
    });
    expect(errorsOf('employer_info', req('holiday_policy'), { holiday_policy: { Birthday: 1 } })).toEqual({});
  });
  it('requires the four profile fields only when all four are flagged', () => {
    const three = adjustStepDescriptors(
      'employer_info',
      normalizeDescriptors(req('emp_industry', 'emp_num_employed', 'emp_vac_policy')),
    );
    expect(three.some((x) => x.required)).toBe(false);
    const four = adjustStepDescriptors(
      'employer_info',
      normalizeDescriptors(req('emp_industry', 'emp_num_employed', 'emp_vac_policy', 'emp_barg_unit')),
    );
    expect(four.every((x) => x.required)).toBe(true);
  });
});
