import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChangeEffectiveDate } from '../../schemas/api/effective-date';
import { EffectiveDatePicker } from '../../src/features/effective-date';
import { storage } from '../../src/lib/storage';
import { fail, mockApi, ok } from './mock-api';

/**
 * The effective-date control of the listing and the cart (issue 30, decision 0280): the store's
 * dates, the server's current one, a change that reprices the cart and says what changed, and plans
 * not offered on the new date named and removed only with the shopper's confirmation.
 */

const ID = 'e'.repeat(32);
const DATES = ['12/01/2026', '01/01/2027'];

function wrap() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const view = render(
    <QueryClientProvider client={client}>
      <EffectiveDatePicker enrollmentId={ID} hint="Prices shown are those for coverage starting on this date." />
    </QueryClientProvider>,
  );
  return { ...view, invalidate };
}

const answer = (extra: Partial<ChangeEffectiveDate>): ChangeEffectiveDate => ({
  applied: true,
  effective_date: DATES[1]!,
  changed: [],
  unavailable: [],
  removed: [],
  ...extra,
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('effective date picker', () => {
  it("offers the store's dates, shows the server's and keeps it in storage", async () => {
    mockApi({ 'get-effective-date-choice': ok({ result: DATES, effective_date: DATES[0] }) });
    const { container } = wrap();
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Effective Date' });
    await waitFor(() => expect(select.value).toBe(DATES[0]));
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(DATES);
    expect(select.getAttribute('aria-describedby')).toBeTruthy();
    expect(storage.get('effectiveDate')).toBe(DATES[0]);
    expect((await axe.run(container)).violations.map((v) => v.id)).toEqual([]);
  });

  it('reprices on a change and says which prices changed', async () => {
    let current = DATES[0];
    const api = mockApi({
      'get-effective-date-choice': () => ok({ result: DATES, effective_date: current }),
      'change-effective-date': () => {
        current = DATES[1];
        return ok(answer({ changed: [{ plan_id: 6001, plan_name: 'Dental Yearly', from: 20, to: 30 }] }));
      },
    });
    const { invalidate } = wrap();
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Effective Date' });
    await waitFor(() => expect(select.value).toBe(DATES[0]));
    await userEvent.selectOptions(select, DATES[1]!);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Coverage now starts 01/01/2027. New prices: Dental Yearly $20.00 to $30.00 a month.',
      ),
    );
    expect(api.callsTo('change-effective-date').map((c) => c.body)).toEqual([
      { enrollment_id: ID, effective_date: DATES[1] },
    ]);
    // Every price on the screen is read again, and the browser keeps the new date.
    expect(invalidate).toHaveBeenCalled();
    expect(storage.get('effectiveDate')).toBe(DATES[1]);
    await waitFor(() => expect(select.value).toBe(DATES[1]));
  });

  it('names the plans not offered on the date and removes them only when confirmed', async () => {
    const unavailable = [
      {
        plan_id: 6002,
        plan_name: 'Accident Closing',
        message: 'This plan is not offered for coverage starting 01/01/2027.',
      },
    ];
    const api = mockApi({
      'get-effective-date-choice': ok({ result: DATES, effective_date: DATES[0] }),
      'change-effective-date': (call) =>
        ok(
          (call.body as { remove_unavailable?: boolean }).remove_unavailable
            ? answer({ unavailable, removed: [6002] })
            : answer({ applied: false, unavailable }),
        ),
    });
    wrap();
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Effective Date' });
    await waitFor(() => expect(select.value).toBe(DATES[0]));

    // Keep: nothing removed, the date stays.
    await userEvent.selectOptions(select, DATES[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Not offered from 01/01/2027' });
    expect(dialog.textContent).toContain(
      'Accident Closing: This plan is not offered for coverage starting 01/01/2027.',
    );
    expect((await axe.run(dialog)).violations.map((v) => v.id)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep 12/01/2026' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(select.value).toBe(DATES[0]);
    expect(api.callsTo('change-effective-date')).toHaveLength(1);

    // Confirm: asked again with remove_unavailable, and the removal is said.
    await userEvent.selectOptions(select, DATES[1]!);
    const again = await screen.findByRole('dialog', { name: 'Not offered from 01/01/2027' });
    await userEvent.click(within(again).getByRole('button', { name: 'Remove and change the date' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Coverage now starts 01/01/2027. Removed from your cart: Accident Closing.',
      ),
    );
    expect(api.callsTo('change-effective-date').map((c) => c.body)).toEqual([
      { enrollment_id: ID, effective_date: DATES[1] },
      { enrollment_id: ID, effective_date: DATES[1] },
      { enrollment_id: ID, effective_date: DATES[1], remove_unavailable: true },
    ]);
  });

  it("announces the server's refusal under the control", async () => {
    mockApi({
      'get-effective-date-choice': ok({ result: DATES, effective_date: DATES[0] }),
      'change-effective-date': fail(400, [
        { target_element: 'effective_date', error_message: 'Please choose one of the effective dates offered.' },
      ]),
    });
    wrap();
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Effective Date' });
    await waitFor(() => expect(select.value).toBe(DATES[0]));
    await userEvent.selectOptions(select, DATES[1]!);
    expect((await screen.findByRole('alert')).textContent).toBe('Please choose one of the effective dates offered.');
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });
});
