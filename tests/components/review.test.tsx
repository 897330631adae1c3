import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SigningStatus } from '../../schemas/api/signing';
import { MESSAGES } from '../../schemas/messages';
import { AppProviders } from '../../src/app/providers';
import { ReviewRoute } from '../../src/features/review/ReviewPage';
import { registerQueryClient } from '../../src/lib/query-client-registry';
import { storage } from '../../src/lib/storage';
import { WizardLayout } from '../../src/wizard/WizardLayout';
import { fail, mockApi, ok } from './mock-api';

const ID = 'b'.repeat(32);
const TABS = ok({
  result: [
    { tab_name: 'primary_info', required: true, order: 0 },
    { tab_name: 'employer_info', required: true, order: 2 },
    { tab_name: 'beneficiary_info', required: false, order: 3 },
    { tab_name: 'billing_info', required: true, order: 6 },
    { tab_name: 'review_info', required: true, order: 8 },
  ],
});
const CART = ok({
  result: [
    {
      plan_id: 101,
      plan_name: 'Brightsmile Dental Plus PPO',
      plan_logo: null,
      price: 38,
      removable: 1,
      plan_pricing_id: 1,
    },
  ],
  initial_month_cost: 38,
  recurring_month_cost: 38,
  special_message: null,
  has_l713: false,
  l713_net_price: 0,
  effective_date: '01/01/2031',
  has_already_signed: false,
  signature_required: true,
});
const SAVED: Record<string, unknown> = {
  primary_info: { first_name: 'Ana', last_name: 'Diaz', marital_status: '1', ssn: '123456789' },
  employer_info: {
    occupation: 'Welder',
    compensation_type: 'G10L20',
    employment_status: 'C',
    holiday_policy: { Birthday: 1, Columbus_Day: 1, Standard_6: 0 },
  },
  payment_info: {
    payment_method: 'eft',
    account_number: '000123456789',
    security_code: '123',
    bank_name: 'JPMORGAN CHASE BANK',
  },
  review_info: { additional_notes: 'Saved note' },
};

function renderReview(overrides: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'get-dynamic-tabs': TABS,
    'get-plan-cart': CART,
    'get-cart-plan-info': ok({ is_IHA: false, has_spouse: false }),
    'get-enrollment-temp-info': (call) => ok({ result: SAVED[call.url.searchParams.get('column') ?? ''] ?? null }),
    'save-review-info': ok({ message: 'Enrollment completed.', policy_id: 700123 }),
    'save-screenshot': fail(500, { message: 'ignored' }),
    ...overrides,
  });
  const queryClient = registerQueryClient(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const router = createMemoryRouter(
    [
      {
        path: '/:landing?',
        children: [
          {
            path: 'enrollment',
            Component: WizardLayout,
            children: [
              { path: 'review-confirm', Component: ReviewRoute },
              { path: 'employer-info', element: <p>Employer step</p> },
            ],
          },
          { path: 'enrollment/receipt', element: <p>Receipt page</p> },
        ],
      },
    ],
    { initialEntries: ['/jordan/enrollment/review-confirm'] },
  );
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { api, router };
}

beforeEach(() => {
  storage.clearAll();
  storage.set('session_token', 'token-for-tests-0123456789');
  storage.set('tempId', ID);
  storage.set('eprocess', 'applicant');
  storage.set('cartCount', 1);
});

const text = (label: string) => ({ label, widget: 'text', schema: { type: 'string' } });
const FILE = { id: 'c'.repeat(32), name: 'letter.pdf', size: 2048, type: 'pdf' };
const MEDICAL = [
  {
    field_name: 'physicians',
    value: [{ name: 'Dr. Lee', seen: '01/03/2026' }, { name: 'Dr. Ng' }],
    required: false,
    read_only: false,
    visible: true,
    definition: {
      label: 'Physicians seen',
      widget: 'group',
      schema: { type: 'array' },
      group: {
        item_label: 'Physician',
        fields: [
          { name: 'name', definition: text('Name') },
          { name: 'seen', definition: text('Date last seen') },
        ],
      },
    },
  },
  {
    field_name: 'proof',
    value: [FILE],
    required: false,
    read_only: false,
    visible: true,
    definition: {
      label: 'Proof of prior coverage',
      widget: 'file',
      schema: { type: 'array' },
      file: { types: ['pdf'], max_bytes: 5000 },
    },
  },
];

