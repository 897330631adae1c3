import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UseLevel } from '../../schemas/plan-benefits';
import { useComparePlans } from '../../src/features/compare/api/get-compare-plans';
import { CompareTable } from '../../src/features/compare/components/CompareTable';
import { CompareToggle } from '../../src/features/compare/components/CompareToggle';
import { CompareTray } from '../../src/features/compare/components/CompareTray';
import { UseLevelPicker } from '../../src/features/compare/components/UseLevelPicker';
import { PaycheckCost } from '../../src/components/PaycheckCost';
import { addToCompare, clearCompare, readSelection } from '../../src/features/compare/selection';
import { comparePlansFixture } from '../../stories/fixtures/compare';
import { mockApi, ok } from './mock-api';

const TEMP_ID = 'c'.repeat(32);

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const tableProps = {
  prefix: '/jordan',
  narrow: false,
  onAdd: () => undefined,
  pendingPlanId: undefined,
  cardError: null,
  onRemove: () => undefined,
};

beforeEach(() => {
  sessionStorage.clear();
  clearCompare();
});
afterEach(() => vi.unstubAllGlobals());

describe('compare selection', () => {
  it('keeps up to four plans of one group, refuses a fifth and another group with a message at the box', async () => {
    wrap(
      <>
        {[101, 102, 103, 104, 105].map((id) => (
          <CompareToggle key={id} planId={id} planName={`Dental ${id}`} category="DENTAL" />
        ))}
        <CompareToggle planId={111} planName="Vision 111" category="VISION" />
        <CompareToggle planId={141} planName="Rx card" category="RX" />
        <CompareTray prefix="/jordan" />
      </>,
    );
    // A plan with no comparable benefits offers no box.
    expect(screen.queryByRole('checkbox', { name: 'Compare Rx card' })).toBeNull();

    for (const id of [101, 102, 103, 104])
      await userEvent.click(screen.getByRole('checkbox', { name: `Compare Dental ${id}` }));
    const tray = screen.getByRole('region', { name: 'Plans to compare' });
    expect(within(tray).getByText(/4 of 4/)).toBeTruthy();
    expect(within(tray).getByRole('link', { name: 'Compare now' }).getAttribute('href')).toBe(
      '/jordan/compare?plans=101,102,103,104',
    );

    const fifth = screen.getByRole('checkbox', { name: 'Compare Dental 105' });
    await userEvent.click(fifth);
    expect((fifth as HTMLInputElement).checked).toBe(false);
    const refusal = screen.getByRole('alert');
    expect(refusal.textContent).toBe('You can compare up to 4 plans. Remove one to add another.');
    expect(fifth.getAttribute('aria-describedby')).toBe(refusal.id);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Compare Vision 111' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
      'You are comparing dental plans. Clear the comparison to compare vision plans instead.',
    );

    // Only ids and the group are kept for the tab.
    expect(JSON.parse(sessionStorage.getItem('openenroll.compare') ?? 'null')).toEqual({
      group: 'dental',
      plan_ids: [101, 102, 103, 104],
    });

    await userEvent.click(within(tray).getByRole('button', { name: /Clear/ }));
    expect(screen.queryByRole('region', { name: 'Plans to compare' })).toBeNull();
    expect(sessionStorage.getItem('openenroll.compare')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Compare Vision 111' }));
    expect(readSelection()).toEqual({ group: 'vision', plan_ids: [111] });
  });

  it('reads a value edited by hand that breaks the rules as no selection', () => {
    sessionStorage.setItem('openenroll.compare', JSON.stringify({ group: 'dental', plan_ids: [1, 2, 3, 4, 5] }));
    expect(readSelection()).toEqual({ group: null, plan_ids: [] });
    sessionStorage.setItem('openenroll.compare', '{not json');
    expect(readSelection()).toEqual({ group: null, plan_ids: [] });
    sessionStorage.setItem('openenroll.compare', JSON.stringify({ group: 'dental', plan_ids: [7] }));
    expect(addToCompare(8, 'DENTAL')).toEqual({ ok: true });
    expect(readSelection().plan_ids).toEqual([7, 8]);
  });
});

