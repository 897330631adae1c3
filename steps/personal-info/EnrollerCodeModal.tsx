import { useId, useState } from 'react';
import { MESSAGES } from '../../schemas/messages';
import { ApiRequestError } from '../../src/lib/api-client';
import { storage } from '../../src/lib/storage';
import { Modal } from '../../src/wizard/Modal';

/**
 * The Enroller Code dialog on Personal Information (001 sections 2 and 4): an empty code shows
 * 'Enter Enroller Code'; a saved code is kept in browser storage (enrollerCode).
 */
export function EnrollerCodeModal({
  onSave,
  onClose,
}: {
  onSave: (code: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [code, setCode] = useState(storage.get('enrollerCode') ?? '');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const value = code.trim();
    if (value === '') return setError(MESSAGES.enterEnrollerCode);
    setSaving(true);
    try {
      await onSave(value);
      storage.set('enrollerCode', value);
      onClose();
    } catch (e) {
      // 'The enroller-code error message comes from the server' (001 section 8).
      setError(e instanceof ApiRequestError ? e.message : MESSAGES.somethingWentWrong);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title="Enter Enroller Code" onClose={onClose}>
      <form
        noValidate
        className="oe-field"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label className="oe-label" htmlFor={inputId}>
          Enroller Code
        </label>
        <input
          id={inputId}
          className="oe-input"
          autoComplete="off"
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => setCode(event.target.value)}
        />
        <div id={errorId} className="oe-field__error" role="alert">
          {error}
        </div>
        <div className="oe-modal__actions">
          <button type="button" className="oe-button oe-button--secondary" onClick={onClose}>
            Back
          </button>
          <button type="submit" className="oe-button oe-button--primary" disabled={saving}>
            Submit
          </button>
        </div>
      </form>
    </Modal>
  );
}
