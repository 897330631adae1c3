import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/Dialog';
import { ApiRequestError } from '../../../lib/api-client';
import { useSaveQuote } from '../api/save-quote';
import { quoteFormErrors, type QuoteForm } from '../quote-form';
import { QuotePreviewDialog } from './QuotePreviewDialog';

interface Props {
  open: boolean;
  enrollmentId: string;
  /** The effective date chosen in the cart (mm/dd/yyyy), which the quote names. */
  effectiveDate: string;
  onClose: () => void;
  /** Called with the e-mail the server confirms (data.result.email). */
  onSent: (email: string) => void;
}

const EMPTY: QuoteForm = { name: '', email: '', message: '' };

/** Save Cart: name, e-mail and message, with Preview and Send (000 section 2). */
export function SaveCartDialog({ open, enrollmentId, effectiveDate, onClose, onSent }: Props) {
  const [form, setForm] = useState<QuoteForm>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof QuoteForm, string>>>({});
  const [preview, setPreview] = useState(false);
  const save = useSaveQuote();
  const ids = { name: useId(), email: useId(), message: useId() };

  const set = (key: keyof QuoteForm, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const validate = () => {
    const found = quoteFormErrors(form);
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    save.mutate(
      {
        enrollment_id: enrollmentId,
        name: form.name.trim(),
        email: form.email.trim(),
        message: form.message,
        effective_date: effectiveDate,
      },
      {
        onSuccess: (data) => {
          setForm(EMPTY);
          onSent(data.email);
        },
        onError: (error) => {
          if (error instanceof ApiRequestError)
            setErrors({
              name: error.fieldErrors.name,
              email: error.fieldErrors.email ?? (error.fieldErrors.name ? undefined : error.message),
              message: error.fieldErrors.message,
            });
        },
      },
    );
  };

  const field = (key: keyof QuoteForm, label: string, input: 'input' | 'textarea', type = 'text') => {
    const error = errors[key];
    const errorId = `${ids[key]}-error`;
    const common = {
      id: ids[key],
      value: form[key],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
      onChange: (e: { target: { value: string } }) => set(key, e.target.value),
    };
    return (
      <div className="oe-cart-field">
        <label htmlFor={ids[key]}>{label}</label>
        {input === 'input' ? (
          <input {...common} type={type} autoComplete={key === 'email' ? 'email' : 'name'} />
        ) : (
          <textarea {...common} rows={3} />
        )}
        {error && (
          <p id={errorId} className="oe-field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <>
      <Dialog open={open && !preview} title="Save Cart" onClose={onClose}>
        <form noValidate onSubmit={send} className="oe-form">
          {field('name', 'Name', 'input')}
          {field('email', 'Email', 'input', 'email')}
          {field('message', 'Message (optional)', 'textarea')}
          <div className="oe-dialog__actions">
            <button
              type="button"
              className="oe-button oe-button--secondary"
              onClick={() => validate() && setPreview(true)}
            >
              Preview
            </button>
            <button type="submit" className="oe-button oe-button--primary" disabled={save.isPending}>
              Send
            </button>
          </div>
        </form>
      </Dialog>
      <QuotePreviewDialog
        input={
          preview
            ? {
                enrollment_id: enrollmentId,
                name: form.name.trim(),
                email: form.email.trim(),
                message: form.message,
                effective_date: effectiveDate,
              }
            : null
        }
        onClose={() => setPreview(false)}
      />
    </>
  );
}
