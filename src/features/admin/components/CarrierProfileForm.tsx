import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  CARRIER_FILE_MODES,
  CARRIER_SCHEDULES,
  DELIVERY_METHODS,
  ID_QUALIFIERS,
  type CarrierProfile,
} from '../../../../schemas/api/carrier-files';
import { ApiRequestError } from '../../../lib/api-client';
import { useSaveCarrierProfile } from '../api/carrier-files';
import {
  CLIENT_MESSAGES,
  LINE_CATEGORIES,
  formErrorKey,
  looksLikePrivateKey,
  profileErrors,
  toProfileForm,
  toProfileUpdate,
  type ProfileForm,
} from '../carrier-profile-model';
import { AdminTable } from './AdminTable';
import { CheckInput, SelectInput, TextInput } from './inputs';

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
const METHOD_OPTIONS = DELIVERY_METHODS.map((m) => ({
  value: m,
  label: m === 'drop' ? 'Drop directory' : 'SFTP',
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

  const updatePlan = (i: number, patch: Partial<ProfileForm['planCodes'][number]>) =>
    set({ planCodes: form.planCodes.map((r, j) => (j === i ? { ...r, ...patch } : r)) });

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

      <fieldset className="oe-admin-fieldset">
        <legend>Insurance line codes (HD03)</legend>
        <p className="oe-muted">A category without a code is not sent to this carrier.</p>
        <AdminTable
          caption="Line of business by category"
          columns={['Category', 'HD03 code']}
          className="oe-admin-table--edit"
        >
          {LINE_CATEGORIES.map((c) => {
            const key = `line_of_business.${c.code}`;
            return (
              <tr key={c.code}>
                <th scope="row">{c.label}</th>
                <td>
                  <CellInput
                    name={key}
                    label={`HD03 code for ${c.label}`}
                    value={form.lineOfBusiness[c.code] ?? ''}
                    maxLength={3}
                    short
                    error={errors[key]}
                    onChange={(value) => set({ lineOfBusiness: { ...form.lineOfBusiness, [c.code]: value } })}
                  />
                </td>
              </tr>
            );
          })}
        </AdminTable>
      </fieldset>

      <fieldset className="oe-admin-fieldset">
        <legend>Plan codes (HD04)</legend>
        {form.planCodes.length === 0 ? (
          <p className="oe-admin-empty">No plan code yet: the plan id is sent.</p>
        ) : (
          <AdminTable
            caption="Plan code by plan id"
            columns={['Row', 'Plan id', 'HD04 code']}
            actions
            className="oe-admin-table--edit"
          >
            {form.planCodes.map((row, i) => (
              <tr key={i}>
                <th scope="row">{i + 1}</th>
                <td>
                  <CellInput
                    name={`planCodes.${i}.planId`}
                    label={`Plan id, row ${i + 1}`}
                    value={row.planId}
                    inputMode="numeric"
                    maxLength={10}
                    error={errors[`planCodes.${i}.planId`]}
                    onChange={(value) => updatePlan(i, { planId: value })}
                  />
                </td>
                <td>
                  <CellInput
                    name={`planCodes.${i}.code`}
                    label={`HD04 code, row ${i + 1}`}
                    value={row.code}
                    maxLength={50}
                    error={errors[`planCodes.${i}.code`]}
                    onChange={(value) => updatePlan(i, { code: value })}
                  />
                </td>
                <td>
                  <button
                    type="button"
                    className="oe-button oe-button--secondary oe-admin-table__action"
                    onClick={() => {
                      set({ planCodes: form.planCodes.filter((_, j) => j !== i) });
                      setErrors({});
                    }}
                  >
                    Remove<span className="oe-visually-hidden"> row {i + 1}</span>
                  </button>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
        <button
          type="button"
          className="oe-button oe-button--secondary oe-admin-options__add"
          disabled={form.planCodes.length >= 500}
          onClick={() => {
            set({ planCodes: [...form.planCodes, { planId: '', code: '' }] });
            requestAnimationFrame(() => focusField(`planCodes.${form.planCodes.length}.planId`));
          }}
        >
          Add a plan code
        </button>
      </fieldset>

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

      <fieldset className="oe-admin-fieldset oe-admin-scope oe-admin-profile-row">
        <legend>Delivery</legend>
        <SelectInput
          label="Delivery"
          hint="A drop directory keeps the files sealed on the server; SFTP sends them to the carrier."
          name="delivery.method"
          options={METHOD_OPTIONS}
          value={form.method}
          error={errors['delivery.method']}
          onChange={(e) => set({ method: e.target.value as ProfileForm['method'] })}
        />
        {form.method === 'sftp' && (
          <>
            <TextInput
              label="SFTP host"
              maxLength={255}
              autoComplete="off"
              spellCheck={false}
              name="delivery.host"
              value={form.host}
              error={errors['delivery.host']}
              onChange={(e) => set({ host: e.target.value })}
            />
            <TextInput
              label="SFTP port"
              hint="22 when empty."
              inputMode="numeric"
              maxLength={5}
              name="delivery.port"
              value={form.port}
              error={errors['delivery.port']}
              onChange={(e) => set({ port: e.target.value })}
            />
            <TextInput
              label="SFTP user name"
              maxLength={100}
              autoComplete="off"
              spellCheck={false}
              name="delivery.username"
              value={form.username}
              error={errors['delivery.username']}
              onChange={(e) => set({ username: e.target.value })}
            />
            <TextInput
              label="Remote directory"
              maxLength={255}
              spellCheck={false}
              name="delivery.remote_dir"
              value={form.remote_dir}
              error={errors['delivery.remote_dir']}
              onChange={(e) => set({ remote_dir: e.target.value })}
            />
            <TextInput
              label="SFTP password"
              type="password"
              autoComplete="new-password"
              hint={
                profile.delivery.has_secret
                  ? 'A password or key is stored and never shown. Type a new password or choose a key file to replace it; leave both empty to keep it.'
                  : 'None is stored. What you set is kept sealed and never shown again.'
              }
              maxLength={16000}
              name="delivery_secret"
              value={form.secretFile ? '' : form.secret}
              disabled={form.clearSecret || form.secretFile !== ''}
              error={errors.delivery_secret}
              onChange={(e) => set({ secret: e.target.value, secretFile: '' })}
            />
            <TextInput
              key={keyInput}
              label="Or a private key file"
              type="file"
              className="oe-admin-file"
              name="delivery_key_file"
              hint={form.secretFile ? `${form.secretFile} is sent when you save.` : 'PEM or OpenSSH form.'}
              disabled={form.clearSecret}
              error={keyFileError}
              onChange={(e) => {
                const chosen = e.target.files?.[0];
                setKeyFileError('');
                if (!chosen) return set({ secret: '', secretFile: '' });
                void chosen.text().then((key) => {
                  if (looksLikePrivateKey(key)) {
                    set({ secret: key, secretFile: chosen.name });
                    setKeyFileError('');
                  } else {
                    set({ secret: '', secretFile: '' });
                    setKeyFileError(CLIENT_MESSAGES.keyFile);
                  }
                });
              }}
            />
            {profile.delivery.has_secret && (
              <CheckInput
                label="Remove the stored password or key"
                checked={form.clearSecret}
                onChange={(e) => set({ clearSecret: e.target.checked, secret: '', secretFile: '' })}
              />
            )}
          </>
        )}
      </fieldset>

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

/** An input in a table cell: named by aria-label (the row and column say the rest), its error under it. */
function CellInput({
  name,
  label,
  value,
  error,
  onChange,
  maxLength,
  inputMode,
  short = false,
}: {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  maxLength: number;
  inputMode?: 'numeric';
  /** A code of a few letters: a narrow input. */
  short?: boolean;
}) {
  const errorId = useId();
  return (
    <div className={short ? 'oe-admin-cell-input oe-admin-cell-input--short' : 'oe-admin-cell-input'}>
      <input
        className="oe-form-field__control"
        name={name}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={value}
        maxLength={maxLength}
        inputMode={inputMode}
        spellCheck={false}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p id={errorId} className="oe-form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
