import { useId, useState } from 'react';
import { SIGNING_DECLINE_REASON_MAX, SIGNING_TYPED_NAME_MAX } from '../../../../schemas/api/signing';
import { MESSAGES } from '../../../../schemas/messages';
import { Dialog } from '../../../components/Dialog';
import { errorMessageOf } from '../../../components/ErrorNotice';
import { ApiRequestError } from '../../../lib/api-client';
import { SignaturePadInput, type SignatureChange } from '../../../../widgets/support/SignaturePadInput';
import { completeSigning, declineSigning, type SignDone, type SignSummary } from '../api/signing-link';
import { ErrorSummary, type SummaryError } from './ErrorSummary';
import type { LinkProblem } from './IdentityStep';

export interface SignStepProps {
  token: string;
  summary: SignSummary;
  onDone: (done: SignDone) => void;
  onProblem: (problem: LinkProblem, message: string) => void;
}

/** A roomier pad than the agreement step's on a phone (a finger needs space), the same from 768 px. */
function padSize(viewportWidth: number) {
  return viewportWidth >= 768 ? { width: 450, height: 200 } : { width: Math.min(viewportWidth - 48, 400), height: 160 };
}

/**
 * The agreement texts with their required checkboxes, the signature (drawn on the pad or typed) and
 * Sign or Decline. Signing completes the enrollment on the server; declining (with an optional
 * reason, confirmed first) tells the rep.
 */
export function SignStep({ token, summary, onDone, onProblem }: SignStepProps) {
  const id = useId();
  const signatureId = `${id}-signature`;
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set());
  const [signature, setSignature] = useState<SignatureChange>({ dataUrl: undefined, typedName: '' });
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [general, setGeneral] = useState('');
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const checkboxId = (agreementId: string) => `${id}-agreement-${agreementId}`;
  const errorFor = (field: string) => errors.find((e) => e.field === field)?.message;

  const act = async (work: () => Promise<SignDone>) => {
    setBusy(true);
    setGeneral('');
    try {
      onDone(await work());
    } catch (error) {
      if (error instanceof ApiRequestError && (error.httpStatus === 410 || error.httpStatus === 423))
        onProblem(error.httpStatus === 410 ? 'gone' : 'locked', error.message);
      else setGeneral(errorMessageOf(error));
      setBusy(false);
    }
  };

  const sign = () => {
    const typedName = signature.typedName.trim();
    const found: SummaryError[] = summary.agreements
      .filter((a) => a.required && !accepted.has(a.id))
      .map((a) => ({ field: checkboxId(a.id), message: `${a.title}: ${MESSAGES.thisFieldRequired}` }));
    if (!typedName && !signature.dataUrl)
      found.push({ field: `${signatureId}__typed`, message: MESSAGES.signatureRequired });
    setErrors(found);
    if (found.length > 0) return;
    void act(() =>
      completeSigning(token, {
        accepted_agreement_ids: summary.agreements.filter((a) => accepted.has(a.id)).map((a) => a.id),
        ...(typedName
          ? { method: 'typed' as const, typed_name: typedName.slice(0, SIGNING_TYPED_NAME_MAX) }
          : { method: 'drawn' as const, signature_png: signature.dataUrl }),
      }),
    );
  };

  return (
    <form
      noValidate
      className="oe-sign-step"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        sign();
      }}
    >
      <h2 id={`${id}-title`}>Agreements and signature</h2>
      <ErrorSummary errors={errors} />
      <ul className="oe-agreements">
        {summary.agreements.map((agreement) => {
          const boxId = checkboxId(agreement.id);
          const error = errorFor(boxId);
          return (
            <li key={agreement.id} className={`oe-agreement${error ? ' oe-field--invalid' : ''}`}>
              {agreement.required ? (
                <label className="oe-check oe-agreement__head" htmlFor={boxId}>
                  <input
                    id={boxId}
                    type="checkbox"
                    checked={accepted.has(agreement.id)}
                    aria-describedby={`${boxId}-body ${boxId}-error`}
                    aria-invalid={error ? true : undefined}
                    onChange={(event) =>
                      setAccepted((current) => {
                        const next = new Set(current);
                        if (event.target.checked) next.add(agreement.id);
                        else next.delete(agreement.id);
                        return next;
                      })
                    }
                  />
                  <span>{agreement.title}</span>
                </label>
              ) : (
                <h3 className="oe-agreement__head">{agreement.title}</h3>
              )}
              <p id={`${boxId}-body`} className="oe-agreement__body">
                {agreement.text}
              </p>
              <div id={`${boxId}-error`} className="oe-field__error">
                {error}
              </div>
            </li>
          );
        })}
      </ul>
      <div className={errorFor(`${signatureId}__typed`) ? 'oe-field--invalid' : undefined}>
        <SignaturePadInput
          id={signatureId}
          label="Signature"
          required
          value={signature.dataUrl}
          describedBy={`${signatureId}-error`}
          invalid={!!errorFor(`${signatureId}__typed`)}
          sizeFor={padSize}
          onChange={setSignature}
        />
        <div id={`${signatureId}-error`} className="oe-field__error">
          {errorFor(`${signatureId}__typed`)}
        </div>
      </div>
      {general && (
        <p className="oe-error-text" role="alert">
          {general}
        </p>
      )}
      <div className="oe-sign-actions">
        <button type="submit" className="oe-button oe-button--primary" disabled={busy} aria-busy={busy || undefined}>
          Sign and complete enrollment
        </button>
        <button
          type="button"
          className="oe-button oe-button--secondary"
          disabled={busy}
          onClick={() => setDeclining(true)}
        >
          Decline
        </button>
      </div>
      <Dialog
        open={declining}
        title="Decline to sign?"
        onClose={() => setDeclining(false)}
        hideClose
        actions={
          <>
            <button type="button" className="oe-button oe-button--secondary" onClick={() => setDeclining(false)}>
              Go back
            </button>
            <button
              type="button"
              className="oe-button oe-button--primary"
              disabled={busy}
              onClick={() => {
                setDeclining(false);
                void act(() => declineSigning(token, reason.trim() ? { reason: reason.trim() } : {}));
              }}
            >
              Decline to sign
            </button>
          </>
        }
      >
        <p>Your enrollment will not be completed. {summary.enroller_name} will be told so they can help.</p>
        <div className="oe-field">
          <label className="oe-label" htmlFor={`${id}-reason`}>
            Reason (optional)
          </label>
          <textarea
            id={`${id}-reason`}
            className="oe-input oe-textarea"
            maxLength={SIGNING_DECLINE_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      </Dialog>
    </form>
  );
}
