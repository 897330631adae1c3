import { describe, expect, it } from 'vitest';
import { definitionProblems, patternProblem } from './field-definition-check';
import { carrierField, withCarrierFields, type CarrierFieldDefinition } from './field-definition';
import { defineStep } from './step-definition';
import { toStepSchema } from './to-step-schema';
import { toSavePayload } from './to-save-payload';
import { validateStepData } from './validate-step-data';

const employeeNumber: CarrierFieldDefinition = {
  label: 'Employee number',
  widget: 'text',
  schema: { type: 'string', pattern: '^E-\\d{5}$' },
  messages: { pattern: 'Use the form E-12345' },
};
const hours: CarrierFieldDefinition = {
  label: 'Do you work more than 30 hours a week?',
  widget: 'yes_no',
  schema: { type: 'string' },
};
const start: CarrierFieldDefinition = {
  label: 'Start date',
  widget: 'date',
  schema: { type: 'string', notInFuture: true },
};
const step = defineStep({
  id: 'employer_info',
  fields: { name: { label: 'Employer Name', schema: { type: 'string' } } },
  order: ['name'],
});
const today = new Date(2026, 10, 23);
const described = (defs: Record<string, CarrierFieldDefinition>, required = true) =>
  Object.entries(defs).map(([field_name, definition]) => ({
    field_name,
    value: null,
    required,
    read_only: false,
    definition,
  }));

describe('definitionProblems', () => {
  it('accepts the definitions of the issue', () => {
    for (const d of [employeeNumber, hours, start]) expect(definitionProblems(d)).toEqual([]);
  });

  it('names the part that is wrong', () => {
    const targets = (d: unknown) => definitionProblems(d, 'rules[0].definition').map((e) => e.target_element);
    expect(targets({ ...employeeNumber, widget: 'slider' })).toContain('rules[0].definition.widget');
    expect(targets({ ...employeeNumber, schema: { type: 'string', $ref: '#' } })).toContain(
      'rules[0].definition.schema.$ref',
    );
    expect(targets({ ...employeeNumber, schema: { type: 'string', pattern: '(' } })).toContain(
      'rules[0].definition.schema.pattern',
    );
    expect(targets({ ...employeeNumber, schema: { type: 'string', pattern: '^(a+)+$' } })).toContain(
      'rules[0].definition.schema.pattern',
    );
    expect(targets({ ...employeeNumber, messages: { sometimes: 'x' } })).toContain(
      'rules[0].definition.messages.sometimes',
    );
    expect(targets({ ...employeeNumber, label: 'x'.repeat(121) })).toContain('rules[0].definition.label');
    expect(
      targets({
        label: 'Plan',
        widget: 'select',
        schema: { type: 'string' },
        options: Array.from({ length: 201 }, (_, i) => ({ value: `v${i}`, label: `V ${i}` })),
      }),
    ).toContain('rules[0].definition.options');
    expect(targets({ ...employeeNumber, widget: 'number' })).toContain('rules[0].definition.schema.type');
    expect(targets({ ...employeeNumber, schema: { type: 'string', minimum: 3 } })).toContain(
      'rules[0].definition.schema.minimum',
    );
  });

  it('tells catastrophic patterns from linear ones', () => {
    expect(patternProblem('^E-\\d{5}$')).toBeNull();
    expect(patternProblem('^(a*)*$')).not.toBeNull();
    expect(patternProblem('^([a-z]+)*@')).not.toBeNull();
  });
});

