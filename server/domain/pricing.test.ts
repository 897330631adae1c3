import { describe, expect, it } from 'vitest';
import { PRICING_ERROR_MESSAGES } from '../../schemas/messages';
import { findRateRow, priceForPlan, tierPrices } from './pricing';
import { ATLANTA, demoPlan, demoRows, TODAY } from '../../tests/helpers/demo-catalogue';

const price = (id: number, patch = {}) =>
  priceForPlan({ plan: demoPlan(id), pricingRows: demoRows(id), filter: { ...ATLANTA, ...patch }, today: TODAY });

describe('priceForPlan on the demo catalogue', () => {
  it('prices a flat plan by tier', () => {
    const io = price(101);
    expect(io).toEqual({
      ok: true,
      pricing: {
        plan_pricing_id: expect.any(Number),
        tier: 'IO',
        monthly_cents: 3800,
        rate_cents: 3800,
        admin_fee_cents: 0,
      },
    });
    expect(price(101, { tier: 'IF' })).toMatchObject({ ok: true, pricing: { tier: 'IF', monthly_cents: 9880 } });
  });

  it('prices an age-rated plan by the age band of the date of birth', () => {
    const forty = price(121); // 40-49 band: 420 x 1.35
    const twenties = price(121, { dob: '2000-01-01' }); // 18-29 band: 420 x 0.75
    expect(forty).toMatchObject({ ok: true, pricing: { monthly_cents: 56700 } });
    expect(twenties).toMatchObject({ ok: true, pricing: { monthly_cents: 31500 } });
    if (forty.ok && twenties.ok) expect(forty.pricing.plan_pricing_id).not.toBe(twenties.pricing.plan_pricing_id);
  });

  it('charges tobacco users of 131 the tobacco rate', () => {
    const smoker = price(131, { isSmoker: 1 });
    const non = price(131, { isSmoker: 0 });
    expect(smoker.ok && non.ok && smoker.pricing.monthly_cents > non.pricing.monthly_cents).toBe(true);
    expect(non).toMatchObject({ pricing: { monthly_cents: 3240 } }); // 24 x 1.35
    expect(smoker).toMatchObject({ pricing: { monthly_cents: 5022 } }); // 24 x 1.35 x 1.55
  });

  it('adds the 3% administrative fee to the prudential-type plan 133', () => {
    expect(price(133)).toMatchObject({
      ok: true,
      pricing: { rate_cents: 3915, admin_fee_cents: 117, monthly_cents: 4032 },
    });
  });

  it('prices salary and working-hours plans once the filter carries them', () => {
    // 181 files 21 x 1.35 = 28.35 for the $40,000 reference salary; the rate follows the salary up to the cap.
    expect(price(181, { annualIncode: 40_000 })).toMatchObject({
      ok: true,
      pricing: { tier: 'IO', monthly_cents: 2835 },
    });
    expect(price(181, { annualIncode: 80_000 })).toMatchObject({ ok: true, pricing: { monthly_cents: 5670 } });
    expect(price(181, { annualIncode: 300_000 })).toMatchObject({
      ok: true,
      pricing: { monthly_cents: Math.round((2835 * 150_000) / 40_000) },
    });
    // Working hours only decide eligibility, never the rate.
    expect(price(182, { workingHours: 40 })).toEqual(price(182, { workingHours: 60 }));
    expect(price(182, { workingHours: 40 })).toMatchObject({ ok: true, pricing: { monthly_cents: 3510 } });
  });

  it('answers the eligibility error instead of a price', () => {
    expect(price(211, { zip: '10001', state: null })).toEqual({
      ok: false,
      errorCode: 'stateError',
      message: PRICING_ERROR_MESSAGES.stateError,
    });
    expect(price(181)).toMatchObject({
      ok: false,
      errorCode: 'salaryError',
      message: PRICING_ERROR_MESSAGES.salaryError,
    });
    expect(price(112)).toMatchObject({ ok: false, errorCode: 'changePid', pid: 113 });
  });

  it('answers metError when no rate is filed for an eligible applicant', () => {
    const r = priceForPlan({ plan: demoPlan(101), pricingRows: [], filter: ATLANTA, today: TODAY });
    expect(r).toEqual({ ok: false, errorCode: 'metError', message: PRICING_ERROR_MESSAGES.metError });
  });
});

describe('rate lookups', () => {
  it('finds rows only inside their age band', () => {
    const rows = demoRows(121);
    expect(findRateRow(rows, 121, 'IO', 39, false)?.ageMax).toBe(39);
    expect(findRateRow(rows, 121, 'IO', 65, false)).toBeUndefined();
  });
  it('lists the tiers a plan prices, leaving out the missing Family tier of 103', () => {
    expect(tierPrices(demoPlan(103), demoRows(103), 40, false).map((t) => t.tier)).toEqual(['IO', 'IS', 'IC']);
    expect(tierPrices(demoPlan(133), demoRows(133), 40, false)[0]).toMatchObject({ tier: 'IO', monthly_cents: 4032 });
    expect(tierPrices(demoPlan(181), demoRows(181), 40, false, 80_000)[0]).toMatchObject({
      tier: 'IO',
      monthly_cents: 5670,
    });
  });
});
