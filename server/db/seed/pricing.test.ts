import { describe, expect, it } from 'vitest';
import { PLANS, SPECIAL_PLAN } from './plans';
import { priceRowsFor } from './pricing';

const plan = (id: number) => {
  const p = PLANS.find((x) => x.id === id);
  if (!p) throw new Error(`no plan ${id}`);
  return p;
};

describe('demo price rows', () => {
  it('give every sellable plan a positive price for every allowed tier', () => {
    for (const p of PLANS) {
      const rows = priceRowsFor(p);
      expect(rows.length, p.name).toBeGreaterThan(0);
      expect(
        rows.every((r) => r.monthlyCents > 0),
        p.name,
      ).toBe(true);
      expect(new Set(rows.map((r) => r.tier)), p.name).toEqual(new Set(p.allowedTiers ?? ['IO', 'IS', 'IC', 'IF']));
    }
  });

  it('never overlap: one row per plan, tier, age and tobacco answer', () => {
    for (const p of PLANS) {
      const seen = new Set<string>();
      for (const r of priceRowsFor(p)) {
        for (let age = r.ageMin; age <= r.ageMax; age++) {
          const key = `${r.tier}/${age}/${r.tobacco}`;
          expect(seen.has(key), `${p.name} ${key}`).toBe(false);
          seen.add(key);
        }
      }
    }
  });

  it('stay inside the plan age limits', () => {
    const limited = priceRowsFor(plan(SPECIAL_PLAN.ageLimited));
    expect(Math.min(...limited.map((r) => r.ageMin))).toBe(18);
    expect(Math.max(...limited.map((r) => r.ageMax))).toBe(35);
    const under65 = priceRowsFor(plan(SPECIAL_PLAN.premierL713));
    expect(Math.max(...under65.map((r) => r.ageMax))).toBe(64);
  });

  it('price tobacco users higher only on the tobacco-rated plan', () => {
    const rated = priceRowsFor(plan(SPECIAL_PLAN.tobaccoRated));
    const smoker = rated.find((r) => r.tier === 'IO' && r.ageMin === 30 && r.tobacco);
    const nonSmoker = rated.find((r) => r.tier === 'IO' && r.ageMin === 30 && !r.tobacco);
    expect(smoker!.monthlyCents).toBeGreaterThan(nonSmoker!.monthlyCents);
    const unrated = PLANS.filter((p) => !p.tobaccoRated).flatMap((p) => priceRowsFor(p));
    expect(unrated.some((r) => r.tobacco)).toBe(false);
  });

  it('has no Family rows on the plan not offered for Family', () => {
    expect(priceRowsFor(plan(SPECIAL_PLAN.noFamilyTier)).some((r) => r.tier === 'IF')).toBe(false);
  });

  it('prices a bundle below the sum of its plans', () => {
    for (const b of PLANS.filter((p) => p.bundleOf)) {
      const bundle = priceRowsFor(b).find((r) => r.tier === 'IO' && r.ageMin === 30)!;
      const parts = b.bundleOf!.map(
        (id) => priceRowsFor(plan(id)).find((r) => r.tier === 'IO' && r.ageMin === 30)!.monthlyCents,
      );
      expect(bundle.monthlyCents).toBeLessThan(parts.reduce((a, c) => a + c, 0));
    }
  });
});
