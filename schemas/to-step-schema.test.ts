import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeDescriptors, type FieldDescriptor } from './descriptors';
import { MESSAGES } from './messages';
import { humanizeFieldName, isShown } from './step-definition';
import { DRAFT_07, toStepSchema } from './to-step-schema';
import { descriptorList } from './test-support/arbitraries';
import { sampleRequiredOnlyStep, sampleStep } from './test-support/sample-step';

const d = (
  field_name: string,
  value: unknown,
  required: 0 | 1 = 0,
  read_only: 0 | 1 = 0,
  extra = {},
): FieldDescriptor => ({
  field_name,
  value,
  required,
  read_only,
  ...extra,
});

describe('toStepSchema', () => {
  const descriptors = [
    d('first_name', 'Jo', 1),
    d('birthdate', '1990-03-05', 1, 1),
    d('gender', '1', 1, 1),
    d('zip', 30301, 1),
    d('email_address', null, 0),
    d('with_validation', 1),
    d('carrier_code', 'X9'),
    d('address1', '', 1),
  ];
  const { schema, uiSchema, formData } = toStepSchema(descriptors, sampleStep);

  it('builds a draft-07 object with a property per descriptor and required from the descriptors', () => {
    expect(schema.$schema).toBe(DRAFT_07);
    expect(schema.type).toBe('object');
    expect(Object.keys(schema.properties!)).toEqual(descriptors.map((x) => x.field_name));
    expect(schema.required).toEqual(['first_name', 'birthdate', 'gender', 'zip', 'address1']);
  });

  it('uses the known fragment with the label as title, and a humanised string for unknown fields', () => {
    expect(schema.properties!.first_name).toEqual({
      type: 'string',
      format: 'oe-name',
      maxLength: 50,
      title: 'First Name',
    });
    expect(schema.properties!.carrier_code).toEqual({ type: 'string', maxLength: 255, title: 'Carrier code' });
    expect(humanizeFieldName('emp_num_employed')).toBe('Emp num employed');
  });

  it('marks read-only fields in the schema and the uiSchema', () => {
    expect(schema.properties!.birthdate).toMatchObject({ readOnly: true });
    expect(uiSchema.birthdate).toEqual({ 'ui:widget': 'date', 'ui:placeholder': 'mm/dd/yyyy', 'ui:readonly': true });
    expect(schema.properties!.first_name).not.toHaveProperty('readOnly');
    expect(uiSchema.email_address).toEqual({ 'ui:widget': 'email', 'ui:help': MESSAGES.clientEmailLabel });
  });

  it("orders the step's fields as it says and each other field after the one listed last before it (issue 29)", () => {
    // zip comes before email_address in the descriptors: the fields after email_address follow it.
    expect(uiSchema['ui:order']).toEqual([
      'first_name',
      'birthdate',
      'gender',
      'email_address',
      'with_validation',
      'carrier_code',
      'address1',
      'zip',
      '*',
    ]);
  });

  it('draws a follow-up directly under its question, full width; a carrier field first by sort goes first', () => {
    const carrier = (name: string, extra: Record<string, unknown> = {}) =>
      d(name, null, 0, 0, { definition: { label: name, widget: 'text', schema: { type: 'string' }, ...extra } });
    const list = [
      carrier('intro'),
      d('first_name', 'Jo', 1),
      carrier('smoker', { widget: 'yes_no' }),
      d('birthdate', '1990-03-05', 1),
      d('zip', 30301, 1),
      carrier('packs', { visible_if: { '===': [{ var: 'smoker' }, 'yes'] } }),
      carrier('since', { when: { field: 'smoker', equals: 'yes' } }),
      carrier('brand', { visible_if: { '!!': [{ var: 'packs' }] } }),
    ];
    const out = toStepSchema(list, sampleStep, { values: { smoker: 'yes', packs: '2' } });
    expect(out.uiSchema['ui:order']).toEqual([
      'intro',
      'first_name',
      'smoker',
      'packs',
      'brand',
      'since',
      'birthdate',
      'zip',
      '*',
    ]);
    for (const name of ['packs', 'since', 'brand'])
      expect(String((out.uiSchema[name] as Record<string, unknown>)['ui:classNames']).split(' ')).toEqual(
        expect.arrayContaining(['oe-field--follow-up', 'oe-field--full']),
      );
    expect(out.uiSchema.smoker).not.toHaveProperty('ui:classNames');
  });

  it('fills formData from values: dates as mm/dd/yyyy, converted to the field type, empties dropped', () => {
    expect(formData).toEqual({
      first_name: 'Jo',
      birthdate: '03/05/1990',
      gender: 1,
      zip: '30301',
      with_validation: true,
      carrier_code: 'X9',
    });
  });

  it('leaves out invisible fields, and non-required ones on a required-only step', () => {
    const list = [d('zip', '30301', 1), d('state', 'GA', 0), d('phone_number', '4045550101', 1, 0, { visible: false })];
    expect(Object.keys(toStepSchema(list, sampleStep).schema.properties!)).toEqual(['zip', 'state']);
    const only = toStepSchema(list, sampleRequiredOnlyStep);
    expect(Object.keys(only.schema.properties!)).toEqual(['zip']);
    expect(only.formData).toEqual({ zip: '30301' });
    expect(only.uiSchema['ui:order']).toEqual(['zip', '*']);
  });

  it('does not share fragments with the step definition', () => {
    const out = toStepSchema([d('marital_status', '1')], sampleStep);
    (out.schema.properties!.marital_status as { oneOf: unknown[] }).oneOf.pop();
    expect(sampleStep.fields.marital_status.schema.oneOf).toHaveLength(4);
  });

  it('holds for random descriptor sets: properties, required and readOnly follow the descriptors', () => {
    fc.assert(
      fc.property(descriptorList, fc.constantFrom(sampleStep, sampleRequiredOnlyStep), (list, step) => {
        const out = toStepSchema(list, step);
        const shown = normalizeDescriptors(list).filter((x) => isShown(step, x));
        const props = out.schema.properties as Record<string, Record<string, unknown>>;
        expect(Object.keys(props)).toEqual(shown.map((x) => x.field_name));
        expect(out.schema.required).toEqual(shown.filter((x) => x.required).map((x) => x.field_name));
        for (const x of shown) {
          expect(props[x.field_name]!.readOnly === true).toBe(x.read_only);
          expect((out.uiSchema[x.field_name] as Record<string, unknown> | undefined)?.['ui:readonly'] === true).toBe(
            x.read_only,
          );
          expect(typeof props[x.field_name]!.title).toBe('string');
        }
        for (const [key, value] of Object.entries(out.formData)) {
          expect(props).toHaveProperty(key);
          expect(value === null || value === '' || value === undefined).toBe(false);
        }
        const order = out.uiSchema['ui:order'] as string[];
        expect(order.at(-1)).toBe('*');
        for (const name of order.slice(0, -1)) expect(props).toHaveProperty(name);
      }),
      { numRuns: 3000 },
    );
  }, 60_000);
});
