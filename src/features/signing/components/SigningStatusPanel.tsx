import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SigningStatus } from '../../../../schemas/api/signing';
import { Dialog } from '../../../components/Dialog';
import { errorMessageOf } from '../../../components/ErrorNotice';
import { downloadConsentPdf } from '../api/consent-pdf';
import { resendSigning, revokeSigning, signingStatusQueryKey, useSigningStatus } from '../api/signing-status';
import { formatSigningTime, signingSentence, STATE_LABELS } from '../signing-display';
import '../signing.css';

export interface SigningStatusPanelProps {
  enrollmentId: string;
  /** Shown once the client signed: opens the receipt (the review page passes it; the receipt does not). */
  onViewReceipt?: () => void;
}

/**
 * The rep's view of a remote signature (review and receipt): the state with its times and where the
 * link went (masked), polled while the client may still act and announced politely; Resend link,
 * Revoke link (confirmed) and, once signed, the receipt and the signed summary (PDF). Renders
 * nothing when the enrollment has no signing request.
 */
export function SigningStatusPanel({ enrollmentId, onViewReceipt }: SigningStatusPanelProps) {
  const queryClient = useQueryClient();
  const status = useSigningStatus(enrollmentId);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const [busy, setBusy] = useState<'resend' | 'revoke' | 'pdf' | null>(null);
  const [problem, setProblem] = useState('');
  const [notice, setNotice] = useState('');
  const data = status.data;
  if (!data || data.status === 'none') return null;

  const run = async (
    action: 'resend' | 'revoke' | 'pdf',
    work: () => Promise<SigningStatus | undefined>,
    done: string,
  ) => {
    setBusy(action);
    setProblem('');
    setNotice('');
    try {
      const next = await work();
      if (next) queryClient.setQueryData(signingStatusQueryKey(enrollmentId), next);
      setNotice(done);
    } catch (error) {
      setProblem(errorMessageOf(error));
    } finally {
      setBusy(null);
    }
  };
  const waiting = data.status === 'sent' || data.status === 'opened';
  const canResend = data.status !== 'signed' && data.channels.length > 0;
  const times: Array<[string, string | null]> = [
    ['Sent', data.sent_at],
    ['Opened', data.opened_at],
    ['Signed', data.signed_at],
    ['Declined', data.declined_at],
    [waiting ? 'Link expires' : 'Link expired', data.status === 'signed' ? null : data.expires_at],
  ];

  return (
    <section className="oe-card oe-signing-status" aria-labelledby={`signing-status-${enrollmentId}`}>
      <h2 id={`signing-status-${enrollmentId}`}>Client signature</h2>
      <p className="oe-signing-status__state" role="status">
        <span className={`oe-signing-badge oe-signing-badge--${data.status}`}>{STATE_LABELS[data.status]}</span>{' '}
        {signingSentence(data)}
      </p>
      <dl className="oe-review-rows">
        {data.phone_masked && (
          <div>
            <dt>Text message to</dt>
            <dd>{data.phone_masked}</dd>
          </div>
        )}
        {data.email_masked && (
          <div>
            <dt>E-mail to</dt>
            <dd>{data.email_masked}</dd>
          </div>
        )}
        {times.map(([label, at]) =>
          at ? (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                <time dateTime={at}>{formatSigningTime(at)}</time>
              </dd>
            </div>
          ) : null,
        )}
        {data.decline_reason && (
          <div>
            <dt>Reason given</dt>
            <dd>{data.decline_reason}</dd>
          </div>
        )}
      </dl>
      <div className="oe-signing-status__actions">
        {data.status === 'signed' && data.receipt_available && onViewReceipt && (
          <button type="button" className="oe-button oe-button--primary" onClick={onViewReceipt}>
            View receipt
          </button>
        )}
        {data.consent_pdf_available && (
          <button
            type="button"
            className="oe-button oe-button--secondary"
            disabled={busy !== null}
            aria-busy={busy === 'pdf' || undefined}
            onClick={() =>
              void run(
                'pdf',
                async () => {
                  await downloadConsentPdf(enrollmentId);
                  return undefined;
                },
                'The signed summary was downloaded.',
              )
            }
          >
            Download signed summary (PDF)
          </button>
        )}
        {canResend && (
          <button
            type="button"
            className="oe-button oe-button--secondary"
            disabled={busy !== null}
            aria-busy={busy === 'resend' || undefined}
            onClick={() =>
              void run(
                'resend',
                () => resendSigning(enrollmentId, [...data.channels]),
                'A new link was sent; the previous link no longer works.',
              )
            }
          >
            Resend link
          </button>
        )}
        {waiting && (
          <button
            type="button"
            className="oe-button oe-button--secondary"
            disabled={busy !== null}
            onClick={() => setConfirmRevoke(true)}
          >
            Revoke link
          </button>
        )}
      </div>
      <p className="oe-field__error" role="alert">
        {problem}
      </p>
      <p className="oe-muted" aria-live="polite">
        {notice}
      </p>
      <Dialog
        open={confirmRevoke}
        title="Revoke the signing link?"
        onClose={() => setConfirmRevoke(false)}
        hideClose
        actions={
          <>
            <button type="button" className="oe-button oe-button--secondary" onClick={() => setConfirmRevoke(false)}>
              Keep the link
            </button>
            <button
              type="button"
              className="oe-button oe-button--primary"
              onClick={() => {
                setConfirmRevoke(false);
                void run('revoke', () => revokeSigning(enrollmentId), 'The link was revoked.');
              }}
            >
              Revoke link
            </button>
          </>
        }
      >
        <p>The client will no longer be able to sign with the link already sent. You can send a new one later.</p>
      </Dialog>
    </section>
  );
}
