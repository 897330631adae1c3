import { UPLOAD_TYPES, type DestinationForm, type DestinationKind, type UploadForm } from '../definition-parts';
import { CheckInput, SelectInput, TextInput } from './inputs';

type Errors = Readonly<Record<string, string>>;

/** An upload's rules (decision 0250): the types its contents may be, the largest file, how many files. */
export function UploadInputs({
  value: u,
  onChange,
  errors,
}: {
  value: UploadForm;
  onChange: (next: UploadForm) => void;
  errors: Errors;
}) {
  const err = (path: string) => errors[`definition.file${path}`];
  return (
    <fieldset className="oe-admin-fieldset oe-admin-fieldset--plain">
      <legend>Document upload: what it accepts</legend>
      <p className="oe-form-field__error" role="alert">
        {errors['definition.file'] ?? err('.types')}
      </p>
      <fieldset className="oe-admin-checks oe-admin-fieldset--plain">
        <legend>Allowed types (read from the file's contents, not its name)</legend>
        {UPLOAD_TYPES.map((t) => (
          <CheckInput
            key={t.value}
            label={t.label}
            checked={u.types.includes(t.value)}
            onChange={(e) =>
              onChange({
                ...u,
                types: e.target.checked ? [...u.types, t.value] : u.types.filter((x) => x !== t.value),
              })
            }
          />
        ))}
      </fieldset>
      <div className="oe-form-grid oe-form-grid--2">
        <TextInput
          label="Largest file (MB)"
          hint="1 MB is 1,000,000 bytes."
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={u.maxMb}
          onChange={(e) => onChange({ ...u, maxMb: e.target.value })}
          error={err('.max_bytes')}
        />
        <TextInput
          label="At most (files)"
          type="number"
          inputMode="numeric"
          min={1}
          value={u.maxFiles}
          onChange={(e) => onChange({ ...u, maxFiles: e.target.value })}
          error={err('.max_files')}
        />
      </div>
    </fieldset>
  );
}

const KINDS: ReadonlyArray<{ value: DestinationKind; label: string }> = [
  { value: 'none', label: 'Nowhere (kept with the enrollment)' },
  { value: '834', label: "The carrier's 834 (a member reporting category, loop 2700)" },
  { value: 'census', label: "The group's census (a column)" },
];

/** Where the answer goes (decision 0270): nowhere, the 834's loop 2700 under a category, or a census column. */
export function DestinationInputs({
  value: d,
  onChange,
  errors,
}: {
  value: DestinationForm;
  onChange: (next: DestinationForm) => void;
  errors: Errors;
}) {
  return (
    <div className="oe-form-grid oe-form-grid--2">
      <SelectInput
        label="The answer goes to"
        value={d.kind}
        options={KINDS}
        onChange={(e) => onChange({ ...d, kind: e.target.value as DestinationKind })}
        error={errors['definition.destination']}
      />
      {d.kind === '834' && (
        <TextInput
          label="Category name (N1*75)"
          hint="Letters, digits, spaces and & ' ( ) . , / - ; at most 60."
          value={d.category}
          maxLength={60}
          onChange={(e) => onChange({ ...d, category: e.target.value })}
          error={errors['definition.category']}
        />
      )}
      {d.kind === 'census' && (
        <TextInput
          label="Census column"
          value={d.column}
          maxLength={60}
          onChange={(e) => onChange({ ...d, column: e.target.value })}
          error={errors['definition.column']}
        />
      )}
    </div>
  );
}
