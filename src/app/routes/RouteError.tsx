import { isRouteErrorResponse } from 'react-router';

/**
 * Shown when a route cannot render, typically a page chunk that failed to download after a new
 * release. Reloading fetches the current files, so that is the one action offered.
 */
export function RouteError({ error }: { error: unknown }) {
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main id="main-content" className="oe-error-page" tabIndex={-1}>
      <title>Something went wrong · OpenEnroll</title>
      <div className="oe-error-page__card" role="alert">
        <h1>Something went wrong</h1>
        <p>This page could not be shown. Reloading usually fixes it.{detail ? ` (${detail})` : ''}</p>
        <button type="button" className="oe-button oe-button--primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    </main>
  );
}