describe('a carrier field through the one validator', () => {
  const descriptors = described({ employee_number: employeeNumber, hours_30: hours, start_date: start });

  it('gives the carrier its own message and the catalogue the rest', () => {
    const errors = validateStepData(
      step,
      descriptors,
      { employee_number: 'E-12', start_date: '12/01/2026' },
      { today },
    );
    expect(errors).toEqual([
      { target_element: 'employee_number', error_message: 'Use the form E-12345' },
      { target_element: 'hours_30', error_message: 'Field is required' },
      { target_element: 'start_date', error_message: 'The date cannot be in the future' },
    ]);
    expect(
      validateStepData(
        step,
        descriptors,
        { employee_number: 'E-12345', hours_30: 'yes', start_date: '2026-01-05' },
        { today },
      ),
    ).toEqual([]);
    expect(
      validateStepData(
        step,
        descriptors,
        { employee_number: 'E-12345', hours_30: 'maybe', start_date: '01/05/2026' },
        { today },
      ),
    ).toEqual([{ target_element: 'hours_30', error_message: 'Choose one of the options' }]);
  });

  it('caps text a definition leaves open, and undefined fields too', () => {
    const open = described({ note: { label: 'Note', widget: 'textarea', schema: { type: 'string' } } });
    expect(validateStepData(step, open, { note: 'x'.repeat(256) }, { today })).toEqual([
      { target_element: 'note', error_message: 'Enter at most 255 characters' },
    ]);
    const bare = [{ field_name: 'badge', value: null, required: false, read_only: false }];
    expect(validateStepData(step, bare, { badge: 'x'.repeat(5000) }, { today })).toHaveLength(1);
  });

  it('renders the field with its label, widget and options, and saves dates normalised', () => {
    const { schema, uiSchema } = toStepSchema(descriptors, step);
    expect(schema.properties?.hours_30).toMatchObject({
      title: hours.label,
      oneOf: [{ const: 'yes' }, { const: 'no' }],
    });
    expect(uiSchema.hours_30).toMatchObject({ 'ui:widget': 'radio' });
    expect(uiSchema.start_date).toMatchObject({ 'ui:widget': 'date' });
    expect(schema.required).toEqual(['employee_number', 'hours_30', 'start_date']);
    expect(toSavePayload(withCarrierFields(step, descriptors), { start_date: '2026-01-05' })).toEqual({
      start_date: '01/05/2026',
    });
  });

  it('never lets a definition replace a field the step defines', () => {
    const over = described({ name: { label: 'Hacked', widget: 'number', schema: { type: 'number' } } });
    expect(withCarrierFields(step, over).fields.name?.label).toBe('Employer Name');
  });

  it('marks a sensitive field for sealing and masking', () => {
    expect(
      carrierField({ label: 'License', widget: 'text', schema: { type: 'string' }, sensitive: true }).sensitive,
    ).toBe(true);
    const { uiSchema } = toStepSchema(
      described({ license: { label: 'License', widget: 'text', schema: { type: 'string' }, sensitive: true } }),
      step,
    );
    expect(uiSchema.license).toMatchObject({ 'ui:options': { sensitive: true } });
  });
});

describe('a follow-up question (when)', () => {
  const tobacco: CarrierFieldDefinition = {
    label: 'Have you used tobacco in the last 12 months?',
    widget: 'yes_no',
    schema: { type: 'string' },
  };
  const packs: CarrierFieldDefinition = {
    label: 'Packs a week',
    widget: 'number',
    schema: { type: 'integer', minimum: 0, maximum: 50 },
    when: { field: 'tobacco', equals: 'yes' },
  };
  const since: CarrierFieldDefinition = {
    label: 'Since when?',
    widget: 'date',
    schema: { type: 'string', notInFuture: true },
    when: { field: 'packs', equals: 20 },
  };
  const descriptors = described({ tobacco, packs, since });
  const errorsOf = (data: Record<string, unknown>) =>
    validateStepData(step, descriptors, data, { today }).map((e) => e.target_element);

  it('is a checked part of a definition', () => {
    expect(definitionProblems(packs, 'd', 'packs')).toEqual([]);
    const targets = (when: unknown, name = 'packs') =>
      definitionProblems({ ...packs, when }, 'd', name).map((e) => e.target_element);
    expect(targets({ field: 'packs', equals: 'yes' })).toEqual(['d.when.field']);
    expect(targets({ field: '__proto__', equals: 'yes' })).toEqual(['d.when.field']);
    expect(targets({ field: 'tobacco', equals: { $gt: 1 } })).toEqual(['d.when.equals']);
    expect(targets({ field: 'tobacco', equals: 'yes', also: 1 })).toEqual(['d.when']);
  });

  it('is asked, checked and saved only while its question has the answer', () => {
    // No: the required follow-ups are not asked, and a stale answer is not saved.
    expect(errorsOf({ tobacco: 'no' })).toEqual([]);
    expect(toSavePayload(withCarrierFields(step, descriptors), { tobacco: 'no', packs: 3 })).toEqual({ tobacco: 'no' });
    // Yes: the first follow-up is required and checked; its own follow-up waits for its answer.
    expect(errorsOf({ tobacco: 'yes' })).toEqual(['packs']);
    expect(errorsOf({ tobacco: 'yes', packs: 99 })).toEqual(['packs']);
    expect(errorsOf({ tobacco: 'yes', packs: 3 })).toEqual([]);
    expect(errorsOf({ tobacco: 'yes', packs: 20 })).toEqual(['since']);
    // A chain breaks where a question is not asked, even if a deeper answer matches.
    expect(
      toSavePayload(withCarrierFields(step, descriptors), { tobacco: 'no', packs: 20, since: '01/01/2020' }),
    ).toEqual({ tobacco: 'no' });
  });

  it('is drawn only while asked, under its question and full width (decision 0261)', () => {
    const properties = (values: Record<string, unknown>) =>
      Object.keys(toStepSchema(descriptors, step, { values }).schema.properties ?? {});
    expect(properties({})).toEqual(['tobacco']);
    expect(properties({ tobacco: 'yes' })).toEqual(['tobacco', 'packs']);
    expect(properties({ tobacco: 'yes', packs: 20 })).toEqual(['tobacco', 'packs', 'since']);
    expect(toStepSchema(descriptors, step, { values: { tobacco: 'yes' } }).uiSchema.packs?.['ui:classNames']).toBe(
      'oe-field--follow-up oe-field--full',
    );
  });
});
