import { describe, expect, it } from 'vitest';
import { isFieldName, type FieldDescriptor } from './descriptors';
import { fieldErrorMap } from './envelope';
import { CHECK_MESSAGES, MESSAGES, beneficiaryTotalMessage } from './messages';
import { defineStep } from './step-definition';
import { validateStepData } from './validate-step-data';
import { sampleRequiredOnlyStep, sampleStep } from './test-support/sample-step';

const today = new Date(2024, 5, 15, 12);
const req = (field_name: string): FieldDescriptor => ({ field_name, value: null, required: 1, read_only: 0 });
const opt = (field_name: string): FieldDescriptor => ({ field_name, value: null, required: 0, read_only: 0 });

/** The messages for one data set, keyed by field. */
const messages = (descriptors: FieldDescriptor[], data: Record<string, unknown>) =>
  fieldErrorMap(validateStepData(sampleStep, descriptors, data, { today }));

describe('validateStepData', () => {
  it("says 'Field is required' for empty required fields (after trimming) and nothing for empty optional ones", () => {
    expect(messages([req('first_name'), req('address1'), opt('zip')], { address1: '   ', zip: '' })).toEqual({
      first_name: MESSAGES.fieldRequired,
      address1: MESSAGES.fieldRequired,
    });
  });

  it("uses each field's own message, else its format's", () => {
    const list = [
      'first_name',
      'last_name',
      'ssn',
      'phone_number',
      'email_address',
      'zip',
      'billing_zip',
      'weight',
      'height_feet',
      'height_inch',
    ].map(req);
    expect(
      messages(list, {
        first_name: 'J@',
        last_name: '!',
        ssn: '12345',
        phone_number: '555',
        email_address: 'jo@x',
        zip: '303',
        billing_zip: '303',
        weight: '0',
        height_feet: '0',
        height_inch: '12',
      }),
    ).toEqual({
      first_name: MESSAGES.validFirstName,
      last_name: MESSAGES.validLastName,
      ssn: MESSAGES.invalidSsn,
      phone_number: MESSAGES.invalidPhone,
      email_address: MESSAGES.emailNotCorrectFormat,
      zip: MESSAGES.zipFiveDigits,
      billing_zip: MESSAGES.zipInvalid,
      weight: MESSAGES.weightNotPositive,
      height_feet: MESSAGES.heightZero,
      height_inch: MESSAGES.inchInvalid,
    });
  });

  it('checks ages and past dates against the injected today', () => {
    const list = [req('birthdate'), req('prior_effective_date')];
    expect(messages(list, { birthdate: '06/15/2006', prior_effective_date: '06/15/2024' })).toEqual({});
    expect(messages(list, { birthdate: '06/16/2006', prior_effective_date: '06/16/2024' })).toEqual({
      birthdate: MESSAGES.ageBetween18And100,
      prior_effective_date: CHECK_MESSAGES.validPastDate,
    });
  });

  it('accepts what the widgets show: dashed SSNs, formatted phones, ISO dates', () => {
    const list = [req('ssn'), req('phone_number'), req('birthdate')];
    expect(messages(list, { ssn: '123-45-6789', phone_number: '(404) 555-0101', birthdate: '1990-03-05' })).toEqual({});
  });

  it('checks options, integers and objects of flags', () => {
    const list = [req('marital_status'), req('gender'), req('emp_num_employed'), req('holiday_policy')];
    expect(
      messages(list, { marital_status: '3', gender: 1, emp_num_employed: 12, holiday_policy: { Birthday: 1 } }),
    ).toEqual({});
    expect(
      messages(list, { marital_status: '4', gender: '1', emp_num_employed: 0, holiday_policy: { Birthday: 2 } }),
    ).toEqual({
      marital_status: MESSAGES.fieldRequired,
      gender: MESSAGES.fieldRequired,
      emp_num_employed: MESSAGES.fieldRequired,
      holiday_policy: MESSAGES.fieldRequired,
    });
    expect(messages(list.slice(3), { holiday_policy: {} })).toEqual({ holiday_policy: MESSAGES.selectHolidayPolicy });
  });

  it('skips hidden fields and fields without a descriptor', () => {
    const hidden: FieldDescriptor = { ...req('zip'), visible: false };
    expect(messages([hidden], { zip: 'bad', ssn: 'bad' })).toEqual({});
    const onlyRequired = validateStepData(
      sampleRequiredOnlyStep,
      [opt('zip'), req('state')],
      { zip: 'bad', state: 'G' },
      { today },
    );
    expect(onlyRequired).toEqual([{ target_element: 'state', error_message: MESSAGES.fieldRequired }]);
  });

  it('validates unknown fields as plain strings', () => {
    expect(messages([req('custom_note')], {})).toEqual({ custom_note: MESSAGES.fieldRequired });
    expect(messages([req('custom_note')], { custom_note: 'anything' })).toEqual({});
  });

  it("runs the step's cross-field rules on the normalised payload", () => {
    const step = defineStep({
      ...sampleStep,
      rules: [
        (payload) => {
          const message = beneficiaryTotalMessage(Number(payload.beneficiary_percentage ?? 0));
          return message ? [{ target_element: 'beneficiary_percentage', error_message: message }] : [];
        },
      ],
    });
    expect(
      validateStepData(step, [opt('beneficiary_percentage')], { beneficiary_percentage: ' 100 ' }, { today }),
    ).toEqual([]);
    expect(
      validateStepData(step, [opt('beneficiary_percentage')], { beneficiary_percentage: '60' }, { today }),
    ).toEqual([
      {
        target_element: 'beneficiary_percentage',
        error_message: 'Your total Beneficiary Percentage is 60 and it Should not be less than 100%',
      },
    ]);
  });
});

describe('validateStepData with a saved sensitive carrier field', () => {
  const definition = {
    label: 'Member reference',
    widget: 'text',
    schema: { type: 'string', pattern: '^\\d{5}$', maxLength: 5 },
    sensitive: true,
  } as const;
  const masked = (value: string | null): FieldDescriptor[] => [
    { field_name: 'member_ref', value, required: 1, read_only: 0, definition },
  ];

  it('accepts the mask it was sent back unchanged, and checks anything else', () => {
    expect(messages(masked('******2345'), { member_ref: '******2345' })).toEqual({});
    // A mask the server did not send is a value like any other.
    expect(Object.keys(messages(masked('******2345'), { member_ref: '******9999' }))).toEqual(['member_ref']);
    expect(Object.keys(messages(masked(null), { member_ref: '******2345' }))).toEqual(['member_ref']);
    expect(messages(masked('******2345'), { member_ref: '12345' })).toEqual({});
  });
});

describe("validateStepData with a field named like Object.prototype's properties", () => {
  it('reads only the data’s own values: an empty optional `hasOwnProperty` is no error (issue 26, item 18)', () => {
    const definition = { label: 'Carrier code', widget: 'text', schema: { type: 'string' } } as const;
    const named = (field_name: string): FieldDescriptor => ({
      field_name,
      value: null,
      required: 0,
      read_only: 0,
      definition,
    });
    expect(messages([named('hasOwnProperty'), named('toString'), named('valueOf')], {})).toEqual({});
  });

  it('refuses every name Object.prototype holds as a field name', () => {
    for (const name of Object.getOwnPropertyNames(Object.prototype)) expect(isFieldName(name), name).toBe(false);
    expect(isFieldName('member_ref')).toBe(true);
  });
});
