import { describe, expect, it } from 'vitest';
import { diffRows, fromApiRules, ruleSetErrors, toApiRule } from './form-versions';

describe('rule items of the admin API and the rules file', () => {
  it('fill defaults and keep scope ids only for scoped rules', () => {
    const rules = fromApiRules([
      { tab: 'primary_info', field_name: 'weight' },
      { tab: 'primary_info', field_name: 'weight', required: true, scope: 'carrier', scope_id: 6, sort: 3 },
      { tab: 'primary_info', field_name: 'ssn', scope_id: 9 },
    ]);
    expect(rules).toEqual([
      {
        tab: 'primary_info',
        fieldName: 'weight',
        required: false,
        readOnly: false,
        visible: true,
        sort: 0,
        scope: 'default',
        scopeId: null,
        definition: null,
      },
      {
        tab: 'primary_info',
        fieldName: 'weight',
        required: true,
        readOnly: false,
        visible: true,
        sort: 3,
        scope: 'carrier',
        scopeId: 6,
        definition: null,
      },
      {
        tab: 'primary_info',
        fieldName: 'ssn',
        required: false,
        readOnly: false,
        visible: true,
        sort: 2,
        scope: 'default',
        scopeId: null,
        definition: null,
      },
    ]);
    expect(rules.map(toApiRule)[1]).toEqual({
      tab: 'primary_info',
      field_name: 'weight',
      required: true,
      read_only: false,
      visible: true,
      sort: 3,
      scope: 'carrier',
      scope_id: 6,
    });
  });

  it('names scoped rules without an id, duplicates, unknown tabs and bad definitions', () => {
    const errors = ruleSetErrors({
      rules: [
        { tab: 'employer_info', field_name: 'a', scope: 'plan' },
        { tab: 'employer_info', field_name: 'b' },
        { tab: 'employer_info', field_name: 'b' },
        { tab: 'nowhere', field_name: 'c' },
        {
          tab: 'employer_info',
          field_name: 'name',
          definition: { label: 'Name', widget: 'text', schema: { type: 'string' } },
        },
        {
          tab: 'custom_x',
          field_name: 'd',
          definition: { label: 'D', widget: 'text', schema: { type: 'string', pattern: '(a+)+' } },
        },
      ],
    });
    expect(errors.map((e) => e.target_element)).toEqual([
      'rules[0].scope_id',
      'rules[2]',
      'rules[3].tab',
      'rules[4].definition',
      'rules[5].definition.schema.pattern',
    ]);
  });
});

describe('diffRows', () => {
  it('tells added, removed and changed rules apart by tab, field and scope', () => {
    const a = { tab: 't', field_name: 'a', scope: 'default', required: false };
    const b = { tab: 't', field_name: 'b', scope: 'default', required: false };
    const c = { tab: 't', field_name: 'c', scope: 'plan', scope_id: 191, required: true };
    const diff = diffRows([a, b], [{ ...a, required: true }, c]);
    expect(diff).toEqual({ added: [c], removed: [b], changed: [{ before: a, after: { ...a, required: true } }] });
  });
});
