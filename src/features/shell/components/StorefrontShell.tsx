import { memo, useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CommonMenu } from '../../../../schemas/api/site';
import { AppShell } from '../../../components/layout/AppShell';
import { Header, HeaderCartLink, type MenuItem, type MenuState } from '../../../components/layout/Header';
import { ApiRequestError } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { useStored } from '../../../lib/use-stored';
import { safeImageUrl, type SiteThemeMap } from '../../../lib/theme';
import { forgetSiteSession, type SiteSession, useAccess, useStorefrontConfig } from '../../site';
import { formatDollars } from '../../../../schemas/money';
import { useCartAmount, useCartCount } from '../../cart';
import { useCommonMenu } from '../../menus';
import { useGroupMenu } from '../api/get-group-menu';
import { AboutButton } from './AboutButton';
import { AgeToggle } from './AgeToggle';
import { DashboardMenu } from './DashboardMenu';
import { HowToBanner } from './HowToBanner';
import { SessionLinks } from './SessionLinks';
import { SiteFooter } from './SiteFooter';
import { useSupportPhone } from '../use-support-phone';

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
const sessionEnded = (error: unknown) =>
  error instanceof ApiRequestError && (error.httpStatus === 401 || error.httpStatus === 403);

/**
 * The cart link's count and amount: their answers render this link only. The enrollment is followed
 * as it changes (Get Started starts one while the header stays mounted), so its cart's queries are the
 * ones every add invalidates; with no enrollment the cart is empty.
 */
const ShellCart = memo(function ShellCart({ prefix }: { prefix: string }) {
  const tempId = useStored('tempId');
  const cartCount = useCartCount(tempId);
  const cartAmount = useCartAmount(tempId);
  const amount = tempId ? cartAmount.data?.result : 0;
  return (
    <HeaderCartLink
      href={`${prefix}/cart`}
      count={cartCount.data?.result ?? storage.get('cartCount') ?? 0}
      amount={amount === undefined ? null : formatDollars(amount)}
    />
  );
});

/** The how-to banner from the storefront configuration. */
const ShellBanner = memo(function ShellBanner() {
  const config = useStorefrontConfig().data;
  return config ? <HowToBanner text={config.banner_text} videoUrl={config.how_to_video_url} /> : null;
});

interface ShellPartProps {
  session: SiteSession;
  prefix: string;
  theme: SiteThemeMap;
}

/** The header with its own data: site display, menu, support phone, access and the tools. */
const ShellHeader = memo(function ShellHeader({ session, prefix, theme }: ShellPartProps) {
  const queryClient = useQueryClient();
  const access = useAccess();
  const config = useStorefrontConfig().data;
  const groupId = access.employee ? session.identity.group_id : undefined;
  const commonMenu = useCommonMenu(groupId === undefined ? session.identity : undefined);
  const groupMenu = useGroupMenu(groupId, storage.get('fromSite'));
  const menu = groupId === undefined ? commonMenu : groupMenu;

  useEffect(() => {
    if (menu.data) storage.set('categoryOrder', menu.data.category_order);
  }, [menu.data]);

  const display = session.display;
  const phone = useSupportPhone(display?.display_phone, display !== null);
  const restartSession = () => {
    forgetSiteSession();
    void queryClient.resetQueries({ queryKey: ['site-session'] });
  };
  const menuState: MenuState = menu.isSuccess
    ? { status: 'ready', items: menuItems(menu.data, prefix) }
    : menu.isError
      ? { status: 'error', onRetry: () => (sessionEnded(menu.error) ? restartSession() : void menu.refetch()) }
      : { status: 'loading' };

  const logoUrl = safeImageUrl(display?.logo) ?? safeImageUrl(theme.logo);
  const address = display?.address_information;
  const aboutOwner =
    session.identity.open_type === 'group' && session.identity.group_id !== undefined
      ? ({ type: 'group', id: session.identity.group_id } as const)
      : session.identity.agent_id !== undefined
        ? ({ type: 'agent', id: session.identity.agent_id } as const)
        : null;

  return (
    <Header
      siteName={display?.display_name ?? PRODUCT_NAME}
      homeHref={prefix || '/'}
      logoUrl={logoUrl}
      // Until the theme answers (an empty map), the logo's slot is held so nothing beside it moves.
      logoPending={!logoUrl && Object.keys(theme).length === 0}
      contact={{ email: display?.display_email, phone: phone ?? display?.display_phone, tagline: display?.tagline }}
      menu={menuState}
      group={
        access.employee && display
          ? {
              name: display.display_name,
              address: address ? `${address.address1}, ${address.city}, ${address.state} ${address.zip}` : null,
            }
          : null
      }
      tools={
        <>
          <SessionLinks prefix={prefix} />
          {aboutOwner && <AboutButton owner={aboutOwner} />}
          {config?.show_dashboard && <DashboardMenu links={config.dashboard_links} />}
          <AgeToggle />
          <ShellCart prefix={prefix} />
        </>
      }
    />
  );
});

/**
 * The shell of the main routes (000 section 2, Shared screens): header with contact line, group
 * line for employee enrollment, cart link, category menu (group menu for employees), About popup,
 * dashboard dropdown and age toggle; the how-to banner; the footer. Each part reads its own data
 * in its own component (memoised on the visit's session, prefix and theme), so an answer renders
 * the part that shows it, not the whole frame.
 */
export function StorefrontShell({ session, prefix, theme, children }: ShellPartProps & { children: ReactNode }) {
  return (
    <AppShell
      header={<ShellHeader session={session} prefix={prefix} theme={theme} />}
      banner={<ShellBanner />}
      footer={<SiteFooter prefix={prefix} />}
    >
      {children}
    </AppShell>
  );
}
