import { describe, expect, it } from 'vitest';
import { centsToDollars, summarizeCart, type SummaryLine } from './cart-summary';
import { paycheckCost } from './paycheck';

const line = (planId: number, cents: number, extra: Partial<SummaryLine> = {}): SummaryLine => ({
  planId,
  planPricingId: planId * 1000,
  monthlyCents: cents,
  removable: true,
  pairedPlanId: null,
  planName: `Plan ${planId}`,
  logo: null,
  isPremier: false,
  isUnion: false,
  signatureRequired: false,
  specialMessage: null,
  ...extra,
});

describe('cart summary', () => {
  it('answers lines in dollars and the first-month and recurring totals', () => {
    const s = summarizeCart([line(101, 3800), line(161, 1495, { removable: false })], '2026-12-01', false);
    expect(s.result).toEqual([
      {
        plan_id: 101,
        plan_name: 'Plan 101',
        plan_logo: null,
        price: 38,
        removable: 1,
        plan_pricing_id: 101000,
        paycheck: null,
      },
      {
        plan_id: 161,
        plan_name: 'Plan 161',
        plan_logo: null,
        price: 14.95,
        removable: 0,
        plan_pricing_id: 161000,
        paycheck: null,
      },
    ]);
    expect(s.per_paycheck).toBeNull();
    expect(s.recurring_month_cost).toBe(52.95);
    expect(s.initial_month_cost).toBe(52.95);
    expect(s.effective_date).toBe('12/01/2026');
  });

  it("carries each line's cost per paycheck and totals them", () => {
    const dental = paycheckCost(3_800, 'biweekly', { kind: 'flat', flatCents: 2_000 });
    const s = summarizeCart([line(101, 3800), line(161, 1495)], null, false, [dental, null]);
    expect(s.result.map((l) => l.paycheck)).toEqual([dental, null]);
    expect(s.per_paycheck).toEqual({
      pay_frequency: 'biweekly',
      employee_per_paycheck_cents: 831,
      // The employee's year after the employer's $20 a month, and the full premium as the detail.
      employee_yearly_cents: 1_800 * 12,
      employer_monthly_cents: 2_000,
      premium_monthly_cents: 3_800,
    });
  });

  it('names each carrier special message once and flags union and signature needs', () => {
    const s = summarizeCart(
      [
        line(1, 100, { specialMessage: 'Union fees', isUnion: true }),
        line(2, 100, { specialMessage: 'Union fees', signatureRequired: true }),
        line(3, 100, { specialMessage: '3% fee' }),
      ],
      null,
      true,
    );
    expect(s.special_message).toBe('Union fees\n\n3% fee');
    expect(s.has_union_plan).toBe(true);
    expect(s.signature_required).toBe(true);
    expect(s.has_already_signed).toBe(true);
    expect(s.effective_date).toBeNull();
  });

  it('prices the premier plan with its paired membership as the L713 net price', () => {
    const s = summarizeCart(
      [
        line(123, 36500, { isPremier: true, pairedPlanId: 261 }),
        line(261, 500, { pairedPlanId: 123 }),
        line(101, 3800),
      ],
      null,
      false,
    );
    expect(s.has_l713).toBe(true);
    expect(s.l713_net_price).toBe(370);
    expect(summarizeCart([line(101, 3800)], null, false)).toMatchObject({
      has_l713: false,
      l713_net_price: 0,
      special_message: null,
    });
  });

  it('rounds cents to two-decimal dollars', () => {
    expect(centsToDollars(1995)).toBe(19.95);
    expect(centsToDollars(0)).toBe(0);
  });
});
