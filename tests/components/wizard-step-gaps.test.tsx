import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../schemas/messages';
import { AppProviders } from '../../src/app/providers';
import { registerQueryClient } from '../../src/lib/query-client-registry';
import { storage } from '../../src/lib/storage';
import { WizardLayout } from '../../src/wizard/WizardLayout';
import { WizardStepRoute, wizardStepLoader } from '../../src/wizard/WizardStepRoute';
import { fail, mockApi, ok } from './mock-api';

const ID = 'b'.repeat(32);
const tabs = ok({
  result: [
    { tab_name: 'primary_info', required: true, order: 1 },
    { tab_name: 'contact_info', required: true, order: 2 },
    { tab_name: 'employer_info', required: true, order: 3 },
    { tab_name: 'beneficiary_info', required: true, order: 4 },
  ],
});
const d = (field_name: string, value: unknown = null) => ({ field_name, value, required: true, read_only: false });

function renderWizard(path: string) {
  const queryClient = registerQueryClient(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const step = { Component: WizardStepRoute, loader: wizardStepLoader };
  const pages = ['personal-info', 'contact-info', 'employer-info', 'beneficiary-info'].map((p) => ({
    path: p,
    ...step,
  }));
  const router = createMemoryRouter(
    [
      {
        path: '/enrollment',
        Component: WizardLayout,
        children: [...pages, { path: 'review-confirm', element: <p>Review</p> }],
      },
    ],
    {
      initialEntries: [path],
    },
  );
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router };
}

function signIn(enrollType: 'existing-member' | 'new-member') {
  storage.set('session_token', 'token-for-tests-0123456789');
  storage.set('tempId', ID);
  storage.set('enroll_type', enrollType);
}

const contactFields = ok({ result: [d('phone_number', '(404) 555-0100'), d('email_address', 'pat@example.com')] });

describe('Contact step verification (existing-member enrollments)', () => {
  it('shows the verification errors under phone_number and email_address and does not save', async () => {
    signIn('existing-member');
    const api = mockApi({
      'get-dynamic-tabs': tabs,
      'get-form-fields-contact-info': contactFields,
      'validate-phone-numverify': fail(400, [{ target_element: 'phone', error_message: MESSAGES.invalidPhone }]),
      'validate-email-neverbounce': fail(400, [
        { target_element: 'email', error_message: MESSAGES.emailNotCorrectFormat },
      ]),
      'save-contact-info': ok({ message: 'Saved', saved_tab: 'contact_info' }),
    });
    renderWizard('/enrollment/contact-info');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Next' }, { timeout: 5000 }));
    await waitFor(
      () => expect(document.querySelector('[data-field="phone_number"]')?.textContent).toContain(MESSAGES.invalidPhone),
      { timeout: 5000 },
    );
    expect(document.querySelector('[data-field="email_address"]')?.textContent).toContain(
      MESSAGES.emailNotCorrectFormat,
    );
    expect(api.callsTo('validate-phone-numverify')[0]!.url.searchParams.get('phone')).toBe('4045550100');
    expect(api.callsTo('validate-email-neverbounce')[0]!.body).toEqual({ email: 'pat@example.com' });
    expect(api.callsTo('save-contact-info')).toHaveLength(0);
  });

  it('saves only when both checks pass', async () => {
    signIn('existing-member');
    const api = mockApi({
      'get-dynamic-tabs': tabs,
      'get-form-fields-contact-info': contactFields,
      'validate-phone-numverify': ok({ message: 'Valid phone number' }),
      'validate-email-neverbounce': fail(400, [
        { target_element: 'email', error_message: MESSAGES.emailNotCorrectFormat },
      ]),
      'save-contact-info': ok({ message: 'Saved', saved_tab: 'contact_info' }),
      'save-screenshot': ok({ message: 'ok' }),
    });
    renderWizard('/enrollment/contact-info');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Next' }, { timeout: 5000 }));
    await waitFor(
      () =>
        expect(document.querySelector('[data-field="email_address"]')?.textContent).toContain(
          MESSAGES.emailNotCorrectFormat,
        ),
      { timeout: 5000 },
    );
    expect(document.querySelector('[data-field="phone_number"]')?.textContent).not.toContain(MESSAGES.invalidPhone);
    expect(api.callsTo('save-contact-info')).toHaveLength(0);
  });

  it('does not call the verification services for a new member', async () => {
    signIn('new-member');
    const api = mockApi({
      'get-dynamic-tabs': tabs,
      'get-form-fields-contact-info': contactFields,
      'save-contact-info': ok({ message: 'Saved', saved_tab: 'contact_info' }),
      'save-screenshot': ok({ message: 'ok' }),
    });
    renderWizard('/enrollment/contact-info');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Next' }, { timeout: 5000 }));
    await waitFor(() => expect(api.callsTo('save-contact-info')).toHaveLength(1), { timeout: 8000 });
    expect(api.callsTo('validate-phone-numverify')).toHaveLength(0);
    expect(api.callsTo('validate-email-neverbounce')).toHaveLength(0);
  });

  it('an existing member whose checks pass is saved', async () => {
    signIn('existing-member');
    const api = mockApi({
      'get-dynamic-tabs': tabs,
      'get-form-fields-contact-info': contactFields,
      'validate-phone-numverify': ok({ message: 'Valid phone number' }),
      'validate-email-neverbounce': ok({ message: 'Valid email address' }),
      'save-contact-info': ok({ message: 'Saved', saved_tab: 'contact_info' }),
      'save-screenshot': ok({ message: 'ok' }),
    });
    renderWizard('/enrollment/contact-info');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Next' }, { timeout: 5000 }));
    await waitFor(() => expect(api.callsTo('save-contact-info')).toHaveLength(1), { timeout: 8000 });
  });
});

