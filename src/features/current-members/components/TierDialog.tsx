import { useState, type FormEvent } from 'react';
import { TIERS, type TierCode } from '../../../../schemas/categories';
import { MESSAGES } from '../../../../schemas/messages';
import { Dialog } from '../../../components/Dialog';

interface TierDialogProps {
  open: boolean;
  memberName: string;
  onClose: () => void;
  /** Resolves when the enrollment was created; a rejection shows 'Please choose a tier'. */
  onSubmit: (tier: TierCode) => Promise<void>;
}

/** Enroll Now's tier dialog (000 section 2): one of the four tiers, Back / Submit. */
export function TierDialog({ open, memberName, onClose, onSubmit }: TierDialogProps) {
  const [tier, setTier] = useState<TierCode | ''>('');
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!tier) return setError(true);
    setBusy(true);
    try {
      await onSubmit(tier);
    } catch {
      // The specification shows the same message on any server error.
      setError(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} title={MESSAGES.chooseTierHeading} onClose={onClose}>
      <form onSubmit={submit} noValidate className="oe-form-grid">
        <fieldset className="oe-tier-options" aria-describedby="tier-dialog-error">
          <legend>Coverage for {memberName}</legend>
          {TIERS.map((t) => (
            <label key={t.code} className="oe-check">
              <input
                type="radio"
                name="tier"
                value={t.code}
                checked={tier === t.code}
                onChange={() => {
                  setTier(t.code);
                  setError(false);
                }}
              />
              {t.label}
            </label>
          ))}
        </fieldset>
        <p id="tier-dialog-error" className="oe-form-field__error" role="alert">
          {error ? MESSAGES.chooseTier : ''}
        </p>
        <div className="oe-form-actions">
          <button type="button" className="oe-button oe-button--secondary" onClick={onClose}>
            Back
          </button>
          <button type="submit" className="oe-button oe-button--primary" disabled={busy}>
            Submit
          </button>
        </div>
      </form>
    </Dialog>
  );
}