describe('compare table', () => {
  it('has a column header per plan and a row header per figure, and marks differences in words', () => {
    wrap(<CompareTable {...tableProps} result={comparePlansFixture().result} />);
    const table = screen.getByRole('table');
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(columns.slice(1)).toEqual([
      'Brightsmile Dental Plus PPO',
      'Brightsmile Dental Basic',
      'Keystone Dental Value',
    ]);

    const row = (name: RegExp) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    // Preventive care is 100% in all three: no mark. Annual maximum differs.
    expect(within(row(/^Preventive care/)).queryByText('Differs')).toBeNull();
    expect(within(row(/^Annual maximum/)).getByText('Differs')).toBeTruthy();
    expect(
      within(row(/^Annual maximum/))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$1,500', '$1,000', '$750']);

    // The lowest yearly estimate (premiums + out of pocket) is named in words.
    const yearly = within(row(/^Estimated yearly cost/)).getAllByRole('cell');
    expect(yearly.map((c) => c.textContent?.startsWith('$'))).toEqual([true, true, true]);
    const lowest = yearly.filter((c) => within(c).queryByText('Lowest'));
    expect(lowest).toHaveLength(1);
    expect(lowest[0]!.textContent).toContain('$1,196.00'); // 38.00 x 12 + 740.00
  });

  it('shows a refused plan with its reason and no figures, and two plans at a time on a phone', async () => {
    const result = comparePlansFixture({ errors: { 103: 'This plan is not available in your state.' } }).result;
    wrap(<CompareTable {...tableProps} narrow result={result} />);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    expect(within(table).queryByText('This plan is not available in your state.')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /Next plan/ }));
    expect(screen.getByText('Plans 2–3 of 3')).toBeTruthy();
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Figure', 'Brightsmile Dental Basic', 'Keystone Dental Value']);
    expect(within(table).getByText('This plan is not available in your state.')).toBeTruthy();
    const premium = within(table)
      .getByRole('rowheader', { name: /Monthly premium/ })
      .closest('tr')!;
    expect(
      within(premium)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$22.00Lowest', '—Not available']);
    expect(screen.getByRole('button', { name: /Next plan/ })).toHaveProperty('disabled', true);
  });
});

/** The use level picker beside a table that reads the comparison, as on /compare. */
function UseLevelHarness() {
  const compare = useComparePlans(TEMP_ID, [101, 102, 103]);
  return (
    <>
      <UseLevelPicker tempId={TEMP_ID} />
      {compare.data && <CompareTable {...tableProps} result={compare.data.result} />}
    </>
  );
}

/** The kept filter of the test shopper, at `useLevel`. */
const keptFilter = (useLevel: UseLevel) => ({
  zip: '30301',
  dob: '03/15/1986',
  state: 'GA',
  tier: 'IO',
  gender: 0,
  is_smoker: null,
  use_level: useLevel,
});

describe('use level', () => {
  it('saves the level with the filter and the estimates follow the server', async () => {
    let level: UseLevel = 'medium';
    const filter = () => keptFilter(level);
    const api = mockApi({
      'get-enrollment-temp-info': () => ok({ result: filter() }),
      'compare-plans': () => ok(comparePlansFixture({ useLevel: level })),
      [`change-filter-info/${TEMP_ID}`]: ({ body }) => {
        level = (body as { use_level: UseLevel }).use_level;
        return ok({ result: filter() });
      },
    });
    wrap(<UseLevelHarness />);
    const yearlyOf = async () =>
      within((await screen.findByRole('rowheader', { name: /^Estimated yearly cost/ })).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent?.match(/^\$[\d,.]+/)?.[0]);
    expect(await yearlyOf()).toEqual(['$1,196.00', '$1,249.00', '$1,408.00']);
    const medium = await screen.findByRole('radio', { name: 'Medium use' });
    await waitFor(() => expect(medium).toHaveProperty('disabled', false));
    expect(medium).toHaveProperty('checked', true);
    expect(screen.getByText('This is an estimate.')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'High use' }));
    await waitFor(async () => expect(await yearlyOf()).toEqual(['$2,271.00', '$2,714.00', '$2,818.00']));
    expect(screen.getByRole('radio', { name: 'High use' })).toHaveProperty('checked', true);
    expect(api.callsTo(`change-filter-info/${TEMP_ID}`).map((c) => c.body)).toEqual([{ use_level: 'high' }]);
    expect(screen.getByRole('rowheader', { name: /^Estimated yearly cost \(high use\)/ })).toBeTruthy();
  });

  it('shows no level as chosen until the kept one arrives, then the kept one (not the default)', async () => {
    let answer: (() => void) | undefined;
    mockApi({
      'get-enrollment-temp-info': async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return ok({ result: keptFilter('high') });
      },
    });
    wrap(<UseLevelPicker tempId={TEMP_ID} />);
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).checked)).toEqual([false, false, false]);
    expect(radios.every((r) => (r as HTMLInputElement).disabled)).toBe(true);
    await waitFor(() => expect(answer).toBeDefined());
    answer!();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'High use' })).toHaveProperty('checked', true));
    expect(screen.getByRole('radio', { name: 'Medium use' })).toHaveProperty('checked', false);
  });
});

describe('cost per paycheck', () => {
  const paycheck = {
    pay_frequency: 'biweekly' as const,
    periods_per_year: 26,
    premium_monthly_cents: 3800,
    employer_monthly_cents: 2000,
    employee_monthly_cents: 1800,
    employee_per_paycheck_cents: 831,
    employee_yearly_cents: 21600,
  };

  it('leads with what the employee pays, per paycheck and per year, the full premium as the detail', () => {
    const { container, rerender } = render(<PaycheckCost paycheck={paycheck} />);
    expect(container.textContent).toBe(
      'You pay $8.31 per paycheck$216.00 a year, paid every two weeksFull premium $38.00 a month, your employer pays $20.00',
    );
    rerender(<PaycheckCost paycheck={{ ...paycheck, employer_monthly_cents: 0 }} variant="short" />);
    expect(container.textContent).toBe(
      '$8.31 per paycheck · $216.00 a year (Full premium $38.00 a month, no employer contribution)',
    );
    rerender(<PaycheckCost paycheck={null} />);
    expect(container.textContent).toBe('');
  });
});
