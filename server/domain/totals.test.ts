import { describe, expect, it } from 'vitest';
import { cartTotals } from './totals';
import { withAdministrativeFee } from './fees';
import { demoPlan, demoRows } from '../../tests/helpers/demo-catalogue';

describe('cartTotals', () => {
  it('sums monthly prices with membership and fees into both totals', () => {
    const life = withAdministrativeFee(demoPlan(133), 2900);
    const entryMembership = demoRows(261)[0]?.monthlyCents;
    expect(entryMembership).toBe(500);
    const totals = cartTotals([{ monthly_cents: life }, { monthly_cents: 500 }, { monthly_cents: 3800 }]);
    expect(totals).toEqual({ initial_month_cents: 2987 + 500 + 3800, recurring_month_cents: 2987 + 500 + 3800 });
  });
  it('charges one-time amounts with the first month only', () => {
    expect(cartTotals([{ monthly_cents: 1000, one_time_cents: 2500 }, { monthly_cents: 500 }])).toEqual({
      initial_month_cents: 4000,
      recurring_month_cents: 1500,
    });
  });
  it('is zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ initial_month_cents: 0, recurring_month_cents: 0 });
  });
});
