import { describe, expect, it } from 'vitest';
import type { FieldDescriptor } from '../../schemas/descriptors';
import type { HealthQuestionSet } from '../../schemas/steps/health-info';
import { carrierHealthAnswers, carrierHealthErrors, healthStepDescriptors } from './module';

const QUESTIONS: HealthQuestionSet = {
  condition_questions: [{ question_id: 141, question_text: 'Heart?' }],
  medication_question: null,
};

/** A carrier's question on the tab (a typed field the step does not define), required. */
const employeeNumber: FieldDescriptor = {
  field_name: 'employee_number',
  value: null,
  required: true,
  read_only: false,
  definition: {
    label: 'Employee number',
    widget: 'text',
    schema: { type: 'string', pattern: '^E-\\d{5}$', maxLength: 7 },
  },
};
/** A rule on the step's own field: not applied (the questions come from the catalogue). */
const onOwnField: FieldDescriptor = { field_name: 'notes', value: null, required: true, read_only: false };

describe("the health page's carrier questions", () => {
  it("come after the step's own descriptors; rules on the step's own fields are left out", () => {
    const names = healthStepDescriptors(QUESTIONS, null, [onOwnField, employeeNumber]).map((d) => d.field_name);
    expect(names).toEqual(['condition_questions', 'notes', 'employee_number']);
  });

  it('are checked by their definitions, nothing required for save for later, and saved beside the answers', () => {
    const list = [onOwnField, employeeNumber];
    expect(carrierHealthErrors(list, {}).map((e) => e.target_element)).toEqual(['employee_number']);
    expect(carrierHealthErrors(list, {}, { partial: true })).toEqual([]);
    expect(carrierHealthErrors(list, { employee_number: 'x' }).map((e) => e.target_element)).toEqual([
      'employee_number',
    ]);
    expect(carrierHealthAnswers(list, { employee_number: ' E-12345 ', notes: 'kept by the step', other: 1 })).toEqual({
      employee_number: 'E-12345',
    });
  });
});
