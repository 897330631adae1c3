import { bankRoutingDirectory, optionLists, wizardTabs } from '../schema';
import type { SeedContext } from './context';
import { US_STATES } from './states';

type Pairs = ReadonlyArray<readonly [value: string, label: string]>;

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** Option lists by list name; values and spellings follow the specification (Presendents_Day included). */
export const OPTION_LISTS: Record<string, Pairs> = {
  states: US_STATES,
  marital_status: [
    ['0', 'Single'],
    ['1', 'Married'],
    ['2', 'Divorced'],
    ['3', 'Widowed'],
  ],
  gender: [
    ['0', 'Male'],
    ['1', 'Female'],
    ['2', 'Other'],
  ],
  compensation_types: [
    ['G10L20', 'Greater than $10/hr but less than $20/hr'],
    ['MW', 'Minimum wage'],
    ['GMWL10', 'Greater than minimum wage but less than $10/hr'],
    ['G20', 'Greater than $20/hr'],
    ['Salary', 'Salary'],
    ['1099', '1099'],
  ],
  employment_status: [
    ['A', 'Active'],
    ['C', 'COBRA'],
    ['R', 'Retired'],
  ],
  holiday_policy: [
    ['Standard_6', 'Standard 6'],
    ['Presendents_Day', 'Presendents Day'],
    ['Columbus_Day', 'Columbus Day'],
    ['Religious_Days', 'Religious Days'],
    ['Birthday', 'Birthday'],
    ['Floating_Day', 'Floating Day'],
  ],
  average_work_week: ['20', '25', '30', '35', '40', '45', '50'].map((h) => [h, `${h} hours`] as const),
  vacation_policy: [
    ['none', 'No paid vacation'],
    ['1_week', '1 week'],
    ['2_weeks', '2 weeks'],
    ['3_weeks', '3 weeks'],
    ['4_weeks', '4 or more weeks'],
  ],
  bargaining_unit: [
    ['yes', 'Yes, covered by a bargaining unit'],
    ['no', 'No bargaining unit'],
  ],
  beneficiary_relationships: [
    'Spouse',
    'Child',
    'Parent',
    'Sibling',
    'Grandchild',
    'Domestic Partner',
    'Friend',
    'Estate',
    'Trust',
    'Other',
  ].map((r) => [r, r] as const),
  dependent_relationships: [
    ['spouse', 'Spouse'],
    ['child', 'Child'],
  ],
  bill_dates: Array.from({ length: 28 }, (_, i) => [String(i + 1), `${ordinal(i + 1)} of month`] as const),
  payment_methods: [
    ['cc', 'Credit Card'],
    ['eft', 'EFT'],
    ['list', 'LIST'],
    ['elist', 'EFT LIST'],
    ['stmt', 'STMT'],
  ],
  account_types: [
    ['checking', 'Checking'],
    ['savings', 'Savings'],
  ],
  account_holder_types: [
    ['individual', 'Individual'],
    ['company', 'Company'],
  ],
};

// Routing numbers that pass the ABA checksum; 123456789 (demo-data.md's failing one) is absent on purpose.
const BANKS: Pairs = [
  ['021000021', 'JPMORGAN CHASE BANK, NA'],
  ['011000138', 'BANK OF AMERICA, N.A.'],
  ['061000052', 'BANK OF AMERICA, N.A. - GEORGIA'],
  ['061000104', 'TRUIST BANK'],
  ['121000248', 'WELLS FARGO BANK, NA'],
  ['063100277', 'BANK OF AMERICA, N.A. - FLORIDA'],
  ['322271627', 'JPMORGAN CHASE BANK, NA - WEST'],
];

/** Tab order of 002 section 1; which tabs a cart adds is decided per plan (plans.required_tabs). */
const TABS = [
  { tabName: 'primary_info', title: 'Personal Information', route: 'personal-info', requiredByDefault: true },
  { tabName: 'contact_info', title: 'Contact Information', route: 'contact-info', requiredByDefault: true },
  { tabName: 'employer_info', title: 'Employer Information', route: 'employer-info', requiredByDefault: true },
  {
    tabName: 'beneficiary_info',
    title: 'Beneficiary Information',
    route: 'beneficiary-info',
    requiredByDefault: false,
  },
  { tabName: 'primary_health_info', title: 'Health Questions', route: 'health-questions', requiredByDefault: false },
  {
    tabName: 'dependent_info',
    title: 'Dependent Information',
    route: 'dependent-information',
    requiredByDefault: false,
  },
  { tabName: 'billing_info', title: 'Billing Information', route: 'billing-information', requiredByDefault: true },
  { tabName: 'agreement_info', title: 'Agreement & Signature', route: 'agreement-signature', requiredByDefault: true },
  { tabName: 'review_info', title: 'Review & Confirmation', route: 'review-confirm', requiredByDefault: true },
];

/** Option lists, the bank directory and the wizard tabs. */
export async function seedOptions({ tx }: SeedContext): Promise<void> {
  const rows = Object.entries(OPTION_LISTS).flatMap(([listName, pairs]) =>
    pairs.map(([value, label], sort) => ({ listName, value, label, sort })),
  );
  await tx.insert(optionLists).values(rows);
  await tx.insert(bankRoutingDirectory).values(BANKS.map(([routingNumber, bankName]) => ({ routingNumber, bankName })));
  await tx.insert(wizardTabs).values(TABS.map((t, sort) => ({ ...t, sort })));
}
