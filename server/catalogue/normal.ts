import type {
  CatalogueAgreement,
  CatalogueArea,
  CatalogueCarrier,
  CataloguePlan,
  CatalogueQuestion,
} from '../../schemas/catalogue/catalogue';

/**
 * The catalogue in full: every optional key of the file filled with its default (what the import
 * writes for an absent key), so a file and the live catalogue compare key by key, and an export
 * writes every attribute.
 */
export type NormalPlan = Required<Omit<CataloguePlan, 'questions' | 'benefits'>> & {
  benefits: Record<string, number | string | boolean | null>;
  questions: NormalQuestion[];
};
export type NormalQuestion = Required<Omit<CatalogueQuestion, 'options' | 'trueCondition' | 'declineOn'>> & {
  trueCondition: number | null;
  declineOn: number | null;
  options: Array<{ text: string; group: string | null; declines: boolean }>;
};
export type NormalCarrier = Required<CatalogueCarrier>;
export type NormalAgreement = Required<CatalogueAgreement>;
export type NormalArea = Required<CatalogueArea>;

/** An area with its ZIPs sorted and each once (the order a file lists them in means nothing). */
export function normalArea(a: CatalogueArea): NormalArea {
  return { code: a.code, state: a.state, name: a.name ?? null, zips: [...new Set(a.zips)].sort() };
}

export function normalCarrier(c: CatalogueCarrier): NormalCarrier {
  return { code: c.code, name: c.name, logo: c.logo ?? null, specialMessage: c.specialMessage ?? null };
}

export function normalAgreement(a: CatalogueAgreement): NormalAgreement {
  return {
    head: a.head,
    body: a.body,
    required: a.required ?? true,
    carrier: a.carrier ?? null,
    planId: a.planId ?? null,
  };
}

function normalQuestion(q: CatalogueQuestion): NormalQuestion {
  return {
    kind: q.kind,
    text: q.text,
    subType: q.subType ?? null,
    requireDetail: q.requireDetail ?? false,
    trueCondition: q.trueCondition ?? null,
    declineOn: q.declineOn ?? null,
    declineMessage: q.declineMessage ?? null,
    options: (q.options ?? []).map((o) => ({ text: o.text, group: o.group ?? null, declines: o.declines ?? false })),
  };
}

export function normalPlan(p: CataloguePlan): NormalPlan {
  const benefits: NormalPlan['benefits'] = {};
  for (const key of Object.keys(p.benefits ?? {}).sort()) benefits[key] = p.benefits?.[key] ?? null;
  return {
    id: p.id,
    carrier: p.carrier,
    category: p.category,
    planName: p.planName,
    planType: p.planType ?? null,
    shortText: p.shortText ?? '',
    calloutText: p.calloutText ?? null,
    logo: p.logo ?? null,
    isPremier: p.isPremier ?? false,
    isIha: p.isIha ?? false,
    isUnion: p.isUnion ?? false,
    isPrudential: p.isPrudential ?? false,
    isMembership: p.isMembership ?? false,
    needsMembership: p.needsMembership ?? false,
    hideAddToCart: p.hideAddToCart ?? false,
    isFeatured: p.isFeatured ?? false,
    signatureRequired: p.signatureRequired ?? true,
    requiredTabs: [...(p.requiredTabs ?? [])],
    headerText: p.headerText ?? null,
    bodyText: p.bodyText ?? null,
    blueBarText: p.blueBarText ?? null,
    associationText: p.associationText ?? null,
    exclusionsTextName: p.exclusionsTextName ?? null,
    exclusionsText: p.exclusionsText ?? null,
    exampleTextName: p.exampleTextName ?? null,
    exampleText: p.exampleText ?? null,
    faqTextName: p.faqTextName ?? null,
    faqText: p.faqText ?? null,
    minAge: p.minAge ?? null,
    maxAge: p.maxAge ?? null,
    excludedStates: [...(p.excludedStates ?? [])],
    allowedTiers: p.allowedTiers ? [...p.allowedTiers] : null,
    salaryRequired: p.salaryRequired ?? false,
    minAnnualSalary: p.minAnnualSalary ?? null,
    minWorkingHours: p.minWorkingHours ?? null,
    tobaccoRated: p.tobaccoRated ?? false,
    blackoutStart: p.blackoutStart ?? null,
    blackoutEnd: p.blackoutEnd ?? null,
    availableFrom: p.availableFrom ?? null,
    availableTo: p.availableTo ?? null,
    changePidTo: p.changePidTo ?? null,
    sort: p.sort ?? 0,
    active: p.active ?? true,
    bundleOf: [...(p.bundleOf ?? [])],
    portals: [...(p.portals ?? [])].sort(),
    benefits,
    questions: (p.questions ?? []).map(normalQuestion),
  };
}

/** The plan attributes that live in the plans row itself (the rest are child rows). */
export const CHILD_PARTS = ['bundleOf', 'portals', 'benefits', 'questions'] as const;

/** The keys whose values differ (deep, by JSON), in the plan's key order. */
export function changedKeys<T extends object>(a: T, b: T): Array<keyof T> {
  return (Object.keys(a) as Array<keyof T>).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
}
