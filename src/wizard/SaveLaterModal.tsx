import { useId, useState } from 'react';
import { isEmail, isPhone } from '../../schemas/formats';
import { digitsOnly } from '../../schemas/input-formatters';
import { MESSAGES } from '../../schemas/messages';
import { ApiRequestError } from '../lib/api-client';
import { Modal } from './Modal';
import type { SaveLaterContact } from './api/save-enrollment';

export interface SaveLaterModalProps {
  /** Sends the code: POST /save-enrollment with the step's data, to the e-mail and/or the mobile number. */
  onSend: (to: SaveLaterContact) => Promise<unknown>;
  onClose: () => void;
}

/** Neither an e-mail nor a mobile number (our wording: the specification has only the e-mail). */
const CONTACT_REQUIRED = 'Enter an e-mail address or a mobile number';

type Field = 'email' | 'phone';

/**
 * Save & Continue Later (001 section 2): an alternate e-mail and/or a mobile number, Back and Send
 * Code; afterwards 'Information Saved!!! Check your email to continue' with Done. The code and
 * link go by e-mail, by text, or both. Server errors show under the field they name.
 */
export function SaveLaterModal({ onSend, onClose }: SaveLaterModalProps) {
  const inputId = useId();
  const ids = { email: inputId, phone: `${inputId}-phone` } as const;
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const [saved, setSaved] = useState(false);

  const send = async () => {
    const to: SaveLaterContact = {};
    const found: Partial<Record<Field, string>> = {};
    const typedEmail = email.trim();
    if (typedEmail !== '') {
      if (isEmail(typedEmail)) to.email = typedEmail;
      else found.email = MESSAGES.enterValidEmail;
    }
    if (phone !== '') {
      if (isPhone(phone)) to.phone = phone;
      else found.phone = MESSAGES.invalidPhone;
    }
    if (typedEmail === '' && phone === '') found.email = CONTACT_REQUIRED;
    setErrors(found);
    if (found.email || found.phone) return;
    setSending(true);
    try {
      await onSend(to);
      setSaved(true);
    } catch (e) {
      if (e instanceof ApiRequestError && e.fieldErrors.phone) setErrors({ phone: e.fieldErrors.phone });
      else
        setErrors({
          email:
            e instanceof ApiRequestError
              ? (e.fieldErrorList.at(-1)?.error_message ?? e.message)
              : MESSAGES.somethingWentWrong,
        });
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
  const field = (name: Field, label: string, input: { type: string; autoComplete: string; inputMode?: 'tel' }) => (
    <div className={`oe-field${errors[name] ? ' oe-field--invalid' : ''}`}>
      <label className="oe-label" htmlFor={ids[name]}>
        {label}
      </label>
      <input
        id={ids[name]}
        className="oe-input"
        {...input}
        value={name === 'email' ? email : phone}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={`${ids[name]}-error`}
        onChange={(event) =>
          name === 'email' ? setEmail(event.target.value) : setPhone(digitsOnly(event.target.value, 10))
        }
      />
      <div id={`${ids[name]}-error`} className="oe-field__error" role="alert">
        {errors[name]}
      </div>
    </div>
  );
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
        {field('email', 'Alternate email to send the enrollment code to', { type: 'email', autoComplete: 'email' })}
        {field('phone', 'Mobile number to text the enrollment code to (optional)', {
          type: 'tel',
          autoComplete: 'tel-national',
          inputMode: 'tel',
        })}
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
