import { useState, type FormEvent, type ReactNode } from 'react';
import { SelectField } from './FormField';

interface ChooseOneFormProps {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The spec's message when nothing is chosen ('Please choose a platform', 'Please choose a group'). */
  requiredMessage: string;
  onSubmit: (value: string) => void | Promise<void>;
  onBack?: () => void;
  submitLabel?: string;
  /** A server error to show under the field (e.g. a refused portal). */
  error?: string | undefined;
  busy?: boolean;
  children?: ReactNode;
}

/** One required choice from a list with Back and Submit (portal and group choosers, 000 section 2). */
export function ChooseOneForm({
  label,
  options,
  requiredMessage,
  onSubmit,
  onBack,
  submitLabel = 'Submit',
  error,
  busy,
  children,
}: ChooseOneFormProps) {
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value) return setMissing(true);
    void onSubmit(value);
  };
  return (
    <form onSubmit={submit} noValidate className="oe-form-grid">
      <SelectField
        label={label}
        placeholder="Select"
        options={options}
        value={value}
        error={missing ? requiredMessage : error}
        onChange={(e) => {
          setValue(e.target.value);
          setMissing(false);
        }}
      />
      {children}
      <div className="oe-form-actions">
        {onBack && (
          <button type="button" className="oe-button oe-button--secondary" onClick={onBack}>
            Back
          </button>
        )}
        <button type="submit" className="oe-button oe-button--primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
