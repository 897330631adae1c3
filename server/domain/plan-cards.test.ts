import { describe, expect, it } from 'vitest';
import { categoryRank, planCards, type CardPlan } from './plan-cards';
import type { PricingRow } from './pricing';
import type { PricingFilter } from './eligibility';

const today = new Date(2026, 10, 22);
const filter: PricingFilter = {
  zip: '30301',
  dob: '1990-05-05',
  state: 'GA',
  tier: 'IO',
  isSmoker: 0,
  annualIncode: null,
  workingHours: null,
};

const plan = (id: number, extra: Partial<CardPlan> = {}): CardPlan => ({
  id,
  planName: `Plan ${id}`,
  logo: null,
  shortText: 'short',
  category: 'DENTAL',
  calloutText: null,
  hideAddToCart: false,
  bundlePlanCount: null,
  isPrudential: false,
  minAge: null,
  maxAge: null,
  excludedStates: [],
  allowedTiers: null,
  salaryRequired: false,
  minAnnualSalary: null,
  minWorkingHours: null,
  tobaccoRated: false,
  changePidTo: null,
  ...extra,
});

const rows = (
  planId: number,
  cents: number,
  tiers: ReadonlyArray<'IO' | 'IS' | 'IC' | 'IF'> = ['IO', 'IS', 'IC', 'IF'],
): PricingRow[] =>
  tiers.map((tier, i) => ({
    id: planId * 10 + i,
    planId,
    tier,
    ageMin: 30,
    ageMax: 39,
    tobacco: false,
    monthlyCents: cents * (i + 1),
  }));

describe('plan cards', () => {
  it('prices every tier for the applicant age in dollars, with the pricing id', () => {
    const [card] = planCards([plan(101)], rows(101, 3800), filter, new Set([101]), today);
    expect(card?.tier_price).toEqual([
      { tier: 'IO', price_male_nons: 38, plan_pricing_id: 1010 },
      { tier: 'IS', price_male_nons: 76, plan_pricing_id: 1011 },
      { tier: 'IC', price_male_nons: 114, plan_pricing_id: 1012 },
      { tier: 'IF', price_male_nons: 152, plan_pricing_id: 1013 },
    ]);
    expect(card?.is_in_cart).toBe(true);
  });

  it('hides plans not sold in the state, outside their ages or replaced, and keeps fixable ones', () => {
    const plans = [
      plan(1, { excludedStates: ['GA'] }),
      plan(2, { minAge: 50 }),
      plan(3, { changePidTo: 4 }),
      plan(5, { allowedTiers: ['IS'] }),
      plan(6, { salaryRequired: true }),
    ];
    const cards = planCards(plans, [...rows(5, 100, ['IS']), ...rows(6, 100)], filter, new Set(), today);
    expect(cards.map((c) => c.plan_id)).toEqual([5, 6]);
    expect(cards[0]?.tier_price.map((t) => t.tier)).toEqual(['IS']);
  });

  it('orders cards by the category order, keeping the given order inside a category', () => {
    const cards = planCards(
      [plan(1, { category: 'bundles', bundlePlanCount: 2 }), plan(2, { category: 'VISION' }), plan(3), plan(4)],
      [],
      filter,
      new Set(),
      today,
    );
    expect(cards.map((c) => c.plan_id)).toEqual([3, 4, 2, 1]);
    expect(categoryRank('unknown')).toBeGreaterThan(categoryRank('bundles'));
  });
});
