import type { CarrierCode } from './carriers';

/** A demo plan: `base` is the monthly price in dollars for Member Only, age 30-39, non-tobacco. */
export interface PlanSeed {
  id: number;
  category: string;
  carrier: CarrierCode;
  name: string;
  short: string;
  callout?: string;
  base: number;
  ageRated?: boolean;
  featured?: boolean;
  planType?: string;
  isPremier?: boolean;
  isIha?: boolean;
  isUnion?: boolean;
  isPrudential?: boolean;
  isMembership?: boolean;
  needsMembership?: boolean;
  tobaccoRated?: boolean;
  salaryRequired?: boolean;
  minAnnualSalary?: number;
  minWorkingHours?: number;
  minAge?: number;
  maxAge?: number;
  excludedStates?: string[];
  allowedTiers?: Array<'IO' | 'IS' | 'IC' | 'IF'>;
  blackout?: [string, string];
  changePidTo?: number;
  requiredTabs?: string[];
  /** Member plan ids of a bundle (category 'bundles'). */
  bundleOf?: number[];
  /** Only the employer portal sells it (union plans are group business). */
  employerOnly?: boolean;
}

/** Ids of the plans demo-data.md asks for by role. */
export const SPECIAL_PLAN = {
  premierL713: 123,
  iha: 142,
  union: 125,
  prudentialLife: 133,
  membershipEntry: 261,
  healthQuestions: 191,
  aflacQuestions: 201,
  declines: 171,
  needsSalary: 181,
  needsWorkingHours: 182,
  tobaccoRated: 131,
  notInNewYork: 211,
  noFamilyTier: 103,
  ageLimited: 143,
  blackout: 162,
  changePid: 112,
  changePidTarget: 113,
} as const;

const UNDER_65 = { maxAge: 64 } as const;

