import { benefitAttributesOf, benefitGroupOf } from '../../../schemas/plan-benefits';
import { groupContributions, groupPayroll, planBenefits } from '../schema';
import { insertInChunks, type SeedContext } from './context';
import { GROUP } from './handles';
import { PLANS } from './plans';

/** A benefit value as seeded: a number (cents, percent, months, days, years), a text, a yes/no, or null for "None". */
type SeedValue = number | string | boolean | null;

const dollars = (d: number) => d * 100;

/**
 * What each demo plan covers, by plan id and attribute key (schemas/plan-benefits.ts). Every plan
 * of a benefit group has every attribute of its group; the values agree with the plan's short text
 * and with each other (a deductible below the out-of-pocket maximum, waiting periods only where the
 * care is covered, an HSA-eligible plan with an HSA-qualified deductible).
 */
export const PLAN_BENEFITS: Readonly<Record<number, Readonly<Record<string, SeedValue>>>> = {
  // Medical: deductible, out-of-pocket maximum, coinsurance (member's share), copays, network, HSA.
  121: medical(3000, 8500, 20, 30, 60, 350, 'PPO', false),
  122: medical(6500, 9200, 40, 75, 125, 750, 'EPO', false),
  123: medical(2500, 7500, 30, 35, 70, 400, 'PPO', false),
  // Plan G: the Part B deductible is all a member pays for covered care; no copays.
  124: medical(257, 257, 0, null, null, null, 'Any provider that accepts Medicare', false),
  125: medical(1500, 6000, 20, 25, 50, 250, 'PPO (union network)', false),
  // Limited medical and guaranteed issue: fixed benefits, so no out-of-pocket maximum.
  141: medical(0, null, 50, 100, 200, 1500, 'Any provider (fixed benefits)', false),
  142: medical(1000, null, 40, 40, 80, 500, 'PHCS PPO', false),
  143: medical(500, null, 50, 50, 100, 750, 'Any provider (fixed benefits)', false),
  // HSA-qualified: every visit counts toward the deductible (no copays).
  231: medical(7000, 8500, 20, null, null, null, 'PPO', true),
  232: medical(4000, 7000, 20, null, null, null, 'PPO', true),
  251: medical(0, null, 50, 100, 200, 1500, 'Any provider (fixed benefits)', false),
  252: medical(0, null, 40, 75, 150, 1000, 'Any provider (fixed benefits)', false),

  // Dental: annual maximum, deductible, plan pays preventive/basic/major, waiting periods, orthodontia.
  101: dental(1500, 50, 100, 80, 50, 0, 12, 1000),
  102: dental(1000, 50, 100, 80, 0, 6, null, null),
  103: dental(750, 0, 100, 0, 0, null, null, null),

  // Vision: exam and lens copays, frame and contact allowances, months between benefits.
  111: vision(10, 25, 150, 150, 12),
  112: vision(15, 25, 100, 100, 24),
  113: vision(15, 25, 120, 120, 24),

  // Term life: death benefit, term in years, evidence of insurability above.
  131: { benefit_amount: dollars(100_000), term: 20, eoi_above: null },
  132: { benefit_amount: dollars(50_000), term: 10, eoi_above: null },
  133: { benefit_amount: dollars(300_000), term: 1, eoi_above: dollars(100_000) },

  // Disability: share of income, monthly maximum, elimination period in days, benefit period.
  181: { benefit_pct: 60, monthly_max: dollars(1500), elimination_period: 14, benefit_period: '26 weeks' },
  182: { benefit_pct: 60, monthly_max: dollars(5000), elimination_period: 90, benefit_period: 'To age 65' },

  // Accident: scheduled benefits per event.
  201: {
    er_visit: dollars(150),
    hospital_admission: dollars(1000),
    fracture_max: dollars(5000),
    ambulance: dollars(300),
  },
  202: {
    er_visit: dollars(100),
    hospital_admission: dollars(500),
    fracture_max: dollars(2500),
    ambulance: dollars(200),
  },

  // Critical illness: lump sum, share paid for invasive cancer, recurrence, screening benefit.
  191: { lump_sum: dollars(20_000), cancer_pct: 100, recurrence: true, wellness_benefit: dollars(50) },
  192: { lump_sum: dollars(10_000), cancer_pct: 100, recurrence: false, wellness_benefit: null },

  // Hospital indemnity: per admission, per day, days a year, per intensive-care day.
  211: { admission: dollars(1000), daily_confinement: dollars(200), max_days: 30, icu_daily: dollars(400) },
  212: { admission: dollars(1500), daily_confinement: dollars(250), max_days: 60, icu_daily: dollars(500) },
  241: { admission: null, daily_confinement: dollars(500), max_days: 30, icu_daily: null },
  242: { admission: null, daily_confinement: dollars(1000), max_days: 30, icu_daily: null },

  // Pet: reimbursement, deductible, annual limit, accidents and illnesses, routine wellness.
  221: {
    reimbursement: 80,
    deductible: dollars(250),
    annual_limit: dollars(10_000),
    illness_covered: true,
    wellness_included: false,
  },
  222: {
    reimbursement: 100,
    deductible: 0,
    annual_limit: dollars(450),
    illness_covered: false,
    wellness_included: true,
  },
};

