import { useRef } from 'react';
import { TextInput } from './inputs';

type Option = { value: string; label: string };

/** The answers of a drop-down or radio field: value and label per row, add and remove (at most 200). */
export function OptionsEditor({
  options,
  onChange,
  errors,
}: {
  options: readonly Option[];
  onChange: (next: Option[]) => void;
  errors: Readonly<Record<string, string>>;
}) {
  const list = useRef<HTMLOListElement>(null);
  const focusRow = (index: number) => {
    // After the list re-renders: the new row's value input, or the Add button when none is left.
    requestAnimationFrame(() => {
      const inputs = list.current?.querySelectorAll<HTMLInputElement>('input');
      const target =
        inputs?.[index * 2] ?? list.current?.parentElement?.querySelector<HTMLButtonElement>('.oe-admin-options__add');
      target?.focus();
    });
  };
  const update = (i: number, patch: Partial<Option>) =>
    onChange(options.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  return (
    <fieldset className="oe-admin-fieldset oe-admin-options">
      <legend>Options</legend>
      <p className="oe-form-field__error" role="alert">
        {errors['definition.options']}
      </p>
      {options.length === 0 && <p className="oe-muted">No options yet.</p>}
      <ol ref={list} className="oe-admin-options__list">
        {options.map((o, i) => (
          <li key={i} className="oe-admin-options__row">
            <TextInput
              label={`Option ${i + 1} value`}
              value={o.value}
              onChange={(e) => update(i, { value: e.target.value })}
              error={errors[`definition.options[${i}].value`]}
            />
            <TextInput
              label={`Option ${i + 1} label`}
              value={o.label}
              onChange={(e) => update(i, { label: e.target.value })}
              error={errors[`definition.options[${i}].label`]}
            />
            <button
              type="button"
              className="oe-button oe-button--secondary"
              aria-label={`Remove option ${i + 1}`}
              onClick={() => {
                onChange(options.filter((_, j) => j !== i));
                focusRow(Math.min(i, options.length - 2));
              }}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="oe-button oe-button--secondary oe-admin-options__add"
        disabled={options.length >= 200}
        onClick={() => {
          onChange([...options, { value: '', label: '' }]);
          focusRow(options.length);
        }}
      >
        Add an option
      </button>
    </fieldset>
  );
}