describe('Review & Confirmation', () => {
  it("a carrier page's card: a repeating group one line per item, an upload downloadable by the enrollment's session", async () => {
    const { api } = renderReview({
      'get-dynamic-tabs': ok({
        result: [
          { tab_name: 'primary_info', required: true, order: 0 },
          { tab_name: 'custom_medical', title: 'Medical history', required: true, order: 7 },
          { tab_name: 'review_info', required: true, order: 8 },
        ],
      }),
      'get-form-fields-custom': ok({ result: MEDICAL }),
      'get-document': { body: 'bytes' },
    });
    const card = within(await screen.findByRole('listitem', { name: 'Medical history' }, { timeout: 5000 }));
    expect(card.getByText('Physician #1: Name: Dr. Lee; Date last seen: 01/03/2026')).toBeTruthy();
    expect(card.getByText('Physician #2: Name: Dr. Ng')).toBeTruthy();
    const objectUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:doc');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(card.getByRole('button', { name: 'Download letter.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.callsTo('get-document')[0]?.url.searchParams.get('id')).toBe(FILE.id);
    expect(api.callsTo('get-document')[0]?.url.searchParams.get('enrollment_id')).toBe(ID);
    click.mockRestore();
    objectUrl.mockRestore();
  });

  it('shows a card per required tab with review display values, the notes and the order summary', async () => {
    renderReview();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review & Confirmation' }, { timeout: 5000 }),
    ).toBeTruthy();
    const cards = within(screen.getByRole('list', { name: 'Enrollment details' }))
      .getAllByRole('listitem')
      .map((li) => li.getAttribute('aria-label'));
    expect(cards).toEqual(['Personal Information', 'Employer Information', 'Billing Information']);
    const personal = within(screen.getByRole('listitem', { name: 'Personal Information' }));
    expect(personal.getByText('Ana')).toBeTruthy();
    expect(personal.getByText('Married')).toBeTruthy();
    expect((screen.getByLabelText('Additional Notes') as HTMLTextAreaElement).value).toBe('Saved note');
    const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
    expect(summary.getByText('01/01/2031')).toBeTruthy();
    expect(summary.getByText('Brightsmile Dental Plus PPO')).toBeTruthy();
    expect(summary.getAllByText('$38.00')).toHaveLength(3);
    // Applicant enrollment: no SMS checkbox.
    expect(screen.queryByLabelText(MESSAGES.sendSmsNotification)).toBeNull();
  });

  it('View Details shows every value (secrets masked) and Edit Details sets navto and opens the step', async () => {
    const user = userEvent.setup();
    const { router } = renderReview();
    await screen.findByRole('heading', { level: 1, name: 'Review & Confirmation' }, { timeout: 5000 });
    await user.click(
      within(screen.getByRole('listitem', { name: 'Billing Information' })).getByRole('button', {
        name: /View Details/,
      }),
    );
    const billing = within(screen.getByRole('dialog', { name: 'Billing Information' }));
    expect(billing.getByText('****6789')).toBeTruthy();
    expect(billing.queryByText('123')).toBeNull();
    await user.click(billing.getByRole('button', { name: 'Close' }));
    await user.click(
      within(screen.getByRole('listitem', { name: 'Employer Information' })).getByRole('button', {
        name: /View Details/,
      }),
    );
    const employer = within(screen.getByRole('dialog', { name: 'Employer Information' }));
    expect(employer.getByText('Greater than $10/hr but less than $20/hr')).toBeTruthy();
    expect(employer.getByText('COBRA')).toBeTruthy();
    expect(employer.getByText('Birthday, Columbus Day')).toBeTruthy();
    await user.click(employer.getByRole('button', { name: 'Edit Details' }));
    expect(storage.get('navto')).toBe('review');
    await waitFor(() => expect(router.state.location.pathname).toBe('/jordan/enrollment/employer-info'));
  });

  it('Complete Enrollment saves the review, clears the markers and the cart count, and opens the receipt', async () => {
    const user = userEvent.setup();
    storage.set('navto', 'review');
    storage.set('first_track', true);
    const { api, router } = renderReview();
    await screen.findByRole('heading', { level: 1, name: 'Review & Confirmation' }, { timeout: 5000 });
    await user.clear(screen.getByLabelText('Additional Notes'));
    await user.type(screen.getByLabelText('Additional Notes'), 'Call after 5pm');
    await user.click(screen.getByRole('button', { name: 'Complete Enrollment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jordan/enrollment/receipt'), { timeout: 5000 });
    expect(api.callsTo('save-review-info').map((c) => c.body)).toEqual([
      { enrollment_id: ID, additional_notes: 'Call after 5pm', first_enroll: 1, send_sms: 0, send_email_signature: 0 },
    ]);
    expect([storage.get('navto'), storage.get('first_track'), storage.get('cartCount')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("a failed save opens 'Something went wrong' with Save and Continue Later", async () => {
    const user = userEvent.setup();
    renderReview({
      'save-review-info': fail(400, [
        {
          target_element: 'payment_info',
          error_message: 'Please complete Billing Information before completing the enrollment.',
        },
      ]),
    });
    await screen.findByRole('heading', { level: 1, name: 'Review & Confirmation' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Complete Enrollment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Enrollment not completed' }, { timeout: 5000 }));
    expect(dialog.getByRole('alert').textContent).toBe(MESSAGES.somethingWentWrong);
    expect(dialog.getByText(/Billing Information before completing/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Save and Continue Later' }));
    expect(screen.getByRole('dialog', { name: 'Save & Continue Later' })).toBeTruthy();
  });

  it('offers the SMS checkbox to a rep enrollment of an unsigned plan needing a signature, and sends 1 when checked', async () => {
    const user = userEvent.setup();
    storage.set('eprocess', 'rep');
    const { api } = renderReview();
    const box = await screen.findByLabelText(MESSAGES.sendSmsNotification, undefined, { timeout: 5000 });
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Complete Enrollment' }));
    await waitFor(() => expect(api.callsTo('save-review-info')).toHaveLength(1));
    expect((api.callsTo('save-review-info')[0]?.body as { send_sms: number }).send_sms).toBe(1);
  });

  it('sends the signing link by text and e-mail instead of completing, then shows the status and revokes on confirmation', async () => {
    const user = userEvent.setup();
    storage.set('eprocess', 'rep');
    const sent = signingStatus({ status: 'sent', sent_at: '2031-01-01T15:00:00.000Z' });
    let current = signingStatus({ status: 'none', channels: [] });
    const { api, router } = renderReview({
      'signing-status': () => ok({ result: current }),
      'save-review-info': () => {
        current = sent;
        return ok({ message: 'Awaiting signature', policy_id: 0, signing: sent });
      },
      'signing-revoke': () => {
        current = { ...sent, status: 'revoked' };
        return ok({ result: current });
      },
    });
    await user.click(await screen.findByLabelText(MESSAGES.sendSmsNotification, undefined, { timeout: 5000 }));
    await user.click(screen.getByLabelText('Send enrollment & signature request via E-mail'));
    await user.click(screen.getByRole('button', { name: 'Complete Enrollment' }));
    const panel = within(await screen.findByRole('region', { name: 'Client signature' }, { timeout: 5000 }));
    expect(panel.getByRole('status').textContent).toMatch(/Sent.*sent by text message and e-mail/);
    expect(panel.getByText('***-***-0101')).toBeTruthy();
    expect(api.callsTo('save-review-info')[0]?.body).toMatchObject({ send_sms: 1, send_email_signature: 1 });
    expect(router.state.location.pathname).toBe('/jordan/enrollment/review-confirm');
    expect(screen.queryByRole('button', { name: 'Complete Enrollment' })).toBeNull();

    await user.click(panel.getByRole('button', { name: 'Revoke link' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Revoke the signing link?' }));
    await user.click(confirm.getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(panel.getByRole('status').textContent).toMatch(/^Revoked/));
    expect(api.callsTo('signing-revoke').map((c) => c.body)).toEqual([{ enrollment_id: ID }]);
    expect(panel.queryByRole('button', { name: 'Revoke link' })).toBeNull();
    expect(panel.getByRole('button', { name: 'Resend link' })).toBeTruthy();
  });

  it('once the client signed: the receipt and the signed summary are offered', async () => {
    const user = userEvent.setup();
    storage.set('eprocess', 'rep');
    const { router } = renderReview({
      'signing-status': ok({
        result: signingStatus({
          status: 'signed',
          opened_at: '2031-01-01T15:05:00.000Z',
          signed_at: '2031-01-01T15:09:00.000Z',
          receipt_available: true,
          consent_pdf_available: true,
        }),
      }),
    });
    const panel = within(await screen.findByRole('region', { name: 'Client signature' }, { timeout: 5000 }));
    expect(panel.getByRole('status').textContent).toMatch(/^Signed/);
    expect(panel.getByRole('button', { name: 'Download signed summary (PDF)' })).toBeTruthy();
    expect(panel.queryByRole('button', { name: 'Resend link' })).toBeNull();
    await user.click(panel.getByRole('button', { name: 'View receipt' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jordan/enrollment/receipt'));
  });
});

/** A rep's view of a signing request, sent by text and e-mail unless overridden. */
function signingStatus(overrides: Partial<SigningStatus>): SigningStatus {
  return {
    status: 'sent',
    channels: ['sms', 'email'],
    phone_masked: '***-***-0101',
    email_masked: 'a***@example.com',
    sent_at: '2031-01-01T15:00:00.000Z',
    opened_at: null,
    signed_at: null,
    declined_at: null,
    expires_at: '2031-01-04T15:00:00.000Z',
    decline_reason: null,
    receipt_available: false,
    consent_pdf_available: false,
    ...overrides,
  };
}
