import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlanCardData } from '../../schemas/api/plan-listing';
import { PlanSections } from '../../src/features/plans/components/PlanSections';
import { AddedDialogs } from '../../src/features/plans/components/AddedDialogs';
import { useAddToCart } from '../../src/features/plans/use-add-to-cart';
import { PlanPricingPanel } from '../../src/features/plan-detail/components/PlanPricingPanel';
import { fail, mockApi, ok } from './mock-api';

const ID = 'b'.repeat(32);
const premier: PlanCardData = {
  plan_id: 123,
  plan_name: 'Premier L713 Medical Guard',
  plan_logo: null,
  plan_short_text: 'Short text',
  plan_category: 'MEDICAL',
  callout_text: null,
  tier_price: [{ tier: 'IO', price_male_nons: 120, plan_pricing_id: 1230 }],
  is_in_cart: false,
  hide_add_to_cart: false,
  bundle_plan_count: null,
  is_prudential_plan: false,
  estimate: null,
  paycheck: null,
};

/** The /plans wiring in small: the cards, the hook and its dialogs, plus where the router is. */
function Harness() {
  const cart = useAddToCart(ID, '/jordan');
  const location = useLocation();
  return (
    <>
      <output aria-label="Location">{location.pathname}</output>
      <PlanSections
        cards={[premier]}
        selectedTier="IO"
        prefix="/jordan"
        onAdd={cart.add}
        pendingPlanId={cart.pendingPlanId}
        cardError={cart.cardError}
      />
      <AddedDialogs prefix="/jordan" cart={cart} addMoreLabel="Add More Plan" />
    </>
  );
}

function renderHarness() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/jordan/plans']}>
        <Routes>
          <Route path="*" element={<Harness />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const refusal = (errorCode: string, message: string) => fail(400, [{ status: 'error', errorCode, message }]);

afterEach(() => vi.unstubAllGlobals());

describe('adding from a plan card: no refusal is silent', () => {
  it("'membership-required' (a premier plan) sends the shopper to the plan page", async () => {
    mockApi({ 'add-plan-to-cart': refusal('membership-required', 'This plan needs an association membership.') });
    renderHarness();
    await userEvent.click(screen.getByRole('button', { name: /Add Premier L713 Medical Guard to cart/ }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Location').textContent).toBe(
        `/jordan/plan/123/${encodeURIComponent(premier.plan_name)}`,
      ),
    );
  });

  it("another code shows the server's message in red at the card", async () => {
    mockApi({ 'add-plan-to-cart': refusal('not-sold', 'This plan is not offered on this storefront.') });
    renderHarness();
    await userEvent.click(screen.getByRole('button', { name: /Add Premier L713 Medical Guard to cart/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('This plan is not offered on this storefront.');
    expect(screen.getByLabelText('Location').textContent).toBe('/jordan/plans');
  });

  it("'already-active' opens the modal with the server message and OK", async () => {
    mockApi({ 'add-plan-to-cart': refusal('already-active', 'You already have an active policy with this plan.') });
    renderHarness();
    await userEvent.click(screen.getByRole('button', { name: /Add Premier L713 Medical Guard to cart/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan already active' });
    expect(dialog.textContent).toContain('You already have an active policy with this plan.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Plan already active' })).toBeNull());
  });
});

const SINGLE_PLAN =
  'Your cart already has a major medical plan, Keystone Bronze EPO 6500. A cart holds one major medical plan: replace it with Premier L713 Medical Guard?';
/** The add refused once as a second major medical plan, then accepted when it replaces the one in the cart. */
const refusedThenReplaced = () => {
  let calls = 0;
  return () =>
    ++calls === 1
      ? fail(409, [
          {
            status: 'error',
            errorCode: 'single-plan',
            message: SINGLE_PLAN,
            in_cart: [{ plan_id: 122, plan_name: 'Keystone Bronze EPO 6500', coverage: 'major medical' }],
          },
        ])
      : ok({ message: 'Plan added to your cart.' });
};

describe('a second plan of one coverage: the plan in the cart is named, with Replace', () => {
  it('on /plans: Keep my plan leaves the cart; Replace sends the add again replacing the named plan', async () => {
    const api = mockApi({ 'add-plan-to-cart': refusedThenReplaced() });
    renderHarness();
    await userEvent.click(screen.getByRole('button', { name: /Add Premier L713 Medical Guard to cart/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Already in your cart' });
    expect(dialog.textContent).toContain(SINGLE_PLAN);
    await userEvent.click(screen.getByRole('button', { name: 'Keep my plan' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Already in your cart' })).toBeNull());
    expect(api.callsTo('add-plan-to-cart')).toHaveLength(1);

    // The next add is refused again, then Replace sends it with the plan to take out.
    const again = mockApi({ 'add-plan-to-cart': refusedThenReplaced() });
    await userEvent.click(screen.getByRole('button', { name: /Add Premier L713 Medical Guard to cart/ }));
    await screen.findByRole('dialog', { name: 'Already in your cart' });
    await userEvent.click(screen.getByRole('button', { name: 'Replace' }));
    expect((await screen.findByRole('dialog', { name: 'Added to cart' })).textContent).toContain(
      'Plan added to your cart.',
    );
    expect(again.callsTo('add-plan-to-cart').map((c) => c.body)).toEqual([
      { enrollment_id: ID, plan_id: 123, plan_pricing_id: 1230 },
      { enrollment_id: ID, plan_id: 123, plan_pricing_id: 1230, replace_plan_ids: [122] },
    ]);
  });

  it('on the plan page: Replace sends the add again replacing the named plan', async () => {
    const api = mockApi({
      'get-questions': { status: 204 },
      'get-aflac-questions': ok({ result: [] }),
      'plan-requirements/123': ok({
        is_salary_required: false,
        is_working_hours_required: false,
        is_smoker_required: false,
      }),
      'add-plan-to-cart': refusedThenReplaced(),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: /^Add to Cart/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Already in your cart' });
    expect(dialog.textContent).toContain(SINGLE_PLAN);
    await userEvent.click(screen.getByRole('button', { name: 'Replace' }));
    expect((await screen.findByRole('status')).textContent).toContain('Plan added to your cart.');
    expect(api.callsTo('add-plan-to-cart')[1]!.body).toMatchObject({ plan_id: 123, replace_plan_ids: [122] });
  });
});

/** The plan page's pricing panel for the premier plan at one IO price. */
function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const pricing = {
    plans: [
      {
        pid: 123,
        ppid: 1230,
        plan_name: premier.plan_name,
        tier: 'IO' as const,
        tier_label: 'Member Only',
        price: 120,
        selected_plan: true,
      },
    ],
    errorCode: null,
    message: '',
    pid: 123,
    is_prudential_plan: false,
    needs_membership: false,
    admin_fee_included: false,
    statusCode: 200,
  };
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PlanPricingPanel tempId={ID} planId={123} pricing={pricing} prefix="" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('adding on the plan page: no refusal is silent', () => {
  it("shows the server's message of a refusal the page cannot act on (membership-required)", async () => {
    mockApi({
      'get-questions': { status: 204 },
      'get-aflac-questions': ok({ result: [] }),
      'plan-requirements/123': ok({
        is_salary_required: false,
        is_working_hours_required: false,
        is_smoker_required: false,
      }),
      'add-plan-to-cart': refusal('membership-required', 'This plan needs an association membership.'),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: /^Add to Cart/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('This plan needs an association membership.');
  });
});
