import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../schemas/messages';
import { mockApi, ok } from './mock-api';
import { renderWizardStep } from './render-wizard-step';

/** The browser half of custom tabs: a custom tab is a form page chosen by data, titled from the dynamic tabs. */

const ID = 'f'.repeat(32);
const TAB = 'custom_carrier_questions';
const definition = { label: 'Smoking since (year)', widget: 'text', schema: { type: 'string', pattern: '^\\d{4}$' } };

beforeEach(() => localStorage.clear());

describe('a custom tab page', () => {
  it('shows in the progress bar with its title, renders its fields, refuses a missing one and saves through save-custom-step', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'get-dynamic-tabs': ok({
        result: [
          { tab_name: 'primary_info', required: true, order: 1 },
          { tab_name: TAB, title: 'Carrier Questions', required: true, order: 2 },
          { tab_name: 'review_info', required: true, order: 8 },
        ],
      }),
      'get-form-fields-custom': ok({
        result: [
          { field_name: 'smoker_since', value: null, required: true, read_only: false, visible: true, definition },
        ],
      }),
      'save-custom-step': ok({ message: 'Saved', saved_tab: TAB }),
      'save-screenshot': ok({ message: 'Saved' }),
    });
    renderWizardStep(ID, TAB, { 'review-confirm': 'Review' });
    expect(await screen.findByRole('heading', { name: 'Carrier Questions' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Enrollment steps' }).textContent).toContain('Carrier Questions');
    expect(api.callsTo('get-form-fields-custom')[0]!.url.searchParams.get('tab')).toBe(TAB);
    const input = await screen.findByLabelText(/Smoking since/);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText(MESSAGES.fieldRequired)).toBeTruthy());
    expect(api.callsTo('save-custom-step')).toHaveLength(0);
    await user.type(input, '2001');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo('save-custom-step')).toHaveLength(1));
    expect(api.callsTo('save-custom-step')[0]!.body).toMatchObject({
      enrollment_id: ID,
      tab: TAB,
      smoker_since: '2001',
    });
    expect(await screen.findByText('Review')).toBeTruthy();
  });
});

describe('a wizard path no step answers', () => {
  const tabs = ok({
    result: [
      { tab_name: 'primary_info', required: true, order: 1 },
      { tab_name: 'review_info', required: true, order: 8 },
    ],
  });

  it('goes to the 404 page for an unknown segment', async () => {
    mockApi({ 'get-dynamic-tabs': tabs });
    const router = renderWizardStep(ID, 'no-such-step', {});
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it("goes to the 404 page for a carrier's page the enrollment is not asked", async () => {
    const api = mockApi({ 'get-dynamic-tabs': tabs });
    const router = renderWizardStep(ID, TAB, {});
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(api.callsTo('get-form-fields-custom')).toHaveLength(0);
  });
});
