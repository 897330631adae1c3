import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  CARRIER_FILE_MODES,
  CARRIER_SCHEDULES,
  ID_QUALIFIERS,
  type CarrierProfile,
} from '../../../../schemas/api/carrier-files';
import { ApiRequestError } from '../../../lib/api-client';
import { useSaveCarrierProfile } from '../api/carrier-files';
import {
  LINE_CATEGORIES,
  formErrorKey,
  profileErrors,
  toProfileForm,
  toProfileUpdate,
  type ProfileForm,
} from '../carrier-profile-model';
import { SelectInput, TextInput } from './inputs';
import { LineCodesTable, PlanCodesTable } from './ProfileCodeTables';
import { DeliveryInputs } from './ProfileDeliveryInputs';

const QUALIFIER_OPTIONS = ID_QUALIFIERS.map((q) => ({
  value: q,
  label: q === 'ZZ' ? 'ZZ (mutually defined)' : q === '30' ? '30 (federal tax id)' : q,
}));
const MODE_OPTIONS = CARRIER_FILE_MODES.map((m) => ({
  value: m,
  label: m === 'change' ? 'Change file' : 'Full file',
}));
const SCHEDULE_OPTIONS = CARRIER_SCHEDULES.map((s) => ({
  value: s,
  label: s === 'manual' ? 'Manual' : s === 'hourly' ? 'Every hour' : 'Once a day',
}));

/** The form's label of a problem's key, for the summary above the inputs. */
function keyLabel(key: string, form: ProfileForm): string {
  const lob = /^line_of_business\.(.+)$/.exec(key);
  if (lob) return `Line of business, ${LINE_CATEGORIES.find((c) => c.code === lob[1])?.label ?? lob[1]}`;
  const plan = /^planCodes\.(\d+)\.(planId|code)$/.exec(key);
  if (plan) {
    const row = Number(plan[1]);
    return `Plan code row ${row + 1}${plan[2] === 'planId' ? ', plan id' : `, code of plan ${form.planCodes[row]?.planId ?? ''}`}`;
  }
  const labels: Record<string, string> = {
    sender_id: 'Sender id',
    sender_qualifier: 'Sender qualifier',
    receiver_id: 'Receiver id',
    receiver_qualifier: 'Receiver qualifier',
    file_name_pattern: 'File name pattern',
    default_mode: 'File',
    schedule: 'Schedule',
    'delivery.method': 'Delivery',
    'delivery.host': 'SFTP host',
    'delivery.port': 'SFTP port',
    'delivery.username': 'SFTP user name',
    'delivery.remote_dir': 'Remote directory',
    delivery_secret: 'SFTP password',
  };
  return labels[key] ?? key;
}

/**
 * A carrier's 834 profile: interchange ids, HD03 codes by category and HD04 codes by plan as editable
 * tables, file name, change or full, schedule and delivery. The SFTP secret is write-only: typed to
 * replace the stored one, never shown. A refused save lists its problems (each a button to its input)
 * and marks the inputs.
 */
