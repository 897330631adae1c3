import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BENEFIT_GROUPS, USE_LEVELS, type BenefitGroup } from '../../schemas/plan-benefits';
import { assumptionsOf, yearlyCost, type BenefitValues } from './yearly-cost';

const dentalPlus = {
  annual_max: 150_000,
  deductible: 5_000,
  preventive_pct: 100,
  basic_pct: 80,
  major_pct: 50,
  basic_waiting: 0,
  major_waiting: 12,
  ortho_lifetime_max: 100_000,
};
const dentalBasic = { ...dentalPlus, annual_max: 100_000, major_pct: 0, major_waiting: null };
const silverPpo = {
  deductible: 300_000,
  out_of_pocket_max: 850_000,
  coinsurance: 20,
  office_copay: 3_000,
  specialist_copay: 6_000,
  er_copay: 35_000,
  network_type: 'PPO',
  hsa_eligible: false,
};
const bronzeEpo = {
  ...silverPpo,
  deductible: 650_000,
  out_of_pocket_max: 920_000,
  coinsurance: 40,
  office_copay: 7_500,
  specialist_copay: 12_500,
  er_copay: 75_000,
};

const cost = (group: BenefitGroup | null, benefits: BenefitValues, level: 'low' | 'medium' | 'high', premium = 0) =>
  yearlyCost({ group, benefits, premiumMonthlyCents: premium, useLevel: level });

describe('yearlyCost', () => {
  it('prices a year of dental care: cleanings covered, the deductible on fillings first, crowns at the major share', () => {
    expect(cost('dental', dentalPlus, 'low', 3_800)).toMatchObject({
      premiumYearlyCents: 45_600,
      expectedOutOfPocketCents: 0,
      yearlyCents: 45_600,
    });
    // One $200 filling: $50 deductible, then 80% of $150 paid: the member pays $50 + $30.
    expect(cost('dental', dentalPlus, 'medium').expectedOutOfPocketCents).toBe(8_000);
    // Two fillings ($400: $50 deductible, 80% of $350) and a $1,200 crown at 50%: $1,850 - $1,130.
    expect(cost('dental', dentalPlus, 'high').expectedOutOfPocketCents).toBe(72_000);
    // No major care: the crown is the member's in full.
    expect(cost('dental', dentalBasic, 'high').expectedOutOfPocketCents).toBe(132_000);
  });

  it('holds the plan to its dental annual maximum', () => {
    const lowMax = { ...dentalPlus, annual_max: 50_000 };
    // The plan would pay $1,130 but stops at $500 of the $1,850 of care.
    expect(cost('dental', lowMax, 'high').expectedOutOfPocketCents).toBe(135_000);
  });

  it('prices medical use with copays for visits and the deductible and coinsurance for the rest', () => {
    expect(cost('medical', silverPpo, 'low').expectedOutOfPocketCents).toBe(6_000);
    expect(cost('medical', silverPpo, 'medium').expectedOutOfPocketCents).toBe(174_000);
    const high = cost('medical', silverPpo, 'high', 42_000);
    expect(high).toMatchObject({
      expectedOutOfPocketCents: 629_000,
      cappedByOutOfPocketMax: false,
      yearlyCents: 42_000 * 12 + 629_000,
    });
  });

  it('caps the out-of-pocket cost at the plan maximum and says so', () => {
    // $1,950 of copays + $6,500 deductible + 40% of $8,500 = $11,850, over the $9,200 maximum.
    expect(cost('medical', bronzeEpo, 'high', 31_000)).toMatchObject({
      expectedOutOfPocketCents: 920_000,
      cappedByOutOfPocketMax: true,
      yearlyCents: 31_000 * 12 + 920_000,
    });
  });

  it('sends visits without a copay to the deductible (HSA-qualified plans)', () => {
    const hsa = { ...silverPpo, deductible: 700_000, office_copay: null, specialist_copay: null, er_copay: null };
    expect(cost('medical', hsa, 'low').expectedOutOfPocketCents).toBe(30_000);
  });

  it('prices glasses and contacts beyond the vision allowances', () => {
    const choice = { exam_copay: 1_000, lens_copay: 2_500, frame_allowance: 15_000, contact_allowance: 15_000 };
    expect(cost('vision', choice, 'low').expectedOutOfPocketCents).toBe(1_000);
    expect(cost('vision', choice, 'medium').expectedOutOfPocketCents).toBe(8_500);
    expect(cost('vision', choice, 'high').expectedOutOfPocketCents).toBe(18_500);
  });

  it('reimburses pet illness after the deductible and leaves uncovered wellness to the owner', () => {
    const accident = {
      reimbursement: 80,
      deductible: 25_000,
      annual_limit: 1_000_000,
      illness_covered: true,
      wellness_included: false,
    };
    expect(cost('pet', accident, 'high').expectedOutOfPocketCents).toBe(145_000);
    expect(cost('pet', { ...accident, annual_limit: 100_000 }, 'high').expectedOutOfPocketCents).toBe(425_000);
  });

  it('estimates premiums only for plans that pay set benefits, and says so', () => {
    const life = cost('life', { benefit_amount: 10_000_000 }, 'high', 2_400);
    expect(life).toMatchObject({ expectedOutOfPocketCents: 0, yearlyCents: 28_800, cappedByOutOfPocketMax: false });
    expect(life.assumptions).toMatch(/^Premiums only/);
    expect(cost(null, {}, 'low', 995).yearlyCents).toBe(11_940);
  });

  it('says what each level assumes in one sentence', () => {
    expect(assumptionsOf('dental', 'high')).toBe(
      "One person's year of 2 cleanings and exams, 2 fillings and 1 crown, at typical prices, after any waiting periods.",
    );
    expect(assumptionsOf('medical', 'low')).toBe("One person's year of 2 primary care visits, at typical prices.");
  });
});

