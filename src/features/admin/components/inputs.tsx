import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

import { FieldFrame, type FieldFrameProps } from '../../../components/form/FormField';

/**
 * The console's labelled inputs: label above, hint and the server's error below, linked with
 * aria-describedby; the error region is always present (role=alert) so a new error is announced.
 */

// The storefront's field frame (label, hint, always-present error region), with aria-invalid from the error.
function Frame({
  label,
  error,
  hint,
  children,
}: Omit<FieldFrameProps, 'children'> & {
  children: (ids: { id: string; describedBy: string | undefined; invalid: true | undefined }) => ReactNode;
}) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ inputId, describedBy }) => children({ id: inputId, describedBy, invalid: error ? true : undefined })}
    </FieldFrame>
  );
}

type Common = { label: ReactNode; error?: string | undefined; hint?: string | undefined };

export function TextInput({
  label,
  error,
  hint,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <Frame label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className="oe-form-field__control"
          aria-invalid={invalid}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </Frame>
  );
}

export function TextArea({
  label,
  error,
  hint,
  ...input
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <Frame label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          className="oe-form-field__control oe-admin-textarea"
          aria-invalid={invalid}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </Frame>
  );
}

export function SelectInput({
  label,
  error,
  hint,
  options,
  ...select
}: Common &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { options: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <Frame label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className="oe-form-field__control"
          aria-invalid={invalid}
          aria-describedby={describedBy}
          {...select}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Frame>
  );
}

/** A checkbox with its label beside it (the frame's label, placed after the box by admin.css) and its error below. */
export function CheckInput({
  label,
  error,
  hint,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>) {
  return (
    <div className="oe-admin-check">
      <Frame label={label} error={error} hint={hint}>
        {({ id, describedBy, invalid }) => (
          <input id={id} type="checkbox" aria-invalid={invalid} aria-describedby={describedBy} {...input} />
        )}
      </Frame>
    </div>
  );
}
