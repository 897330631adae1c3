import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MESSAGES } from '../../../schemas/messages';
import { signOutStaff } from './api/sign-out';
import { useStaffSession } from './api/staff-session';
import { Console } from './components/Console';
import { SignInForm } from './components/SignInForm';
import './admin.css';

/**
 * /admin: the staff console of the form engine (docs/decisions/0060-form-engine-v2.md),
 * a lazy chunk of its own outside the storefront layout. Sign-in first; then fields, custom tabs,
 * publish and history, export and import.
 */
export function AdminConsolePage() {
  const session = useStaffSession();
  useEffect(() => {
    document.title = 'Staff console · OpenEnroll';
  }, []);
  return (
    <div className="oe-admin">
      <a className="oe-skip-link" href="#oe-admin-main">
        Skip to content
      </a>
      <header className="oe-admin__bar">
        <div className="oe-admin__bar-inner">
          <p className="oe-admin__brand">OpenEnroll staff console</p>
          {session && (
            <SignedInAs name={session.staff.name} role={session.staff.role} carrier={session.staff.carrier_name} />
          )}
        </div>
      </header>
      <main id="oe-admin-main" className="oe-admin__main" tabIndex={-1}>
        {session ? <Console staff={session.staff} /> : <SignInForm />}
      </main>
    </div>
  );
}

function SignedInAs({ name, role, carrier }: { name: string; role: string; carrier: string | null }) {
  return (
    <div className="oe-admin__who">
      <p>
        <span className="oe-admin__who-name">{name}</span>{' '}
        <span className="oe-admin__who-role">
          {role === 'carrier_admin' ? `Carrier admin, ${carrier ?? 'carrier'}` : 'Staff'}
        </span>
      </p>
      <SignOutButton />
    </div>
  );
}

/** Sign out ends the staff token on the server (it answers 401 from then on), then in this tab. */
function SignOutButton() {
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      className="oe-button oe-button--secondary oe-admin__sign-out"
      disabled={pending}
      onClick={() => {
        setPending(true);
        signOutStaff()
          .catch(() => undefined) // the tab forgets the token whatever the server answered
          .finally(() => {
            setPending(false);
            client.removeQueries({ queryKey: ['admin'] });
          });
      }}
    >
      {pending ? MESSAGES.signingOut : MESSAGES.signOut}
    </button>
  );
}