export const PLANS: PlanSeed[] = [
  {
    id: 101,
    category: 'DENTAL',
    carrier: 'BSD',
    name: 'Brightsmile Dental Plus PPO',
    short: 'Cleanings at 100%, crowns at 50%, $1,500 annual maximum.',
    callout: 'Most popular',
    base: 38,
    featured: true,
  },
  {
    id: 102,
    category: 'DENTAL',
    carrier: 'BSD',
    name: 'Brightsmile Dental Basic',
    short: 'Preventive care at 100% and fillings at 80%, $1,000 annual maximum.',
    base: 22,
  },
  {
    id: 103,
    category: 'DENTAL',
    carrier: 'BSD',
    name: 'Brightsmile Dental Starter',
    short: 'Preventive-only dental for individuals, couples and parents with children.',
    base: 16,
    allowedTiers: ['IO', 'IS', 'IC'],
  },

  {
    id: 111,
    category: 'VISION',
    carrier: 'CVV',
    name: 'ClearView Vision Choice',
    short: '$10 exam, $150 frame or contact allowance every 12 months.',
    callout: 'Best value',
    base: 12,
    featured: true,
  },
  {
    id: 112,
    category: 'VISION',
    carrier: 'CVV',
    name: 'ClearView Vision Classic',
    short: 'Replaced by ClearView Vision Classic 2025.',
    base: 10,
    changePidTo: 113,
  },
  {
    id: 113,
    category: 'VISION',
    carrier: 'CVV',
    name: 'ClearView Vision Classic 2025',
    short: '$15 exam, $120 frame allowance every 24 months.',
    base: 9,
  },

  {
    id: 121,
    category: 'MEDICAL',
    carrier: 'KHA',
    name: 'Keystone Silver PPO 3000',
    short: '$3,000 deductible, $30 doctor visits, $8,500 out-of-pocket maximum.',
    base: 420,
    ageRated: true,
    ...UNDER_65,
    requiredTabs: ['primary_health_info'],
  },
  {
    id: 122,
    category: 'MEDICAL',
    carrier: 'KHA',
    name: 'Keystone Bronze EPO 6500',
    short: '$6,500 deductible, free preventive care, lowest premium.',
    base: 310,
    ageRated: true,
    ...UNDER_65,
  },
  {
    id: 123,
    category: 'MEDICAL',
    carrier: 'PBP',
    name: 'Premier L713 Medical Guard',
    short: 'Premier L713 medical plan with companion benefit; Member + 1 Child on the IC tier.',
    callout: 'Premier',
    base: 365,
    ageRated: true,
    ...UNDER_65,
    isPremier: true,
    requiredTabs: ['primary_health_info'],
  },
  {
    id: 124,
    category: 'MEDICAL',
    carrier: 'KHA',
    name: 'Keystone Medicare Supplement Plan G',
    short: 'Covers the gaps in Original Medicare except the Part B deductible.',
    base: 165,
    ageRated: true,
    minAge: 65,
    maxAge: 100,
    allowedTiers: ['IO', 'IS'],
  },
  {
    id: 125,
    category: 'MEDICAL',
    carrier: 'TUB',
    name: 'Trades Union Medical Plan',
    short: 'Union-sponsored medical plan; price includes union dues, annuity fund and association fees.',
    base: 395,
    ...UNDER_65,
    isUnion: true,
    employerOnly: true,
  },

  {
    id: 131,
    category: 'TERM_LIFE',
    carrier: 'HBL',
    name: 'Harborline 20-Year Term Life 100k',
    short: '$100,000 level benefit for 20 years; tobacco users pay a higher rate.',
    base: 24,
    ageRated: true,
    tobaccoRated: true,
    featured: true,
    ...UNDER_65,
    requiredTabs: ['beneficiary_info'],
  },
  {
    id: 132,
    category: 'TERM_LIFE',
    carrier: 'HBL',
    name: 'Harborline 10-Year Term Life 50k',
    short: '$50,000 level benefit for 10 years, no medical exam.',
    base: 11,
    ageRated: true,
    ...UNDER_65,
    requiredTabs: ['beneficiary_info'],
  },
  {
    id: 133,
    category: 'TERM_LIFE',
    carrier: 'MML',
    name: 'Meridian Optional Term Life 100k-300k',
    short: 'Optional life of $100,000 to $300,000; evidence of insurability required, decision in 5 to 10 days.',
    base: 29,
    ageRated: true,
    ...UNDER_65,
    isPrudential: true,
    needsMembership: true,
    requiredTabs: ['beneficiary_info', 'primary_health_info'],
  },

  {
    id: 141,
    category: 'LIMITEDMED',
    carrier: 'KHA',
    name: 'Keystone Limited Medical Essentials',
    short: '$50 per doctor visit, $100 urgent care, $1,000 per hospital admission.',
    base: 89,
    ageRated: true,
    ...UNDER_65,
  },
  {
    id: 142,
    category: 'LIMITEDMED',
    carrier: 'IHA',
    name: 'IHA Family Health Access',
    short: 'Independent Health Alliance plan: up to 5 children on IC and 9 dependents on IF.',
    base: 129,
    ageRated: true,
    ...UNDER_65,
    isIha: true,
  },
  {
    id: 143,
    category: 'LIMITEDMED',
    carrier: 'KHA',
    name: 'Keystone Young Adult Limited Medical',
    short: 'Affordable fixed benefits for adults aged 18 to 35.',
    base: 59,
    ageRated: true,
    minAge: 18,
    maxAge: 35,
  },

  {
    id: 151,
    category: 'RX',
    carrier: 'RXS',
    name: 'RxSaver Generic Rx Card',
    short: 'Generics from $4 at 60,000 pharmacies.',
    base: 9.95,
  },
  {
    id: 152,
    category: 'RX',
    carrier: 'RXS',
    name: 'RxSaver Brand + Generic Rx',
    short: 'Up to 80% off generics and brand-name drugs, with home delivery.',
    base: 24.95,
  },

  {
    id: 161,
    category: 'LIFESTYLE',
    carrier: 'TCN',
    name: 'TeleCare 24/7 Telemedicine',
    short: 'Doctor by phone or video any time, $0 consult fee.',
    callout: 'No consult fees',
    base: 14.95,
    featured: true,
  },
  {
    id: 162,
    category: 'LIFESTYLE',
    carrier: 'TCN',
    name: 'TeleCare Telemedicine Plus',
    short: 'Telemedicine plus dermatology and therapy visits; closed to new enrollment during the blackout period.',
    base: 19.95,
    blackout: ['2020-01-01', '2099-12-31'],
  },
  {
    id: 163,
    category: 'LIFESTYLE',
    carrier: 'TCN',
    name: 'TeleCare Wellness Counseling',
    short: 'Unlimited counseling sessions by video with licensed therapists.',
    base: 9.95,
  },

  {
    id: 171,
    category: 'SUPPLEMENTAL',
    carrier: 'SFS',
    name: 'Sunfield Cancer Care',
    short: 'Lump sum on a cancer diagnosis; some health answers decline the application.',
    base: 18,
    ageRated: true,
    ...UNDER_65,
  },
  {
    id: 172,
    category: 'SUPPLEMENTAL',
    carrier: 'SFS',
    name: 'Sunfield Gap Cash Supplemental',
    short: 'Helps pay your major medical deductible with cash benefits.',
    base: 22,
  },

  {
    id: 181,
    category: 'DI',
    carrier: 'SIP',
    name: 'Steadfast Short-Term Disability',
    short: '60% of salary for up to 26 weeks; rates depend on your annual salary.',
    base: 21,
    ageRated: true,
    ...UNDER_65,
    salaryRequired: true,
    minAnnualSalary: 15000,
  },
  {
    id: 182,
    category: 'DI',
    carrier: 'SIP',
    name: 'Steadfast Long-Term Disability',
    short: '60% of income to age 65 after a 90-day elimination period; for employees working 30 or more hours a week.',
    base: 26,
    ageRated: true,
    ...UNDER_65,
    minWorkingHours: 30,
  },

  {
    id: 191,
    category: 'CI',
    carrier: 'SFS',
    name: 'Sunfield Critical Illness 20k',
    short: '$20,000 lump sum for heart attack, stroke, cancer and more; a few health questions apply.',
    base: 16,
    ageRated: true,
    ...UNDER_65,
    requiredTabs: ['primary_health_info'],
  },
  {
    id: 192,
    category: 'CI',
    carrier: 'SFS',
    name: 'Sunfield Critical Illness 10k',
    short: '$10,000 lump sum on first diagnosis of a covered illness.',
    base: 9,
    ageRated: true,
    ...UNDER_65,
  },

  {
    id: 201,
    category: 'ACCIDENT',
    carrier: 'SFS',
    name: 'Sunfield Accident Advantage',
    short: 'Emergency room, fracture and follow-up benefits; answer two eligibility questions to apply.',
    base: 15,
    featured: true,
  },
  {
    id: 202,
    category: 'ACCIDENT',
    carrier: 'SFS',
    name: 'Sunfield Accident Basic',
    short: 'Scheduled benefits for fractures, dislocations and ER visits.',
    base: 9,
  },

  {
    id: 211,
    category: 'HOSPITAL',
    carrier: 'KHA',
    name: 'Keystone Hospital Indemnity',
    short: '$1,000 per admission and $200 per day; not available in NY.',
    base: 27,
    ageRated: true,
    excludedStates: ['NY'],
  },
  {
    id: 212,
    category: 'HOSPITAL',
    carrier: 'KHA',
    name: 'Keystone Hospital Confinement Plus',
    short: '$1,500 per admission, $250 per day and outpatient surgery benefit.',
    base: 34,
    ageRated: true,
  },

  {
    id: 221,
    category: 'PET',
    carrier: 'PAW',
    name: 'Pawsure Pet Accident & Illness',
    short: '80% reimbursement, $250 deductible, any licensed vet.',
    base: 29,
    featured: true,
  },
  {
    id: 222,
    category: 'PET',
    carrier: 'PAW',
    name: 'Pawsure Pet Wellness',
    short: 'Vaccines, checkups and dental cleanings for dogs and cats.',
    base: 15,
  },

  {
    id: 231,
    category: 'hsa',
    carrier: 'KHA',
    name: 'Keystone Qualified HSA Bronze 7000',
    short: 'HSA-qualified plan with a $7,000 deductible.',
    base: 280,
    ageRated: true,
    ...UNDER_65,
  },
  {
    id: 232,
    category: 'hsa',
    carrier: 'KHA',
    name: 'Keystone Qualified HSA Silver 4000',
    short: 'HSA-qualified plan with a $4,000 deductible and $0 preventive care.',
    base: 365,
    ageRated: true,
    ...UNDER_65,
  },

  {
    id: 241,
    category: 'PWPA',
    carrier: 'PBP',
    name: 'Performance Advantage Guaranteed 500 (MM)',
    short: 'Guaranteed acceptance; $500 hospital day benefit.',
    base: 49,
    planType: 'MM',
    ...UNDER_65,
  },
  {
    id: 242,
    category: 'PWPA',
    carrier: 'PBP',
    name: 'Performance Advantage Guaranteed 1000 (MM)',
    short: 'Guaranteed acceptance; $1,000 hospital day benefit.',
    base: 79,
    planType: 'MM',
    ...UNDER_65,
  },

  {
    id: 251,
    category: 'GUARANTEED',
    carrier: 'KHA',
    name: 'Keystone Guaranteed Issue Limited Medical 100',
    short: 'No health questions; $100 per day hospital benefit and $50 doctor visits.',
    base: 99,
    ageRated: true,
    ...UNDER_65,
  },
  {
    id: 252,
    category: 'GUARANTEED',
    carrier: 'KHA',
    name: 'Keystone Guaranteed Issue Limited Medical 250',
    short: 'No health questions; $250 per day hospital benefit and $75 doctor visits.',
    base: 149,
    ageRated: true,
    ...UNDER_65,
  },

  {
    id: 261,
    category: 'LIFESTYLE',
    carrier: 'NWA',
    name: 'Elevate Wellness Membership - Entry',
    short: 'Entry membership of the National Wellness Association.',
    base: 5,
    isMembership: true,
  },
  {
    id: 262,
    category: 'LIFESTYLE',
    carrier: 'NWA',
    name: 'Elevate Wellness Membership - Plus',
    short: 'Membership with telemedicine and pharmacy discounts.',
    base: 15,
    isMembership: true,
  },
  {
    id: 263,
    category: 'LIFESTYLE',
    carrier: 'NWA',
    name: 'Elevate Wellness Membership - Premier',
    short: 'Membership with telemedicine, pharmacy, vision and hearing discounts.',
    base: 25,
    isMembership: true,
  },

  {
    id: 271,
    category: 'bundles',
    carrier: 'OEB',
    name: 'Smile & See Bundle (2 in 1)',
    short: 'Dental Basic and Vision Choice in one price.',
    base: 0,
    bundleOf: [102, 111],
  },
  {
    id: 272,
    category: 'bundles',
    carrier: 'OEB',
    name: 'Dental & Rx Duo (2 in 1)',
    short: 'Dental Basic and the generic Rx card together.',
    base: 0,
    bundleOf: [102, 151],
  },
  {
    id: 273,
    category: 'bundles',
    carrier: 'OEB',
    name: 'Triple Play Care Bundle (3 in 1)',
    short: 'Dental, vision and 24/7 telemedicine.',
    callout: 'Save 10%',
    base: 0,
    bundleOf: [102, 111, 161],
    featured: true,
  },
  {
    id: 274,
    category: 'bundles',
    carrier: 'OEB',
    name: 'Family Protect 4-in-1 Bundle',
    short: 'Dental, vision, telemedicine and accident coverage.',
    base: 0,
    bundleOf: [102, 111, 161, 202],
  },
  {
    id: 275,
    category: 'bundles',
    carrier: 'OEB',
    name: 'Ultimate Play Bundle (5 in 1)',
    short: 'Dental Plus, vision, telemedicine, accident and Rx in one plan.',
    base: 0,
    bundleOf: [101, 111, 161, 202, 151],
  },
];
