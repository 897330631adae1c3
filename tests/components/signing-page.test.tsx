import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SigningSummary } from '../../schemas/api/signing';
import { AppProviders } from '../../src/app/providers';
import { SigningPage } from '../../src/features/signing/SigningPage';
import { registerQueryClient } from '../../src/lib/query-client-registry';
import { storage } from '../../src/lib/storage';
import { fail, mockApi, ok, type CannedAnswer, type RecordedCall } from './mock-api';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
const LINK = {
  status: 'sent',
  first_name: 'Ana',
  expires_at: '2031-01-04T15:00:00.000Z',
  code_sent_to: null,
  enroller_name: 'Jordan Avery',
  enroller_phone: '4045550101',
  brand_name: 'Jordan Avery',
  brand_logo: '/img/logo-avery-benefits.svg',
};
const SUMMARY: SigningSummary = {
  first_name: 'Ana',
  last_name: 'Diaz',
  plans: [{ plan_name: 'Brightsmile Dental Plus PPO', tier: 'Member Only', monthly_cents: 3800 }],
  initial_month_cost_cents: 3800,
  recurring_month_cost_cents: 3800,
  effective_date: '01/01/2031',
  people: [{ name: 'Ana Diaz', relationship: 'Primary', ssn_masked: '***-**-6789' }],
  agreements: [
    { id: 'general-1', title: 'Terms of enrollment', text: 'I agree to the terms.', version: '3', required: true },
    { id: 'notice-2', title: 'Privacy notice', text: 'We keep your data safe.', version: '1', required: false },
  ],
  enroller_name: 'Jordan Avery',
};

type Handlers = Record<string, CannedAnswer | ((call: RecordedCall) => CannedAnswer)>;

function renderSigning(overrides: Handlers = {}) {
  const path = (rest: string) => `sign/${TOKEN}${rest}`;
  const api = mockApi({
    [path('')]: ok({ result: { ...LINK, identity_verified: false } }),
    [path('/send-code')]: ok({ code_sent_to: '***-***-0101' }),
    [path('/verify')]: ok({ identity_verified: true }),
    [path('/summary')]: ok({ result: SUMMARY }),
    [path('/complete')]: ok({ status: 'signed' }),
    [path('/decline')]: ok({ status: 'declined' }),
    ...Object.fromEntries(Object.entries(overrides).map(([k, v]) => [path(k), v])),
  });
  const queryClient = registerQueryClient(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const router = createMemoryRouter([{ path: '/sign/:token', Component: SigningPage }], {
    initialEntries: [`/sign/${TOKEN}`],
  });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return api;
}

/** Date of birth, Send me a code, then the code and Confirm. */
async function confirmIdentity(user: ReturnType<typeof userEvent.setup>, code = '123456') {
  await user.type(await screen.findByLabelText('Date of birth', undefined, { timeout: 5000 }), '04021980');
  await user.click(screen.getByRole('button', { name: 'Send me a code' }));
  await user.type(await screen.findByLabelText('6-digit code'), code);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
}

beforeEach(() => {
  storage.clearAll();
  localStorage.clear();
  sessionStorage.clear();
});

describe('Remote signing page', () => {
  it('confirms identity, shows the summary with masked SSNs, refuses an unchecked agreement and signs by typing', async () => {
    const user = userEvent.setup();
    const api = renderSigning();
    expect(await screen.findByRole('heading', { level: 1, name: /Hi Ana/ }, { timeout: 5000 })).toBeTruthy();
    await confirmIdentity(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review and sign, Ana' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(api.callsTo(`sign/${TOKEN}/verify`).map((c) => c.body)).toEqual([
      { date_of_birth: '04/02/1980', code: '123456' },
    ]);
    const summary = within(screen.getByRole('region', { name: 'Your enrollment' }));
    expect(summary.getByRole('rowheader', { name: 'Brightsmile Dental Plus PPO' })).toBeTruthy();
    expect(summary.getAllByText('$38.00').length).toBeGreaterThan(0);
    expect(summary.getByText(/SSN \*\*\*-\*\*-6789/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Sign and complete enrollment' }));
    const errors = within(screen.getByRole('alert'));
    expect(errors.getByRole('link', { name: 'Terms of enrollment: This field is required.' })).toBeTruthy();
    expect(errors.getByRole('link', { name: 'Signature is required' })).toBeTruthy();
    expect(api.callsTo(`sign/${TOKEN}/complete`)).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Terms of enrollment' }));
    await user.type(screen.getByLabelText('Type your name to sign'), 'Ana Diaz');
    await user.click(screen.getByRole('button', { name: 'Sign and complete enrollment' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you, your enrollment is signed' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(api.callsTo(`sign/${TOKEN}/complete`).map((c) => c.body)).toEqual([
      { accepted_agreement_ids: ['general-1'], method: 'typed', typed_name: 'Ana Diaz' },
    ]);
    // The token is the credential: no shopper session header, nothing kept in browser storage.
    expect(api.calls.every((c) => !c.headers.has('Authorization'))).toBe(true);
    expect([localStorage.length, sessionStorage.length]).toEqual([0, 0]);
  });

  it('says the attempts left after a wrong code, and shows the locked state on the last one', async () => {
    const user = userEvent.setup();
    let tries = 0;
    renderSigning({
      '/verify': () =>
        ++tries < 2
          ? fail(400, [
              { target_element: 'code', error_message: 'The date of birth or code is wrong', attempts_left: 4 },
            ])
          : fail(423, { message: 'This signing link is locked.' }),
    });
    await confirmIdentity(user, '000000');
    expect(
      await screen.findByText('4 attempts left before the link locks.', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    const code = screen.getByLabelText('6-digit code');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    // What was typed stays, to be corrected.
    expect((code as HTMLInputElement).value).toBe('000000');
    await user.clear(code);
    expect(
      within(screen.getByRole('alert')).getByRole('link', { name: 'The date of birth or code is wrong' }),
    ).toBeTruthy();
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'This link is locked' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('This signing link is locked.')).toBeTruthy();
  });

  it('an expired, revoked or used link answers 410: the page says so and asks for a new link', async () => {
    renderSigning({ '': fail(410, { message: 'This signing link has expired.' }) });
    expect(await screen.findByRole('heading', { name: 'This link no longer works' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('This signing link has expired.')).toBeTruthy();
    expect(screen.queryByLabelText('Date of birth')).toBeNull();
  });

  it('declines with a reason after confirming', async () => {
    const user = userEvent.setup();
    const api = renderSigning({
      '': ok({ result: { ...LINK, identity_verified: true, code_sent_to: '***-***-0101' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Decline' }, { timeout: 5000 }));
    const dialog = within(screen.getByRole('dialog', { name: 'Decline to sign?' }));
    await user.type(dialog.getByLabelText('Reason (optional)'), 'Wrong plan');
    await user.click(dialog.getByRole('button', { name: 'Decline to sign' }));
    expect(await screen.findByRole('heading', { name: 'You declined to sign' }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() =>
      expect(api.callsTo(`sign/${TOKEN}/decline`).map((c) => c.body)).toEqual([{ reason: 'Wrong plan' }]),
    );
  });
});
