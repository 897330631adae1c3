import { describe, expect, it } from 'vitest';
import type { AdminRule, AdminTab } from './api/types';
import { draftChanges } from './draft-changes';
import { problemInWords } from './problem-words';
import { carrierRule } from '../../../tests/helpers/admin-rules';

const tab: AdminTab = { tab: 'custom_habits', title: 'Habits', sort: 6, required: true, scope: 'plan', scope_id: 191 };
const plans = new Map([[191, 'Sunfield Critical Illness 20k']]);

describe('problemInWords', () => {
  it('names the rule the server points at, by field and scope, and the input in words', () => {
    const sent = { rules: [carrierRule('a'), carrierRule('sf_code', { scope: 'plan', scope_id: 191 })] };
    expect(
      problemInWords({ target_element: 'rules[1].definition.label', error_message: 'Enter a text' }, sent, plans),
    ).toBe('sf_code (Sunfield Critical Illness 20k (plan 191)), Label: Enter a text');
    expect(
      problemInWords({ target_element: 'rules[0].definition.options[2].value', error_message: 'Twice' }, sent),
    ).toBe('a (Carrier 11), Option 3 value: Twice');
    expect(
      problemInWords({ target_element: 'rules[0].definition.messages.pattern', error_message: 'Too long' }, sent),
    ).toBe('a (Carrier 11), When it does not match the pattern: Too long');
  });

  it('names a custom tab, an item it was not sent, and says a request-wide problem as it is', () => {
    expect(problemInWords({ target_element: 'tabs[0].title', error_message: 'Too long' }, { tabs: [tab] }, plans)).toBe(
      'Tab custom_habits (Sunfield Critical Illness 20k (plan 191)), Title: Too long',
    );
    expect(problemInWords({ target_element: 'rules[4].sort', error_message: 'Too big' })).toBe(
      'Rule 5, Sort order: Too big',
    );
    expect(problemInWords({ target_element: 'rules', error_message: 'Too many rules' })).toBe('Too many rules');
  });
});

describe('draftChanges', () => {
  it('lists what the draft adds, changes and removes against the published version', () => {
    const published = { rules: [carrierRule('a'), carrierRule('b')], tabs: [] };
    const draft = { rules: [carrierRule('a', { required: true }), carrierRule('c')], tabs: [tab] };
    const diff = draftChanges(published, draft);
    expect(diff.added.map((i) => ('field_name' in i ? i.field_name : i.tab))).toEqual(['c', 'custom_habits']);
    expect(diff.changed.map((c) => (c.after as AdminRule).field_name)).toEqual(['a']);
    expect(diff.removed.map((i) => (i as AdminRule).field_name)).toEqual(['b']);
    expect(draftChanges(null, { rules: [carrierRule('a')], tabs: [] }).added).toHaveLength(1);
    expect(draftChanges(published, published)).toEqual({ added: [], removed: [], changed: [] });
    // A page condition changed alone is a change (the publish dialog must not say there is nothing to publish).
    const shown = { ...tab, visible_if: { '===': [{ var: 'primary_info.marital_status' }, '1'] } };
    expect(draftChanges({ rules: [], tabs: [tab] }, { rules: [], tabs: [shown] }).changed).toHaveLength(1);
  });
});
