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

/** After Sign or Decline: what happened and what comes next. */
export function SigningDone({ outcome }: { outcome: 'signed' | 'declined' }) {
  return (
    <section className="oe-sign-step oe-sign-outcome" aria-labelledby="sign-outcome-title">
      <h1 id="sign-outcome-title" tabIndex={-1}>
        {outcome === 'signed' ? 'Thank you, your enrollment is signed' : 'You declined to sign'}
      </h1>
      <p role="status">
        {outcome === 'signed'
          ? 'Your enrollment is complete. A receipt is on its way to your e-mail, and your agent has been told.'
          : 'Your enrollment was not completed. Your agent has been told and will be in touch.'}
      </p>
      <p className="oe-muted">You can close this page.</p>
    </section>
  );
}
