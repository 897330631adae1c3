import { describe, expect, it } from 'vitest';
import { createAjv } from './ajv';
import {
  fieldDescriptorListSchema,
  formFieldsData,
  isFieldName,
  isOn,
  normalizeDescriptor,
  normalizeDescriptors,
  type FieldDescriptor,
} from './descriptors';

const d = (field_name: string, extra: Partial<FieldDescriptor> = {}): FieldDescriptor => ({
  field_name,
  value: null,
  required: 0,
  read_only: 0,
  ...extra,
});

describe('descriptor schema', () => {
  const validate = createAjv().compile(fieldDescriptorListSchema);

  it('accepts the shapes the specification shows (0/1 or booleans, any value)', () => {
    expect(
      validate([
        d('first_name', { value: 'Jo', required: 1 }),
        d('gender', { value: 0, read_only: true }),
        d('holiday_policy', { value: { Birthday: 1 } }),
      ]),
    ).toBe(true);
    expect(validate([d('first_name', { error: 'x', message: 'Please enter valid first name', visible: false })])).toBe(
      true,
    );
  });

  it('refuses other flags, missing keys and prototype names', () => {
    expect(validate([{ ...d('a'), required: 2 }])).toBe(false);
    expect(validate([{ ...d('a'), required: 'yes' }])).toBe(false);
    expect(validate([{ field_name: 'a', value: 1, required: 1 }])).toBe(false);
    expect(validate([d('__proto__')])).toBe(false);
    expect(validate([d('1abc')])).toBe(false);
  });

  it('wraps the list as data.result for the get-form-fields routes', () => {
    expect(createAjv().validate(formFieldsData, { result: [d('zip')], disclaimer: 'text' })).toBe(true);
  });
});

describe('normalising descriptors', () => {
  it('turns 0/1 into booleans and defaults visible to true', () => {
    expect(normalizeDescriptor(d('zip', { required: 1, read_only: 0, value: '30301' }))).toEqual({
      field_name: 'zip',
      value: '30301',
      required: true,
      read_only: false,
      visible: true,
    });
    expect(isOn(1)).toBe(true);
    expect(isOn('1')).toBe(false);
    expect(isOn(false)).toBe(false);
  });

  it('drops later duplicates and names that could touch a prototype', () => {
    const list = normalizeDescriptors([
      d('zip', { value: 'a' }),
      d('zip', { value: 'b' }),
      d('__proto__'),
      d('constructor'),
    ]);
    expect(list.map((x) => [x.field_name, x.value])).toEqual([['zip', 'a']]);
    expect(isFieldName('Standard_6')).toBe(true);
    expect(isFieldName('prototype')).toBe(false);
  });
});
