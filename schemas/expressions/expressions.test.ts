import { describe, expect, it } from 'vitest';
import { withCarrierFields, type CarrierFieldDefinition } from '../field-definition';
import { defineStep, unaskedFields } from '../step-definition';
import { toSavePayload } from '../to-save-payload';
import { validateStepData } from '../validate-step-data';
import { evaluate, expressionProblems, yearsBetween } from './expression';
import { expressionSetProblems } from './expression-check';

const empty = defineStep({ id: 'custom_x', fields: {}, order: [] });
const text = (extra: Partial<CarrierFieldDefinition> = {}): CarrierFieldDefinition => ({
  label: 'T',
  widget: 'text',
  schema: { type: 'string' },
  ...extra,
});
const stepOf = (defs: Record<string, CarrierFieldDefinition>) => {
  const descriptors = Object.entries(defs).map(([field_name, definition]) => ({
    field_name,
    definition,
    value: null,
    required: false,
    read_only: false,
    visible: true,
  }));
  return { step: withCarrierFields(empty, descriptors), descriptors };
};

describe('the guarded evaluator', () => {
  it('refuses operators outside the list and prototype paths, and evaluates them to null', () => {
    expect(expressionProblems({ method: ['a', 'constructor'] }, 'e')[0]?.target_element).toBe('e.method');
    expect(expressionProblems({ var: 'x.constructor' }, 'e')).toHaveLength(1);
    expect(expressionProblems({ var: '__proto__' }, 'e')).toHaveLength(1);
    expect(evaluate({ method: ['abc', 'toUpperCase'] }, {})).toBeNull();
    expect(evaluate({ var: 'a.constructor' }, { a: {} })).toBeNull();
    expect(
      evaluate(
        { and: [{ '>': [{ var: 'age' }, 40] }, { in: [191, { var: 'cart.plans' }] }] },
        { age: 41, cart: { plans: [191] } },
      ),
    ).toBe(true);
    expect(evaluate({ round: [{ '/': [10, 3] }, 2] }, {})).toBe(3.33);
    expect(evaluate({ '/': [1, 0] }, {})).toBeNull();
  });

  it('counts whole years (years_since, applicant.age)', () => {
    const today = new Date(2026, 10, 27);
    expect(yearsBetween('11/28/1986', today)).toBe(39);
    expect(yearsBetween('1986-11-27', today)).toBe(40);
    expect(evaluate({ years_since: [{ var: 'dob' }] }, { dob: '11/27/1986' }, today)).toBe(40);
    expect(yearsBetween('13/01/1986', today)).toBeNull();
  });
});

describe('conditions, calculations and checks through the step functions', () => {
  it('keeps `when` (a follow-up of an unasked question is unasked) and adds visible_if', () => {
    const { step } = stepOf({
      q: text(),
      a: text({ when: { field: 'q', equals: 'yes' } }),
      b: text({ when: { field: 'a', equals: 'x' } }),
      c: text({ visible_if: { '!=': [{ var: 'q' }, 'no'] } }),
    });
    expect([...unaskedFields(step, { q: 'no', a: 'x', b: 'y', c: 'z' })].sort()).toEqual(['a', 'b', 'c']);
    expect([...unaskedFields(step, { q: 'yes', a: 'x' })]).toEqual([]);
  });

  it('a loop is never asked', () => {
    const { step } = stepOf({
      a: text({ visible_if: { '!!': [{ var: 'b' }] } }),
      b: text({ visible_if: { '!!': [{ var: 'a' }] } }),
    });
    expect([...unaskedFields(step, { a: '1', b: '1' })].sort()).toEqual(['a', 'b']);
  });

  it('recomputes a calculated value whatever is sent, idempotently, and runs its check', () => {
    const number = { label: 'N', widget: 'number' as const, schema: { type: 'number' as const } };
    const { step, descriptors } = stepOf({
      h: number,
      w: number,
      bmi: {
        ...number,
        calculate: { round: [{ '/': [{ '*': [703, { var: 'w' }] }, { '*': [{ var: 'h' }, { var: 'h' }] }] }, 1] },
        checks: [{ test: { '<': [{ var: 'bmi' }, 45] }, message: 'BMI must be below 45' }],
      },
    });
    const saved = toSavePayload(step, { h: 70, w: 160, bmi: 99 });
    expect(saved).toEqual({ h: 70, w: 160, bmi: 23 });
    expect(toSavePayload(step, saved)).toEqual(saved);
    expect(validateStepData(step, descriptors, { h: 70, w: 330, bmi: 1 })).toEqual([
      { target_element: 'bmi', error_message: 'BMI must be below 45' },
    ]);
  });

  it('required_if and the context the server sends', () => {
    const { step, descriptors } = stepOf({
      note: text({
        required_if: { '===': [{ var: 'primary_info.marital_status' }, 'M'] },
        context: { 'primary_info.marital_status': 'M' },
      }),
    });
    expect(validateStepData(step, descriptors, {})).toEqual([
      { target_element: 'note', error_message: 'Field is required' },
    ]);
  });
});

describe('the rule set check', () => {
  const rules = [
    { tab: 'custom_x', field_name: 'q', definition: { label: 'Q', widget: 'yes_no', schema: { type: 'string' } } },
    { tab: 'custom_x', field_name: 'a', required: true, definition: text({ when: { field: 'q', equals: 'maybe' } }) },
  ];
  it('names where: an impossible value and the required field it leaves never asked', () => {
    const out = expressionSetProblems(
      rules,
      (r) => `${r.tab}.${r.field_name}`,
      () => null,
    ).map((e) => e.error_message);
    expect(out).toEqual([
      'custom_x.a when: q is never "maybe"; its values are "yes", "no"',
      'custom_x.a is required but can never be asked: q is never "maybe"',
    ]);
  });
});
