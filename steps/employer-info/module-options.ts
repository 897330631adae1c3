/**
 * The employer step's option lists (001 section 3, 002 section 5 review values). The server's
 * option endpoints answer the option_lists table, seeded with these same values.
 */

/** Compensation types (002 section 5). */
export const COMPENSATION_TYPE_OPTIONS = [
  { const: 'G10L20', title: 'Greater than $10/hr but less than $20/hr' },
  { const: 'MW', title: 'Minimum wage' },
  { const: 'GMWL10', title: 'Greater than minimum wage but less than $10/hr' },
  { const: 'G20', title: 'Greater than $20/hr' },
  { const: 'Salary', title: 'Salary' },
  { const: '1099', title: '1099' },
] as const;

/** Employment status: A active, C COBRA, R retired (001 section 5 and 9, 002 section 5). */
export const EMPLOYMENT_STATUS_OPTIONS = [
  { const: 'A', title: 'Active' },
  { const: 'C', title: 'COBRA' },
  { const: 'R', title: 'Retired' },
] as const;

/** The retired status code that blocks the step (001 section 9). */
export const RETIRED_STATUS = 'R';

export const AVERAGE_WORK_WEEK_OPTIONS = ['20', '25', '30', '35', '40', '45', '50'].map((h) => ({
  const: h,
  title: `${h} hours`,
}));

export const VACATION_POLICY_OPTIONS = [
  { const: 'none', title: 'No paid vacation' },
  { const: '1_week', title: '1 week' },
  { const: '2_weeks', title: '2 weeks' },
  { const: '3_weeks', title: '3 weeks' },
  { const: '4_weeks', title: '4 or more weeks' },
] as const;

export const BARGAINING_UNIT_OPTIONS = [
  { const: 'yes', title: 'Yes, covered by a bargaining unit' },
  { const: 'no', title: 'No bargaining unit' },
] as const;

/** Holiday policy flags and their labels, spelled as the specification spells them (Presendents). */
export const HOLIDAY_POLICY_FLAGS = [
  ['Standard_6', 'Standard 6'],
  ['Presendents_Day', 'Presendents Day'],
  ['Columbus_Day', 'Columbus Day'],
  ['Religious_Days', 'Religious Days'],
  ['Birthday', 'Birthday'],
  ['Floating_Day', 'Floating Day'],
] as const;
