import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../schemas/messages';
import { AppProviders } from '../../src/app/providers';
import { registerQueryClient } from '../../src/lib/query-client-registry';
import { storage } from '../../src/lib/storage';
import { WizardLayout } from '../../src/wizard/WizardLayout';
import { formFieldsQueryKey } from '../../src/wizard/api/get-form-fields';
import { dynamicTabsQueryKey } from '../../src/wizard/api/get-dynamic-tabs';
import { WizardStepRoute, wizardStepLoader } from '../../src/wizard/WizardStepRoute';
import { fail, mockApi, ok } from './mock-api';

const ID = 'a'.repeat(32);
const tabs = ok({
  result: [
    { tab_name: 'contact_info', required: true, order: 2 },
    { tab_name: 'primary_info', required: true, order: 1 },
    { tab_name: 'employer_info', required: false, order: 3 },
    { tab_name: 'beneficiary_info', required: true, order: 4 },
  ],
});
const d = (field_name: string, value: unknown = null) => ({ field_name, value, required: true, read_only: false });
const personalFields = ok({
  result: [d('first_name', 'Pat'), d('last_name', 'Morgan'), d('marital_status', '1'), d('ssn', '123456789')],
});
const contactFields = ok({ result: [d('zip', '30301'), d('state', 'GA')] });

/** The calls of Personal Information saved and Contact Information opened, with check-enroll-code's answer. */
function personalToContact(
  enrollCheck: { show_enroll_code: boolean; code_required: boolean },
  more: Parameters<typeof mockApi>[0] = {},
) {
  return {
    'get-dynamic-tabs': tabs,
    'get-form-fields-personal-info': personalFields,
    'get-form-fields-contact-info': contactFields,
    'check-enroll-code': ok(enrollCheck),
    'save-personal-info': ok({ message: 'Saved', saved_tab: 'primary_info' }),
    'save-screenshot': ok({ message: 'ok' }),
    ...more,
  };
}

