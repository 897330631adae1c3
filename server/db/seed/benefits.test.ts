import { describe, expect, it } from 'vitest';
import { benefitAttributesOf, benefitGroupOf } from '../../../schemas/plan-benefits';
import { ACME_CONTRIBUTIONS, PLAN_BENEFITS, planBenefitRows } from './benefits';
import { PLANS } from './plans';

const num = (planId: number, key: string): number | null => {
  const v = PLAN_BENEFITS[planId]?.[key];
  return typeof v === 'number' ? v : null;
};

describe('demo plan benefits', () => {
  it('give every plan of a benefit group every attribute of its group, typed by its unit', () => {
    const rows = planBenefitRows();
    for (const plan of PLANS) {
      const group = benefitGroupOf(plan.category);
      const mine = rows.filter((r) => r.planId === plan.id);
      if (!group) {
        expect(mine, plan.name).toEqual([]);
        continue;
      }
      expect(
        mine.map((r) => r.key),
        plan.name,
      ).toEqual(benefitAttributesOf(group).map((a) => a.key));
      for (const attr of benefitAttributesOf(group)) {
        const row = mine.find((r) => r.key === attr.key);
        const seeded = PLAN_BENEFITS[plan.id]?.[attr.key];
        const stored = row?.numValue ?? row?.textValue ?? row?.boolValue ?? null;
        // A seeded value that does not fit its unit would be stored as null ("None"): none may.
        expect(stored, `${plan.name} ${attr.key}`).toBe(seeded);
      }
    }
  });

  it('keep deductibles within the out-of-pocket maximum and HSA eligibility to HSA-qualified plans', () => {
    for (const plan of PLANS.filter((p) => benefitGroupOf(p.category) === 'medical')) {
      const oop = num(plan.id, 'out_of_pocket_max');
      const deductible = num(plan.id, 'deductible') ?? 0;
      if (oop !== null) expect(deductible, plan.name).toBeLessThanOrEqual(oop);
      expect(PLAN_BENEFITS[plan.id]?.hsa_eligible, plan.name).toBe(plan.category === 'hsa');
      if (plan.category === 'hsa') expect(deductible, plan.name).toBeGreaterThanOrEqual(170_000);
    }
  });

  it('give dental waiting periods only to care a plan covers, and richer plans higher maximums', () => {
    for (const plan of PLANS.filter((p) => p.category === 'DENTAL')) {
      for (const [pct, wait] of [
        ['basic_pct', 'basic_waiting'],
        ['major_pct', 'major_waiting'],
      ] as const) {
        if (num(plan.id, pct) === 0) expect(num(plan.id, wait), `${plan.name} ${wait}`).toBeNull();
        else expect(num(plan.id, wait), `${plan.name} ${wait}`).not.toBeNull();
      }
    }
    expect(num(101, 'annual_max')).toBeGreaterThan(num(102, 'annual_max') ?? Infinity);
  });

  it('give Acme a contribution to medical and dental for every tier, within the table checks', () => {
    for (const category of ['MEDICAL', 'DENTAL']) {
      expect(
        ACME_CONTRIBUTIONS.filter((c) => c.category === category)
          .map((c) => c.tier)
          .sort(),
      ).toEqual(['IC', 'IF', 'IO', 'IS']);
    }
    for (const c of ACME_CONTRIBUTIONS) {
      if (c.kind === 'percent') expect(c.percent ?? -1).toBeGreaterThanOrEqual(0);
      else expect(c.flatCents ?? -1).toBeGreaterThanOrEqual(0);
    }
  });
});