// Benefit values as a plan could carry them: any subset of keys, numbers in cents or percent.
const anyValues = fc.dictionary(
  fc.constantFrom(
    'deductible',
    'out_of_pocket_max',
    'coinsurance',
    'office_copay',
    'specialist_copay',
    'er_copay',
    'annual_max',
    'preventive_pct',
    'basic_pct',
    'major_pct',
    'exam_copay',
    'lens_copay',
    'frame_allowance',
    'contact_allowance',
    'reimbursement',
    'annual_limit',
    'illness_covered',
    'wellness_included',
  ),
  fc.oneof(fc.integer({ min: 0, max: 2_000_000 }), fc.integer({ min: 0, max: 100 }), fc.boolean(), fc.constant(null)),
);

describe('yearlyCost properties', () => {
  it('never falls below premium x 12 and never exceeds premium x 12 plus the out-of-pocket maximum', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BENEFIT_GROUPS, null),
        anyValues,
        fc.integer({ min: 0, max: 500_000 }),
        fc.constantFrom(...USE_LEVELS),
        (group, benefits, premium, level) => {
          const r = cost(group, benefits, level, premium);
          expect(r.yearlyCents).toBeGreaterThanOrEqual(premium * 12);
          expect(Number.isInteger(r.yearlyCents)).toBe(true);
          const oopMax = benefits.out_of_pocket_max;
          if (group === 'medical' && typeof oopMax === 'number')
            expect(r.yearlyCents).toBeLessThanOrEqual(premium * 12 + oopMax);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never estimates less for more use', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BENEFIT_GROUPS), anyValues, (group, benefits) => {
        const [low, medium, high] = USE_LEVELS.map((l) => cost(group, benefits, l).expectedOutOfPocketCents);
        expect(low).toBeLessThanOrEqual(medium ?? 0);
        expect(medium).toBeLessThanOrEqual(high ?? 0);
      }),
      { numRuns: 500 },
    );
  });
});
