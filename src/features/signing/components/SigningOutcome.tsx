import { confirmationNumber } from '../../../../schemas/messages';
import { SIGNING_MESSAGES, signingCompleted } from '../../../../schemas/signing-messages';
import { signedCopyUrl, type SignDone, type SignLink } from '../api/signing-link';
import { formatSigningTime } from '../signing-display';
import type { LinkProblem } from './IdentityStep';

/** The link can no longer be used: expired, revoked or used (410), or locked after five wrong tries (423). */
export function LinkUnavailable({ problem, message }: { problem: LinkProblem; message: string }) {
  return (
    <section className="oe-sign-step oe-sign-outcome" aria-labelledby="sign-outcome-title">
      <h1 id="sign-outcome-title">{problem === 'locked' ? 'This link is locked' : 'This link no longer works'}</h1>
      {message && <p role="alert">{message}</p>}
      <p>
        {problem === 'locked'
          ? 'Too many wrong attempts were made to confirm your identity. Ask your agent to send you a new link.'
          : 'Signing links work once and for 72 hours. Ask your agent to send you a new link.'}
      </p>
    </section>
  );
}

/** After Sign or Decline: what happened and what comes next; once signed, the confirmation number and the client's copy. */
export function SigningDone({ done, link, token }: { done: SignDone; link: SignLink; token: string }) {
  const signed = done.status === 'signed';
  return (
    <section className="oe-sign-step oe-sign-outcome" aria-labelledby="sign-outcome-title">
      <h1 id="sign-outcome-title" tabIndex={-1}>
        {signed ? 'Thank you, your enrollment is signed' : 'You declined to sign'}
      </h1>
      <p role="status">
        {signed
          ? signingCompleted(link.enroller_name)
          : 'Your enrollment was not completed. Your agent has been told and will be in touch.'}
      </p>
      {signed && done.policy_id !== undefined && (
        <p className="oe-sign-confirmation">
          {SIGNING_MESSAGES.confirmationIntro}{' '}
          <strong className="oe-receipt__number">{confirmationNumber(done.policy_id)}</strong>
        </p>
      )}
      {signed && (
        <>
          <p>
            <a className="oe-button oe-button--primary" href={signedCopyUrl(token)} download>
              {SIGNING_MESSAGES.downloadCopy}
            </a>
          </p>
          <p className="oe-muted">{SIGNING_MESSAGES.copyKept(formatSigningTime(link.expires_at))}</p>
        </>
      )}
      <p className="oe-muted">You can close this page.</p>
    </section>
  );
}