function medical(
  deductible: number,
  oopMax: number | null,
  coinsurance: number,
  office: number | null,
  specialist: number | null,
  er: number | null,
  network: string,
  hsa: boolean,
): Record<string, SeedValue> {
  const orNull = (d: number | null) => (d === null ? null : dollars(d));
  return {
    deductible: dollars(deductible),
    out_of_pocket_max: orNull(oopMax),
    coinsurance,
    office_copay: orNull(office),
    specialist_copay: orNull(specialist),
    er_copay: orNull(er),
    network_type: network,
    hsa_eligible: hsa,
  };
}

function dental(
  annualMax: number,
  deductible: number,
  preventive: number,
  basic: number,
  major: number,
  basicWaiting: number | null,
  majorWaiting: number | null,
  ortho: number | null,
): Record<string, SeedValue> {
  return {
    annual_max: dollars(annualMax),
    deductible: dollars(deductible),
    preventive_pct: preventive,
    basic_pct: basic,
    major_pct: major,
    basic_waiting: basicWaiting,
    major_waiting: majorWaiting,
    ortho_lifetime_max: ortho === null ? null : dollars(ortho),
  };
}

function vision(
  exam: number,
  lens: number,
  frames: number,
  contacts: number,
  months: number,
): Record<string, SeedValue> {
  return {
    exam_copay: dollars(exam),
    lens_copay: dollars(lens),
    frame_allowance: dollars(frames),
    contact_allowance: dollars(contacts),
    frequency: months,
  };
}

/** The typed rows of PLAN_BENEFITS for every demo plan of a benefit group. */
export function planBenefitRows(): Array<typeof planBenefits.$inferInsert> {
  return PLANS.flatMap((plan) => {
    const group = benefitGroupOf(plan.category);
    if (!group) return [];
    const values = PLAN_BENEFITS[plan.id];
    if (!values) throw new Error(`no benefits for plan ${plan.id}`);
    return benefitAttributesOf(group).map(({ key, unit }) => {
      const v = values[key];
      if (v === undefined) throw new Error(`plan ${plan.id} has no ${key}`);
      return {
        planId: plan.id,
        key,
        numValue: typeof v === 'number' && unit !== 'text' && unit !== 'boolean' ? v : null,
        textValue: typeof v === 'string' && unit === 'text' ? v : null,
        boolValue: typeof v === 'boolean' && unit === 'boolean' ? v : null,
      };
    });
  });
}

/**
 * Acme (GRP2001) pays every two weeks and contributes to medical (HSA-qualified medical too) and
 * dental: three quarters of the employee's own medical premium and half for family tiers, and a
 * flat $20 (employee only) or $30 a month toward dental, never more than the premium.
 */
export const ACME_CONTRIBUTIONS: ReadonlyArray<typeof groupContributions.$inferInsert> = [
  ...(['MEDICAL', 'hsa'] as const).flatMap((category) =>
    (['IO', 'IS', 'IC', 'IF'] as const).map((tier) => ({
      groupId: GROUP.acme,
      category,
      tier,
      kind: 'percent' as const,
      percent: tier === 'IO' ? 75 : 50,
      flatCents: null,
    })),
  ),
  ...(['IO', 'IS', 'IC', 'IF'] as const).map((tier) => ({
    groupId: GROUP.acme,
    category: 'DENTAL',
    tier,
    kind: 'flat' as const,
    flatCents: tier === 'IO' ? 2000 : 3000,
    percent: null,
  })),
];

/** Plan benefits, and Acme's payroll frequency and employer contributions. */
export async function seedBenefits({ tx }: SeedContext): Promise<void> {
  await insertInChunks(planBenefitRows(), 200, (chunk) => tx.insert(planBenefits).values(chunk));
  await tx.insert(groupPayroll).values({ groupId: GROUP.acme, payFrequency: 'biweekly' });
  await tx.insert(groupContributions).values([...ACME_CONTRIBUTIONS]);
}
