/**
 * What each plan covers, in comparable terms: the benefit groups, their typed attributes in the order
 * the plan page and the compare table show them, the shopper's expected use level (for the yearly-cost
 * estimate) and the pay frequencies of a group's payroll. Imported by the server (the catalogue,
 * the yearly-cost and paycheck rules, `display` values) and by the browser.
 */

/** How much care the shopper expects to use in a year; the estimate's assumptions per level live in server/domain/yearly-cost.ts. */
export const USE_LEVELS = ['low', 'medium', 'high'] as const;
export type UseLevel = (typeof USE_LEVELS)[number];
export const DEFAULT_USE_LEVEL: UseLevel = 'medium';

export const USE_LEVEL_LABELS: Readonly<Record<UseLevel, string>> = {
  low: 'Low use',
  medium: 'Medium use',
  high: 'High use',
};

export const BENEFIT_UNITS = ['cents', 'percent', 'months', 'days', 'years', 'visits', 'text', 'boolean'] as const;
export type BenefitUnit = (typeof BENEFIT_UNITS)[number];

export const BENEFIT_GROUPS = [
  'medical',
  'dental',
  'vision',
  'life',
  'disability',
  'accident',
  'critical_illness',
  'hospital',
  'pet',
] as const;
export type BenefitGroup = (typeof BENEFIT_GROUPS)[number];

export interface BenefitAttribute {
  readonly key: string;
  readonly label: string;
  readonly unit: BenefitUnit;
}

/**
 * The attributes of each group, in display order. Percentages of dental, disability and pet plans are
 * what the plan pays; a medical plan's coinsurance is what the member pays after the deductible.
 */
export const BENEFIT_ATTRIBUTES = {
  medical: [
    { key: 'deductible', label: 'Deductible (per person)', unit: 'cents' },
    { key: 'out_of_pocket_max', label: 'Out-of-pocket maximum', unit: 'cents' },
    { key: 'coinsurance', label: 'Coinsurance you pay after the deductible', unit: 'percent' },
    { key: 'office_copay', label: 'Primary care visit copay', unit: 'cents' },
    { key: 'specialist_copay', label: 'Specialist visit copay', unit: 'cents' },
    { key: 'er_copay', label: 'Emergency room copay', unit: 'cents' },
    { key: 'network_type', label: 'Network', unit: 'text' },
    { key: 'hsa_eligible', label: 'HSA eligible', unit: 'boolean' },
  ],
  dental: [
    { key: 'annual_max', label: 'Annual maximum', unit: 'cents' },
    { key: 'deductible', label: 'Deductible', unit: 'cents' },
    { key: 'preventive_pct', label: 'Preventive care (plan pays)', unit: 'percent' },
    { key: 'basic_pct', label: 'Basic care, e.g. fillings (plan pays)', unit: 'percent' },
    { key: 'major_pct', label: 'Major care, e.g. crowns (plan pays)', unit: 'percent' },
    { key: 'basic_waiting', label: 'Waiting period for basic care', unit: 'months' },
    { key: 'major_waiting', label: 'Waiting period for major care', unit: 'months' },
    { key: 'ortho_lifetime_max', label: 'Orthodontia lifetime maximum', unit: 'cents' },
  ],
  vision: [
    { key: 'exam_copay', label: 'Eye exam copay', unit: 'cents' },
    { key: 'lens_copay', label: 'Lenses copay', unit: 'cents' },
    { key: 'frame_allowance', label: 'Frame allowance', unit: 'cents' },
    { key: 'contact_allowance', label: 'Contact lens allowance', unit: 'cents' },
    { key: 'frequency', label: 'Exam, lenses and frames every', unit: 'months' },
  ],
  life: [
    { key: 'benefit_amount', label: 'Death benefit', unit: 'cents' },
    { key: 'term', label: 'Term', unit: 'years' },
    { key: 'eoi_above', label: 'Evidence of insurability needed above', unit: 'cents' },
  ],
  disability: [
    { key: 'benefit_pct', label: 'Income replaced', unit: 'percent' },
    { key: 'monthly_max', label: 'Monthly benefit maximum', unit: 'cents' },
    { key: 'elimination_period', label: 'Elimination period', unit: 'days' },
    { key: 'benefit_period', label: 'Benefit period', unit: 'text' },
  ],
  accident: [
    { key: 'er_visit', label: 'Emergency room visit', unit: 'cents' },
    { key: 'hospital_admission', label: 'Hospital admission', unit: 'cents' },
    { key: 'fracture_max', label: 'Fracture (up to)', unit: 'cents' },
    { key: 'ambulance', label: 'Ground ambulance', unit: 'cents' },
  ],
  critical_illness: [
    { key: 'lump_sum', label: 'Lump sum for a covered diagnosis', unit: 'cents' },
    { key: 'cancer_pct', label: 'Invasive cancer (of the lump sum)', unit: 'percent' },
    { key: 'recurrence', label: 'Pays again on a recurrence', unit: 'boolean' },
    { key: 'wellness_benefit', label: 'Yearly health screening benefit', unit: 'cents' },
  ],
  hospital: [
    { key: 'admission', label: 'Hospital admission', unit: 'cents' },
    { key: 'daily_confinement', label: 'Per day in hospital', unit: 'cents' },
    { key: 'max_days', label: 'Days paid per year (up to)', unit: 'days' },
    { key: 'icu_daily', label: 'Per day in intensive care', unit: 'cents' },
  ],
  pet: [
    { key: 'reimbursement', label: 'Reimbursement (plan pays)', unit: 'percent' },
    { key: 'deductible', label: 'Annual deductible', unit: 'cents' },
    { key: 'annual_limit', label: 'Annual limit', unit: 'cents' },
    { key: 'illness_covered', label: 'Accidents and illnesses covered', unit: 'boolean' },
    { key: 'wellness_included', label: 'Routine wellness covered', unit: 'boolean' },
  ],
} as const satisfies Readonly<Record<BenefitGroup, readonly BenefitAttribute[]>>;

