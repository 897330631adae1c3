import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../schemas/messages';
import { AppProviders } from '../../src/app/providers';
import { ReceiptPage } from '../../src/features/receipt/ReceiptPage';
import { ContinueEnrollmentPage } from '../../src/features/resume/ContinueEnrollmentPage';
import { DirectContinuePage } from '../../src/features/resume/DirectContinuePage';
import { registerQueryClient } from '../../src/lib/query-client-registry';
import { storage } from '../../src/lib/storage';
import { fail, mockApi, ok } from './mock-api';

const ID = 'c'.repeat(32);
const OTHERS = {
  group_id: 2001,
  platform_group_id: 503,
  agent_id: 1001,
  open_type: 'group',
  eprocess: 'group',
  effective_date: '01/01/2031',
  type: 'new-user',
};
const TOKEN = 'oe1.token-for-tests-0123456789';

function renderAt(path: string, routes: Array<{ path: string; element: React.ReactNode }>) {
  const queryClient = registerQueryClient(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const router = createMemoryRouter(
    [{ path: '/:landing?', children: [...routes, { path: '*', element: <p>Elsewhere</p> }] }],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeEach(() => storage.clearAll());

describe('Receipt', () => {
  it('greets, shows the confirmation number, generates the invoice, then forgets the enrollment id', async () => {
    storage.set('tempId', ID);
    storage.set('eprocess', 'rep');
    const api = mockApi({
      'get-receipt': ok({
        policy_id: 700123,
        name: 'Ana Diaz',
        callInvoice: true,
        effective_date: '01/01/2031',
        covered: [{ name: 'Ana Diaz', relationship: 'applicant' }],
        plans: [],
        per_paycheck: null,
      }),
      autoInvoiceGeneration: ok({
        invoice_id: 900001,
        policy_id: 700123,
        effective_date: '01/01/2031',
        amount: 38,
        status: 'generated',
      }),
    });
    const router = renderAt('/jordan/enrollment/receipt', [{ path: 'enrollment/receipt', element: <ReceiptPage /> }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dear Ana Diaz, Thank you' })).toBeTruthy();
    expect(screen.getByText('#700123')).toBeTruthy();
    expect(screen.getByText(MESSAGES.enrollmentReceipt)).toBeTruthy();
    await waitFor(() => expect(storage.get('tempId')).toBeUndefined());
    expect(api.callsTo('autoInvoiceGeneration').map((c) => c.body)).toEqual([
      { effectiveDate: '01/01/2031', policy_id: 700123 },
    ]);
    // No open type stored: a rep's enrollment returns to the agent home.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Return to homepage' }));
    expect(router.state.location.pathname).toBe('/jordan/agent-home');
  });

  it('skips the invoice when the receipt says so, and returns to the referral page for an open enrollment', async () => {
    storage.set('tempId', ID);
    storage.set('open_type', 'user');
    storage.set('referral', 'RF5001');
    const api = mockApi({
      'get-receipt': ok({
        policy_id: 700124,
        name: 'Ana Diaz',
        callInvoice: false,
        effective_date: '01/01/2031',
        covered: [{ name: 'Ana Diaz', relationship: 'applicant' }],
        plans: [],
        per_paycheck: null,
      }),
    });
    const router = renderAt('/enrollment/receipt', [{ path: 'enrollment/receipt', element: <ReceiptPage /> }]);
    await screen.findByText('#700124');
    await waitFor(() => expect(storage.get('tempId')).toBeUndefined());
    expect(api.callsTo('autoInvoiceGeneration')).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Return to homepage' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/referrals?rid=RF5001');
  });
});

describe('Continue enrollment', () => {
  it('marks the code and e-mail fields on bad input and sends nothing', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    render(<ContinueEnrollmentPage openPath={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Enrollment code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      MESSAGES.fieldRequired,
      MESSAGES.enterValidEmail,
    ]);
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's answer on the field it names", async () => {
    const user = userEvent.setup();
    mockApi({
      'continue-enrollment': fail(400, [
        { target_element: 'code', error_message: 'The code and e-mail address do not match a saved enrollment.' },
      ]),
    });
    render(<ContinueEnrollmentPage openPath={vi.fn()} />);
    await user.type(screen.getByLabelText('Enrollment code'), 'ABCDEFGHJKMN');
    await user.type(screen.getByLabelText('Email'), 'ana@mail.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByLabelText('Enrollment code').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
  });

  it('stores the session values and opens the saved tab', async () => {
    const user = userEvent.setup();
    storage.set('isRepAuthenticated', true);
    const api = mockApi({
      'continue-enrollment': ok({
        result: { enrollment_id: ID, saved_tab: 'benificiary_info', ...OTHERS, others: OTHERS, site: null },
        token: TOKEN,
      }),
    });
    const openPath = vi.fn();
    render(<ContinueEnrollmentPage openPath={openPath} />);
    await user.type(screen.getByLabelText('Enrollment code'), 'abcd-efgh-jkmn');
    await user.type(screen.getByLabelText('Email'), 'ana@mail.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(openPath).toHaveBeenCalledWith('/enrollment/beneficiary-info'));
    expect(api.callsTo('continue-enrollment')[0]?.body).toEqual({ code: 'abcd-efgh-jkmn', email: 'ana@mail.com' });
    expect({
      token: storage.get('session_token'),
      tempId: storage.get('tempId'),
      group: storage.get('group_id'),
      portal: storage.get('portal_id'),
      eprocess: storage.get('eprocess'),
      enroll: storage.get('enroll_type'),
      employee: storage.get('isEmployeeEnrollment'),
      track: storage.get('continue_track'),
    }).toEqual({
      token: TOKEN,
      tempId: ID,
      group: 2001,
      portal: 503,
      eprocess: 'group',
      enroll: 'new-member',
      employee: true,
      track: true,
    });
  });
});

describe('Resume keeps the storefront', () => {
  it("shows the site it was started on again: the rep's name and phone, looked up with the resumed session", async () => {
    const user = userEvent.setup();
    const display = {
      display_name: 'Jordan Avery',
      display_email: 'jordan@example.com',
      display_phone: '4045550101',
      tagline: null,
      logo: null,
      image: null,
    };
    const api = mockApi({
      'continue-enrollment': ok({
        result: {
          enrollment_id: ID,
          saved_tab: 'contact_info',
          ...OTHERS,
          others: OTHERS,
          site: { type: 'agent', id: 1001 },
        },
        token: TOKEN,
      }),
      'get-agent-landing-page-info': ok({ data: display }),
    });
    const openPath = vi.fn();
    render(<ContinueEnrollmentPage openPath={openPath} />);
    await user.type(screen.getByLabelText('Enrollment code'), 'abcd-efgh-jkmn');
    await user.type(screen.getByLabelText('Email'), 'ana@mail.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(openPath).toHaveBeenCalledWith('/enrollment/contact-info'));
    expect(api.callsTo('get-agent-landing-page-info')[0]?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(storage.get('display_name')).toBe('Jordan Avery');
    expect(storage.get('repInfo')).toEqual({
      name: 'Jordan Avery',
      email: 'jordan@example.com',
      phoneNumber: '4045550101',
    });
  });
});

describe('Direct continue', () => {
  const b64 = (s: string) => encodeURIComponent(btoa(s));

  it('decodes the link, asks only for the code mailed with it, restores the enrollment and opens the cart with show-quotation off for cart_info', async () => {
    const user = userEvent.setup();
    const others = { ...OTHERS, open_type: 'user', eprocess: 'applicant', type: 'existing-member' };
    const api = mockApi({
      [`direct-continue/${ID}`]: ok({
        result: { enrollment_id: ID, saved_tab: 'cart_info', others },
        token: 'link-token',
      }),
      'continue-enrollment': ok({
        result: { enrollment_id: ID, saved_tab: 'cart_info', ...others, others, site: null },
        token: TOKEN,
      }),
    });
    const openPath = vi.fn();
    renderAt(`/direct-continue/${b64(ID)}/${b64('cart_info')}`, [
      { path: 'direct-continue/:id/:tab', element: <DirectContinuePage openPath={openPath} /> },
    ]);
    // The link alone opens nothing: the page waits for the code, and has no e-mail field.
    await user.type(await screen.findByLabelText('Enrollment code'), 'abcd-efghj-kmnpq');
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(openPath).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(openPath).toHaveBeenCalledWith('/cart'));
    expect(api.callsTo(`direct-continue/${ID}`)).toHaveLength(1);
    expect(api.callsTo('continue-enrollment')[0]?.body).toEqual({ code: 'abcd-efghj-kmnpq', enrollment_id: ID });
    expect([
      storage.get('show-quotation'),
      storage.get('enroll_type'),
      storage.get('tempId'),
      storage.get('session_token'),
    ]).toEqual([false, 'existing-member', ID, TOKEN]);
  });

  it('says so when the link cannot open an enrollment', async () => {
    mockApi({
      [`direct-continue/${ID}`]: fail(404, [
        { target_element: 'tempId', error_message: 'Enrollment not found or expired' },
      ]),
    });
    renderAt(`/direct-continue/${b64(ID)}/${b64('contact_info')}`, [
      { path: 'direct-continue/:id/:tab', element: <DirectContinuePage openPath={vi.fn()} /> },
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain('This link cannot open an enrollment');
    expect(screen.getByRole('link', { name: 'Continue Enrollment' })).toBeTruthy();
  });
});
