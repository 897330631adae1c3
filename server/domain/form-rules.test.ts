import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveFormFields, type FormFieldRule } from './form-rules';

const rule = (fieldName: string, patch: Partial<FormFieldRule> = {}): FormFieldRule => ({
  tab: 'primary_info',
  fieldName,
  required: false,
  readOnly: false,
  visible: true,
  sort: 0,
  scope: 'default',
  scopeId: null,
  definition: null,
  ...patch,
});
const none = { carrierIds: [], planIds: [], groupId: null };

describe('resolveFormFields', () => {
  const rules = [
    rule('first_name', { required: true, sort: 0 }),
    rule('weight', { sort: 5 }),
    rule('weight', { required: true, scope: 'carrier', scopeId: 7 }),
    rule('weight', { readOnly: true, scope: 'plan', scopeId: 99 }),
    rule('ssn', { required: true, sort: 9 }),
    rule('ssn', { required: false, visible: false, scope: 'group', scopeId: 2001 }),
    rule('rider', { required: true, sort: 20, scope: 'plan', scopeId: 99 }),
    rule('zip', { tab: 'contact_info', required: true }),
  ];

  it('answers the defaults of the tab when no scope applies', () => {
    expect(resolveFormFields(rules, 'primary_info', none)).toEqual([
      { field_name: 'first_name', required: true, read_only: false, visible: true },
      { field_name: 'weight', required: false, read_only: false, visible: true },
      { field_name: 'ssn', required: true, read_only: false, visible: true },
    ]);
  });

  it('lets the strictest of the applying scoped rules win', () => {
    const fields = resolveFormFields(rules, 'primary_info', { carrierIds: [7], planIds: [99], groupId: null });
    expect(fields.find((f) => f.field_name === 'weight')).toEqual({
      field_name: 'weight',
      required: true,
      read_only: true,
      visible: true,
    });
    expect(fields.map((f) => f.field_name)).toEqual(['first_name', 'weight', 'ssn', 'rider']);
  });

  it('lets a scoped rule override the default, relaxing included', () => {
    const ssn = resolveFormFields(rules, 'primary_info', { ...none, groupId: 2001 }).find(
      (f) => f.field_name === 'ssn',
    );
    expect(ssn).toEqual({ field_name: 'ssn', required: false, read_only: false, visible: false });
  });

  it('never lets a rule of another scope id apply', () => {
    const fields = resolveFormFields(rules, 'primary_info', { carrierIds: [8], planIds: [98], groupId: 2002 });
    expect(fields).toEqual(resolveFormFields(rules, 'primary_info', none));
  });

  it('is monotone: adding a requiring scoped rule for an applying scope makes the field required', () => {
    const anyRule = fc
      .record({
        fieldName: fc.constantFrom('a', 'b', 'c'),
        required: fc.boolean(),
        readOnly: fc.boolean(),
        visible: fc.boolean(),
        sort: fc.integer({ min: 0, max: 5 }),
        scope: fc.constantFrom('default', 'carrier', 'plan', 'group'),
        scopeId: fc.constantFrom(1, 2),
      })
      .map((r) =>
        rule(r.fieldName, {
          ...r,
          scope: r.scope as FormFieldRule['scope'],
          scopeId: r.scope === 'default' ? null : r.scopeId,
        }),
      );
    fc.assert(
      fc.property(fc.array(anyRule, { maxLength: 12 }), fc.constantFrom('a', 'b', 'c'), (list, name) => {
        const scopes = { carrierIds: [1], planIds: [1], groupId: 1 };
        const extra = rule(name, { required: true, readOnly: true, scope: 'carrier', scopeId: 1 });
        const f = resolveFormFields([...list, extra], 'primary_info', scopes).find((x) => x.field_name === name)!;
        expect(f.required && f.read_only).toBe(true);
      }),
    );
  });
});
