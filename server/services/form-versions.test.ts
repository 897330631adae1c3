import { describe, expect, it } from 'vitest';
import { ruleSetProblems, toFormFieldRules } from './rules-file';

describe('rules file items', () => {
  it('fill defaults and keep scope ids only for scoped rules', () => {
    const rules = toFormFieldRules({
      rules: [
        { tab: 'primary_info', field_name: 'weight' },
        { tab: 'primary_info', field_name: 'weight', required: true, scope: 'carrier', scope_id: 6, sort: 3 },
        { tab: 'primary_info', field_name: 'ssn', scope_id: 9 },
      ],
    });
    expect(rules).toEqual([
      { tab: 'primary_info', fieldName: 'weight', required: false, readOnly: false, visible: true, sort: 0, scope: 'default', scopeId: null },
      { tab: 'primary_info', fieldName: 'weight', required: true, readOnly: false, visible: true, sort: 3, scope: 'carrier', scopeId: 6 },
      { tab: 'primary_info', fieldName: 'ssn', required: false, readOnly: false, visible: true, sort: 2, scope: 'default', scopeId: null },
    ]);
    expect(ruleSetProblems(rules)).toEqual([]);
  });
  it('name scoped rules without an id and duplicates', () => {
    const rules = toFormFieldRules({ rules: [{ tab: 't', field_name: 'a', scope: 'plan' }, { tab: 't', field_name: 'b' }, { tab: 't', field_name: 'b' }] });
    expect(ruleSetProblems(rules)).toHaveLength(2);
  });
});
