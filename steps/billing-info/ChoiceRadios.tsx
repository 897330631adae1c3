import { useId } from 'react';

export interface Choice<T extends string | number> {
  value: T;
  label: string;
}

export interface ChoiceRadiosProps<T extends string | number> {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  /** Many short options (bill dates) flow into columns. */
  grid?: boolean;
  error?: string;
}

/** A labelled radio group (payment type, billing date, existing bank or card) with its error announced and linked. */
export function ChoiceRadios<T extends string | number>({
  legend,
  name,
  choices,
  value,
  onChange,
  grid,
  error,
}: ChoiceRadiosProps<T>) {
  const errorId = useId();
  return (
    <fieldset
      className={`oe-choice-group${grid ? ' oe-choice-group--grid' : ''}`}
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
    >
      <legend className="oe-label">{legend}</legend>
      {choices.map((choice) => (
        <label key={String(choice.value)} className="oe-check">
          <input type="radio" name={name} checked={choice.value === value} onChange={() => onChange(choice.value)} />
          <span>{choice.label}</span>
        </label>
      ))}
      <p id={errorId} className="oe-field__error" role="alert">
        {error ?? ''}
      </p>
    </fieldset>
  );
}
