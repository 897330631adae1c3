import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useParams } from 'react-router';
import type { CommonMenu } from '../../../schemas/api/site';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Skeleton } from '../../components/Skeleton';
import { AppShell } from '../../components/layout/AppShell';
import type { MenuItem, MenuState } from '../../components/layout/Header';
import { useCommonMenu } from '../../features/menus/api/get-common-menu';
import { isLandingNotFound } from '../../features/site/api/validate-landing-page';
import { forgetSiteSession, useSiteSession } from '../../features/site/use-site-session';
import { useSiteTheme } from '../../features/site/use-site-theme';
import { ApiRequestError } from '../../lib/api-client';
import { storage } from '../../lib/storage';
import { safeImageUrl } from '../../lib/theme';

const PRODUCT_NAME = 'OpenEnroll';

/** Menu links keep the landing segment, so a rep's visitor stays on the rep's storefront. */
function menuItems(menu: CommonMenu, prefix: string): MenuItem[] {
  return menu.list.map((entry) => ({
    category: entry.category,
    label: entry.label,
    href: `${prefix}/plans?type=${encodeURIComponent(entry.category)}`,
    icon: safeImageUrl(menu.icon[entry.category]),
  }));
}

/** A 403 means the stored session ended (expired token): only a fresh session helps, not a retry. */
const sessionEnded = (error: unknown) => error instanceof ApiRequestError && (error.httpStatus === 401 || error.httpStatus === 403);

/**
 * Layout of the main routes under `/:landing?`: resolves the storefront's session (000 section 4),
 * then frames the page with header, menu and footer. An unknown landing goes to /404.
 */
export function SiteLayout() {
  const { landing } = useParams();
  const queryClient = useQueryClient();
  const session = useSiteSession();
  const theme = useSiteTheme();
  const menu = useCommonMenu(session.data?.identity);

  useEffect(() => {
    if (menu.data) storage.set('categoryOrder', menu.data.category_order);
  }, [menu.data]);

  if (session.isError && isLandingNotFound(session.error)) return <Navigate to="/404" replace />;

  const prefix = landing ? `/${encodeURIComponent(landing)}` : '';
  const display = session.data?.display ?? null;

  const restartSession = () => {
    forgetSiteSession();
    void queryClient.resetQueries({ queryKey: ['site-session'] });
  };
  const menuState: MenuState = menu.isSuccess
    ? { status: 'ready', items: menuItems(menu.data, prefix) }
    : menu.isError
      ? { status: 'error', onRetry: () => (sessionEnded(menu.error) ? restartSession() : void menu.refetch()) }
      : { status: 'loading' };

  return (
    <AppShell
      header={{
        siteName: display?.display_name ?? PRODUCT_NAME,
        homeHref: prefix || '/',
        logoUrl: safeImageUrl(display?.logo) ?? safeImageUrl(theme.logo),
        contact: display && { email: display.display_email, phone: display.display_phone, tagline: display.tagline },
        menu: menuState,
      }}
    >
      {session.isSuccess && <Outlet />}
      {session.isPending && (
        <div className="oe-container oe-section" aria-hidden="true">
          <Skeleton height="2.5rem" width="60%" />
          <Skeleton width="80%" />
          <Skeleton width="40%" />
        </div>
      )}
      {session.isError && (
        <div className="oe-container oe-section">
          <ErrorNotice
            title="We could not open this storefront"
            error={session.error}
            onRetry={() => (sessionEnded(session.error) ? restartSession() : void session.refetch())}
          />
        </div>
      )}
    </AppShell>
  );
}
