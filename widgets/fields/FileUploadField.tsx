import { useState } from 'react';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { FILE_TYPES, fileMessages, sizeWords, type FileRef, type FileRules } from '../../schemas/field-types/file';
import { HelpText } from '../support/HelpText';
import { wizardContext } from '../support/form-context';
import '../field-types.css';

const errorText = (e: unknown) => (e instanceof Error && e.message ? e.message : 'The upload failed; try again');

/**
 * A carrier's document upload (schemas/field-types/file.ts): the files stored so far, each with
 * Remove, and a file input that stores each chosen file at once through the page's uploadDocument
 * (POST /upload-document: its type checked by content on the server, its size, sealed at rest); the
 * field's answer is the list of references. The number of files is the shared validator's rule; the
 * input takes only the field's types and is hidden once the most files are there.
 */
export function FileUploadField(props: FieldProps) {
  const rules = getUiOptions(props.uiSchema).files as FileRules | undefined;
  const { path, $id } = props.fieldPathId;
  const value = Array.isArray(props.formData) ? (props.formData as FileRef[]) : [];
  const upload = wizardContext(props.registry).uploadDocument;
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  if (!rules) return null;
  const label = props.schema.title ?? props.name;
  const fieldName = props.name;
  const set = (list: FileRef[]) => props.onChange(list as FieldProps['formData'], path, undefined, $id);
  const accept = rules.types.map((t) => FILE_TYPES[t].mime).join(',');
  const typeNames = rules.types.map((t) => FILE_TYPES[t].label).join(', ');

  const onFiles = async (files: FileList | null) => {
    if (!files || !upload) return;
    setBusy(true);
    const added: FileRef[] = [];
    const refused: string[] = [];
    for (const file of [...files].slice(0, rules.maxFiles - value.length)) {
      // The size is checked here too, so a large file is not sent for nothing; the type only by the server.
      if (file.size > rules.maxBytes) refused.push(fileMessages.size(file.name, rules.maxBytes));
      else
        try {
          added.push((await upload(fieldName, file)) as FileRef);
        } catch (e) {
          refused.push(errorText(e));
        }
    }
    setProblems(refused);
    if (added.length > 0) set([...value, ...added]);
    setBusy(false);
  };

  return (
    <fieldset className="oe-group" id={$id} aria-describedby={`${$id}__error ${$id}__rules`}>
      <legend className="oe-label">
        {label}
        {props.required && <span aria-hidden="true"> *</span>}
      </legend>
      {typeof props.uiSchema?.['ui:help'] === 'string' && (
        <div className="oe-field__help">
          <HelpText text={props.uiSchema['ui:help']} />
        </div>
      )}
      <p id={`${$id}__rules`} className="oe-field__help">
        {typeNames}, up to {sizeWords(rules.maxBytes)} each
        {rules.maxFiles > 1 ? `, at most ${rules.maxFiles} files` : ''}.
      </p>
      {value.length > 0 && (
        <ul className="oe-group__items" aria-label={label}>
          {value.map((f, i) => (
            <li key={f.id}>
              <span>
                {f.name} <span className="oe-muted">({sizeWords(f.size)})</span>
              </span>
              <button
                type="button"
                className="oe-button oe-button--secondary"
                aria-label={`Remove ${f.name}`}
                disabled={busy || props.readonly}
                onClick={() => set(value.filter((_, j) => j !== i))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="oe-error-text" role="alert">
        {problems.map((m) => (
          <p key={m}>{m}</p>
        ))}
      </div>
      {!upload ? (
        <p className="oe-field__help">Documents can be uploaded on a carrier&apos;s own page only.</p>
      ) : (
        value.length < rules.maxFiles &&
        !props.readonly && (
          <label className="oe-file">
            <span className="oe-label">{busy ? 'Uploading…' : `Choose ${value.length > 0 ? 'another ' : ''}file`}</span>
            <input
              type="file"
              className="oe-input"
              accept={accept}
              multiple={rules.maxFiles - value.length > 1}
              disabled={busy}
              onChange={(e) => {
                const input = e.currentTarget;
                void onFiles(input.files).then(() => {
                  input.value = '';
                });
              }}
            />
          </label>
        )
      )}
    </fieldset>
  );
}
