import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLANS_PAGE_SIZE, useFilteredPlans } from '../../src/features/plans/api/get-filtered-plans';
import { ShowMorePlans } from '../../src/features/plans/components/ShowMorePlans';
import { mockApi, ok } from './mock-api';

const TEMP_ID = 'e'.repeat(32);
const TOTAL = PLANS_PAGE_SIZE * 2 + 3;
const card = (id: number) => ({
  plan_id: id,
  plan_name: `Plan ${id}`,
  plan_logo: null,
  plan_short_text: '',
  plan_category: 'DENTAL',
  callout_text: null,
  tier_price: [],
  is_in_cart: false,
  hide_add_to_cart: false,
  bundle_plan_count: null,
  is_prudential_plan: false,
});

function Harness({ categories }: { categories: string[] }) {
  const plans = useFilteredPlans(TEMP_ID, categories);
  return (
    <>
      <ul>
        {plans.data?.result.map((c) => (
          <li key={c.plan_id}>{c.plan_name}</li>
        ))}
      </ul>
      {plans.isSuccess && <ShowMorePlans more={plans.more} />}
    </>
  );
}

function renderHarness(categories: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness categories={categories} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Show more plans', () => {
  it('asks one category a page at a time and loads the next page from the keyboard', async () => {
    const api = mockApi({
      'get-filtered-plans': ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        const ids = Array.from({ length: TOTAL }, (_, i) => i + 1).slice(
          (page - 1) * PLANS_PAGE_SIZE,
          page * PLANS_PAGE_SIZE,
        );
        return ok({ result: ids.map(card), selected_tier: 'IO', total: TOTAL });
      },
    });
    renderHarness(['DENTAL']);
    expect(await screen.findByText(`Showing ${PLANS_PAGE_SIZE} of ${TOTAL} plans`)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Show more plans' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(`Showing ${PLANS_PAGE_SIZE * 2} of ${TOTAL} plans`)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show more plans' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(TOTAL));
    expect(screen.queryByRole('button', { name: 'Show more plans' })).toBeNull();
    expect(
      api
        .callsTo('get-filtered-plans')
        .map((c) => [c.url.searchParams.get('page'), c.url.searchParams.get('page_size')]),
    ).toEqual([
      ['1', String(PLANS_PAGE_SIZE)],
      ['2', String(PLANS_PAGE_SIZE)],
      ['3', String(PLANS_PAGE_SIZE)],
    ]);
  });

  it('asks every category a page at a time too, and leaves the count focused after the last page', async () => {
    const api = mockApi({
      'get-filtered-plans': ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        const ids = Array.from({ length: TOTAL }, (_, i) => i + 1).slice(
          (page - 1) * PLANS_PAGE_SIZE,
          page * PLANS_PAGE_SIZE,
        );
        return ok({ result: ids.map(card), selected_tier: 'IO', total: TOTAL });
      },
    });
    renderHarness([]);
    expect(await screen.findByText(`Showing ${PLANS_PAGE_SIZE} of ${TOTAL} plans`)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show more plans' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Show more plans' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(TOTAL));
    expect(screen.queryByRole('button', { name: 'Show more plans' })).toBeNull();
    const count = screen.getByRole('status');
    expect(count.textContent).toBe(`Showing ${TOTAL} of ${TOTAL} plans`);
    await waitFor(() => expect(document.activeElement).toBe(count));
    const asked = api.callsTo('get-filtered-plans').map((c) => c.url.searchParams);
    expect(asked.map((p) => [p.get('categories'), p.get('page')])).toEqual([
      [null, '1'],
      [null, '2'],
      [null, '3'],
    ]);
  });

  it('says nothing and offers no button when the listing fits one page', async () => {
    mockApi({ 'get-filtered-plans': ok({ result: [card(1), card(2)], selected_tier: 'IO', total: 2 }) });
    renderHarness(['DENTAL', 'VISION']);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Show more plans' })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
