import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { TIERS } from '../../../../schemas/categories';
import { basicFilterErrors } from '../../../../schemas/filter-fields';
import { digitsOnly, formatDateInput } from '../../../../schemas/formats';
import { SelectField, TextField } from '../../../components/form/FormField';
import { ApiRequestError } from '../../../lib/api-client';
import { deviceId } from '../../../lib/device-id';
import { storage } from '../../../lib/storage';
import { useCheckLead } from '../../location-banner';
import { useAddFilterForNewUser, useChangeFilterInfo, validateZipCode } from '../../enrollment-filter';

type Values = { zip: string; gender: string; tier: string; dob: string };
type Errors = Partial<Record<keyof Values | 'form', string>>;

const GENDER_OPTIONS = [
  { value: '0', label: 'Male' },
  { value: '1', label: 'Female' },
];
const TIER_OPTIONS = TIERS.map((t) => ({ value: t.code, label: t.label }));

/** The first message per field of a failed call; anything not about a field goes to the form. */
function errorsOf(cause: unknown): Errors {
  if (!(cause instanceof ApiRequestError)) return { form: 'Something went wrong. Please try again.' };
  const { zip, zip_code, dob, gender, tier } = cause.fieldErrors;
  const fields: Errors = { zip: zip ?? zip_code, dob, gender, tier };
  return Object.values(fields).some(Boolean) ? fields : { form: cause.message };
}

/**
 * The Welcome / Get Started form (000 sections 2, 4 and 5): zip (checked by the zip service),
 * gender, tier and date of birth. Creates the filter for a new visitor or updates the stored one,
 * then goes to /plans.
 */
export function WelcomeForm() {
  const { landing } = useParams();
  const navigate = useNavigate();
  const headingId = useId();
  const [values, setValues] = useState<Values>({
    zip: '',
    gender: '',
    tier: storage.get('selectedTier') ?? '',
    dob: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const create = useAddFilterForNewUser();
  const change = useChangeFilterInfo();
  const lead = useCheckLead(deviceId());

  // The location banner's saved zip prefills an empty zip field (000 section 4).
  const leadZip = lead.data?.zip_code;
  const [prefilledWith, setPrefilledWith] = useState<string>();
  if (leadZip && leadZip !== prefilledWith) {
    setPrefilledWith(leadZip);
    setValues((v) => (v.zip ? v : { ...v, zip: leadZip }));
  }

  const set = (field: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = basicFilterErrors(values);
    if (found.length > 0) return setErrors(Object.fromEntries(found.map((e) => [e.target_element, e.error_message])));
    setBusy(true);
    setErrors({});
    try {
      await validateZipCode(values.zip);
      const tempId = storage.get('tempId');
      if (tempId) {
        await change.mutateAsync({ tempId, ...values });
      } else {
        const enrollType = storage.get('enroll_type');
        const referral = storage.get('r_valid') ? storage.get('referral') : undefined;
        const created = await create.mutateAsync({
          ...values,
          eprocess: storage.get('eprocess'),
          open_type: storage.get('open_type'),
          // A rep's pick on the rep home; otherwise the server takes group and portal from the token.
          group_id: storage.get('enroll_group_id'),
          platform_group_id: storage.get('platform_group_id'),
          type: enrollType === 'new-group-member' ? 'new-group-member' : 'new-member',
          ...(referral ? { referral } : {}),
        });
        storage.set('tempId', created.temp_enrollment_id);
      }
      storage.set('selectedTier', values.tier as (typeof TIERS)[number]['code']);
      storage.set('isFilterDataSubmitted', true);
      navigate(`${landing ? `/${encodeURIComponent(landing)}` : ''}/plans`);
    } catch (cause) {
      setErrors(errorsOf(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="oe-card oe-welcome-form" aria-labelledby={headingId}>
      <h2 id={headingId}>Get Started</h2>
      <p className="oe-muted">Tell us a little about you to see the plans available where you live.</p>
      <form onSubmit={submit} noValidate className="oe-form-grid">
        <div className="oe-form-grid oe-form-grid--2 oe-form-grid--4">
          <TextField
            label="Zip code"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={values.zip}
            error={errors.zip}
            onChange={(e) => set('zip', digitsOnly(e.target.value, 5))}
          />
          <SelectField
            label="Gender"
            placeholder="Select"
            options={GENDER_OPTIONS}
            value={values.gender}
            error={errors.gender}
            onChange={(e) => set('gender', e.target.value)}
          />
          <SelectField
            label="Tier"
            placeholder="Select"
            options={TIER_OPTIONS}
            value={values.tier}
            error={errors.tier}
            onChange={(e) => set('tier', e.target.value)}
          />
          <TextField
            label="Date of birth"
            hint="mm/dd/yyyy"
            inputMode="numeric"
            autoComplete="bday"
            maxLength={10}
            value={values.dob}
            error={errors.dob}
            onChange={(e) => set('dob', formatDateInput(e.target.value))}
          />
        </div>
        <div className="oe-form-actions">
          <button type="submit" className="oe-button oe-button--primary" disabled={busy}>
            Submit
          </button>
          <p className="oe-form-status" role="alert">
            {errors.form}
          </p>
        </div>
      </form>
    </section>
  );
}
