import { THEME_COLOR_KEYS, type SiteDynamicInfo } from '../../schemas/api/site';
import { apiGet, apiUrl } from './api-client';
import { contrastRatio } from '../../schemas/colour-contrast';

export { contrastRatio };

/**
 * Site branding from GET /get-external-site-dynamic-information (000 section 7): colours become CSS
 * custom properties on <html>, images are handed to components as a key/value map. The answer is
 * kept in the Cache API under the specification's cache name (000 section 9) so a returning visitor
 * sees their site's colours at once; the network refreshes it in the background.
 */

export const THEME_CACHE_NAME = 'fetch_color_cache';
export const SITE_DYNAMIC_INFORMATION_PATH = '/get-external-site-dynamic-information';

export type SiteThemeMap = Readonly<Record<string, string>>;

/** The site_domain parameter: base64 of the host the visitor opened (host names are ASCII). */
export function siteDomainOf(host: string): string {
  return btoa(host);
}

/** GET the theme entries from the network. */
export function fetchSiteDynamicInformation(siteDomain: string, signal?: AbortSignal): Promise<SiteDynamicInfo> {
  return apiGet<SiteDynamicInfo>(SITE_DYNAMIC_INFORMATION_PATH, { site_domain: siteDomain }, { signal });
}

/** The Cache API when this context has it: absent on http outside localhost and in test DOMs. */
async function openThemeCache(): Promise<Cache | null> {
  try {
    if (typeof caches === 'undefined') return null;
    return await caches.open(THEME_CACHE_NAME);
  } catch {
    return null; // e.g. SecurityError in some private-browsing modes
  }
}

function isThemeEntries(value: unknown): value is SiteDynamicInfo {
  return Array.isArray(value) && value.every((e) => e && typeof e.key === 'string' && typeof e.value === 'string');
}

async function readCached(cache: Cache, url: string): Promise<SiteDynamicInfo | null> {
  try {
    const hit = await cache.match(url);
    const value: unknown = hit ? await hit.json() : null;
    return isThemeEntries(value) ? value : null;
  } catch {
    return null;
  }
}

async function fetchAndKeep(cache: Cache | null, url: string, siteDomain: string): Promise<SiteDynamicInfo> {
  const fresh = await fetchSiteDynamicInformation(siteDomain);
  if (cache) {
    const body = JSON.stringify(fresh);
    await cache
      .put(url, new Response(body, { headers: { 'Content-Type': 'application/json' } }))
      .catch(() => undefined);
  }
  return fresh;
}

/**
 * Cache first, network behind: answers the cached entries when there are any and refreshes them in
 * the background (calling onFresh with the new entries); otherwise waits for the network.
 */
export async function loadSiteTheme(
  siteDomain: string,
  onFresh?: (entries: SiteDynamicInfo) => void,
): Promise<SiteDynamicInfo> {
  const url = apiUrl(SITE_DYNAMIC_INFORMATION_PATH, { site_domain: siteDomain });
  const cache = await openThemeCache();
  const cached = cache ? await readCached(cache, url) : null;
  if (!cached) return fetchAndKeep(cache, url, siteDomain);
  // A failed refresh keeps the cached theme: branding is never worth an error on screen.
  fetchAndKeep(cache, url, siteDomain).then(onFresh, () => undefined);
  return cached;
}

/** The entries as a key/value map (later keys win), for components that show theme images. */
export function siteThemeMap(entries: SiteDynamicInfo): SiteThemeMap {
  return Object.fromEntries(entries.map((e) => [e.key, e.value]));
}

// Colours only: hex, or rgb()/hsl() with plain numbers. Anything else (url(), var(), expressions)
// is ignored, so a theme value can never pull in a resource or break the cascade.
const SAFE_COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/deg-]+\)|[a-z]{3,20})$/i;

/** True for a colour value safe to set as a custom property. */
export function isSafeColor(value: string): boolean {
  return SAFE_COLOR.test(value.trim());
}

/** The more readable of near-black and white on a background colour (hex only). */
export function readableOn(background: string): string | null {
  const dark = '#111827';
  const light = '#ffffff';
  const onDark = contrastRatio(background, light);
  const onLight = contrastRatio(background, dark);
  if (onDark === null || onLight === null) return null;
  return onDark >= onLight ? light : dark;
}

// Text colours derived from themed backgrounds, so a site's brand colour never costs AA contrast.
const FOREGROUND_OF: Readonly<Record<string, string>> = {
  '--oe-color-primary': '--oe-color-on-primary',
  '--oe-header-bg': '--oe-header-fg',
  '--oe-footer-bg': '--oe-footer-fg',
};

/** Sets the THEME_COLOR_KEYS values as CSS custom properties on `root` (safe colours only). */
export function applySiteTheme(entries: SiteDynamicInfo, root: HTMLElement = document.documentElement): void {
  const map = siteThemeMap(entries);
  for (const [key, property] of Object.entries(THEME_COLOR_KEYS)) {
    const value = map[key]?.trim();
    if (value && isSafeColor(value)) root.style.setProperty(property, value);
  }
  for (const [background, foreground] of Object.entries(FOREGROUND_OF)) {
    const bg = root.style.getPropertyValue(background).trim();
    if (!bg) continue;
    const given = root.style.getPropertyValue(foreground).trim();
    const ratio = given ? contrastRatio(bg, given) : null;
    if (given && (ratio === null || ratio >= 4.5)) continue;
    const fg = readableOn(bg);
    if (fg) root.style.setProperty(foreground, fg);
  }
}

/** Only same-site paths, https and data:image URLs: a theme or plan image can never be a javascript: link. */
export function safeImageUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const v = value.trim();
  if (/^\/(?!\/)/.test(v) || /^https:\/\//i.test(v) || /^data:image\/(png|gif|jpeg|webp|svg\+xml);/i.test(v)) return v;
  return undefined;
}
