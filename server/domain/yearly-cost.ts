import type { BenefitGroup, UseLevel } from '../../schemas/plan-benefits';

/**
 * The estimated yearly cost of a plan (docs/decisions/0080-yearly-cost-and-paycheck.md): the
 * premium for twelve months plus what one covered person would pay out of pocket for a low, medium
 * or high use of care of the plan's kind, capped by the plan's out-of-pocket maximum where it has
 * one. Pure: typed benefit values in, cents out. The care assumed per level and the prices of that
 * care (a typical allowed amount in the United States) are below, one table per benefit group, so
 * the estimate says what it assumes in one sentence. It is an estimate: real bills differ.
 */

/** A plan's benefit values by key (schemas/plan-benefits.ts); null or absent: the plan has no such limit or benefit. */
export type BenefitValues = Readonly<Record<string, number | string | boolean | null | undefined>>;

export interface YearlyCostInput {
  group: BenefitGroup | null;
  benefits: BenefitValues;
  premiumMonthlyCents: number;
  useLevel: UseLevel;
}

export interface YearlyCost {
  premiumYearlyCents: number;
  expectedOutOfPocketCents: number;
  yearlyCents: number;
  cappedByOutOfPocketMax: boolean;
  assumptions: string;
}

/** Typical allowed amounts of the care the estimates assume, in cents. */
export const CARE_PRICES = {
  medical: { office: 15_000, specialist: 25_000, er: 200_000 },
  dental: { cleaning: 12_500, filling: 20_000, crown: 120_000 },
  vision: { exam: 15_000, lenses: 15_000, frames: 20_000, contacts: 25_000 },
  pet: { wellness: 25_000, sick: 50_000, surgery: 400_000 },
} as const;

interface MedicalUse {
  office: number;
  specialist: number;
  er: number;
  /** Labs, imaging, procedures and hospital care that go to the deductible and coinsurance. */
  otherCents: number;
}
const MEDICAL_USE: Readonly<Record<UseLevel, MedicalUse>> = {
  low: { office: 2, specialist: 0, er: 0, otherCents: 0 },
  medium: { office: 4, specialist: 2, er: 0, otherCents: 150_000 },
  high: { office: 6, specialist: 6, er: 1, otherCents: 1_500_000 },
};

interface DentalUse {
  cleanings: number;
  fillings: number;
  crowns: number;
}
const DENTAL_USE: Readonly<Record<UseLevel, DentalUse>> = {
  low: { cleanings: 2, fillings: 0, crowns: 0 },
  medium: { cleanings: 2, fillings: 1, crowns: 0 },
  high: { cleanings: 2, fillings: 2, crowns: 1 },
};

interface VisionUse {
  exam: boolean;
  glasses: boolean;
  contacts: boolean;
}
const VISION_USE: Readonly<Record<UseLevel, VisionUse>> = {
  low: { exam: true, glasses: false, contacts: false },
  medium: { exam: true, glasses: true, contacts: false },
  high: { exam: true, glasses: true, contacts: true },
};

interface PetUse {
  wellness: number;
  sick: number;
  surgery: number;
}
const PET_USE: Readonly<Record<UseLevel, PetUse>> = {
  low: { wellness: 1, sick: 0, surgery: 0 },
  medium: { wellness: 1, sick: 2, surgery: 0 },
  high: { wellness: 1, sick: 2, surgery: 1 },
};

const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
const count = (n: number, one: string, many: string) => `${String(n)} ${n === 1 ? one : many}`;

/** The plain sentence of what a use level assumes for a benefit group (also for groups without use costs). */
export function assumptionsOf(group: BenefitGroup | null, level: UseLevel): string {
  switch (group) {
    case 'medical': {
      const u = MEDICAL_USE[level];
      const parts = [count(u.office, 'primary care visit', 'primary care visits')];
      if (u.specialist) parts.push(count(u.specialist, 'specialist visit', 'specialist visits'));
      if (u.er) parts.push(count(u.er, 'emergency room visit', 'emergency room visits'));
      if (u.otherCents) parts.push(`${usd(u.otherCents)} of lab work, imaging or hospital care`);
      return `One person's year of ${joinAnd(parts)}, at typical prices.`;
    }
    case 'dental': {
      const u = DENTAL_USE[level];
      const parts = [count(u.cleanings, 'cleaning and exam', 'cleanings and exams')];
      if (u.fillings) parts.push(count(u.fillings, 'filling', 'fillings'));
      if (u.crowns) parts.push(count(u.crowns, 'crown', 'crowns'));
      return `One person's year of ${joinAnd(parts)}, at typical prices, after any waiting periods.`;
    }
    case 'vision': {
      const u = VISION_USE[level];
      const parts = ['1 eye exam'];
      if (u.glasses) parts.push(`glasses (${usd(CARE_PRICES.vision.frames)} frames)`);
      if (u.contacts) parts.push(`a year of contact lenses (${usd(CARE_PRICES.vision.contacts)})`);
      return `One person's year of ${joinAnd(parts)}, with the plan's benefits available this year.`;
    }
    case 'pet': {
      const u = PET_USE[level];
      const parts = [count(u.wellness, 'wellness visit', 'wellness visits')];
      if (u.sick) parts.push(count(u.sick, 'sick visit', 'sick visits'));
      if (u.surgery)
        parts.push(`${count(u.surgery, 'emergency surgery', 'emergency surgeries')} (${usd(CARE_PRICES.pet.surgery)})`);
      return `One pet's year of ${joinAnd(parts)}, at typical prices.`;
    }
    case null:
      return 'Premiums only: no costs of use are estimated for this kind of plan.';
    default:
      return 'Premiums only: this plan pays you set benefits and has no deductible or copays to estimate.';
  }
}

