import { useEffect, useMemo } from 'react';
import { applySiteTheme, siteThemeMap, type SiteThemeMap } from '../../lib/theme';
import { useSiteDynamicInformation } from './api/get-site-dynamic-information';

const EMPTY: SiteThemeMap = {};

/**
 * The site's theme: applies its colours to <html> whenever the entries change and returns every
 * entry as a key/value map for images (banner, logos, icons). Until the theme arrives, or when it
 * cannot be loaded, the design tokens' defaults apply and the map is empty.
 */
export function useSiteTheme(): SiteThemeMap {
  const { data } = useSiteDynamicInformation();
  useEffect(() => {
    if (data) applySiteTheme(data);
  }, [data]);
  return useMemo(() => (data ? siteThemeMap(data) : EMPTY), [data]);
}

/** Applies the theme for the whole app, including pages outside the storefront shell. */
export function SiteThemeSync(): null {
  useSiteTheme();
  return null;
}
