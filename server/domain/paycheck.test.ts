import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAY_FREQUENCIES, PERIODS_PER_YEAR } from '../../schemas/plan-benefits';
import { employerShareCents, mulDivHalfUp, paycheckCost, perPaycheckTotal, type ContributionRule } from './paycheck';

describe('paycheckCost', () => {
  it('splits a monthly premium by a percent rule and spreads the rest over 26 paychecks', () => {
    // $420 a month, employer 75%: the employee's $105 x 12 / 26 = $48.4615... -> $48.46.
    expect(paycheckCost(42_000, 'biweekly', { kind: 'percent', percent: 75 })).toEqual({
      pay_frequency: 'biweekly',
      periods_per_year: 26,
      premium_monthly_cents: 42_000,
      employer_monthly_cents: 31_500,
      employee_monthly_cents: 10_500,
      employee_per_paycheck_cents: 4_846,
      employee_yearly_cents: 126_000,
    });
  });

  it('spreads over 24 paychecks twice a month, rounding half a cent up', () => {
    expect(paycheckCost(10_500, 'semimonthly', null).employee_per_paycheck_cents).toBe(5_250);
    // $105.01 x 12 / 24 = $52.505 -> $52.51.
    expect(paycheckCost(10_501, 'semimonthly', null).employee_per_paycheck_cents).toBe(5_251);
    expect(paycheckCost(10_501, 'monthly', null).employee_per_paycheck_cents).toBe(10_501);
    // $100 x 12 / 52 = $23.0769... -> $23.08.
    expect(paycheckCost(10_000, 'weekly', null).employee_per_paycheck_cents).toBe(2_308);
  });

  it('rounds a percent share half up to the cent', () => {
    expect(employerShareCents(4_001, { kind: 'percent', percent: 50 })).toBe(2_001);
    expect(employerShareCents(4_001, { kind: 'percent', percent: 33 })).toBe(1_320);
  });

  it('caps the employer share at the premium', () => {
    // $20 flat toward a $16 dental plan: the employer pays $16, the employee nothing.
    expect(paycheckCost(1_600, 'biweekly', { kind: 'flat', flatCents: 2_000 })).toMatchObject({
      employer_monthly_cents: 1_600,
      employee_monthly_cents: 0,
      employee_per_paycheck_cents: 0,
    });
    expect(employerShareCents(3_800, { kind: 'flat', flatCents: 2_000 })).toBe(2_000);
    expect(employerShareCents(3_800, { kind: 'percent', percent: 100 })).toBe(3_800);
    expect(employerShareCents(3_800, null)).toBe(0);
  });

  it('totals a cart as the sum of its lines per paycheck, skipping lines without one', () => {
    const medical = paycheckCost(42_000, 'biweekly', { kind: 'percent', percent: 75 });
    const dental = paycheckCost(3_800, 'biweekly', { kind: 'flat', flatCents: 2_000 });
    expect(perPaycheckTotal([medical, null, dental])).toEqual({
      pay_frequency: 'biweekly',
      // $48.46 + $18 x 12 / 26 ($8.3077 -> $8.31).
      employee_per_paycheck_cents: 4_846 + 831,
      // ($105 + $18) x 12: what the employee pays in a year, not the full premium.
      employee_yearly_cents: (10_500 + 1_800) * 12,
      employer_monthly_cents: 31_500 + 2_000,
      premium_monthly_cents: 42_000 + 3_800,
    });
    expect(perPaycheckTotal([null])).toBeNull();
  });
});

const anyRule: fc.Arbitrary<ContributionRule | null> = fc.oneof(
  fc.constant(null),
  fc.integer({ min: 0, max: 1_000_000 }).map((flatCents) => ({ kind: 'flat' as const, flatCents })),
  fc.integer({ min: 0, max: 100 }).map((percent) => ({ kind: 'percent' as const, percent })),
);

describe('paycheck properties', () => {
  it('splits every premium into non-negative shares that add up, and a year of paychecks within half a cent each', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.constantFrom(...PAY_FREQUENCIES),
        anyRule,
        (premium, frequency, rule) => {
          const c = paycheckCost(premium, frequency, rule);
          expect(c.employer_monthly_cents).toBeGreaterThanOrEqual(0);
          expect(c.employer_monthly_cents).toBeLessThanOrEqual(premium);
          expect(c.employer_monthly_cents + c.employee_monthly_cents).toBe(premium);
          expect(c.employee_yearly_cents).toBe(c.employee_monthly_cents * 12);
          const periods = PERIODS_PER_YEAR[frequency];
          const drift = Math.abs(c.employee_per_paycheck_cents * periods - c.employee_monthly_cents * 12);
          expect(drift * 2).toBeLessThanOrEqual(periods);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('mulDivHalfUp agrees with rounding the exact quotient half up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 100 }), (a, c) => {
        const exact = (a * 12) / c;
        const floor = Math.floor(exact);
        expect(mulDivHalfUp(a, 12, c)).toBe(exact - floor >= 0.5 ? floor + 1 : floor);
      }),
    );
  });
});