export function CarrierProfileForm({ profile }: { profile: CarrierProfile }) {
  const save = useSaveCarrierProfile(profile.carrier_id);
  const [form, setForm] = useState<ProfileForm>(() => toProfileForm(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  // Empties the key file input (a new input) after a save or an undo.
  const [keyInput, setKeyInput] = useState(0);
  const [keyFileError, setKeyFileError] = useState('');
  const titleId = useId();
  const summaryId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const problems = Object.entries(errors);
  useEffect(() => {
    // A refused save moves the focus to its summary (a new errors object or failure each time).
    if (Object.keys(errors).length > 0 || failure) summary.current?.focus();
  }, [errors, failure]);

  const set = (patch: Partial<ProfileForm>) => setForm((f) => ({ ...f, ...patch }));
  const text = (key: keyof ProfileForm & string) => ({
    name: key,
    value: form[key] as string,
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set({ [key]: e.target.value } as Partial<ProfileForm>),
  });
  const focusField = (key: string) =>
    formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(key)}"]`)?.focus();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus('');
    setFailure('');
    const found = profileErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = await save.mutateAsync(toProfileUpdate(form));
      setForm(toProfileForm(saved));
      setKeyInput((n) => n + 1);
      setStatus(`Saved the profile of ${saved.carrier_name}.`);
    } catch (error) {
      if (error instanceof ApiRequestError && error.fieldErrorList.length > 0) {
        setErrors(
          Object.fromEntries(error.fieldErrorList.map((e) => [formErrorKey(e.target_element, form), e.error_message])),
        );
      } else {
        setFailure(error instanceof ApiRequestError ? error.message : 'Something went wrong. Please try again.');
      }
    }
  }

  return (
    <form ref={formRef} className="oe-admin-editor oe-card" noValidate aria-labelledby={titleId} onSubmit={submit}>
      <h4 id={titleId}>834 profile</h4>
      <div
        ref={summary}
        tabIndex={-1}
        className={problems.length > 0 || failure ? 'oe-notice oe-notice--error' : undefined}
        aria-labelledby={problems.length > 0 || failure ? summaryId : undefined}
      >
        {failure && (
          <p id={summaryId} className="oe-notice__title">
            The profile was not saved: {failure}
          </p>
        )}
        {problems.length > 0 && (
          <>
            <p id={summaryId} className="oe-notice__title">
              The profile was not saved: {problems.length === 1 ? '1 problem' : `${problems.length} problems`}
            </p>
            <ul className="oe-admin-problems">
              {problems.map(([key, message]) => (
                <li key={key}>
                  <button type="button" className="oe-link-button" onClick={() => focusField(key)}>
                    {keyLabel(key, form)}
                  </button>
                  : {message}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>

      <fieldset className="oe-admin-fieldset oe-admin-scope oe-admin-profile-row">
        <legend>Interchange (ISA and GS)</legend>
        <SelectInput
          label="Sender qualifier"
          name="sender_qualifier"
          options={QUALIFIER_OPTIONS}
          value={form.sender_qualifier}
          error={errors.sender_qualifier}
          onChange={(e) => set({ sender_qualifier: e.target.value as ProfileForm['sender_qualifier'] })}
        />
        <TextInput label="Sender id" hint="1 to 15 capital letters and digits." maxLength={15} {...text('sender_id')} />
        <SelectInput
          label="Receiver qualifier"
          name="receiver_qualifier"
          options={QUALIFIER_OPTIONS}
          value={form.receiver_qualifier}
          error={errors.receiver_qualifier}
          onChange={(e) => set({ receiver_qualifier: e.target.value as ProfileForm['receiver_qualifier'] })}
        />
        <TextInput label="Receiver id" maxLength={15} {...text('receiver_id')} />
      </fieldset>

      <LineCodesTable form={form} errors={errors} set={set} />
      <PlanCodesTable form={form} errors={errors} set={set} clearErrors={() => setErrors({})} focusField={focusField} />

      <fieldset className="oe-admin-fieldset oe-admin-scope oe-admin-profile-row">
        <legend>File and schedule</legend>
        <TextInput
          label="File name pattern"
          hint="Placeholders {carrier} {date} {time} {control} {mode}; {control} is required."
          maxLength={120}
          {...text('file_name_pattern')}
        />
        <SelectInput
          label="File"
          hint="A change file holds what happened since the last file; a full file every active member."
          name="default_mode"
          options={MODE_OPTIONS}
          value={form.default_mode}
          error={errors.default_mode}
          onChange={(e) => set({ default_mode: e.target.value as ProfileForm['default_mode'] })}
        />
        <SelectInput
          label="Schedule"
          hint="Manual files are run from this console."
          name="schedule"
          options={SCHEDULE_OPTIONS}
          value={form.schedule}
          error={errors.schedule}
          onChange={(e) => set({ schedule: e.target.value as ProfileForm['schedule'] })}
        />
      </fieldset>

      <DeliveryInputs
        profile={profile}
        form={form}
        errors={errors}
        set={set}
        keyInput={keyInput}
        keyFileError={keyFileError}
        setKeyFileError={setKeyFileError}
      />

      <div className="oe-form-actions">
        <button type="submit" className="oe-button oe-button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save profile'}
        </button>
        <button
          type="button"
          className="oe-button oe-button--secondary"
          onClick={() => {
            setForm(toProfileForm(profile));
            setKeyInput((n) => n + 1);
            setKeyFileError('');
            setErrors({});
            setFailure('');
            setStatus('');
          }}
        >
          Undo changes
        </button>
      </div>
      <p className="oe-admin-status" role="status">
        {status}
      </p>
    </form>
  );
}
