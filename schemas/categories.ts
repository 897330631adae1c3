/**
 * Plan categories of the specification (000 sections 1-2, 001 section 1): the code stored with
 * each plan, the menu label and the /plans section heading.
 */
export const CATEGORIES = [
  { code: 'DENTAL', label: 'Dental', heading: 'Dental' },
  { code: 'VISION', label: 'Vision', heading: 'Vision' },
  { code: 'MEDICAL', label: 'Major Medical', heading: 'Medical' },
  { code: 'TERM_LIFE', label: 'Term Life', heading: 'Term Life' },
  { code: 'LIMITEDMED', label: 'Limited Medical Plans', heading: 'Limited Medical' },
  { code: 'RX', label: 'RX', heading: 'RX' },
  { code: 'LIFESTYLE', label: 'Lifestyle or Telemedicine', heading: 'Lifestyle or Telemedicine' },
  { code: 'SUPPLEMENTAL', label: 'Supplemental', heading: 'Supplemental' },
  { code: 'DI', label: 'Disability Income', heading: 'Disability Income' },
  { code: 'CI', label: 'Critical Illness', heading: 'Critical Illness' },
  { code: 'ACCIDENT', label: 'Accident', heading: 'Accident' },
  { code: 'HOSPITAL', label: 'Hospital', heading: 'Hospital' },
  { code: 'PET', label: 'Pet', heading: 'Pet' },
  // The specification's label is 'qualified hsa'; the menu shows it capitalised like its neighbours.
  { code: 'hsa', label: 'Qualified HSA', heading: 'Qualified HSA' },
  { code: 'PWPA', label: 'Pw Performance Advantage', heading: 'Pw Performance Advantage' },
  { code: 'GUARANTEED', label: 'Guaranteed Issue', heading: 'guaranteed-issue Limited Medical' },
  { code: 'bundles', label: 'Bundles', heading: 'Multiple Products In One' },
] as const;

export type CategoryCode = (typeof CATEGORIES)[number]['code'];

export const CATEGORY_CODES: readonly CategoryCode[] = CATEGORIES.map((c) => c.code);

/** Bundle section headings by bundle_plan_count (000 section 2). */
export const BUNDLE_HEADINGS: Readonly<Record<2 | 3 | 4 | 5, string>> = {
  2: 'Bundles - Two products in one',
  3: 'Triple Play - Three products in one',
  4: '4 in one - Four products in one',
  5: 'Ultimate Play Bundle - Five products in one',
};

/** Tier codes and labels (000 section 3). */
export const TIERS = [
  { code: 'IO', label: 'Member Only' },
  { code: 'IS', label: 'Member + Spouse' },
  { code: 'IC', label: 'Member + Child(ren)' },
  { code: 'IF', label: 'Family' },
] as const;

export type TierCode = (typeof TIERS)[number]['code'];

/** Menu label of a category code; unknown codes show as given. */
export function categoryLabel(code: string): string {
  return CATEGORIES.find((c) => c.code === code)?.label ?? code;
}
