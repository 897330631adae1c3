import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { routes } from '../../src/app/router';
import { storage } from '../../src/lib/storage';
import { fail, mockApi, ok, type CannedAnswer } from './mock-api';

const TOKEN = 'oe1.eyJraW5kIjoib3BlbiJ9.c2lnbmF0dXJl';
const display = (name: string) => ({
  display_name: name,
  display_email: null,
  display_phone: null,
  tagline: null,
  logo: null,
  image: null,
  about: null,
});

const api: Record<string, CannedAnswer | ((call: { url: URL }) => CannedAnswer)> = {
  'get-storefront-config': ok({
    own_hosts: ['localhost', '127.0.0.1'],
    special_host: 'x.test',
    default_landing: 'store',
    reserved_partner_segment: 'smarter',
    elevate_partner: 'elevate',
    show_dashboard: false,
    dashboard_links: [],
    footer_links: [],
    app_links: { android: 'https://a.example', ios: 'https://i.example' },
    support_phones: {
      default: '8005550100',
      fallback: '8005550199',
      special: { agent_code: 'AG1002', phone: '8005550142' },
    },
    how_to_video_url: 'https://v.example',
    banner_text: 'Banner',
    member_benefit_store_group_id: 2001,
  }),
  'get-ticket-link': ok({ ticket: 'https://support.example' }),
  'get-goenroll-footer-plan': ok({ plan_id: null, plan_name: null }),
  'get-external-site-dynamic-information': ok([]),
  'validate-landing-page': ({ url }) =>
    ok({
      type: 'agent',
      agent_id: 1,
      group_id: null,
      portal_id: 9,
      landing_url: url.searchParams.get('landing_page'),
      token: TOKEN,
      data: display('OpenEnroll Benefits'),
    }),
};

const jordan = {
  agent_id: 1001,
  first_name: 'Jordan',
  last_name: 'Avery',
  agent_code: 'AG1001',
  email: 'jordan.avery@example.com',
  phone: '4045550101',
  logo: null,
  image: null,
  landing_url: 'jordan',
  portal_id: 11,
  token: TOKEN,
};

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('AccessPage', () => {
  it('guards the default site: validates the default landing and asks for the access code, without header', async () => {
    const calls = mockApi(api);
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Please Enter Your Access Code, to access site' })).toBeTruthy();
    expect(calls.callsTo('validate-landing-page')[0]?.url.searchParams.get('landing_page')).toBe('store');
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it("shows 'Field is required', the 204 message, the 429 server message, and clears them on typing", async () => {
    let answer: CannedAnswer = ok(null, 204);
    mockApi({ ...api, 'validate-agent': () => answer });
    renderApp('/');
    const input = await screen.findByLabelText('Rep Access Code');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Field is required')).toBeTruthy();
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Field is required').id);
    await userEvent.type(input, 'AG9');
    expect(screen.queryByText('Field is required')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Invalid Rep Access Code')).toBeTruthy();
    answer = fail(429, [
      { target_element: 'agent_code', error_message: 'Too many attempts. Please wait a few minutes and try again.' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Too many attempts. Please wait a few minutes and try again.')).toBeTruthy();
  });

  it('confirms the rep, asks the age, then marks the visitor authenticated and opens the landing', async () => {
    mockApi({
      ...api,
      'validate-agent': ok(jordan),
      'get-common-menu': ok({ list: [], category_order: [], icon: {} }),
      'get-featured-plans': ok({ result: [] }),
    });
    const router = renderApp('/');
    await userEvent.type(await screen.findByLabelText('Rep Access Code'), 'ag1001');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('(404) 555-0101')).toBeTruthy();
    expect(screen.getByText('Jordan Avery')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Over 65' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jordan'));
    expect(storage.get('isRepAuthenticated')).toBe(true);
    expect(storage.get('over65')).toBe(true);
    expect(storage.get('agent_code')).toBe('AG1001');
  });

  it('sends a rep without landing url to the landing-config error page', async () => {
    mockApi({ ...api, 'validate-agent': ok({ ...jordan, landing_url: null }) });
    const router = renderApp('/');
    await userEvent.type(await screen.findByLabelText('Rep Access Code'), 'AG1003');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByRole('heading', { name: 'OOPS! Landing url is not configured for this Agent' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/landing-config-error/Agent/landingPage');
    expect(storage.get('isRepAuthenticated')).toBeUndefined();
  });
});
