import { describe, expect, it } from 'vitest';
import type { CarrierFieldDefinition } from '../../../schemas/field-definition';
import { fromDefinitionForm, toDefinitionForm } from './rule-model';

describe("the editor keeps a field's expressions", () => {
  const bmi: CarrierFieldDefinition = {
    label: 'BMI',
    widget: 'number',
    schema: { type: 'number' },
    calculate: { '/': [{ var: 'weight' }, 2] },
    checks: [{ test: { '<': [{ var: 'bmi' }, 45] }, message: 'BMI must be below 45' }],
    visible_if: { '>': [{ var: 'applicant.age' }, 40] },
  };

  it('round-trips visible_if, calculate and checks through the JSON text', () => {
    const form = toDefinitionForm(bmi);
    expect(JSON.parse(form.expressions)).toEqual({
      visible_if: bmi.visible_if,
      calculate: bmi.calculate,
      checks: bmi.checks,
    });
    expect(fromDefinitionForm(form)).toEqual(bmi);
  });

  it('sends text that is not a JSON object as it is, for the server to refuse by name', () => {
    const form = { ...toDefinitionForm(bmi), expressions: '{ not json' };
    expect((fromDefinitionForm(form) as unknown as Record<string, unknown>).expressions).toBe('{ not json');
    expect(fromDefinitionForm({ ...form, expressions: '' })).toEqual({
      label: 'BMI',
      widget: 'number',
      schema: { type: 'number' },
    });
  });
});
