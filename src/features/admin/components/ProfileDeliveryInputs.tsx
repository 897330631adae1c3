import { DELIVERY_METHODS, type CarrierProfile } from '../../../../schemas/api/carrier-files';
import { CLIENT_MESSAGES, looksLikePrivateKey, type ProfileForm } from '../carrier-profile-model';
import { CheckInput, SelectInput, TextInput } from './inputs';

const METHOD_OPTIONS = DELIVERY_METHODS.map((m) => ({
  value: m,
  label: m === 'drop' ? 'Drop directory' : 'SFTP',
}));

/**
 * The 834 profile's delivery (CarrierProfileForm): the drop directory or SFTP, whose secret is
 * write-only: a password typed or a key file chosen replaces the stored one, which is never shown.
 */
export function DeliveryInputs({
  profile,
  form,
  errors,
  set,
  keyInput,
  keyFileError,
  setKeyFileError,
}: {
  profile: CarrierProfile;
  form: ProfileForm;
  errors: Readonly<Record<string, string>>;
  set: (patch: Partial<ProfileForm>) => void;
  /** A new key file input after a save or an undo (its key). */
  keyInput: number;
  keyFileError: string;
  setKeyFileError: (message: string) => void;
}) {
  return (
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
  );
}
