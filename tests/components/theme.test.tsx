import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteThemeSync } from '../../src/features/site/use-site-theme';
import {
  applySiteTheme,
  contrastRatio,
  loadSiteTheme,
  safeImageUrl,
  siteDomainOf,
  THEME_CACHE_NAME,
} from '../../src/lib/theme';
import { mockApi, ok } from './mock-api';

const root = document.documentElement;
const THEME = [
  { key: 'primary_color', value: '#7c3aed' },
  { key: 'header_background', value: '#0b3d2e' },
  { key: 'banner_image', value: '/img/banner.png' },
];

/** A minimal Cache API: one store per name, matched by URL string. */
function fakeCaches() {
  const stores = new Map<string, Map<string, string>>();
  const api = {
    open: vi.fn(async (name: string) => {
      const store = stores.get(name) ?? new Map<string, string>();
      stores.set(name, store);
      return {
        match: async (url: string) => (store.has(url) ? new Response(store.get(url)) : undefined),
        put: async (url: string, response: Response) => void store.set(url, await response.text()),
      };
    }),
  };
  vi.stubGlobal('caches', api);
  return { api, stores };
}

beforeEach(() => {
  root.removeAttribute('style');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('applySiteTheme', () => {
  it('sets the THEME_COLOR_KEYS values as CSS custom properties on <html>', () => {
    applySiteTheme(THEME);
    expect(root.style.getPropertyValue('--oe-color-primary')).toBe('#7c3aed');
    expect(root.style.getPropertyValue('--oe-header-bg')).toBe('#0b3d2e');
  });

  it('derives readable text colours for themed backgrounds (AA)', () => {
    applySiteTheme([...THEME, { key: 'primary_contrast_color', value: '#8b5cf6' }]);
    const onPrimary = root.style.getPropertyValue('--oe-color-on-primary');
    const headerFg = root.style.getPropertyValue('--oe-header-fg');
    expect(contrastRatio('#7c3aed', onPrimary)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#0b3d2e', headerFg)).toBeGreaterThanOrEqual(4.5);
  });

  it('ignores values that are not plain colours', () => {
    applySiteTheme([
      { key: 'primary_color', value: 'url(https://tracker.example/x.png)' },
      { key: 'accent_color', value: 'red; background: url(x)' },
      { key: 'secondary_color', value: 'rgb(15, 118, 110)' },
    ]);
    expect(root.style.getPropertyValue('--oe-color-primary')).toBe('');
    expect(root.style.getPropertyValue('--oe-color-accent')).toBe('');
    expect(root.style.getPropertyValue('--oe-color-secondary')).toBe('rgb(15, 118, 110)');
  });

  it('accepts only same-site, https and data:image URLs for images', () => {
    expect(safeImageUrl('/img/logo.png')).toBe('/img/logo.png');
    expect(safeImageUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeImageUrl('//evil.example/x.png')).toBeUndefined();
    expect(safeImageUrl('http://insecure.example/x.png')).toBeUndefined();
  });
});

describe('loadSiteTheme', () => {
  it('asks the server with site_domain = base64 of the host when the Cache API is unavailable', async () => {
    expect(typeof (globalThis as { caches?: unknown }).caches).toBe('undefined');
    const api = mockApi({ 'get-external-site-dynamic-information': ok(THEME) });
    await expect(loadSiteTheme(siteDomainOf('shop.example.com'))).resolves.toEqual(THEME);
    await loadSiteTheme(siteDomainOf('shop.example.com'));
    const calls = api.callsTo('get-external-site-dynamic-information');
    expect(calls).toHaveLength(2); // no cache: every load asks the network
    expect(calls[0]?.url.searchParams.get('site_domain')).toBe(btoa('shop.example.com'));
  });

  it(`keeps the answer in the "${THEME_CACHE_NAME}" cache, answers from it next time and refreshes behind`, async () => {
    const { api: cacheApi, stores } = fakeCaches();
    const fresh = [{ key: 'primary_color', value: '#0f766e' }];
    let answer = THEME;
    const api = mockApi({ 'get-external-site-dynamic-information': () => ok(answer) });

    await expect(loadSiteTheme('c2hvcA==')).resolves.toEqual(THEME);
    expect(cacheApi.open).toHaveBeenCalledWith('fetch_color_cache');
    expect([...(stores.get('fetch_color_cache')?.values() ?? [])]).toEqual([JSON.stringify(THEME)]);

    answer = fresh;
    const onFresh = vi.fn();
    await expect(loadSiteTheme('c2hvcA==', onFresh)).resolves.toEqual(THEME); // cached, at once
    await waitFor(() => expect(onFresh).toHaveBeenCalledWith(fresh)); // then refreshed
    expect(api.callsTo('get-external-site-dynamic-information')).toHaveLength(2);
    await expect(loadSiteTheme('c2hvcA==')).resolves.toEqual(fresh);
  });

  it('falls back to the network when opening the cache throws', async () => {
    vi.stubGlobal('caches', { open: vi.fn(async () => Promise.reject(new DOMException('denied', 'SecurityError'))) });
    mockApi({ 'get-external-site-dynamic-information': ok(THEME) });
    await expect(loadSiteTheme('c2hvcA==')).resolves.toEqual(THEME);
  });

  it('keeps the cached theme when the background refresh fails', async () => {
    fakeCaches();
    mockApi({ 'get-external-site-dynamic-information': ok(THEME) });
    await loadSiteTheme('c2hvcA==');
    const offline = vi.fn(async () => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('fetch', offline);
    const onFresh = vi.fn();
    await expect(loadSiteTheme('c2hvcA==', onFresh)).resolves.toEqual(THEME);
    // The refresh has asked (requests start in a task of their own) and its failure has settled.
    await waitFor(() => expect(offline).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 0));
    expect(onFresh).not.toHaveBeenCalled();
  });
});

describe('SiteThemeSync', () => {
  it('loads the theme of the current host and applies it to <html>', async () => {
    const api = mockApi({ 'get-external-site-dynamic-information': ok(THEME) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <SiteThemeSync />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(root.style.getPropertyValue('--oe-color-primary')).toBe('#7c3aed'));
    expect(api.calls[0]?.url.searchParams.get('site_domain')).toBe(btoa(window.location.host));
  });
});
