import { describe, expect, it } from 'vitest';
import type { CarrierFieldDefinition } from '../../../schemas/field-definition';
import type { AdminRule } from './api/types';
import {
  answerChoices,
  answerValue,
  changedParts,
  consoleTabs,
  emptyDefinitionForm,
  followUpQuestions,
  followUpText,
  fromDefinitionForm,
  inScope,
  previewStepFor,
  ruleErrors,
  ruleKey,
  rulesTabFor,
  ruleSummary,
  tabKey,
  toDefinitionForm,
  upsertRule,
} from './rule-model';

const rule = (field_name: string, extra: Partial<AdminRule> = {}): AdminRule => ({
  tab: 'primary_info',
  field_name,
  required: false,
  read_only: false,
  visible: true,
  sort: 0,
  scope: 'default',
  ...extra,
});

describe('staff console rule model', () => {
  it('lists the step tabs, then the custom tabs by order, each once', () => {
    const tabs = consoleTabs([
      { tab: 'custom_b', title: 'B', sort: 7, required: true, scope: 'carrier', scope_id: 11 },
      { tab: 'custom_a', title: 'A', sort: 6, required: true, scope: 'default' },
      { tab: 'custom_a', title: 'A again', sort: 6, required: true, scope: 'plan', scope_id: 191 },
    ]);
    expect(tabs[0]).toEqual({ tab: 'primary_info', title: 'Personal Information', custom: false });
    expect(tabs.filter((t) => t.custom).map((t) => t.tab)).toEqual(['custom_a', 'custom_b']);
    expect(rulesTabFor('dependent_info')).toBe('dependent_primary_info');
    expect(rulesTabFor('custom_a')).toBe('custom_a');
    expect(previewStepFor('custom_a')).toEqual({ id: 'custom_a', fields: {}, order: [] });
  });

  it('filters by scope, with an empty id meaning any', () => {
    const r = rule('x', { scope: 'plan', scope_id: 191 });
    expect(inScope(r, { scope: 'all' })).toBe(true);
    expect(inScope(r, { scope: 'plan' })).toBe(true);
    expect(inScope(r, { scope: 'plan', scopeId: 191 })).toBe(true);
    expect(inScope(r, { scope: 'plan', scopeId: 171 })).toBe(false);
    expect(inScope(r, { scope: 'carrier' })).toBe(false);
  });

  it('replaces the edited rule in place or appends a new one, answering its index', () => {
    const list = [rule('a'), rule('b')];
    expect(upsertRule(list, rule('b', { required: true }), ruleKey(list[1]!))).toEqual({
      rules: [rule('a'), rule('b', { required: true })],
      index: 1,
    });
    expect(upsertRule(list, rule('c'), null).index).toBe(2);
  });

  it('turns the editor inputs into a definition and back, leaving empty inputs out', () => {
    const def: CarrierFieldDefinition = {
      label: 'Member code',
      help: 'On the card',
      widget: 'text',
      schema: { type: 'string', minLength: 8, maxLength: 8, pattern: '^[A-Z]{2}[0-9]{6}$' },
      messages: { pattern: 'Two letters, six digits' },
      sensitive: true,
    };
    expect(fromDefinitionForm(toDefinitionForm(def))).toEqual(def);
    expect(fromDefinitionForm({ ...emptyDefinitionForm(), label: ' Q ' })).toEqual({
      label: 'Q',
      widget: 'text',
      schema: { type: 'string' },
    });
    const select = fromDefinitionForm({
      ...emptyDefinitionForm(),
      label: 'Plan year',
      widget: 'select',
      type: 'integer',
      options: [
        { value: '2026', label: '2026' },
        { value: 'x', label: 'X' },
      ],
    });
    // A value that is not a number stays as typed, so the server names the option.
    expect(select.options).toEqual([
      { value: 2026, label: '2026' },
      { value: 'x', label: 'X' },
    ]);
    expect(
      fromDefinitionForm({ ...emptyDefinitionForm(), label: 'n', widget: 'number', type: 'integer', minimum: 'abc' })
        .schema.minimum,
    ).toBe('abc');
  });

  it("puts the server's errors of the sent rule under their paths and keeps the others", () => {
    const errors = [
      { target_element: 'rules[2].definition.schema.pattern', error_message: 'slow' },
      { target_element: 'rules[2].field_name', error_message: 'bad name' },
      { target_element: 'rules[0].scope', error_message: 'not yours' },
      { target_element: 'rules', error_message: 'general' },
    ];
    const { byPath, other } = ruleErrors(errors, 2);
    expect(byPath).toEqual({ 'definition.schema.pattern': 'slow', field_name: 'bad name' });
    expect(other.map((e) => e.target_element)).toEqual(['rules[0].scope', 'rules']);
    // The same for a custom tab sent at an index of `tabs`.
    expect(
      ruleErrors([{ target_element: 'tabs[1].title', error_message: 'too long' }, ...errors], 1, 'tabs').byPath,
    ).toEqual({ title: 'too long' });
  });

  it("offers as questions the step fields and the tab's other fields asked wherever the follow-up is", () => {
    const tobacco: CarrierFieldDefinition = { label: 'Tobacco?', widget: 'yes_no', schema: { type: 'string' } };
    const rules = [
      rule('tobacco', { tab: 'custom_q', scope: 'carrier', scope_id: 11, definition: tobacco }),
      rule('plan_only', {
        tab: 'custom_q',
        scope: 'plan',
        scope_id: 171,
        definition: { label: 'Plan 171 only', widget: 'text', schema: { type: 'string' } },
      }),
      rule('everyone', {
        tab: 'custom_q',
        sort: 5,
        definition: { label: 'Everyone', widget: 'checkbox', schema: { type: 'boolean' } },
      }),
      rule('packs', {
        tab: 'custom_q',
        scope: 'plan',
        scope_id: 191,
        definition: { label: 'Packs', widget: 'number', schema: { type: 'integer' } },
      }),
    ];
    const names = (list: ReturnType<typeof followUpQuestions>) => list.map((q) => `${q.label} (${q.name})`);
    // A plan-191 follow-up: the default scope, plan 191, and (for the carrier admin of carrier 11) the carrier's rules.
    expect(names(followUpQuestions('custom_q', rules, 'x', { scope: 'plan', scopeId: 191 }, 11))).toEqual([
      'Packs (packs)',
      'Tobacco? (tobacco)',
      'Everyone (everyone)',
    ]);
    expect(names(followUpQuestions('custom_q', rules, 'packs', { scope: 'plan', scopeId: 191 }))).toEqual([
      'Everyone (everyone)',
    ]);
    // A step tab also offers its own one-value fields, not its lists.
    const personal = names(followUpQuestions('primary_info', [], 'x', { scope: 'default' }));
    expect(personal).toContain('First Name (first_name)');
    expect(
      names(followUpQuestions('beneficiary_info', [], 'x', { scope: 'default' })).some((n) =>
        n.includes('beneficiaryList'),
      ),
    ).toBe(false);
  });

  it("offers a question's answers and types the chosen one as the question's value", () => {
    const [everyone, tobacco, packs] = followUpQuestions(
      'custom_q',
      [
        rule('tobacco', {
          tab: 'custom_q',
          sort: 1,
          definition: { label: 'Tobacco?', widget: 'yes_no', schema: { type: 'string' } },
        }),
        rule('everyone', {
          tab: 'custom_q',
          sort: 0,
          definition: { label: 'Everyone', widget: 'checkbox', schema: { type: 'boolean' } },
        }),
        rule('packs', {
          tab: 'custom_q',
          sort: 2,
          definition: {
            label: 'Packs',
            widget: 'select',
            schema: { type: 'integer' },
            options: [
              { value: 1, label: 'One' },
              { value: 2, label: 'Two' },
            ],
          },
        }),
      ],
      'x',
      { scope: 'default' },
    );
    expect(answerChoices(tobacco!.field)).toEqual([
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ]);
    expect(answerChoices(everyone!.field)).toEqual([
      { value: 'true', label: 'Ticked' },
      { value: 'false', label: 'Not ticked' },
    ]);
    expect(answerChoices(packs!.field)).toEqual([
      { value: '1', label: 'One' },
      { value: '2', label: 'Two' },
    ]);
    expect([
      answerValue(tobacco!.field, 'yes'),
      answerValue(everyone!.field, 'false'),
      answerValue(packs!.field, '2'),
    ]).toEqual(['yes', false, 2]);

    const form = {
      ...emptyDefinitionForm(),
      label: 'How many?',
      widget: 'number' as const,
      type: 'integer' as const,
      when: { field: 'packs', equals: '2' },
    };
    const def = fromDefinitionForm(form, packs!.field);
    expect(def.when).toEqual({ field: 'packs', equals: 2 });
    expect(toDefinitionForm(def).when).toEqual({ field: 'packs', equals: '2' });
    expect(fromDefinitionForm({ ...form, when: { field: '', equals: '' } }).when).toBeUndefined();
    expect(followUpText({ field: 'tobacco', equals: 'yes' })).toBe('Follow-up of tobacco = yes');
    expect(ruleSummary(rule('n', { definition: def }))).toBe(
      'optional, sort 0, number "How many?", follow-up of packs = 2',
    );
  });

  it('keys a custom tab by name and scope', () => {
    expect(tabKey({ tab: 'custom_a', scope: 'plan', scope_id: 191 })).not.toBe(
      tabKey({ tab: 'custom_a', scope: 'plan', scope_id: 171 }),
    );
    expect(tabKey({ tab: 'custom_a', scope: 'default' })).toBe(
      tabKey({ tab: 'custom_a', scope: 'default', scope_id: undefined }),
    );
  });

  it('names what changed between two versions of a rule', () => {
    expect(
      changedParts(
        rule('a'),
        rule('a', { required: true, definition: { label: 'A', widget: 'text', schema: { type: 'string' } } }),
      ),
    ).toEqual(['required', 'definition']);
  });
});
