import { useId, useState } from 'react';
import { SIGNING_CODE_LENGTH } from '../../../../schemas/api/signing';
import { isUsDate, notInFuture } from '../../../../schemas/dates';
import { formatDateInput } from '../../../../schemas/input-formatters';
import { CHECK_MESSAGES } from '../../../../schemas/messages';
import { SIGNING_MESSAGES } from '../../../../schemas/signing-messages';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessageOf } from '../../../components/ErrorNotice';
import { sendSignCode, verifySignIdentity, type SignLink } from '../api/signing-link';
import { ErrorSummary, type SummaryError } from './ErrorSummary';
import { SigningSender } from './SigningSender';

export type LinkProblem = 'gone' | 'locked';

export interface IdentityStepProps {
  token: string;
  /** The link: the client's first name, who sent it, and where a code already went (a reload after 'Send me a code'). */
  link: SignLink;
  onVerified: () => void;
  /** The link stopped working while the client was on it (410) or locked after the last wrong try (423). */
  onProblem: (problem: LinkProblem, message: string) => void;
}

const CODE_PATTERN = new RegExp(`^\\d{${SIGNING_CODE_LENGTH}}$`);

/** The attempts left a wrong try answers with (schemas/api/signing.ts signVerifyFieldError). */
function attemptsLeftOf(error: ApiRequestError): number | null {
  const list = Array.isArray(error.data) ? (error.data as Array<{ attempts_left?: unknown }>) : [];
  const left = list.find((e) => typeof e.attempts_left === 'number')?.attempts_left;
  return typeof left === 'number' ? left : null;
}

/**
 * Confirms it is the client: the date of birth and a 6-digit code sent by a second text (or e-mail),
 * after saying who sent the link and what for. Five wrong tries lock the link (the server counts);
 * the attempts left are said after each, and what was typed stays. Each problem is said once: in
 * the focused summary (announced, linked to its input), which the input names as its description.
 */
export function IdentityStep({ token, link, onVerified, onProblem }: IdentityStepProps) {
  const id = useId();
  const dobId = `${id}-dob`;
  const codeId = `${id}-code`;
  const [dob, setDob] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState(link.code_sent_to);
  const [errors, setErrors] = useState<Partial<Record<'dob' | 'code', string>>>({});
  const [general, setGeneral] = useState('');
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentNotice, setSentNotice] = useState('');

  const failed = (error: unknown) => {
    if (error instanceof ApiRequestError && (error.httpStatus === 410 || error.httpStatus === 423)) {
      onProblem(error.httpStatus === 410 ? 'gone' : 'locked', error.message);
      return true;
    }
    return false;
  };

  const sendCode = async () => {
    setBusy(true);
    setGeneral('');
    try {
      const answer = await sendSignCode(token);
      setSentTo(answer.code_sent_to);
      setSentNotice(SIGNING_MESSAGES.codeSentTo(answer.code_sent_to));
    } catch (error) {
      if (!failed(error)) setGeneral(errorMessageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const verify = async () => {
    const found: Partial<Record<'dob' | 'code', string>> = {};
    if (!isUsDate(dob) || !notInFuture(dob)) found.dob = CHECK_MESSAGES.validPastDate;
    if (!CODE_PATTERN.test(code)) found.code = SIGNING_MESSAGES.codeMissing;
    setErrors(found);
    setGeneral('');
    if (found.dob || found.code) return;
    setBusy(true);
    try {
      await verifySignIdentity(token, { date_of_birth: dob, code });
      onVerified();
    } catch (error) {
      if (failed(error)) return;
      if (error instanceof ApiRequestError && error.httpStatus === 400) {
        const left = attemptsLeftOf(error);
        setAttemptsLeft(left);
        // What was typed stays, to be corrected rather than typed again.
        setErrors({ code: error.fieldErrorList[0]?.error_message ?? error.message });
      } else setGeneral(errorMessageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const summary: SummaryError[] = [
    ...(errors.dob ? [{ field: dobId, message: errors.dob, id: `${dobId}-error` }] : []),
    ...(errors.code ? [{ field: codeId, message: errors.code, id: `${codeId}-error` }] : []),
  ];
  // Said once: the server's message may already count the attempts left.
  const attemptsText =
    attemptsLeft === null || errors.code?.includes(`${attemptsLeft} attempt`)
      ? ''
      : `${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left before the link locks.`;

  return (
    <form
      noValidate
      className="oe-sign-step"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (sentTo) void verify();
        else void sendCode();
      }}
    >
      <h1 id={`${id}-title`}>{SIGNING_MESSAGES.identityTitle(link.first_name)}</h1>
      <SigningSender link={link} />
      {!sentTo && <p>{SIGNING_MESSAGES.dobPrompt}</p>}
      <ErrorSummary errors={summary} />
      <div className={`oe-field${errors.dob ? ' oe-field--invalid' : ''}`}>
        <label className="oe-label" htmlFor={dobId}>
          Date of birth
        </label>
        <p id={`${dobId}-hint`} className="oe-muted oe-sign-hint">
          MM/DD/YYYY
        </p>
        <input
          id={dobId}
          className="oe-input"
          inputMode="numeric"
          autoComplete="bday"
          maxLength={10}
          value={dob}
          aria-invalid={errors.dob ? true : undefined}
          aria-describedby={errors.dob ? `${dobId}-hint ${dobId}-error` : `${dobId}-hint`}
          onChange={(event) => setDob(formatDateInput(event.target.value))}
        />
      </div>
      {sentTo && (
        <>
          <div className={`oe-field${errors.code ? ' oe-field--invalid' : ''}`}>
            <label className="oe-label" htmlFor={codeId}>
              {SIGNING_MESSAGES.codeLabel}
            </label>
            <p id={`${codeId}-hint`} className="oe-muted oe-sign-hint" aria-live="polite">
              {sentNotice || SIGNING_MESSAGES.codeSentTo(sentTo)}
            </p>
            <input
              id={codeId}
              className="oe-input oe-sign-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={SIGNING_CODE_LENGTH}
              value={code}
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={`${codeId}-hint${errors.code ? ` ${codeId}-error` : ''} ${codeId}-attempts`}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, SIGNING_CODE_LENGTH))}
            />
            <p id={`${codeId}-attempts`} className="oe-muted" aria-live="polite">
              {attemptsText}
            </p>
          </div>
        </>
      )}
      {general && (
        <p className="oe-error-text" role="alert">
          {general}
        </p>
      )}
      <div className="oe-sign-actions">
        {sentTo ? (
          <>
            <button
              type="submit"
              className="oe-button oe-button--primary"
              disabled={busy}
              aria-busy={busy || undefined}
            >
              Confirm
            </button>
            <button
              type="button"
              className="oe-button oe-button--secondary"
              disabled={busy}
              onClick={() => void sendCode()}
            >
              Send a new code
            </button>
          </>
        ) : (
          <button type="submit" className="oe-button oe-button--primary" disabled={busy} aria-busy={busy || undefined}>
            Send me a code
          </button>
        )}
      </div>
      <p className="oe-muted oe-sign-hint">{SIGNING_MESSAGES.neverAsked}</p>
    </form>
  );
}