function joinAnd(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] ?? ''}`;
}

const num = (b: BenefitValues, key: string): number | null => {
  const v = b[key];
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null;
};
const flag = (b: BenefitValues, key: string): boolean => b[key] === true;
/** A percentage clamped to 0-100 (a missing one counts as 0). */
const pct = (b: BenefitValues, key: string): number => Math.min(100, num(b, key) ?? 0);
/** cents x percent / 100, rounded half up to the cent. */
const share = (cents: number, percent: number): number => Math.floor((cents * percent * 2 + 100) / 200);

/** What one person pays for a year of medical care at a use level, before the out-of-pocket cap. */
function medicalOutOfPocket(b: BenefitValues, level: UseLevel): number {
  const u = MEDICAL_USE[level];
  const p = CARE_PRICES.medical;
  let copays = 0;
  // A visit with a copay costs the copay; one without goes to the deductible and coinsurance.
  let pooled = u.otherCents;
  const visit = (n: number, copayKey: string, price: number) => {
    const copay = num(b, copayKey);
    if (copay === null) pooled += n * price;
    else copays += n * Math.min(copay, price);
  };
  visit(u.office, 'office_copay', p.office);
  visit(u.specialist, 'specialist_copay', p.specialist);
  visit(u.er, 'er_copay', p.er);
  const deductible = Math.min(num(b, 'deductible') ?? 0, pooled);
  return copays + deductible + share(pooled - deductible, pct(b, 'coinsurance'));
}

function dentalOutOfPocket(b: BenefitValues, level: UseLevel): number {
  const u = DENTAL_USE[level];
  const p = CARE_PRICES.dental;
  const preventive = u.cleanings * p.cleaning;
  const basic = u.fillings * p.filling;
  const major = u.crowns * p.crown;
  const total = preventive + basic + major;
  // The deductible applies to basic and major care (fillings first), never to cleanings.
  let deductibleLeft = num(b, 'deductible') ?? 0;
  const afterDeductible = (cents: number) => {
    const taken = Math.min(deductibleLeft, cents);
    deductibleLeft -= taken;
    return cents - taken;
  };
  const basicCovered = pct(b, 'basic_pct') > 0 ? afterDeductible(basic) : 0;
  const majorCovered = pct(b, 'major_pct') > 0 ? afterDeductible(major) : 0;
  const planPays =
    share(preventive, pct(b, 'preventive_pct')) +
    share(basicCovered, pct(b, 'basic_pct')) +
    share(majorCovered, pct(b, 'major_pct'));
  const annualMax = num(b, 'annual_max');
  return total - (annualMax === null ? planPays : Math.min(planPays, annualMax));
}

function visionOutOfPocket(b: BenefitValues, level: UseLevel): number {
  const u = VISION_USE[level];
  const p = CARE_PRICES.vision;
  // No copay for a service means the plan does not cover it: the full price.
  const copayed = (key: string, price: number) => Math.min(num(b, key) ?? price, price);
  const beyond = (key: string, price: number) => Math.max(0, price - (num(b, key) ?? 0));
  let cost = u.exam ? copayed('exam_copay', p.exam) : 0;
  if (u.glasses) cost += copayed('lens_copay', p.lenses) + beyond('frame_allowance', p.frames);
  if (u.contacts) cost += beyond('contact_allowance', p.contacts);
  return cost;
}

function petOutOfPocket(b: BenefitValues, level: UseLevel): number {
  const u = PET_USE[level];
  const p = CARE_PRICES.pet;
  const wellness = u.wellness * p.wellness;
  const illness = u.sick * p.sick + u.surgery * p.surgery;
  const reimbursement = pct(b, 'reimbursement');
  const wellnessPaid = flag(b, 'wellness_included') ? share(wellness, reimbursement) : 0;
  let illnessPaid = 0;
  if (flag(b, 'illness_covered')) {
    const afterDeductible = Math.max(0, illness - (num(b, 'deductible') ?? 0));
    illnessPaid = share(afterDeductible, reimbursement);
  }
  const limit = num(b, 'annual_limit');
  const planPays = limit === null ? wellnessPaid + illnessPaid : Math.min(wellnessPaid + illnessPaid, limit);
  return wellness + illness - planPays;
}

/** Expected out-of-pocket cents for a group and level, before any out-of-pocket maximum. */
export function expectedOutOfPocket(group: BenefitGroup | null, benefits: BenefitValues, level: UseLevel): number {
  switch (group) {
    case 'medical':
      return medicalOutOfPocket(benefits, level);
    case 'dental':
      return dentalOutOfPocket(benefits, level);
    case 'vision':
      return visionOutOfPocket(benefits, level);
    case 'pet':
      return petOutOfPocket(benefits, level);
    default:
      return 0;
  }
}

/**
 * Premium x 12 plus the expected out-of-pocket cost, the latter capped by the plan's out-of-pocket
 * maximum where it has one (medical plans). Never below premium x 12; never above premium x 12
 * plus the out-of-pocket maximum.
 */
export function yearlyCost(input: YearlyCostInput): YearlyCost {
  const premiumYearlyCents = Math.max(0, Math.round(input.premiumMonthlyCents)) * 12;
  const uncapped = Math.max(0, expectedOutOfPocket(input.group, input.benefits, input.useLevel));
  const oopMax = input.group === 'medical' ? num(input.benefits, 'out_of_pocket_max') : null;
  const capped = oopMax !== null && uncapped > oopMax;
  const expectedOutOfPocketCents = capped ? oopMax : uncapped;
  return {
    premiumYearlyCents,
    expectedOutOfPocketCents,
    yearlyCents: premiumYearlyCents + expectedOutOfPocketCents,
    cappedByOutOfPocketMax: capped,
    assumptions: assumptionsOf(input.group, input.useLevel),
  };
}
