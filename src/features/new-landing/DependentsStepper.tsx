import { useId } from 'react';

/** Most dependents the quote form counts (the dependent dialog offers up to 9). */
export const MAX_DEPENDENTS = 9;

/** 'Add Dependents' count stepper: never below 0 (000 section 5), announced as it changes. */
export function DependentsStepper({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const labelId = useId();
  return (
    <div className="oe-form-field">
      <span id={labelId} className="oe-form-field__label">
        Add Dependents
      </span>
      <div className="oe-stepper" role="group" aria-labelledby={labelId}>
        <button
          type="button"
          className="oe-button oe-button--secondary"
          aria-label="Fewer dependents"
          disabled={value <= 0}
          onClick={() => onChange(Math.max(0, value - 1))}
        >
          −
        </button>
        <output className="oe-stepper__value" aria-live="polite">
          {value}
        </output>
        <button
          type="button"
          className="oe-button oe-button--secondary"
          aria-label="More dependents"
          disabled={value >= MAX_DEPENDENTS}
          onClick={() => onChange(Math.min(MAX_DEPENDENTS, value + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}
