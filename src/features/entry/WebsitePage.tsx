import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { storage } from '../../lib/storage';
import { PortalChoice } from '../agent-home';
import { HomeCrumb, isSpecialHost, useSiteSession, useStorefrontConfig } from '../site';
import '../../styles/homes.css';
import '../../styles/commerce.css';

/**
 * The website/portal page (/website?group=, 000 section 2): the site the layout resolved, a
 * Home breadcrumb (hidden on the special host) and Start Enrollment, which asks for the portal
 * and then opens the Get Started form on /home.
 */
export function WebsitePage() {
  const { landing } = useParams();
  const navigate = useNavigate();
  const session = useSiteSession().data;
  const config = useStorefrontConfig().data;
  const [choosing, setChoosing] = useState(false);
  const prefix = landing ? `/${encodeURIComponent(landing)}` : '';
  const name = session?.display?.display_name;
  const showHome = config !== undefined && !isSpecialHost(window.location.host, config);

  return (
    <div className="oe-container oe-section">
      <title>{`${name ?? 'Website'} · OpenEnroll`}</title>
      {showHome && (
        <nav aria-label="Breadcrumb" className="oe-breadcrumb">
          <ol>
            <HomeCrumb prefix={prefix} />
            <li aria-current="page">{name ?? 'Website'}</li>
          </ol>
        </nav>
      )}
      <h1>{name ? `Welcome to ${name}` : 'Welcome'}</h1>
      {!choosing && (
        <div className="oe-home-panel">
          {session?.display?.tagline && <p>{session.display.tagline}</p>}
          <div className="oe-form-actions">
            <button type="button" className="oe-button oe-button--primary" onClick={() => setChoosing(true)}>
              Start Enrollment
            </button>
          </div>
        </div>
      )}
      {choosing && (
        <PortalChoice
          onBack={() => setChoosing(false)}
          onChosen={() => {
            storage.set('enroll_type', storage.get('open_type') === 'group' ? 'new-group-member' : 'new-member');
            navigate(`${prefix}/home`);
          }}
        />
      )}
    </div>
  );
}
