import { Link, useParams } from 'react-router';
import { landingNotConfigured } from '../../../schemas/messages';
import { NotFoundPage } from '../not-found';

/**
 * /landing-config-error/{Agent|Group}/landingPage (000 section 2): the rep or group has no landing
 * url. No header or footer; Back to Homepage goes to /.
 */
export function LandingConfigErrorPage() {
  const { enrollType } = useParams();
  if (enrollType !== 'Agent' && enrollType !== 'Group') return <NotFoundPage />;
  return (
    <main id="main-content" className="oe-error-page" tabIndex={-1}>
      <title>Landing not configured · OpenEnroll</title>
      <div className="oe-error-page__card">
        <h1>{landingNotConfigured(enrollType)}</h1>
        <p>Please ask your representative for the right link, or start again from the home page.</p>
        <Link to="/" className="oe-button oe-button--primary">
          Back to Homepage
        </Link>
      </div>
    </main>
  );
}
