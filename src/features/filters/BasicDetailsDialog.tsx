import { useId, useState, type FormEvent } from 'react';
import { TIERS } from '../../../schemas/categories';
import { basicFilterErrors, GENDERS } from '../../../schemas/filter-fields';
import { fieldErrorMap } from '../../../schemas/envelope';
import { digitsOnly, formatDateInput } from '../../../schemas/formats';
import { MESSAGES } from '../../../schemas/messages';
import { Dialog } from '../../components/Dialog';
import { ApiRequestError } from '../../lib/api-client';
import { useSaveFilter } from './use-save-filter';
import type { FilterInfo } from './api/get-enrollment-temp-info';

interface Props {
  open: boolean;
  tempId: string;
  filter: FilterInfo;
  /** Show the smoker question (tobacco-rated plan, or an answer already given). */
  showSmoker: boolean;
  onClose: () => void;
}

// The Basic Details editor offers Male and Female only (000 section 2: gender Male=0/Female=1).
const EDITOR_GENDERS = GENDERS.filter((g) => g.code !== '2');

/** The 'Basic Details' edit popup of the top filter: zip, gender, date of birth, tier, smoker. */
export function BasicDetailsDialog({ open, tempId, filter, showSmoker, onClose }: Props) {
  const id = useId();
  const [values, setValues] = useState({
    zip: filter.zip ?? '',
    gender: filter.gender === null ? '' : String(filter.gender),
    dob: filter.dob ?? '',
    tier: filter.tier ?? '',
    is_smoker: filter.is_smoker === null ? '' : String(filter.is_smoker),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useSaveFilter(tempId);

  const set = (field: keyof typeof values, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = fieldErrorMap(basicFilterErrors(values));
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      await change.mutateAsync(values);
      onClose();
    } catch (error) {
      setErrors(
        error instanceof ApiRequestError ? { form: error.message, ...error.fieldErrors } : { form: String(error) },
      );
    }
  };

  const describe = (field: string) => (errors[field] ? `${id}-${field}-error` : undefined);
  const errorOf = (field: string) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="oe-filter__error" role="alert">
        {errors[field]}
      </p>
    ) : null;

  return (
    <Dialog open={open} title={MESSAGES.basicDetailsTitle} onClose={onClose}>
      <form className="oe-filter__form" onSubmit={submit} noValidate>
        <div className="oe-filter__field">
          <label htmlFor={`${id}-zip`}>Zip Code</label>
          <input
            id={`${id}-zip`}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={values.zip}
            aria-invalid={!!errors.zip}
            aria-describedby={describe('zip')}
            onChange={(e) => set('zip', digitsOnly(e.target.value, 5))}
            data-autofocus
          />
          {errorOf('zip')}
        </div>
        <div className="oe-filter__field">
          <label htmlFor={`${id}-gender`}>Gender</label>
          <select
            id={`${id}-gender`}
            value={values.gender}
            aria-invalid={!!errors.gender}
            aria-describedby={describe('gender')}
            onChange={(e) => set('gender', e.target.value)}
          >
            <option value="">{MESSAGES.pleaseSelect}</option>
            {EDITOR_GENDERS.map((g) => (
              <option key={g.code} value={g.code}>
                {g.label}
              </option>
            ))}
          </select>
          {errorOf('gender')}
        </div>
        <div className="oe-filter__field">
          <label htmlFor={`${id}-dob`}>Date of Birth (mm/dd/yyyy)</label>
          <input
            id={`${id}-dob`}
            inputMode="numeric"
            placeholder="mm/dd/yyyy"
            maxLength={10}
            value={values.dob}
            aria-invalid={!!errors.dob}
            aria-describedby={describe('dob')}
            onChange={(e) => set('dob', formatDateInput(e.target.value))}
          />
          {errorOf('dob')}
        </div>
        <div className="oe-filter__field">
          <label htmlFor={`${id}-tier`}>Tier</label>
          <select
            id={`${id}-tier`}
            value={values.tier}
            aria-invalid={!!errors.tier}
            aria-describedby={describe('tier')}
            onChange={(e) => set('tier', e.target.value)}
          >
            <option value="">{MESSAGES.pleaseSelect}</option>
            {TIERS.map((t) => (
              <option key={t.code} value={t.code}>
                {t.label}
              </option>
            ))}
          </select>
          {errorOf('tier')}
        </div>
        {showSmoker && (
          <fieldset className="oe-filter__field oe-filter__radios">
            <legend>{MESSAGES.doYouSmoke}</legend>
            {[
              { v: '1', l: 'Yes' },
              { v: '0', l: 'No' },
            ].map((o) => (
              <label key={o.v}>
                <input
                  type="radio"
                  name={`${id}-smoker`}
                  value={o.v}
                  checked={values.is_smoker === o.v}
                  onChange={() => set('is_smoker', o.v)}
                />{' '}
                {o.l}
              </label>
            ))}
          </fieldset>
        )}
        {errorOf('form')}
        <button type="submit" className="oe-button oe-button--primary" disabled={change.isPending}>
          Submit
        </button>
      </form>
    </Dialog>
  );
}
