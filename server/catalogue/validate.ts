import { CATEGORY_CODES } from '../../schemas/categories';
import { benefitAttributesOf, benefitGroupOf } from '../../schemas/plan-benefits';
import type { CatalogueFile } from '../../schemas/catalogue/catalogue';
import {
  normalAgreement,
  normalArea,
  normalCarrier,
  normalPlan,
  type NormalAgreement,
  type NormalArea,
  type NormalCarrier,
  type NormalPlan,
} from './normal';
import { CATALOGUE_JSON, type Salvaged } from './read';
import type { ProblemList } from './problems';
import type { RateTable } from './rate-table';
import { checkAreas, checkRates } from './validate-rates';

export interface CheckedCatalogue {
  carriers: NormalCarrier[];
  plans: NormalPlan[];
  agreements: NormalAgreement[];
  singlePlanCategories: Array<{ category: string; coverage: string }>;
  /** Rating areas in code order. */
  areas: NormalArea[];
  /** The rate table's rows in key order (plan, plan year, state, area, tier, tobacco, age_min). */
  order: Uint32Array;
}

const CATEGORIES = new Set<string>([...CATEGORY_CODES, 'bundles']);

/**
 * The checks a schema cannot make: references between carriers, plans, portals and agreements,
 * each plan's own consistency, and the rate table against the plans (unknown plan, a tier or
 * tobacco flag the plan does not sell, gaps and overlaps of age bands, missing tiers, plan years,
 * rating areas and their ZIPs: validate-rates.ts).
 * `portalCodes`: the portals the database knows (a catalogue does not create portals).
 */
export function checkCatalogue(
  file: CatalogueFile,
  rates: RateTable,
  rateFiles: readonly string[],
  portalCodes: ReadonlySet<string>,
  problems: ProblemList,
  salvaged?: Salvaged,
): CheckedCatalogue {
  // Pointers name the item's place in the file, also when a broken file's well-formed items are checked.
  const ix = (list: keyof Salvaged['index'], i: number) => (salvaged ? (salvaged.index[list][i] ?? i) : i);
  const broken = salvaged?.brokenPlanIds ?? new Set<number>();
  const at = (pointer: string, message: string) =>
    problems.add({ file: CATALOGUE_JSON, row: null, column: pointer, message });
  const carriers = file.carriers.map(normalCarrier);
  const codes = new Set<string>();
  carriers.forEach((c, i) => {
    const key = c.code.toUpperCase();
    if (codes.has(key)) at(`/carriers/${ix('carriers', i)}/code`, `carrier code ${c.code} appears twice`);
    codes.add(key);
  });
  const plans = file.plans.map(normalPlan);
  const byId = new Map<number, NormalPlan>();
  plans.forEach((p, i) => {
    if (byId.has(p.id)) at(`/plans/${ix('plans', i)}/id`, `plan id ${p.id} appears twice`);
    byId.set(p.id, p);
  });
  plans.forEach((p, i) => {
    const here = (key: string, message: string) => at(`/plans/${ix('plans', i)}/${key}`, `plan ${p.id}: ${message}`);
    if (!codes.has(p.carrier.toUpperCase())) here('carrier', `unknown carrier ${p.carrier}`);
    if (!CATEGORIES.has(p.category)) here('category', `unknown category ${p.category}`);
    if ((p.category === 'bundles') !== p.bundleOf.length > 0)
      here('bundleOf', 'a bundle (category bundles) lists 2 to 5 member plans in bundleOf, and only a bundle does');
    p.bundleOf.forEach((m, j) => {
      if (m === p.id || (!byId.has(m) && !broken.has(m)))
        here(`bundleOf/${j}`, `bundle member ${m} is not another plan of the file`);
    });
    if (p.changePidTo !== null && (p.changePidTo === p.id || (!byId.has(p.changePidTo) && !broken.has(p.changePidTo))))
      here('changePidTo', `successor ${p.changePidTo} is not another plan of the file`);
    if (p.minAge !== null && p.maxAge !== null && p.minAge > p.maxAge) here('maxAge', 'maxAge is below minAge');
    if (p.availableFrom !== null && p.availableTo !== null && p.availableFrom > p.availableTo)
      here('availableTo', 'availableTo is before availableFrom');
    if ((p.blackoutStart === null) !== (p.blackoutEnd === null))
      here('blackoutEnd', 'blackoutStart and blackoutEnd go together');
    else if (p.blackoutStart !== null && p.blackoutEnd !== null && p.blackoutStart > p.blackoutEnd)
      here('blackoutEnd', 'blackoutEnd is before blackoutStart');
    const group = benefitGroupOf(p.category);
    const keys = new Set(group ? benefitAttributesOf(group).map((a) => a.key) : []);
    for (const key of Object.keys(p.benefits))
      if (!keys.has(key)) here(`benefits/${key}`, `${key} is not a benefit figure of ${p.category} plans`);
    p.portals.forEach((code) => {
      if (!portalCodes.has(code)) here('portals', `unknown portal ${code}`);
    });
  });
  const agreements = (file.agreements ?? []).map(normalAgreement);
  agreements.forEach((a, i) => {
    if (a.carrier !== null && !codes.has(a.carrier.toUpperCase()))
      at(`/agreements/${ix('agreements', i)}/carrier`, `unknown carrier ${a.carrier}`);
    if (a.planId !== null && !byId.has(a.planId) && !broken.has(a.planId))
      at(`/agreements/${ix('agreements', i)}/planId`, `unknown plan ${a.planId}`);
  });
  const singles = [...(file.singlePlanCategories ?? [])].sort((a, b) => (a.category < b.category ? -1 : 1));
  singles.forEach((s, i) => {
    if (!CATEGORY_CODES.includes(s.category as never))
      at(`/singlePlanCategories/${i}/category`, `unknown category ${s.category}`);
  });
  const areas = (file.areas ?? []).map(normalArea);
  const areasByCode = checkAreas(areas, problems, (i) => ix('areas', i));
  const order = checkRates(plans, byId, areasByCode, rates, rateFiles, problems, broken, (i) => ix('plans', i));
  areas.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return { carriers, plans, agreements, singlePlanCategories: singles, areas, order };
}