function renderWizard(path: string) {
  // Registered before the router starts, so its first loader prefetches into this test's client.
  const queryClient = registerQueryClient(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const step = { Component: WizardStepRoute, loader: wizardStepLoader };
  const router = createMemoryRouter(
    [
      {
        path: '/:landing?',
        children: [
          {
            path: 'enrollment',
            Component: WizardLayout,
            children: [
              ...['personal-info', 'contact-info', 'employer-info', 'beneficiary-info'].map((p) => ({
                path: p,
                ...step,
              })),
              { path: 'review-confirm', element: <p>Review</p> },
            ],
          },
          { path: 'cart', element: <p>Cart page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient };
}

describe('the wizard shell', () => {
  it('prefetches in the loader, numbers only required tabs in order, and saves then moves to the next tab', async () => {
    storage.set('session_token', 'token-for-tests-0123456789');
    storage.set('tempId', ID);
    const api = mockApi(
      personalToContact(
        { show_enroll_code: false, code_required: false },
        { 'save-screenshot': fail(500, { message: 'ignored' }) },
      ),
    );
    const { router } = renderWizard('/jordan/enrollment/personal-info');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Personal Information' }, { timeout: 5000 }),
    ).toBeTruthy();
    // Fetched once, by the loader, before the page rendered.
    expect(api.callsTo('get-form-fields-personal-info')).toHaveLength(1);
    const steps = screen.getByRole('navigation', { name: 'Enrollment steps' });
    expect(steps.textContent).toBe('1Personal Information2Contact Information3Beneficiary Information');
    // Written by an effect after the render: wait for it rather than race it.
    await waitFor(() =>
      expect(storage.get('nav_array')).toEqual(['personal-info', 'contact-info', 'beneficiary-info']),
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jordan/enrollment/contact-info'), {
      timeout: 8000,
    });
    expect(api.callsTo('save-personal-info')[0]!.body).toMatchObject({
      enrollment_id: ID,
      first_name: 'Pat',
      marital_status: '1',
      ssn: '123456789',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact Information' }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('returns to review-confirm when the navto marker is set, and clears it', async () => {
    storage.set('session_token', 'token-for-tests-0123456789');
    storage.set('tempId', ID);
    storage.set('navto', 'review');
    mockApi({
      'get-dynamic-tabs': tabs,
      'get-form-fields-contact-info': contactFields,
      'save-contact-info': ok({ message: 'Saved', saved_tab: 'contact_info' }),
      'save-screenshot': ok({ message: 'ok' }),
    });
    const { router } = renderWizard('/enrollment/contact-info');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Next' }, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/enrollment/review-confirm'), { timeout: 8000 });
    expect(storage.get('navto')).toBeUndefined();
  });

  it("stops Next with 'Enroller code is required' when the group needs a code", async () => {
    storage.set('session_token', 'token-for-tests-0123456789');
    storage.set('tempId', ID);
    const api = mockApi({
      'get-dynamic-tabs': tabs,
      'get-form-fields-personal-info': personalFields,
      'check-enroll-code': ok({ show_enroll_code: true, code_required: true }),
      'save-enroller-code': fail(400, [
        { target_element: 'enrollerCode', error_message: MESSAGES.enrollerCodeRequired },
      ]),
    });
    renderWizard('/enrollment/personal-info');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enter Enroller Code' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Enter Enroller Code' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(dialog.textContent).toContain(MESSAGES.enterEnrollerCode);
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(MESSAGES.enrollerCodeRequired, undefined, { timeout: 5000 })).toBeTruthy();
    expect(api.callsTo('save-personal-info')).toHaveLength(0);
    // Next did not post an empty code to learn that (nor did the dialog's Submit of an empty one).
    expect(api.callsTo('save-enroller-code')).toHaveLength(0);
  });

  it('posts no empty enroller code on Next where the store shows the button but needs no code (a rep)', async () => {
    storage.set('session_token', 'token-for-tests-0123456789');
    storage.set('tempId', ID);
    const api = mockApi(
      personalToContact(
        { show_enroll_code: true, code_required: false },
        {
          'save-enroller-code': fail(400, [
            { target_element: 'enrollerCode', error_message: MESSAGES.enterEnrollerCode },
          ]),
        },
      ),
    );
    const { router } = renderWizard('/enrollment/personal-info');
    expect(await screen.findByRole('button', { name: 'Enter Enroller Code' }, { timeout: 5000 })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/enrollment/contact-info'), { timeout: 8000 });
    expect(api.callsTo('save-enroller-code')).toHaveLength(0);
  });

  it('Back on the first step goes to the cart', async () => {
    storage.set('session_token', 'token-for-tests-0123456789');
    storage.set('tempId', ID);
    mockApi({
      'get-dynamic-tabs': tabs,
      'get-form-fields-personal-info': personalFields,
      'check-enroll-code': ok({ show_enroll_code: false, code_required: false }),
    });
    const { router } = renderWizard('/enrollment/personal-info');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Back' }, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'), { timeout: 8000 });
  });

  it('offers Skip on Employer Information only with an IHA plan, and Skip saves with skip: true', async () => {
    storage.set('session_token', 'token-for-tests-0123456789');
    storage.set('tempId', ID);
    const api = mockApi({
      'get-dynamic-tabs': tabs,
      'get-form-fields-employer-info': ok({ result: [d('name'), d('occupation')] }),
      'get-cart-plan-info': ok({ is_IHA: true, has_spouse: false }),
      'save-employer-info': ok({ message: 'Saved', saved_tab: 'employer_info' }),
      'save-screenshot': ok({ message: 'ok' }),
    });
    const { router } = renderWizard('/enrollment/employer-info');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Skip' }, { timeout: 5000 }));
    await waitFor(() => expect(api.callsTo('save-employer-info')).toHaveLength(1), { timeout: 8000 });
    expect(api.callsTo('save-employer-info')[0]!.body).toMatchObject({ enrollment_id: ID, skip: true });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/enrollment/employer-info'), {
      timeout: 8000,
    });
  });

  it('shows no Skip without an IHA plan', async () => {
    storage.set('session_token', 'token-for-tests-0123456789');
    storage.set('tempId', ID);
    const api = mockApi({
      'get-dynamic-tabs': tabs,
      'get-form-fields-employer-info': ok({ result: [d('name')] }),
      'get-cart-plan-info': ok({ is_IHA: false, has_spouse: false }),
    });
    renderWizard('/enrollment/employer-info');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Employer Information' }, { timeout: 5000 }),
    ).toBeTruthy();
    await waitFor(() => expect(api.callsTo('get-cart-plan-info')).toHaveLength(1), { timeout: 8000 });
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
  });

  it('the step loader puts tabs and descriptors in the cache before the page renders, and skips without a session', async () => {
    const client = registerQueryClient(new QueryClient());
    storage.set('tempId', ID);
    const api = mockApi({ 'get-dynamic-tabs': tabs, 'get-form-fields-contact-info': contactFields });
    const args = {
      request: new Request('http://localhost/jordan/enrollment/contact-info'),
      params: {},
      context: undefined,
    } as unknown as Parameters<typeof wizardStepLoader>[0];
    await wizardStepLoader(args);
    expect(api.calls).toHaveLength(0);
    storage.set('session_token', 'token-for-tests-0123456789');
    await wizardStepLoader(args);
    expect(client.getQueryData(formFieldsQueryKey('contact-info', ID))).toEqual({
      result: [d('zip', '30301'), d('state', 'GA')],
    });
    expect(client.getQueryData(dynamicTabsQueryKey(ID))).toBeTruthy();
  });
});
