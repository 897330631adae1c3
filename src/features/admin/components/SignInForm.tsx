import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/form/FormField';
import { ApiRequestError } from '../../../lib/api-client';
import { signInStaff } from '../api/sign-in';

/** Staff sign-in: e-mail and password; the server's one message for any wrong pair. */
export function SignInForm() {
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = {
      ...(email.trim() ? {} : { email: 'Please enter your e-mail address.' }),
      ...(password ? {} : { password: 'Please enter your password.' }),
    };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      client.removeQueries({ queryKey: ['admin'] });
      await signInStaff(email.trim(), password);
    } catch (error) {
      setPassword('');
      setErrors(
        error instanceof ApiRequestError
          ? { form: error.message }
          : { form: 'Something went wrong. Please try again.' },
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="oe-admin-signin oe-card" aria-labelledby="oe-admin-signin-title">
      <h1 id="oe-admin-signin-title" ref={heading} tabIndex={-1}>
        Staff sign-in
      </h1>
      <p className="oe-muted">Sign in to edit the enrollment wizard's fields, custom tabs and published versions.</p>
      <form className="oe-form-grid" onSubmit={submit} noValidate aria-describedby="oe-admin-signin-status">
        <TextField
          label="E-mail address"
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          required
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          required
        />
        <p id="oe-admin-signin-status" className="oe-form-status" role="alert">
          {errors.form}
        </p>
        <div className="oe-form-actions">
          <button type="submit" className="oe-button oe-button--primary" disabled={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
        </div>
      </form>
    </section>
  );
}
