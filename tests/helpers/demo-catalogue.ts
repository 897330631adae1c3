import { demoCatalogue, demoRates } from '../../server/db/seed/demo-file';
import type { PricingFilter } from '../../server/domain/eligibility';
import type { PricingPlan, PricingRow } from '../../server/domain/pricing';

/** A demo catalogue plan (the catalogue file server/db/seed/catalogue/) in the shape the pricing rules read. */
export function demoPlan(id: number): PricingPlan & { id: number; isMembership: boolean; needsMembership: boolean } {
  const p = demoCatalogue().plans.find((x) => x.id === id);
  if (!p) throw new Error(`no demo plan ${id}`);
  return {
    id: p.id,
    minAge: p.minAge ?? null,
    maxAge: p.maxAge ?? null,
    excludedStates: p.excludedStates ?? [],
    allowedTiers: p.allowedTiers ?? null,
    salaryRequired: p.salaryRequired ?? false,
    minAnnualSalary: p.minAnnualSalary ?? null,
    minWorkingHours: p.minWorkingHours ?? null,
    tobaccoRated: p.tobaccoRated ?? false,
    changePidTo: p.changePidTo ?? null,
    isPrudential: p.isPrudential ?? false,
    isMembership: p.isMembership ?? false,
    needsMembership: p.needsMembership ?? false,
  };
}

/** The demo plan's rate rows with made-up ids (plan id x 1000 + row index). */
export function demoRows(id: number): PricingRow[] {
  if (!demoCatalogue().plans.some((x) => x.id === id)) throw new Error(`no demo plan ${id}`);
  return demoRates()
    .filter((r) => r.planId === id)
    .map((r, i) => ({ ...r, id: id * 1000 + i }));
}

/** A 40-year-old non-smoker in Atlanta on Member Only, born 1986-03-15, priced on 2026-06-01. */
export const TODAY = new Date(2026, 5, 1);
export const ATLANTA: PricingFilter = {
  zip: '30301',
  dob: '1986-03-15',
  state: 'GA',
  tier: 'IO',
  isSmoker: null,
  annualIncode: null,
  workingHours: null,
};
