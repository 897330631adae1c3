import { useId, useState } from 'react';
import { isEmail } from '../../schemas/formats';
import { MESSAGES } from '../../schemas/messages';
import { ApiRequestError } from '../lib/api-client';
import { Modal } from './Modal';

export interface SaveLaterModalProps {
  /** Sends the code: POST /save-enrollment with the step's data. */
  onSend: (email: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Save & Continue Later (001 section 2): an alternate e-mail, Back and Send Code; afterwards
 * 'Information Saved!!! Check your email to continue' with Done. Server errors show under the e-mail.
 */
export function SaveLaterModal({ onSend, onClose }: SaveLaterModalProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [saved, setSaved] = useState(false);

  const send = async () => {
    const value = email.trim();
    if (!isEmail(value)) return setError(MESSAGES.enterValidEmail);
    setError(undefined);
    setSending(true);
    try {
      await onSend(value);
      setSaved(true);
    } catch (e) {
      setError(
        e instanceof ApiRequestError
          ? (e.fieldErrorList.at(-1)?.error_message ?? e.message)
          : MESSAGES.somethingWentWrong,
      );
    } finally {
      setSending(false);
    }
  };

  if (saved) {
    return (
      <Modal title="Save & Continue Later" onClose={onClose}>
        <p role="status">{MESSAGES.informationSaved}</p>
        <div className="oe-modal__actions">
          <button type="button" className="oe-button oe-button--primary" onClick={onClose}>
            Done
          </button>
        </div>
      </Modal>
    );
  }
  return (
    <Modal title="Save & Continue Later" onClose={onClose}>
      <form
        noValidate
        className="oe-field"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <label className="oe-label" htmlFor={inputId}>
          Alternate email to send the enrollment code to
        </label>
        <input
          id={inputId}
          className="oe-input"
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div id={errorId} className="oe-field__error" role="alert">
          {error}
        </div>
        <div className="oe-modal__actions">
          <button type="button" className="oe-button oe-button--secondary" onClick={onClose}>
            Back
          </button>
          <button type="submit" className="oe-button oe-button--primary" disabled={sending}>
            Send Code
          </button>
        </div>
      </form>
    </Modal>
  );
}
