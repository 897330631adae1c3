import { useId, useState } from 'react';
import { isEmail } from '../../../schemas/formats';
import { MESSAGES } from '../../../schemas/messages';
import { ApiRequestError } from '../../lib/api-client';
import { continueEnrollment } from './api/continue-enrollment';
import { siteDisplayOf } from '../site';
import { restoreEnrollment } from './restore-enrollment';
import '../../styles/review.css';

export type ContinueField = 'code' | 'email';
type Field = ContinueField;

export interface ContinueEnrollmentPageProps {
  /** Opens the saved tab with a page load (002 section 4); tests pass their own. */
  openPath?: (path: string) => void;
  /** Field errors to start with (previews of the error state). */
  initialErrors?: Partial<Record<ContinueField, string>>;
  /** Set by a direct-continue link: the code alone confirms it is the person the link was mailed to. */
  enrollmentId?: string;
}

const reload = (path: string) => window.location.assign(path);

/** /continue-enrollment (002 sections 2, 4 and 8): Welcome, the code and the e-mail; errors mark their field. */
export function ContinueEnrollmentPage({
  openPath = reload,
  initialErrors = {},
  enrollmentId,
}: ContinueEnrollmentPageProps) {
  const id = useId();
  const [values, setValues] = useState({ code: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(initialErrors);
  const [general, setGeneral] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const code = values.code.trim();
    const email = values.email.trim();
    const found: Partial<Record<Field, string>> = {};
    if (!code) found.code = MESSAGES.fieldRequired;
    if (!enrollmentId && !isEmail(email)) found.email = MESSAGES.enterValidEmail;
    setErrors(found);
    setGeneral(undefined);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const data = await continueEnrollment(enrollmentId ? { code, enrollment_id: enrollmentId } : { code, email });
      const { result } = data;
      const path = restoreEnrollment({
        enrollmentId: result.enrollment_id,
        savedTab: result.saved_tab,
        others: result.others,
        token: data.token,
        landing: result.site?.landing ?? null,
      });
      // Back in the site it was started on: that rep's or group's name and phone, not the default store's.
      // Without them the enrollment still opens (the default details show), so a failed lookup is no error.
      if (result.site) await siteDisplayOf(result.site, () => true);
      openPath(path);
    } catch (e) {
      const fields = e instanceof ApiRequestError ? e.fieldErrors : {};
      const marked: Partial<Record<Field, string>> = { code: fields.code, email: fields.email };
      if (marked.code || marked.email) setErrors(marked);
      else setGeneral(e instanceof ApiRequestError ? e.message : MESSAGES.somethingWentWrong);
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, type: string, autoComplete: string) => (
    <div className={`oe-field${errors[name] ? ' oe-field--invalid' : ''}`}>
      <label className="oe-label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className="oe-input"
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={`${id}-${name}-error`}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      />
      <div id={`${id}-${name}-error`} className="oe-field__error" role="alert">
        {errors[name]}
      </div>
    </div>
  );

  return (
    <div className="oe-container oe-section">
      <form
        noValidate
        className="oe-card oe-continue"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <h1>{MESSAGES.continueWelcome}</h1>
        <p>
          {enrollmentId
            ? 'To open your saved enrollment, enter the enrollment code from the same e-mail as the link.'
            : 'Enter the enrollment code from your e-mail and the e-mail address it was sent to.'}
        </p>
        {field('code', 'Enrollment code', 'text', 'one-time-code')}
        {!enrollmentId && field('email', 'Email', 'email', 'email')}
        {general && (
          <p className="oe-error-text" role="alert">
            {general}
          </p>
        )}
        <div>
          <button type="submit" className="oe-button oe-button--primary" disabled={busy}>
            Continue
          </button>
        </div>
      </form>
    </div>
  );
}
