import { Link, useParams } from 'react-router';

/** The 404 page (000 section 2): 'OOPS! Page not found' and a Back to Homepage link, without header and footer. */
export function NotFoundPage() {
  const { landing } = useParams();
  // /404 is reached for unknown landings too, so "home" is the default storefront unless a landing is in the path.
  const home = landing ? `/${encodeURIComponent(landing)}` : '/';
  return (
    <main id="main-content" className="oe-error-page" tabIndex={-1}>
      <title>Page not found · OpenEnroll</title>
      <div className="oe-error-page__card">
        <p className="oe-error-page__code" aria-hidden="true">
          404
        </p>
        <h1>OOPS! Page not found</h1>
        <p>The page you are looking for does not exist or is no longer available.</p>
        <Link to={home} className="oe-button oe-button--primary">
          Back to Homepage
        </Link>
      </div>
    </main>
  );
}
