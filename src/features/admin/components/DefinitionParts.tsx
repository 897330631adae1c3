import type { CarrierWidget } from '../../../../schemas/field-definition';
import {
  destinationFormOf,
  destinationParts,
  groupFormOf,
  groupOfForm,
  partsOf,
  uploadFormOf,
  uploadOfForm,
  withParts,
  type Parts,
} from '../definition-parts';
import type { VariableChoice } from '../variable-choices';
import { ConditionBuilder } from './ConditionBuilder';
import { GroupItemsInputs } from './GroupItemsInputs';
import { TextInput } from './inputs';
import { DestinationInputs, UploadInputs } from './UploadDestinationInputs';

interface Props {
  widget: CarrierWidget;
  /** The definition's JSON text (DefinitionForm.expressions): every input here reads and writes it. */
  text: string;
  onChange: (text: string) => void;
  errors: Readonly<Record<string, string>>;
  variables: readonly VariableChoice[];
}

const NO_ANSWER: ReadonlySet<CarrierWidget> = new Set(['heading', 'group', 'file']);

type Check = { test: unknown; message: string };
const isCheck = (c: unknown): c is Check =>
  typeof c === 'object' && c !== null && 'test' in c && typeof (c as { message?: unknown }).message === 'string';

/**
 * The inputs of the parts a definition keeps in its JSON text (decision 0305): a group's items, an
 * upload's rules, where the answer goes, its conditions and checks. While the text is not a JSON
 * object they wait for it (the text's own error says why).
 */
export function DefinitionParts({ widget, text, onChange, errors, variables }: Props) {
  const parts = partsOf(text);
  if (!parts)
    return <p className="oe-form-field__hint">Fix the JSON text below to edit its parts with inputs again.</p>;
  const set = (changes: Parts) => onChange(withParts(text, changes));
  const err = (part: string) => {
    const hits = Object.entries(errors).filter(
      ([p]) => p === `definition.${part}` || p.startsWith(`definition.${part}.`),
    );
    return hits.length === 0 ? undefined : hits.map(([, m]) => m).join(' ');
  };
  const condition = (key: string, legend: string, hint?: string) => (
    <ConditionBuilder
      legend={legend}
      hint={hint}
      expression={parts[key]}
      onChange={(logic) => set({ [key]: logic })}
      variables={variables}
      error={err(key)}
    />
  );
  const checks = parts.checks === undefined ? [] : Array.isArray(parts.checks) ? parts.checks : null;
  const setChecks = (next: Check[]) => set({ checks: next.length === 0 ? undefined : next });
  return (
    <>
      {widget === 'group' && (
        <GroupItemsInputs
          value={groupFormOf(parts.group)}
          onChange={(g) => set({ group: groupOfForm(g) })}
          errors={errors}
        />
      )}
      {widget === 'file' && (
        <UploadInputs
          value={uploadFormOf(parts.file)}
          onChange={(u) => set({ file: uploadOfForm(u) })}
          errors={errors}
        />
      )}
      {!NO_ANSWER.has(widget) && (
        <DestinationInputs
          value={destinationFormOf(parts)}
          onChange={(d) => set(destinationParts(d))}
          errors={errors}
        />
      )}
      {condition(
        'visible_if',
        'Shown only when',
        widget === 'heading' ? 'A heading under a condition hides its whole section.' : undefined,
      )}
      {widget !== 'heading' && condition('required_if', 'Required when')}
      {widget !== 'heading' && condition('read_only_if', 'Read-only when')}
      {widget !== 'heading' && checks && checks.every(isCheck) && (
        <fieldset className="oe-admin-fieldset oe-admin-fieldset--plain">
          <legend>Checks (each with its message)</legend>
          <p className="oe-form-field__error" role="alert">
            {errors['definition.checks']}
          </p>
          {checks.map((c, i) => (
            <div key={i} className="oe-admin-check-row">
              <ConditionBuilder
                legend={`Check ${i + 1} passes when`}
                expression={c.test}
                onChange={(test) => setChecks(checks.map((x, j) => (j === i ? { ...x, test: test ?? true } : x)))}
                variables={variables}
                error={err(`checks[${i}].test`)}
              />
              <TextInput
                label={`Check ${i + 1}: message`}
                value={c.message}
                maxLength={200}
                onChange={(e) => setChecks(checks.map((x, j) => (j === i ? { ...x, message: e.target.value } : x)))}
                error={err(`checks[${i}].message`)}
              />
              <button
                type="button"
                className="oe-button oe-button--secondary"
                onClick={() => setChecks(checks.filter((_, j) => j !== i))}
              >
                Remove check {i + 1}
              </button>
            </div>
          ))}
          <button
            type="button"
            className="oe-button oe-button--secondary oe-admin-options__add"
            onClick={() => setChecks([...checks, { test: true, message: '' }])}
          >
            Add a check
          </button>
        </fieldset>
      )}
    </>
  );
}
