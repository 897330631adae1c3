import { useId, useState, type FormEvent } from 'react';
import { TIERS } from '../../../../schemas/categories';
import { fieldErrorMap } from '../../../../schemas/envelope';
import { basicFilterErrors, GENDERS } from '../../../../schemas/filter-fields';
import { digitsOnly, formatDateInput } from '../../../../schemas/formats';
import { MESSAGES } from '../../../../schemas/messages';
import { ApiRequestError } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { useAddFilterForNewUser } from '../../enrollment-filter';
import type { PortalChoice } from './PortalPicker';

/** The quote form of the plan page (001 section 2): zip, dob, gender, tier create the temporary enrollment. */
export function QuoteForm({ portal, onCreated }: { portal: PortalChoice | null; onCreated: (tempId: string) => void }) {
  const id = useId();
  const [values, setValues] = useState({ zip: '', dob: '', gender: '', tier: storage.get('selectedTier') ?? '' });
  const { errors, show: setErrors } = useFieldErrors<string>(values, () => fieldErrorMap(basicFilterErrors(values)));
  const create = useAddFilterForNewUser();
  const set = (k: keyof typeof values, v: string) => setValues((s) => ({ ...s, [k]: v }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = fieldErrorMap(basicFilterErrors(values));
    setErrors(local);
    if (Object.keys(local).length) return;
    const judged = values;
    try {
      const created = await create.mutateAsync({
        ...values,
        eprocess: storage.get('eprocess'),
        ...(portal
          ? {
              platform_group_id: portal.portalId,
              ...(portal.groupId ? { group_id: portal.groupId, type: 'new-group-member' as const } : {}),
            }
          : {}),
      });
      storage.set('tempId', created.temp_enrollment_id);
      storage.set('selectedTier', created.tier);
      onCreated(created.temp_enrollment_id);
    } catch (error) {
      setErrors(
        error instanceof ApiRequestError ? { form: error.message, ...error.fieldErrors } : { form: String(error) },
        judged,
      );
    }
  };
  const err = (k: string) =>
    errors[k] && (
      <p id={`${id}-${k}-error`} className="oe-filter__error" role="alert">
        {errors[k]}
      </p>
    );
  const aria = (k: string) => ({
    'aria-invalid': !!errors[k],
    'aria-describedby': errors[k] ? `${id}-${k}-error` : undefined,
  });

  return (
    <form className="oe-pd-questions" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Get a Quote</h2>
      <div className="oe-filter__field">
        <label htmlFor={`${id}-zip`}>Zip Code</label>
        <input
          id={`${id}-zip`}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={values.zip}
          onChange={(e) => set('zip', digitsOnly(e.target.value, 5))}
          {...aria('zip')}
        />
        {err('zip')}
      </div>
      <div className="oe-filter__field">
        <label htmlFor={`${id}-dob`}>Date of Birth (mm/dd/yyyy)</label>
        <input
          id={`${id}-dob`}
          inputMode="numeric"
          maxLength={10}
          placeholder="mm/dd/yyyy"
          value={values.dob}
          onChange={(e) => set('dob', formatDateInput(e.target.value))}
          {...aria('dob')}
        />
        {err('dob')}
      </div>
      <div className="oe-filter__field">
        <label htmlFor={`${id}-gender`}>Gender</label>
        <select
          id={`${id}-gender`}
          value={values.gender}
          onChange={(e) => set('gender', e.target.value)}
          {...aria('gender')}
        >
          <option value="">{MESSAGES.pleaseSelect}</option>
          {GENDERS.filter((g) => g.code !== '2').map((g) => (
            <option key={g.code} value={g.code}>
              {g.label}
            </option>
          ))}
        </select>
        {err('gender')}
      </div>
      <div className="oe-filter__field">
        <label htmlFor={`${id}-tier`}>Tier</label>
        <select id={`${id}-tier`} value={values.tier} onChange={(e) => set('tier', e.target.value)} {...aria('tier')}>
          <option value="">{MESSAGES.pleaseSelect}</option>
          {TIERS.map((t) => (
            <option key={t.code} value={t.code}>
              {t.label}
            </option>
          ))}
        </select>
        {err('tier')}
      </div>
      {err('form')}
      <button type="submit" className="oe-button oe-button--primary" disabled={create.isPending}>
        View Rates
      </button>
    </form>
  );
}
