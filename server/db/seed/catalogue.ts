import { eq } from 'drizzle-orm';
import { bundleMembers, carriers, plans, portalPlans } from '../schema';
import { CARRIERS, carrierId, carrierLogo } from './carriers';
import { insertInChunks, type SeedContext } from './context';
import { PORTAL } from './handles';
import { ASSOCIATION_TEXT, CATEGORY_TEXTS } from './plan-texts';
import { PLANS, type PlanSeed } from './plans';

// Sam Lee's small family storefront sells everyday products only, so its menu visibly differs.
const LEE_FAMILY_CATEGORIES = new Set([
  'DENTAL',
  'VISION',
  'LIFESTYLE',
  'RX',
  'ACCIDENT',
  'HOSPITAL',
  'PET',
  'bundles',
]);

/** The portals that sell a plan. */
export function portalsSelling(plan: PlanSeed): number[] {
  if (plan.employerOnly) return [PORTAL.employer];
  const all: number[] = [PORTAL.direct, PORTAL.averyMarket, PORTAL.employer];
  if (plan.isMembership || LEE_FAMILY_CATEGORIES.has(plan.category)) all.push(PORTAL.leeFamily);
  return all;
}

function planRow(p: PlanSeed, sort: number): typeof plans.$inferInsert {
  const texts = CATEGORY_TEXTS[p.category];
  if (!texts) throw new Error(`no texts for category ${p.category}`);
  return {
    id: p.id,
    category: p.category,
    carrierId: carrierId(p.carrier),
    planName: p.name,
    planType: p.planType ?? null,
    shortText: p.short,
    calloutText: p.callout ?? null,
    logo: carrierLogo(p.carrier),
    isPremier: p.isPremier ?? false,
    isIha: p.isIha ?? false,
    isUnion: p.isUnion ?? false,
    isPrudential: p.isPrudential ?? false,
    isMembership: p.isMembership ?? false,
    needsMembership: p.needsMembership ?? false,
    bundlePlanCount: p.bundleOf ? p.bundleOf.length : null,
    // Membership plans are only added beside the plan that needs them (the membership flow).
    hideAddToCart: p.isMembership ?? false,
    isFeatured: p.featured ?? false,
    requiredTabs: p.requiredTabs ?? [],
    headerText: texts.header,
    bodyText: texts.body,
    blueBarText: texts.blueBar,
    associationText: p.needsMembership || p.isMembership ? ASSOCIATION_TEXT : null,
    exclusionsTextName: 'Exclusions',
    exclusionsText: texts.exclusions,
    exampleTextName: 'Example',
    exampleText: texts.example,
    faqTextName: 'FAQ',
    faqText: texts.faq,
    minAge: p.minAge ?? null,
    maxAge: p.maxAge ?? null,
    excludedStates: p.excludedStates ?? [],
    allowedTiers: p.allowedTiers ?? null,
    salaryRequired: p.salaryRequired ?? false,
    minAnnualSalary: p.minAnnualSalary ?? null,
    minWorkingHours: p.minWorkingHours ?? null,
    tobaccoRated: p.tobaccoRated ?? false,
    blackoutStart: p.blackout?.[0] ?? null,
    blackoutEnd: p.blackout?.[1] ?? null,
    sort,
  };
}

/** Carriers, plans (with texts and availability), bundle contents and what each portal sells. */
export async function seedCatalogue({ tx }: SeedContext): Promise<void> {
  await tx.insert(carriers).values(
    CARRIERS.map((c) => ({
      id: c.id,
      code: c.code,
      name: c.name,
      logo: carrierLogo(c.code),
      specialMessage: 'message' in c ? c.message : null,
    })),
  );
  // changePid targets must exist first, so the self-reference is set in a second pass.
  await insertInChunks(PLANS.map(planRow), 100, (chunk) => tx.insert(plans).values(chunk));
  for (const p of PLANS.filter((x) => x.changePidTo !== undefined)) {
    await tx.update(plans).set({ changePidTo: p.changePidTo }).where(eq(plans.id, p.id));
  }
  await tx
    .insert(bundleMembers)
    .values(
      PLANS.flatMap((p) =>
        (p.bundleOf ?? []).map((memberPlanId, sort) => ({ bundlePlanId: p.id, memberPlanId, sort })),
      ),
    );
  await tx
    .insert(portalPlans)
    .values(PLANS.flatMap((p) => portalsSelling(p).map((portalId) => ({ portalId, planId: p.id }))));
}
