import { describe, expect, it } from 'vitest';
import type { CarrierFieldDefinition } from '../../../schemas/field-definition';
import { fromDefinitionForm, toDefinitionForm } from './rule-model';

/** Decision 0270: an edit in the console keeps where a field's answer goes (the JSON text holds it). */
describe("the editor keeps where a field's answer goes", () => {
  it('round-trips destination, category and column through the JSON text', () => {
    const tobacco: CarrierFieldDefinition = {
      label: 'Do you use tobacco?',
      widget: 'yes_no',
      schema: { type: 'string' },
      destination: '834',
      category: 'TOBACCO USE',
    };
    const form = toDefinitionForm(tobacco);
    expect(JSON.parse(form.expressions)).toEqual({ destination: '834', category: 'TOBACCO USE' });
    expect(fromDefinitionForm(form)).toEqual(tobacco);
    const census = { ...tobacco, destination: 'census' as const, category: undefined, column: 'Tobacco' };
    delete census.category;
    expect(fromDefinitionForm(toDefinitionForm(census))).toEqual(census);
  });
});
