import { describe, expect, it } from 'vitest';
import { BENEFIT_ATTRIBUTES } from '../../schemas/plan-benefits';
import {
  benefitItems,
  benefitValuesOf,
  linePaychecks,
  planBenefitsOf,
  pricedFigures,
  type PayContext,
} from './plan-figures';

const acme: PayContext = {
  groupId: 2001,
  payFrequency: 'biweekly',
  contributions: [{ category: 'DENTAL', tier: 'IO', rule: { kind: 'flat', flatCents: 2_000 } }],
};

describe('plan figures', () => {
  it('reads stored rows as typed values, a row without a value as null', () => {
    expect(
      benefitValuesOf([
        { key: 'annual_max', numValue: 150_000, textValue: null, boolValue: null },
        { key: 'deductible', numValue: 0, textValue: null, boolValue: null },
        { key: 'network_type', numValue: null, textValue: 'PPO', boolValue: null },
        { key: 'hsa_eligible', numValue: null, textValue: null, boolValue: false },
        { key: 'major_waiting', numValue: null, textValue: null, boolValue: null },
      ]),
    ).toEqual({ annual_max: 150_000, deductible: 0, network_type: 'PPO', hsa_eligible: false, major_waiting: null });
  });

  it("lists a plan's benefits in its group's order with display texts, missing ones as None", () => {
    const items = benefitItems('DENTAL', { annual_max: 150_000, major_pct: 50, major_waiting: 12 });
    expect(items.map((i) => i.key)).toEqual(BENEFIT_ATTRIBUTES.dental.map((a) => a.key));
    expect(items.find((i) => i.key === 'annual_max')?.display).toBe('$1,500');
    expect(items.find((i) => i.key === 'major_waiting')?.display).toBe('12 months');
    expect(items.find((i) => i.key === 'ortho_lifetime_max')).toMatchObject({ value: null, display: 'None' });
    expect(planBenefitsOf('RX', {})).toBeNull();
    expect(planBenefitsOf('hsa', { hsa_eligible: true })?.hsa_eligible).toBe(true);
  });

  it('prices figures only with a tier and a premium, and a paycheck only with a payroll', () => {
    expect(pricedFigures('DENTAL', {}, null, 3_800, 'medium', acme)).toEqual({ estimate: null, paycheck: null });
    const priced = pricedFigures('DENTAL', {}, 'IO', 3_800, 'low', acme);
    expect(priced.estimate).toMatchObject({ tier: 'IO', use_level: 'low', premium_yearly_cents: 45_600 });
    expect(priced.paycheck?.employee_per_paycheck_cents).toBe(831);
    expect(pricedFigures('DENTAL', {}, 'IO', 3_800, 'low', null).paycheck).toBeNull();
  });

  it("estimates a group employee's yearly cost after the employer's share, the full premium kept as the detail", () => {
    // $38 a month, the employer pays $20: the employee's premiums are $18 x 12 = $216 a year.
    const employee = pricedFigures('DENTAL', {}, 'IO', 3_800, 'low', acme).estimate;
    const shopper = pricedFigures('DENTAL', {}, 'IO', 3_800, 'low', null).estimate;
    expect(employee).toMatchObject({ premium_yearly_cents: 45_600, employer_yearly_cents: 24_000 });
    expect(shopper).toMatchObject({ premium_yearly_cents: 45_600, employer_yearly_cents: 0 });
    expect(employee?.expected_out_of_pocket_cents).toBe(shopper?.expected_out_of_pocket_cents);
    expect(employee?.yearly_cents).toBe(21_600 + (employee?.expected_out_of_pocket_cents ?? 0));
    expect(shopper?.yearly_cents).toBe(45_600 + (shopper?.expected_out_of_pocket_cents ?? 0));
    // The estimate's premiums are the paycheck's year: the same employee cost on every screen.
    expect(employee?.premium_yearly_cents).toBe(
      (employee?.employer_yearly_cents ?? 0) +
        (pricedFigures('DENTAL', {}, 'IO', 3_800, 'low', acme).paycheck?.employee_yearly_cents ?? 0),
    );
  });

  it("takes a line's own tier for its rule, else the fallback, and none without either", () => {
    const lines = [
      { category: 'DENTAL', tier: 'IO' as const, monthlyCents: 3_800 },
      { category: 'DENTAL', tier: null, monthlyCents: 3_800 },
    ];
    expect(linePaychecks(lines, acme, 'IF').map((p) => p?.employer_monthly_cents)).toEqual([2_000, 0]);
    expect(linePaychecks(lines, acme, null)[1]).toBeNull();
    expect(linePaychecks(lines, null, 'IO')).toEqual([null, null]);
  });
});
