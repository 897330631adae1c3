import { useId, useState, type FormEvent } from 'react';
import { digitsOnly } from '../../../../schemas/formats';
import { MESSAGES } from '../../../../schemas/messages';
import { Dialog } from '../../../components/Dialog';
import { ApiRequestError } from '../../../lib/api-client';
import { useSaveFilter } from '../../filters';

interface Props {
  tempId: string;
  askSalary: boolean;
  askHours: boolean;
  onClose: () => void;
}

/** The Annual Salary modal (with Working Hours when the plan needs them); saves through change-filter-info. */
export function SalaryDialog({ tempId, askSalary, askHours, onClose }: Props) {
  const id = useId();
  const [salary, setSalary] = useState('');
  const [hours, setHours] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useSaveFilter(tempId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (askSalary && !salary) local.annual_incode = MESSAGES.fieldRequired;
    if (askHours && !hours) local.working_hours = MESSAGES.fieldRequired;
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      await change.mutateAsync({
        annual_incode: askSalary ? salary : undefined,
        working_hours: askHours ? hours : undefined,
      });
      onClose();
    } catch (error) {
      setErrors(
        error instanceof ApiRequestError ? { form: error.message, ...error.fieldErrors } : { form: String(error) },
      );
    }
  };
  const field = (
    name: 'annual_incode' | 'working_hours',
    label: string,
    value: string,
    set: (v: string) => void,
    max: number,
  ) => (
    <div className="oe-filter__field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        inputMode="numeric"
        value={value}
        maxLength={max}
        aria-invalid={!!errors[name]}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(e) => set(digitsOnly(e.target.value, max))}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="oe-filter__error" role="alert">
          {errors[name]}
        </p>
      )}
    </div>
  );
  return (
    <Dialog open title="Annual Salary" onClose={onClose}>
      <form className="oe-filter__form" onSubmit={submit} noValidate>
        {askSalary && field('annual_incode', 'Annual Salary ($)', salary, setSalary, 9)}
        {askHours && field('working_hours', 'Working Hours (per week)', hours, setHours, 3)}
        {errors.form && (
          <p className="oe-filter__error" role="alert">
            {errors.form}
          </p>
        )}
        <button type="submit" className="oe-button oe-button--primary" disabled={change.isPending}>
          Submit
        </button>
      </form>
    </Dialog>
  );
}
