import { useId, useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../../schemas/messages';
import { Dialog } from '../../../components/Dialog';
import { ApiRequestError } from '../../../lib/api-client';
import { useSaveFilter } from '../../filters';

interface Props {
  tempId: string;
  title: string;
  /** The filter field the choice saves (is_smoker or tier). */
  field: 'is_smoker' | 'tier';
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  initial?: string;
  onClose: () => void;
}

/** A one-question modal saved through change-filter-info: Tobacco Usage ('Do you smoke?') or 'Please choose the tier'. */
export function ChoiceDialog({ tempId, title, field, legend, options, initial = '', onClose }: Props) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  const change = useSaveFilter(tempId);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value) return setError(field === 'tier' ? MESSAGES.chooseTier : MESSAGES.fieldRequired);
    try {
      await change.mutateAsync({ [field]: value });
      onClose();
    } catch (e) {
      setError(e instanceof ApiRequestError ? (e.fieldErrors[field] ?? e.message) : String(e));
    }
  };
  return (
    <Dialog open title={title} onClose={onClose}>
      <form className="oe-filter__form" onSubmit={submit} noValidate>
        <fieldset className="oe-filter__field oe-filter__radios" aria-describedby={error ? `${id}-error` : undefined}>
          <legend>{legend}</legend>
          {options.map((o) => (
            <label key={o.value}>
              <input
                type="radio"
                name={`${id}-choice`}
                value={o.value}
                checked={value === o.value}
                onChange={() => setValue(o.value)}
              />{' '}
              {o.label}
            </label>
          ))}
        </fieldset>
        {error && (
          <p id={`${id}-error`} className="oe-filter__error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="oe-button oe-button--primary" disabled={change.isPending}>
          Submit
        </button>
      </form>
    </Dialog>
  );
}
