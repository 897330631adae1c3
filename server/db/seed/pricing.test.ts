import { describe, expect, it } from 'vitest';
import { demoCatalogue, demoRates } from './demo-file';
import { SPECIAL_PLAN } from './handles';

/** The demo catalogue file's rate tables (the import checks bands, gaps and tiers on every seed). */
const rowsOf = (id: number) => demoRates().filter((r) => r.planId === id);

describe('demo price rows (the catalogue file)', () => {
  it('give every active plan a positive price for every allowed tier', () => {
    for (const p of demoCatalogue().plans.filter((x) => x.active !== false)) {
      const rows = rowsOf(p.id);
      expect(rows.length, p.planName).toBeGreaterThan(0);
      expect(
        rows.every((r) => r.monthlyCents > 0),
        p.planName,
      ).toBe(true);
      expect(new Set(rows.map((r) => r.tier)), p.planName).toEqual(new Set(p.allowedTiers ?? ['IO', 'IS', 'IC', 'IF']));
    }
  });

  it('stay inside the plan age limits', () => {
    const limited = rowsOf(SPECIAL_PLAN.ageLimited);
    expect(Math.min(...limited.map((r) => r.ageMin))).toBe(18);
    expect(Math.max(...limited.map((r) => r.ageMax))).toBe(35);
    expect(Math.max(...rowsOf(SPECIAL_PLAN.premierL713).map((r) => r.ageMax))).toBe(64);
  });

  it('price tobacco users higher only on the tobacco-rated plan', () => {
    const rated = rowsOf(SPECIAL_PLAN.tobaccoRated);
    const smoker = rated.find((r) => r.tier === 'IO' && r.ageMin === 30 && r.tobacco);
    const nonSmoker = rated.find((r) => r.tier === 'IO' && r.ageMin === 30 && !r.tobacco);
    expect(smoker!.monthlyCents).toBeGreaterThan(nonSmoker!.monthlyCents);
    const unrated = new Set(
      demoCatalogue()
        .plans.filter((p) => !p.tobaccoRated)
        .map((p) => p.id),
    );
    expect(demoRates().some((r) => unrated.has(r.planId) && r.tobacco)).toBe(false);
  });

  it('has no Family rows on the plan not offered for Family', () => {
    expect(rowsOf(SPECIAL_PLAN.noFamilyTier).some((r) => r.tier === 'IF')).toBe(false);
  });

  it('prices a bundle below the sum of its plans', () => {
    const io30 = (id: number) => rowsOf(id).find((r) => r.tier === 'IO' && r.ageMin <= 30 && 30 <= r.ageMax)!;
    for (const b of demoCatalogue().plans.filter((p) => p.bundleOf?.length)) {
      const parts = b.bundleOf!.map((id) => io30(id).monthlyCents);
      expect(io30(b.id).monthlyCents).toBeLessThan(parts.reduce((a, c) => a + c, 0));
    }
  });
});
