import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import '../../styles/form-fields.css';

export interface FieldFrameProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: string | undefined;
  children: (ids: { inputId: string; describedBy: string | undefined }) => ReactNode;
}

/** Label, control, hint and error of one field; the error is announced and linked by aria-describedby. */
export function FieldFrame({ label, error, hint, children }: FieldFrameProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="oe-form-field">
      <label className="oe-form-field__label" htmlFor={inputId}>
        {label}
      </label>
      {children({ inputId, describedBy })}
      {hint && (
        <p id={hintId} className="oe-form-field__hint">
          {hint}
        </p>
      )}
      <p id={errorId} className="oe-form-field__error" role="alert">
        {error}
      </p>
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
};

/** A labelled text input with its error. */
export function TextField({ label, error, hint, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ inputId, describedBy }) => (
        <input
          id={inputId}
          className="oe-form-field__control"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Text of the empty first option; omit when a value is always chosen. */
  placeholder?: string;
};

/** A labelled select with its error. */
export function SelectField({ label, error, options, placeholder, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error}>
      {({ inputId, describedBy }) => (
        <select
          id={inputId}
          className="oe-form-field__control"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...select}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
