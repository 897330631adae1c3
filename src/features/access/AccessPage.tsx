import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { safeImageUrl } from '../../lib/theme';
import { setAccess, storedClaims, type SiteSession } from '../site';
import { RepAccessFlow } from './components/RepAccessFlow';
import '../../styles/access.css';

/**
 * The access page (000 section 2, AccessPage): the landing's logo and rep image, then the access
 * code, the rep's confirmation and the age choice; then `footer` (the site footer, with the code popups). Shown in
 * place of any main route until the visitor is rep-authenticated (002 "Route guards").
 */
export function AccessPage({ session, footer }: { session: SiteSession; footer: ReactNode }) {
  const location = useLocation();
  // A group employee who confirmed their company comes here for the age choice only.
  const startAtAge = (location.state as { step?: string } | null)?.step === 'age';
  const logo = safeImageUrl(session.display?.logo);
  const image = safeImageUrl(session.display?.image);
  // The default site's session is the open one: a visitor without a code may shop the house agency's store.
  const houseStore = storedClaims()?.kind === 'open' ? session.display?.display_name : undefined;
  return (
    <div className="oe-access">
      <main id="main-content" className="oe-access__main" tabIndex={-1}>
        <title>Access · OpenEnroll</title>
        <div className="oe-access__card">
          <div className="oe-access__brand">
            {logo && (
              <img
                src={logo}
                alt={session.display?.display_name ?? 'OpenEnroll'}
                className="oe-access__logo"
                width="176"
                height="40"
              />
            )}
            {image && <img src={image} alt="" className="oe-access__image" width="96" height="96" />}
          </div>
          <h1 className="oe-access__title">{session.display?.display_name ?? 'OpenEnroll'}</h1>
          <RepAccessFlow
            startAtAge={startAtAge}
            houseStore={houseStore}
            onAgeChosenWithoutRep={(over65) => setAccess({ authenticated: true, over65 })}
          />
        </div>
      </main>
      {footer}
    </div>
  );
}