/** Catalogue category codes (schemas/categories.ts) of each benefit group; other categories carry no benefit table. */
const GROUP_OF_CATEGORY: Readonly<Record<string, BenefitGroup>> = {
  MEDICAL: 'medical',
  LIMITEDMED: 'medical',
  GUARANTEED: 'medical',
  hsa: 'medical',
  DENTAL: 'dental',
  VISION: 'vision',
  TERM_LIFE: 'life',
  DI: 'disability',
  ACCIDENT: 'accident',
  CI: 'critical_illness',
  HOSPITAL: 'hospital',
  PWPA: 'hospital',
  PET: 'pet',
};

/** The benefit group of a catalogue category code, or null (Rx cards, telemedicine, bundles ...). */
export function benefitGroupOf(category: string): BenefitGroup | null {
  return Object.hasOwn(GROUP_OF_CATEGORY, category) ? (GROUP_OF_CATEGORY[category] ?? null) : null;
}

/** The attributes of a group in display order. */
export function benefitAttributesOf(group: BenefitGroup): readonly BenefitAttribute[] {
  return BENEFIT_ATTRIBUTES[group];
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/**
 * A benefit value for display: cents as dollars ("$1,500", "$12.50"), "80%", "6 months", "Yes".
 * A missing value (the plan has no such limit or benefit) reads "None".
 */
export function formatBenefitValue(unit: BenefitUnit, value: number | string | boolean | null): string {
  if (value === null) return 'None';
  if (unit === 'boolean' || typeof value === 'boolean') return value === true ? 'Yes' : 'No';
  if (unit === 'text' || typeof value === 'string') return String(value);
  switch (unit) {
    case 'cents':
      return value % 100 === 0 ? usdWhole.format(value / 100) : usd.format(value / 100);
    case 'percent':
      return `${String(value)}%`;
    case 'months':
      return `${String(value)} ${value === 1 ? 'month' : 'months'}`;
    case 'days':
      return `${String(value)} ${value === 1 ? 'day' : 'days'}`;
    case 'years':
      return `${String(value)} ${value === 1 ? 'year' : 'years'}`;
    case 'visits':
      return `${String(value)} ${value === 1 ? 'visit' : 'visits'}`;
  }
}

export const PAY_FREQUENCIES = ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const;
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];

export const PERIODS_PER_YEAR: Readonly<Record<PayFrequency, number>> = {
  weekly: 52,
  biweekly: 26,
  semimonthly: 24,
  monthly: 12,
};

export const PAY_FREQUENCY_LABELS: Readonly<Record<PayFrequency, string>> = {
  weekly: 'Weekly',
  biweekly: 'Every two weeks',
  semimonthly: 'Twice a month',
  monthly: 'Monthly',
};

/**
 * The words around a group employee's cost (decision 0080): what the employee pays leads (per
 * paycheck and per year after the employer's share), the full premium follows as the detail. One
 * source for the cards, plan page, compare, cart, review and receipt (src/components/PaycheckCost.tsx).
 */
export const EMPLOYEE_COST_TEXT = {
  youPay: 'You pay',
  perPaycheck: 'per paycheck',
  perYear: 'a year',
  paid: (frequency: PayFrequency) => `paid ${PAY_FREQUENCY_LABELS[frequency].toLowerCase()}`,
  fullPremium: (monthly: string) => `Full premium ${monthly} a month`,
  employerPays: (monthly: string) => `your employer pays ${monthly}`,
  noEmployerShare: 'no employer contribution',
  fullPremiumHeading: "Full premium, before your employer's share",
  fullMonthlyPremium: 'Full monthly premium',
  yourYearlyEstimate: 'Your estimated yearly cost',
  employerShareYearly: "Less your employer's share",
} as const;
