import { describe, expect, it } from 'vitest';
import { benefitAttributesOf, benefitGroupOf } from '../../../schemas/plan-benefits';
import { ACME_CONTRIBUTIONS } from './benefits';
import { demoCatalogue } from './demo-file';

const plans = () => demoCatalogue().plans;
const num = (planId: number, key: string): number | null => {
  const v = plans().find((p) => p.id === planId)?.benefits?.[key];
  return typeof v === 'number' ? v : null;
};

describe('demo plan benefits (the catalogue file)', () => {
  it('give every plan of a benefit group every attribute of its group, typed by its unit', () => {
    for (const plan of plans()) {
      const group = benefitGroupOf(plan.category);
      const keys = Object.keys(plan.benefits ?? {});
      if (!group) {
        expect(keys, plan.planName).toEqual([]);
        continue;
      }
      expect(keys.sort(), plan.planName).toEqual(
        benefitAttributesOf(group)
          .map((a) => a.key)
          .sort(),
      );
      for (const attr of benefitAttributesOf(group)) {
        const v = plan.benefits?.[attr.key];
        const fits =
          v === null ||
          (attr.unit === 'text'
            ? typeof v === 'string'
            : attr.unit === 'boolean'
              ? typeof v === 'boolean'
              : typeof v === 'number');
        expect(fits, `${plan.planName} ${attr.key}`).toBe(true);
      }
    }
  });

  it('keep deductibles within the out-of-pocket maximum and HSA eligibility to HSA-qualified plans', () => {
    for (const plan of plans().filter((p) => benefitGroupOf(p.category) === 'medical')) {
      const oop = num(plan.id, 'out_of_pocket_max');
      const deductible = num(plan.id, 'deductible') ?? 0;
      if (oop !== null) expect(deductible, plan.planName).toBeLessThanOrEqual(oop);
      expect(plan.benefits?.hsa_eligible, plan.planName).toBe(plan.category === 'hsa');
      if (plan.category === 'hsa') expect(deductible, plan.planName).toBeGreaterThanOrEqual(170_000);
    }
  });

  it('give dental waiting periods only to care a plan covers, and richer plans higher maximums', () => {
    for (const plan of plans().filter((p) => p.category === 'DENTAL')) {
      for (const [pct, wait] of [
        ['basic_pct', 'basic_waiting'],
        ['major_pct', 'major_waiting'],
      ] as const) {
        if (num(plan.id, pct) === 0) expect(num(plan.id, wait), `${plan.planName} ${wait}`).toBeNull();
        else expect(num(plan.id, wait), `${plan.planName} ${wait}`).not.toBeNull();
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
