import { Outlet } from 'react-router';
import { HelpWidget } from '../help-widget';
import { LocationBanner } from '../location-banner';

/**
 * Around the home pages and current-member tables: the location banner on top and the help
 * widget in the corner (000 section 2). A pathless layout route, so the storefront shell stays as is.
 */
export function HomesChrome() {
  return (
    <>
      <LocationBanner />
      <Outlet />
      <HelpWidget />
    </>
  );
}
