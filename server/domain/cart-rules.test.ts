import { describe, expect, it } from 'vitest';
import {
  pairAddRefusal,
  planIdsToRemove,
  refusalFor,
  singleAddRefusal,
  type AddContext,
  type CartPlanFacts,
} from './cart-rules';

const facts = (id: number, extra: Partial<CartPlanFacts> = {}): CartPlanFacts => ({
  id,
  isMembership: false,
  needsMembership: false,
  isPremier: false,
  blackoutStart: null,
  blackoutEnd: null,
  ...extra,
});

const ctx = (extra: Partial<AddContext> = {}): AddContext => ({
  today: '2026-11-22',
  activePlanIds: new Set(),
  sellable: new Set([101, 133, 123, 162]),
  ...extra,
});

describe('cart rules', () => {
  it('lets a sellable plan in', () => {
    expect(singleAddRefusal(facts(101), ctx())).toBeNull();
  });

  it('refuses a plan inside its blackout window with errorCode blackout, but not outside it', () => {
    const plan = facts(162, { blackoutStart: '2026-11-01', blackoutEnd: '2026-11-30' });
    expect(refusalFor(plan, ctx())?.errorCode).toBe('blackout');
    expect(refusalFor(plan, ctx({ today: '2026-12-01' }))).toBeNull();
  });

  it('refuses a plan the member holds on an ACTIVE policy with errorCode already-active', () => {
    const refusal = refusalFor(facts(101), ctx({ activePlanIds: new Set([101]) }));
    expect(refusal?.errorCode).toBe('already-active');
    expect(refusal?.message).toMatch(/active/);
  });

  it('refuses a plan the storefront does not sell', () => {
    expect(refusalFor(facts(999), ctx())?.errorCode).toBe('not-sold');
  });

  it('sends membership plans and plans needing one through the pair call', () => {
    expect(singleAddRefusal(facts(261, { isMembership: true }), ctx())?.errorCode).toBe('membership-required');
    expect(singleAddRefusal(facts(133, { needsMembership: true }), ctx())?.errorCode).toBe('membership-required');
  });

  it('lets a plan needing a membership in alone once a membership is in the cart', () => {
    const inCart = [{ id: 261, isMembership: true, needsMembership: false }];
    expect(singleAddRefusal(facts(133, { needsMembership: true }), ctx(), inCart)).toBeNull();
  });

  it('accepts a pair of a plan needing a membership (or a premier plan) and a membership plan', () => {
    const membership = facts(261, { isMembership: true });
    expect(pairAddRefusal(facts(133, { needsMembership: true }), membership, ctx())).toBeNull();
    expect(pairAddRefusal(facts(123, { isPremier: true }), membership, ctx())).toBeNull();
  });

  it('refuses a pair whose second plan is not a membership or whose first needs none', () => {
    expect(pairAddRefusal(facts(133, { needsMembership: true }), facts(101), ctx())?.errorCode).toBe(
      'membership-required',
    );
    expect(pairAddRefusal(facts(101), facts(261, { isMembership: true }), ctx())?.errorCode).toBe(
      'membership-required',
    );
  });

  it('applies the plan rules to the pair too', () => {
    const refusal = pairAddRefusal(
      facts(133, { needsMembership: true }),
      facts(261, { isMembership: true }),
      ctx({ activePlanIds: new Set([133]) }),
    );
    expect(refusal?.errorCode).toBe('already-active');
  });

  it('removes a plan together with its paired membership', () => {
    const lines = [
      { planId: 133, pairedPlanId: 261 },
      { planId: 261, pairedPlanId: 133 },
      { planId: 101, pairedPlanId: null },
    ];
    expect(planIdsToRemove(lines, 133)).toEqual([133, 261]);
    expect(planIdsToRemove(lines, 101)).toEqual([101]);
    expect(planIdsToRemove(lines, 555)).toEqual([]);
  });

  it('keeps a membership that another plan in the cart still needs', () => {
    const lines = [
      { planId: 133, pairedPlanId: 261 },
      { planId: 261, pairedPlanId: 133 },
      { planId: 123, pairedPlanId: 261 },
    ];
    expect(planIdsToRemove(lines, 133)).toEqual([133]);
  });
});
