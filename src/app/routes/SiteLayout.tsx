import { Navigate, Outlet, useParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Skeleton } from '../../components/Skeleton';
import { AccessPage } from '../../features/access/AccessPage';
import { useAccess } from '../../features/site/access-state';
import { isOwnHost } from '../../features/site/resolve-entry';
import { SiteFooter } from '../../features/shell/components/SiteFooter';
import { StorefrontShell } from '../../features/shell/components/StorefrontShell';
import { useEntryResolution, useEntryRequest } from '../../features/site/use-site-session';
import { useSiteTheme } from '../../features/site/use-site-theme';

function Pending() {
  return (
    <div className="oe-container oe-section" aria-hidden="true">
      <Skeleton height="2.5rem" width="60%" />
      <Skeleton width="80%" />
      <Skeleton width="40%" />
    </div>
  );
}

/**
 * Layout of the main routes under `/:landing?` (000 section 4, 002 "Route guards"): resolves the
 * storefront of this visit, sends unknown sites to /404, shows the access page until the visitor
 * is rep-authenticated, then frames the page with the storefront shell.
 */
export function SiteLayout() {
  const { landing } = useParams();
  const { config, resolution } = useEntryResolution();
  const request = useEntryRequest();
  const access = useAccess();
  const theme = useSiteTheme();
  const prefix = landing ? `/${encodeURIComponent(landing)}` : '';

  const failed = config.isError ? config : resolution.isError ? resolution : null;
  if (failed) {
    return (
      <main id="main-content" className="oe-container oe-section">
        <ErrorNotice
          title="We could not open this storefront"
          error={failed.error}
          onRetry={() => void failed.refetch()}
        />
      </main>
    );
  }
  if (!config.data || !resolution.data) return <Pending />;

  const outcome = resolution.data;
  if (outcome.kind === 'not-found') return <Navigate to="/404" replace />;
  if (outcome.kind === 'redirect') return <Navigate to={outcome.to} replace />;
  // A custom domain's bare root opens the group's home (000 section 4).
  if (!isOwnHost(request.host, config.data) && window.location.pathname === '/') return <Navigate to="/home" replace />;
  if (!access.authenticated) return <AccessPage session={outcome.session} footer={<SiteFooter prefix={prefix} />} />;
  return (
    <StorefrontShell session={outcome.session} prefix={prefix} theme={theme}>
      <Outlet />
    </StorefrontShell>
  );
}
