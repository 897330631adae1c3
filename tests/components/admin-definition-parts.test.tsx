import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DefinitionFields } from '../../src/features/admin/components/DefinitionFields';
import { conditionText } from '../../src/features/admin/definition-parts';
import { emptyDefinitionForm, fromDefinitionForm, type DefinitionForm } from '../../src/features/admin/rule-model';
import { variableChoices } from '../../src/features/admin/variable-choices';

/** The definition editor alone, with its form in state; `seen` holds the latest form. */
function Editor({ initial, seen }: { initial: Partial<DefinitionForm>; seen: { form?: DefinitionForm } }) {
  const [form, setForm] = useState<DefinitionForm>({ ...emptyDefinitionForm(), ...initial });
  const record = (next: DefinitionForm) => {
    Object.assign(seen, { form: next });
    setForm(next);
  };
  return (
    <form aria-label="Definition">
      <DefinitionFields
        form={form}
        onChange={record}
        errors={{}}
        questions={[]}
        variables={variableChoices('custom_medical_history', [])}
      />
    </form>
  );
}

const definitionOf = (seen: { form?: DefinitionForm }) => fromDefinitionForm(seen.form ?? emptyDefinitionForm());

describe("the console's inputs for a definition's JSON parts (decision 0305)", () => {
  it('builds a repeating group with its item fields and bounds, written to the JSON text', async () => {
    const user = userEvent.setup();
    const seen: { form?: DefinitionForm } = {};
    render(<Editor initial={{ label: 'Physicians seen', widget: 'group', type: 'array' }} seen={seen} />);
    await user.type(screen.getByLabelText('Item label'), 'Physician');
    await user.type(screen.getByLabelText('At least (items)'), '1');
    await user.type(screen.getByLabelText('At most (items)'), '5');
    await user.click(screen.getByRole('button', { name: 'Add an item field' }));
    await user.type(screen.getByLabelText('Item field 1: Name'), 'name');
    await user.type(screen.getByLabelText('Item field 1: Label'), 'Name');
    await user.click(screen.getByLabelText('Item field 1: Required'));
    await user.click(screen.getByRole('button', { name: 'Add an item field' }));
    await user.type(screen.getByLabelText('Item field 2: Name'), 'last_seen');
    await user.type(screen.getByLabelText('Item field 2: Label'), 'Date last seen');
    await user.selectOptions(screen.getByLabelText('Item field 2: Type'), 'date');
    expect(definitionOf(seen).group).toEqual({
      item_label: 'Physician',
      min_items: 1,
      max_items: 5,
      fields: [
        { name: 'name', required: true, definition: { label: 'Name', widget: 'text', schema: { type: 'string' } } },
        { name: 'last_seen', definition: { label: 'Date last seen', widget: 'date', schema: { type: 'string' } } },
      ],
    });
    // No destination for a group (it has no single answer).
    expect(screen.queryByLabelText('The answer goes to')).toBeNull();
    const results = await axe.run(document.body, { rules: { region: { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("sets an upload's types by checkbox and its size in MB (bytes in the definition)", async () => {
    const user = userEvent.setup();
    const seen: { form?: DefinitionForm } = {};
    render(<Editor initial={{ label: 'Proof', widget: 'file', type: 'array' }} seen={seen} />);
    await user.click(screen.getByLabelText('PDF'));
    await user.click(screen.getByLabelText('JPEG'));
    await user.type(screen.getByLabelText('Largest file (MB)'), '5');
    expect(definitionOf(seen).file).toEqual({ types: ['pdf', 'jpeg'], max_bytes: 5_000_000 });
    await user.click(screen.getByLabelText('PDF'));
    expect(definitionOf(seen).file).toEqual({ types: ['jpeg'], max_bytes: 5_000_000 });
  });

  it('builds a condition of two rows joined by AND, and names where the answer goes', async () => {
    const user = userEvent.setup();
    const seen: { form?: DefinitionForm } = {};
    render(<Editor initial={{ label: 'Smoker', widget: 'yes_no' }} seen={seen} />);
    await user.click(screen.getByRole('button', { name: 'Shown only when: add a condition' }));
    await user.type(screen.getByLabelText('Shown only when, condition 1: Field'), 'applicant.age');
    await user.selectOptions(screen.getByLabelText('Shown only when, condition 1: Operator'), '>');
    await user.type(screen.getByLabelText('Shown only when, condition 1: Value'), '40');
    expect(definitionOf(seen).visible_if).toEqual({ '>': [{ var: 'applicant.age' }, 40] });
    await user.click(screen.getByRole('button', { name: 'Shown only when: add a condition' }));
    await user.type(screen.getByLabelText('Shown only when, condition 2: Field'), 'primary_health_info.seen_doctor');
    await user.type(screen.getByLabelText('Shown only when, condition 2: Value'), 'yes');
    expect(definitionOf(seen).visible_if).toEqual({
      and: [{ '>': [{ var: 'applicant.age' }, 40] }, { '==': [{ var: 'primary_health_info.seen_doctor' }, 'yes'] }],
    });
    await user.selectOptions(screen.getByLabelText('Shown only when: join the conditions with'), 'or');
    expect(Object.keys(definitionOf(seen).visible_if as object)).toEqual(['or']);

    await user.selectOptions(screen.getByLabelText('The answer goes to'), '834');
    await user.type(screen.getByLabelText('Category name (N1*75)'), 'SMOKER');
    expect(definitionOf(seen)).toMatchObject({ destination: '834', category: 'SMOKER' });
    await user.selectOptions(screen.getByLabelText('The answer goes to'), 'none');
    expect(definitionOf(seen).destination).toBeUndefined();
    expect(definitionOf(seen).category).toBeUndefined();
  });

  it('adds a check with its message; a condition of another shape stays in the JSON text', async () => {
    const user = userEvent.setup();
    const seen: { form?: DefinitionForm } = {};
    const calc = { round: [{ '/': [{ var: 'weight' }, 2] }, 1] };
    render(
      <Editor
        initial={{
          label: 'BMI',
          widget: 'number',
          type: 'number',
          expressions: JSON.stringify({ calculate: calc, read_only_if: { if: [{ var: 'a' }, true, false] } }),
        }}
        seen={seen}
      />,
    );
    expect(screen.getByText('This condition has another shape: edit it in the JSON text below.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a check' }));
    await user.click(screen.getByRole('button', { name: 'Check 1 passes when: add a condition' }));
    await user.type(screen.getByLabelText('Check 1 passes when, condition 1: Field'), 'bmi');
    await user.selectOptions(screen.getByLabelText('Check 1 passes when, condition 1: Operator'), '<');
    await user.type(screen.getByLabelText('Check 1 passes when, condition 1: Value'), '45');
    await user.type(screen.getByLabelText('Check 1: message'), 'BMI must be below 45 to apply online');
    const d = definitionOf(seen);
    expect(d.checks).toEqual([
      { test: { '<': [{ var: 'bmi' }, 45] }, message: 'BMI must be below 45 to apply online' },
    ]);
    expect(d.calculate).toEqual(calc);
    expect(d.read_only_if).toEqual({ if: [{ var: 'a' }, true, false] });
  });
});

describe('a condition in words (the rules table)', () => {
  it('says the common shape with its join, and names another shape as JSON Logic', () => {
    expect(
      conditionText({
        and: [{ '>': [{ var: 'applicant.age' }, 40] }, { '==': [{ var: 'primary_health_info.question_141' }, 'yes'] }],
      }),
    ).toBe('applicant.age is greater than 40 AND primary_health_info.question_141 is yes');
    expect(conditionText({ in: [{ var: 'cart.tier' }, ['A', 'B']] })).toBe('cart.tier is one of A, B');
    expect(conditionText({ if: [true, 1, 2] })).toBe('under a condition (JSON Logic)');
  });
});
