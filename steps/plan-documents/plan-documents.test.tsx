import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../tests/components/mock-api';
import { renderWizardStep } from '../../tests/components/render-wizard-step';

/** The plan documents kind (issue 28): one folder and one registry line make a wizard page. */

const ID = 'd'.repeat(32);
const cart = ok({
  result: [
    {
      plan_id: 201,
      plan_name: 'Dental Plus 2000',
      plan_logo: null,
      price: '30.00',
      removable: 1,
      plan_pricing_id: 7,
      paycheck: null,
    },
    {
      plan_id: 231,
      plan_name: 'Vision Basic',
      plan_logo: null,
      price: '8.00',
      removable: 1,
      plan_pricing_id: 9,
      paycheck: null,
    },
  ],
  initial_month_cost: '38.00',
  recurring_month_cost: '38.00',
  special_message: null,
  has_l713: false,
  l713_net_price: '0.00',
  effective_date: null,
  has_already_signed: false,
  signature_required: true,
  per_paycheck: null,
});

beforeEach(() => localStorage.clear());

describe('plan documents', () => {
  it('is a step where the tabs ask it: the cart plans with links to their documents; Next saves nothing and goes on', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'get-dynamic-tabs': ok({
        result: [
          { tab_name: 'primary_info', required: true, order: 1 },
          { tab_name: 'plan_documents', required: true, order: 7 },
          { tab_name: 'review_info', required: true, order: 8 },
        ],
      }),
      'get-plan-cart': cart,
    });
    renderWizardStep(ID, 'plan-documents', { 'review-confirm': 'Review' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan Documents' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Enrollment steps' }).textContent).toContain('Plan Documents');
    const link = screen.getByRole('link', { name: 'Dental Plus 2000: details and documents' });
    expect(link.getAttribute('href')).toBe('/plan/201/dental-plus-2000');
    expect(screen.getByRole('link', { name: 'Vision Basic: details and documents' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Review')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('does not exist for an enrollment whose tabs do not ask it (off by default)', async () => {
    const api = mockApi({
      'get-dynamic-tabs': ok({
        result: [
          { tab_name: 'primary_info', required: true, order: 1 },
          { tab_name: 'review_info', required: true, order: 8 },
        ],
      }),
      'get-plan-cart': cart,
    });
    const router = renderWizardStep(ID, 'plan-documents', {});
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(api.callsTo('get-plan-cart')).toHaveLength(0);
  });
});
