import { useId, useState } from 'react';
import {
  CONDITION_OPS,
  conditionLogic,
  conditionOf,
  type Condition,
  type ConditionOp,
  type ConditionRow,
} from '../definition-parts';
import type { VariableChoice } from '../variable-choices';
import { Hidden } from './Hidden';
import { SelectInput, TextInput } from './inputs';

interface Props {
  /** The fieldset's legend ("Shown only when"). */
  legend: string;
  hint?: string;
  /** The JSON Logic as stored (undefined: none). */
  expression: unknown;
  onChange: (next: unknown) => void;
  variables: readonly VariableChoice[];
  error?: string | undefined;
}

// `true` (a new check's test) and none are both "always": no rows.
const key = (e: unknown) => JSON.stringify(e === true || e === undefined ? null : e);

/**
 * A condition of the common shape as rows: a field (this page's, another step's `tab.field`, the
 * applicant's age or state, the cart), an operator and a value, joined by AND or OR. It writes JSON
 * Logic; a condition of another shape is left to the JSON text (said so, nothing lost).
 */
export function ConditionBuilder({ legend, hint, expression, onChange, variables, error }: Props) {
  const listId = useId();
  // The rows as typed (a row without a field yet is not in the logic), re-read when the text changes elsewhere.
  const [local, setLocal] = useState<{ written: string; condition: Condition | null }>(() => ({
    written: key(expression),
    condition: conditionOf(expression),
  }));
  let condition = local.condition;
  if (local.written !== key(expression)) {
    condition = conditionOf(expression);
    setLocal({ written: key(expression), condition });
  }

  const write = (next: Condition) => {
    const logic = conditionLogic(next);
    setLocal({ written: key(logic), condition: next });
    onChange(logic);
  };

  if (!condition)
    return (
      <fieldset className="oe-admin-fieldset oe-admin-fieldset--plain">
        <legend>{legend}</legend>
        <p className="oe-form-field__hint">This condition has another shape: edit it in the JSON text below.</p>
        <p className="oe-form-field__error" role="alert">
          {error}
        </p>
      </fieldset>
    );

  const c = condition;
  const update = (i: number, patch: Partial<ConditionRow>) =>
    write({ ...c, rows: c.rows.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  return (
    <fieldset className="oe-admin-fieldset oe-admin-fieldset--plain oe-admin-condition">
      <legend>{legend}</legend>
      {hint && <p className="oe-form-field__hint">{hint}</p>}
      <p className="oe-form-field__error" role="alert">
        {error}
      </p>
      {c.rows.length === 0 && <p className="oe-muted">Always.</p>}
      {c.rows.length > 1 && (
        <SelectInput
          label={`${legend}: join the conditions with`}
          value={c.join}
          options={[
            { value: 'and', label: 'AND (all must hold)' },
            { value: 'or', label: 'OR (one is enough)' },
          ]}
          onChange={(e) => write({ ...c, join: e.target.value === 'or' ? 'or' : 'and' })}
        />
      )}
      <datalist id={listId}>
        {variables.map((v) => (
          <option key={v.value} value={v.value}>
            {v.label}
          </option>
        ))}
      </datalist>
      <ol className="oe-admin-options__list">
        {c.rows.map((r, i) => (
          <li key={i} className="oe-admin-condition__row">
            <TextInput
              label={<Hidden prefix={`${legend}, condition ${i + 1}: `} text="Field" />}
              hint={variables.find((v) => v.value === r.variable)?.label}
              value={r.variable}
              list={listId}
              spellCheck={false}
              autoCapitalize="none"
              onChange={(e) => update(i, { variable: e.target.value })}
            />
            <SelectInput
              label={<Hidden prefix={`${legend}, condition ${i + 1}: `} text="Operator" />}
              value={r.op}
              options={CONDITION_OPS.map((o) => ({ value: o.op, label: o.label }))}
              onChange={(e) => update(i, { op: e.target.value as ConditionOp })}
            />
            <TextInput
              label={<Hidden prefix={`${legend}, condition ${i + 1}: `} text="Value" />}
              value={r.value}
              onChange={(e) => update(i, { value: e.target.value })}
            />
            <button
              type="button"
              className="oe-button oe-button--secondary"
              aria-label={`${legend}: remove condition ${i + 1}`}
              onClick={() => write({ ...c, rows: c.rows.filter((_, j) => j !== i) })}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="oe-button oe-button--secondary oe-admin-options__add"
        aria-label={`${legend}: add a condition`}
        onClick={() => write({ ...c, rows: [...c.rows, { variable: '', op: '==', value: '' }] })}
      >
        Add a condition
      </button>
    </fieldset>
  );
}
