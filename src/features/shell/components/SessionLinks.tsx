import { Link } from 'react-router';
import { MESSAGES } from '../../../../schemas/messages';
import { useStored } from '../../../lib/use-stored';
import { isSignedInSession, storedClaims, useSignOut } from '../../site';

/**
 * The header's way back and out for a signed-in rep or group administrator (issue 26, items 11 and
 * 15): a link to their home (the rep home, the group home) and Sign out, which ends the session on
 * the server. Shown while the stored token is an unexpired sign-in; follows the token as it changes.
 */
export function SessionLinks({ prefix }: { prefix: string }) {
  // Read through useStored so signing in (or out) on any page shows (or hides) these at once.
  const token = useStored('session_token');
  const claims = token ? storedClaims() : null;
  const { signOut, pending, error } = useSignOut(prefix || '/');
  if (!isSignedInSession(claims)) return null;
  const home =
    claims.kind === 'rep'
      ? { href: `${prefix}/agent-home`, label: MESSAGES.repHome }
      : { href: `${prefix}/group-home`, label: MESSAGES.groupHome };
  return (
    <>
      <Link to={home.href} className="oe-header__tool">
        {home.label}
      </Link>
      <button type="button" className="oe-header__tool" onClick={() => void signOut()} disabled={pending}>
        {pending ? MESSAGES.signingOut : MESSAGES.signOut}
      </button>
      {error && (
        <p role="alert" className="oe-header__session-error">
          {error}
        </p>
      )}
    </>
  );
}
