import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlanCardData } from '../../schemas/api/plan-listing';
import { SaveCartDialog } from '../../src/features/cart/components/SaveCartDialog';
import { PlanSections } from '../../src/features/plans/components/PlanSections';
import { TierPriceList } from '../../src/features/plans/components/TierPriceList';
import { fail, mockApi, ok } from './mock-api';

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const card = (id: number, extra: Partial<PlanCardData> = {}): PlanCardData => ({
  plan_id: id,
  plan_name: `Plan ${id}`,
  plan_logo: null,
  plan_short_text: 'Short text',
  plan_category: 'DENTAL',
  callout_text: null,
  tier_price: [
    { tier: 'IO', price_male_nons: 38, plan_pricing_id: id * 10 },
    { tier: 'IS', price_male_nons: 72.2, plan_pricing_id: id * 10 + 1 },
    { tier: 'IF', price_male_nons: 0, plan_pricing_id: id * 10 + 2 },
  ],
  is_in_cart: false,
  hide_add_to_cart: false,
  bundle_plan_count: null,
  is_prudential_plan: false,
  estimate: null,
  paycheck: null,
  ...extra,
});

afterEach(() => vi.unstubAllGlobals());

describe('tier prices', () => {
  it('lists prices above 0 in dollars with the add button on the selected tier only', async () => {
    const onAdd = vi.fn();
    wrap(<TierPriceList card={card(1)} selectedTier="IS" onAdd={onAdd} busy={false} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['Member Only$38.00', 'Member + Spouse$72.20+']);
    const add = screen.getAllByRole('button', { name: 'Add Plan 1 to cart' });
    expect(add).toHaveLength(1);
    await userEvent.click(add[0]!);
    expect(onAdd).toHaveBeenCalledWith({ tier: 'IS', price_male_nons: 72.2, plan_pricing_id: 11 });
  });

  it('shows no add button with hide_add_to_cart and says In cart for a plan already added', () => {
    const { unmount } = wrap(
      <TierPriceList card={card(2, { hide_add_to_cart: true })} selectedTier="IO" onAdd={vi.fn()} busy={false} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    wrap(<TierPriceList card={card(3, { is_in_cart: true })} selectedTier="IO" onAdd={vi.fn()} busy={false} />);
    expect(screen.getByText('In cart')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('plan sections', () => {
  it('groups cards under category headings and bundles under their size headings', async () => {
    const cards = [
      card(1),
      card(2, { plan_category: 'VISION' }),
      card(3, { plan_category: 'bundles', bundle_plan_count: 3 }),
      card(4, { plan_category: 'bundles', bundle_plan_count: 2 }),
    ];
    const { container } = wrap(
      <PlanSections
        cards={cards}
        selectedTier="IO"
        prefix=""
        onAdd={vi.fn()}
        pendingPlanId={undefined}
        cardError={{ planId: 2, message: 'In a blackout period' }}
      />,
    );
    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(headings).toEqual([
      'Dental',
      'Plan 1',
      'Vision',
      'Plan 2',
      'Multiple Products In One',
      'Bundles - Two products in one',
      'Plan 4',
      'Triple Play - Three products in one',
      'Plan 3',
    ]);
    expect(within(screen.getByRole('article', { name: 'Plan 2' })).getByRole('alert').textContent).toBe(
      'In a blackout period',
    );
    expect(screen.getByRole('link', { name: /View More Details of Plan 1/ }).getAttribute('href')).toBe(
      '/plan/1/Plan%201',
    );
    const result = await axe.run(container);
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});

describe('Save Cart dialog', () => {
  const ID = 'a'.repeat(32);

  it("shows the specification's messages, linked to their inputs, without calling the server", async () => {
    const api = mockApi({});
    wrap(<SaveCartDialog open enrollmentId={ID} effectiveDate="01/01/2031" onClose={vi.fn()} onSent={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('Field is required');
    await userEvent.type(name, 'Pat 2');
    await userEvent.type(screen.getByLabelText('Email'), 'pat@');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Please enter valid name',
      'Please enter valid email address',
    ]);
    expect(api.calls).toHaveLength(0);
  });

  it('sends the quote with tab cart_info and reports the e-mail it went to', async () => {
    const api = mockApi({
      'save-enrollment': ok({
        message: 'Information Saved!!! Check your email to continue',
        saved_tab: 'cart_info',
        email: 'pat@example.com',
        result: { email: 'pat@example.com' },
      }),
    });
    const onSent = vi.fn();
    wrap(<SaveCartDialog open enrollmentId={ID} effectiveDate="01/01/2031" onClose={vi.fn()} onSent={onSent} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Pat Morgan');
    await userEvent.type(screen.getByLabelText('Email'), 'pat@example.com');
    await userEvent.type(screen.getByLabelText('Message (optional)'), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onSent).toHaveBeenCalledWith('pat@example.com'));
    expect(api.callsTo('save-enrollment')[0]?.body).toEqual({
      enrollment_id: ID,
      name: 'Pat Morgan',
      email: 'pat@example.com',
      message: 'Hi',
      tab: 'cart_info',
      data: { effective_date: '01/01/2031' },
    });
  });

  it("shows the server's field error under the named field", async () => {
    mockApi({ 'save-enrollment': fail(400, [{ target_element: 'name', error_message: 'Please enter valid name' }]) });
    wrap(<SaveCartDialog open enrollmentId={ID} effectiveDate="01/01/2031" onClose={vi.fn()} onSent={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Pat');
    await userEvent.type(screen.getByLabelText('Email'), 'pat@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter valid name');
  });
});
