import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isEmail } from '../../../../schemas/formats';
import { MESSAGES } from '../../../../schemas/messages';
import { TextField } from '../../../components/form/FormField';
import { errorMessageOf } from '../../../components/ErrorNotice';
import { useSignIn, type SignInKind } from '../api/sign-in';

interface SignInPromptProps {
  kind: SignInKind;
  onSignedIn: () => void;
  /** What signing in opens, as the heading says it (the member table by default). */
  title?: string;
  /** Why signing in is asked, under the heading (member details being private by default). */
  note?: string;
  /** Shown in place of the control that opened it: its heading takes the focus, so a keyboard user is not left on the page's body. */
  focusHeading?: boolean;
  /** A Back button beside Sign in, when the prompt stands in a flow the visitor may leave. */
  onBack?: () => void;
}

/**
 * Current members' data needs a signed-in rep or group administrator (security.md): the access
 * code alone does not open it. E-mail and password go to /rep-sign-in or /group-sign-in.
 */
export function SignInPrompt({
  kind,
  onSignedIn,
  title = 'Sign in to see your members',
  note,
  focusHeading = false,
  onBack,
}: SignInPromptProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const signIn = useSignIn();
  const who = kind === 'rep' ? 'rep' : 'group administrator';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      email: !email.trim() ? MESSAGES.fieldRequired : !isEmail(email.trim()) ? MESSAGES.validEmailAddress : undefined,
      password: !password ? MESSAGES.fieldRequired : undefined,
    };
    if (found.email || found.password) return setErrors(found);
    setErrors({});
    try {
      await signIn.mutateAsync({ kind, email: email.trim(), password });
      onSignedIn();
    } catch (cause) {
      setErrors({ form: errorMessageOf(cause) });
    }
  };

  return (
    <section className="oe-card oe-home-panel" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p className="oe-muted">
        {note ?? `Member details are private. Sign in with your ${who} e-mail and password to continue.`}
      </p>
      <form onSubmit={submit} noValidate className="oe-form-grid">
        <TextField
          label="E-mail"
          type="email"
          autoComplete="username"
          value={email}
          error={errors.email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="oe-form-actions">
          <button type="submit" className="oe-button oe-button--primary" disabled={signIn.isPending}>
            Sign in
          </button>
          {onBack && (
            <button type="button" className="oe-button oe-button--secondary" onClick={onBack}>
              Back
            </button>
          )}
          <p className="oe-form-status" role="alert">
            {errors.form}
          </p>
        </div>
      </form>
    </section>
  );
}
