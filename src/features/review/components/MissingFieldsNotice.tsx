import type { MissingField } from '../api/get-missing-fields';

/**
 * The fields a published change made required since the applicant saved their step: each named
 * with its step and a way there. Completion waits for them (the server refuses it meanwhile).
 */
export function MissingFieldsNotice({
  fields,
  onGo,
}: {
  fields: readonly MissingField[];
  onGo: (tab: string) => void;
}) {
  return (
    <div className="oe-notice oe-notice--error" role="alert">
      <p>
        <strong>Some information is now required.</strong> Please complete these before completing the enrollment:
      </p>
      <ul>
        {fields.map((f) => (
          <li key={`${f.tab}.${f.field_name}`}>
            {f.label} on {f.title}{' '}
            <button type="button" className="oe-link-button" onClick={() => onGo(f.tab)}>
              Go to {f.title}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
