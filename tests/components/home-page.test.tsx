import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { routes } from '../../src/app/router';
import { storage } from '../../src/lib/storage';
import { fail, mockApi, ok, type CannedAnswer } from './mock-api';

const TOKEN = 'oe1.eyJraW5kIjoib3BlbiJ9.c2lnbmF0dXJl';

const defaultInfo = ok({ agent_id: 1, group_id: 5, portal_id: 9, landing_url: 'store', token: TOKEN });
const menu = ok({
  list: [
    { category: 'DENTAL', label: 'Dental', plan_count: 3 },
    { category: 'VISION', label: 'Vision', plan_count: 2 },
    { category: 'TERM_LIFE', label: 'Term Life', plan_count: 2 },
  ],
  category_order: ['DENTAL', 'VISION', 'TERM_LIFE'],
  icon: {},
});
const featured = ok({
  result: [
    {
      plan_id: 11,
      plan_name: 'Smile Dental Preferred',
      plan_logo: '/img/plans/dental.png',
      plan_short_text: 'Cleanings at no cost.',
    },
    {
      plan_id: 12,
      plan_name: 'ClearView Vision Plus',
      plan_logo: null,
      plan_short_text: '<p>Yearly <b>eye exam</b></p>',
    },
  ],
});
const jordan = ok({
  type: 'agent',
  agent_id: 1001,
  group_id: null,
  portal_id: 11,
  landing_url: 'jordan',
  token: TOKEN,
  data: {
    display_name: 'Jordan Avery',
    display_email: 'jordan.avery@example.com',
    display_phone: '4045550101',
    tagline: 'Coverage that fits your family',
    logo: null,
    image: null,
    about: null,
  },
});

const storefrontConfig = ok({
  own_hosts: ['localhost', '127.0.0.1'],
  special_host: 'enroll.openenroll.test',
  default_landing: 'store',
  reserved_partner_segment: 'smarter',
  elevate_partner: 'elevate',
  show_dashboard: false,
  dashboard_links: [],
  footer_links: [],
  app_links: { android: 'https://play.example/app', ios: 'https://apps.example/app' },
  support_phones: {
    default: '8005550100',
    fallback: '8005550199',
    special: { agent_code: 'AG1002', phone: '8005550142' },
  },
  how_to_video_url: 'https://video.example/how-to',
  banner_text: 'Watch how to enroll.',
  member_benefit_store_group_id: 2001,
});

const baseApi: Record<string, CannedAnswer> = {
  'get-storefront-config': storefrontConfig,
  'get-ticket-link': ok({ ticket: 'https://support.example/new' }),
  'get-goenroll-footer-plan': ok({ plan_id: null, plan_name: null }),
  'get-default-info': defaultInfo,
  'get-common-menu': menu,
  'get-featured-plans': featured,
  'get-external-site-dynamic-information': ok([]),
};

