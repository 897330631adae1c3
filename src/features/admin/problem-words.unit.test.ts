import { describe, expect, it } from 'vitest';
import type { AdminRule, AdminTab } from './api/types';
import { draftChanges } from './draft-changes';
import { problemInWords } from './problem-words';

const rule = (field_name: string, extra: Partial<AdminRule> = {}): AdminRule => ({
  tab: 'primary_info',
  field_name,
  required: false,
  read_only: false,
  visible: true,
  sort: 10,
  scope: 'carrier',
  scope_id: 11,
  ...extra,
});
const tab: AdminTab = { tab: 'custom_habits', title: 'Habits', sort: 6, required: true, scope: 'plan', scope_id: 191 };
const plans = new Map([[191, 'Sunfield Critical Illness 20k']]);

describe('problemInWords', () => {
  it('names the rule the server points at, by field and scope, and the input in words', () => {
    const sent = { rules: [rule('a'), rule('sf_code', { scope: 'plan', scope_id: 191 })] };
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
    const published = { rules: [rule('a'), rule('b')], tabs: [] };
    const draft = { rules: [rule('a', { required: true }), rule('c')], tabs: [tab] };
    const diff = draftChanges(published, draft);
    expect(diff.added.map((i) => ('field_name' in i ? i.field_name : i.tab))).toEqual(['c', 'custom_habits']);
    expect(diff.changed.map((c) => (c.after as AdminRule).field_name)).toEqual(['a']);
    expect(diff.removed.map((i) => (i as AdminRule).field_name)).toEqual(['b']);
    expect(draftChanges(null, { rules: [rule('a')], tabs: [] }).added).toHaveLength(1);
    expect(draftChanges(published, published)).toEqual({ added: [], removed: [], changed: [] });
  });
});
