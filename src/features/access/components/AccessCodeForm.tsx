import { useId, useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../../schemas/messages';
import { ApiRequestError } from '../../../lib/api-client';

interface AccessCodeFormProps {
  label: string;
  /** Checks the code: the found record, or null for the contract's statusCode 204. */
  check: (code: string) => Promise<unknown>;
  /** The message for a 204 answer ('Invalid Rep Access Code' / 'Invalid Group Enrollment Code'). */
  invalidMessage: string;
  onFound: (code: string) => void;
  submitLabel?: string;
}

/**
 * One code field with Submit (000 sections 2 and 5): 'Field is required' when empty, the invalid
 * message on 204, the server's message otherwise (429 included); typing clears the error.
 */
export function AccessCodeForm({ label, check, invalidMessage, onFound, submitLabel = 'Submit' }: AccessCodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) return setError(MESSAGES.fieldRequired);
    setBusy(true);
    try {
      const found = await check(value);
      if (found) onFound(value);
      else setError(invalidMessage);
    } catch (cause) {
      // A malformed code is refused by the server's schema (400): to the visitor it is just invalid.
      setError(
        cause instanceof ApiRequestError && cause.httpStatus === 400
          ? invalidMessage
          : cause instanceof Error
            ? cause.message
            : invalidMessage,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="oe-code-form" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="oe-field__label">
        {label}
      </label>
      <div className="oe-code-form__row">
        <input
          id={inputId}
          className="oe-input"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setCode(e.target.value);
            if (error) setError(null);
          }}
        />
        <button type="submit" className="oe-button oe-button--primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
      <p id={errorId} className="oe-field__error" role="alert">
        {error}
      </p>
    </form>
  );
}