/** The home page sits behind the access page (002 "Route guards"): these visitors already passed it. */
function renderApp(path: string, { authenticated = true } = {}) {
  if (authenticated) storage.set('isRepAuthenticated', true);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HomePage on the default site', () => {
  it('gets the default info, keeps the token and ids, and shows the menu and featured plans', async () => {
    const api = mockApi(baseApi);
    renderApp('/');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Dental' })).toHaveProperty('pathname', '/plans');
    expect(within(nav).getByRole('link', { name: 'Dental' }).getAttribute('href')).toBe('/plans?type=DENTAL');
    expect(within(nav).getByRole('link', { name: 'Term Life' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeTruthy();

    expect(await screen.findByRole('heading', { name: 'Smile Dental Preferred' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ClearView Vision Plus' })).toBeTruthy();
    // A featured card opens its plan's page.
    expect(screen.getByRole('link', { name: 'Smile Dental Preferred' }).getAttribute('href')).toMatch(/^\/plan\/\d+\//);
    expect(screen.getByText('Yearly eye exam')).toBeTruthy(); // HTML short text shown as text
    expect(screen.getByRole('heading', { name: 'Featured plans' })).toBeTruthy();

    expect(storage.get('session_token')).toBe(TOKEN);
    expect([storage.get('agent_id'), storage.get('group_id'), storage.get('portal_id')]).toEqual([1, 5, 9]);
    expect(storage.get('categoryOrder')).toEqual(['DENTAL', 'VISION', 'TERM_LIFE']);

    expect(api.callsTo('get-default-info')).toHaveLength(1);
    const menuCall = api.callsTo('get-common-menu')[0];
    expect(menuCall?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(Object.fromEntries(menuCall?.url.searchParams ?? [])).toMatchObject({
      agent_id: '1',
      group_id: '5',
      portal_id: '9',
    });
    expect(api.callsTo('get-featured-plans')[0]?.url.searchParams.get('portal_id')).toBe('9');
  });

  it('uses the stored session instead of asking for the defaults again', async () => {
    storage.set('session_token', TOKEN);
    storage.set('agent_id', 1);
    storage.set('portal_id', 9);
    const api = mockApi(baseApi);
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Smile Dental Preferred' })).toBeTruthy();
    expect(api.callsTo('get-default-info')).toHaveLength(0);
  });

  it('has landmarks, a skip link and a labelled mobile menu button', async () => {
    mockApi(baseApi);
    renderApp('/');
    await screen.findByRole('heading', { name: 'Smile Dental Preferred' });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain(`© ${new Date().getFullYear()}`);
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main-content');

    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('passes axe as a whole page (landmarks included; colour contrast needs a real layout engine)', async () => {
    mockApi(baseApi);
    renderApp('/');
    await screen.findByRole('heading', { name: 'Smile Dental Preferred' });
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it('shows a clear message with a retry button when featured plans fail, and recovers', async () => {
    let plansAnswer: CannedAnswer = fail(500, { message: 'The plan service is down.' });
    mockApi({ ...baseApi, 'get-featured-plans': () => plansAnswer });
    renderApp('/');
    // The welcome form has (empty) field alerts too: pick the notice by its message.
    const alert = (await screen.findByText(/The plan service is down\./)).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toBeTruthy();
    plansAnswer = featured;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Smile Dental Preferred' })).toBeTruthy();
  });
});

describe('HomePage under a landing name', () => {
  it("clears storage, validates the landing and shows the rep's name, e-mail, phone and tagline", async () => {
    storage.set('tempId', 'left-over-enrollment');
    const api = mockApi({ ...baseApi, 'validate-landing-page': jordan });
    renderApp('/jordan');

    expect(await screen.findByRole('heading', { name: 'Find your benefits with Jordan Avery' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'jordan.avery@example.com' })[0]?.getAttribute('href')).toBe(
      'mailto:jordan.avery@example.com',
    );
    expect(screen.getAllByRole('link', { name: '(404) 555-0101' })[0]?.getAttribute('href')).toBe('tel:4045550101');
    expect(screen.getAllByText('Coverage that fits your family').length).toBeGreaterThan(0);

    expect(api.callsTo('validate-landing-page')[0]?.url.searchParams.get('landing_page')).toBe('jordan');
    expect(api.callsTo('get-default-info')).toHaveLength(0);
    expect(storage.get('tempId')).toBeUndefined();
    expect(storage.get('open_type')).toBe('agent');
    expect(storage.get('agent_id')).toBe(1001);

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect((await within(nav).findByRole('link', { name: 'Dental' })).getAttribute('href')).toBe(
      '/jordan/plans?type=DENTAL',
    );
  });

  it('goes to the 404 page for an unknown landing', async () => {
    mockApi({
      ...baseApi,
      'validate-landing-page': fail(404, [{ target_element: 'landing_page', error_message: 'Landing page not found' }]),
    });
    const router = renderApp('/nobody-here');
    expect(await screen.findByRole('heading', { name: 'OOPS! Page not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
    expect(screen.getByRole('link', { name: 'Back to Homepage' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('banner')).toBeNull(); // header and footer are hidden on the 404 page
  });

  it('goes to the 404 page when the landing lookup answers 204', async () => {
    mockApi({ ...baseApi, 'validate-landing-page': ok(null, 204) });
    const router = renderApp('/gone');
    expect(await screen.findByRole('heading', { name: 'OOPS! Page not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('offers a retry, not a 404, when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    renderApp('/jordan');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('could not reach the server');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('routes', () => {
  it('shows the 404 page for /404 and for any unknown path', async () => {
    mockApi(baseApi);
    const router = renderApp('/404');
    expect(await screen.findByRole('heading', { name: 'OOPS! Page not found' })).toBeTruthy();
    await router.navigate('/some/unknown/path');
    await waitFor(() => expect(router.state.location.pathname).toBe('/some/unknown/path'));
    expect(await screen.findByRole('heading', { name: 'OOPS! Page not found' })).toBeTruthy();
  });
});