describe('Employer step: retired status', () => {
  it("shows 'You cannot proceed with retired employer' as soon as R is chosen and blocks Next until it changes", async () => {
    signIn('new-member');
    mockApi({
      'get-dynamic-tabs': tabs,
      'get-form-fields-employer-info': ok({ result: [d('employment_status', 'A')] }),
      'get-cart-plan-info': ok({ is_IHA: false, has_spouse: false }),
    });
    renderWizard('/enrollment/employer-info');
    const user = userEvent.setup();
    const status = await screen.findByLabelText(/Employment Status/, undefined, { timeout: 5000 });
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next.disabled).toBe(false);
    expect(screen.queryByText(MESSAGES.retiredEmployer)).toBeNull();
    await user.selectOptions(status, 'Retired');
    expect(await screen.findByText(MESSAGES.retiredEmployer)).toBeTruthy();
    expect(next.disabled).toBe(true);
    await user.selectOptions(status, 'Active');
    await waitFor(() => expect(screen.queryByText(MESSAGES.retiredEmployer)).toBeNull());
    expect(next.disabled).toBe(false);
  });
});

describe('Beneficiary step: Next while the edit form is open', () => {
  it('hides Next while the add / edit form is open, even at 100%', async () => {
    signIn('new-member');
    const saved = [
      {
        beneficiary_id: 1,
        first_name: 'Sam',
        last_name: 'Morgan',
        birthdate: '01/02/1990',
        ssn: '123456789',
        relationship: 'Child',
        beneficiary_percentage: '100',
      },
    ];
    mockApi({
      'get-dynamic-tabs': tabs,
      'get-form-fields-beneficiary-info': ok({
        result: ['first_name', 'last_name', 'beneficiary_percentage'].map((n) => d(n)),
      }),
      'get-beneficiaries-existing-user-enrollment': ok({ result: saved }),
    });
    renderWizard('/enrollment/beneficiary-info');
    const user = userEvent.setup();
    const edit = await screen.findByRole('button', { name: 'Edit Beneficiary #1: Sam Morgan' }, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    await user.click(edit);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });
});
