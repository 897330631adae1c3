import type { CatalogueFile } from '../../schemas/catalogue/catalogue';
import { catalogueJsonOf } from './export';
import type { LiveCatalogue } from './live';
import { normalCarrier } from './normal';
import { ProblemList, type CatalogueProblem } from './problems';
import { CATALOGUE_JSON, type ReadCatalogue } from './read';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A carrier admin's upload (issue 30, decision 0325): their own carrier's plans (with their benefit
 * figures and questions) and rates, nothing else. The file names the carrier (unchanged) and its
 * plans; it may not name another carrier, a plan of another carrier, agreement texts, one-per-cart
 * categories or rating areas (empty or absent). Each breach is a problem by JSON pointer or rate
 * row, so the import refuses the whole upload. Without a breach, `source.file` becomes the live
 * catalogue with this carrier's plans replaced by the file's: the import then checks, compares and
 * applies it as usual, and a plan of the carrier left out of the file is retired (the format's rule,
 * within the carrier). Rate rows may name only the file's plans: other plans keep their live rates.
 */
export function scopeToCarrier(
  source: ReadCatalogue,
  live: LiveCatalogue,
  carrierId: number,
  problems: CarrierProblems,
) {
  const file = source.file ?? source.partial;
  if (!file) return;
  const at = (column: string, message: string) => problems.add({ file: CATALOGUE_JSON, row: null, column, message });
  const own = live.carriers.find((c) => live.carrierIds.get(c.code.toUpperCase()) === carrierId);
  if (!own) {
    at('/carriers', 'your carrier is not in the live catalogue');
    return;
  }
  const ownCode = own.code.toUpperCase();
  file.carriers.forEach((c, i) => {
    if (c.code.toUpperCase() !== ownCode)
      at(`/carriers/${i}/code`, `carrier ${c.code} is not yours: a carrier admin uploads ${own.code} only`);
    else if (!same(normalCarrier(c), own))
      at(`/carriers/${i}`, `the carrier's name, logo and message are changed by staff; keep them as they are live`);
  });
  const planCarrier = new Map(live.plans.map((p) => [p.id, p.carrier.toUpperCase()]));
  const filePlanIds = new Set<number>();
  file.plans.forEach((p, i) => {
    filePlanIds.add(p.id);
    if (p.carrier.toUpperCase() !== ownCode)
      at(
        `/plans/${i}/carrier`,
        `plan ${p.id} names carrier ${p.carrier}: a carrier admin uploads ${own.code}'s plans only`,
      );
    const liveCarrier = planCarrier.get(p.id);
    if (liveCarrier !== undefined && liveCarrier !== ownCode)
      at(`/plans/${i}/id`, `plan ${p.id} belongs to another carrier`);
  });
  const notYours = 'is changed by staff only: leave it out of a carrier admin upload';
  if (file.agreements?.length) at('/agreements', `agreement texts: ${notYours}`);
  if (file.singlePlanCategories?.length) at('/singlePlanCategories', `one-per-cart categories: ${notYours}`);
  if (file.areas?.length) at('/areas', `rating areas: ${notYours}`);
  const t = source.rates;
  for (let i = 0; i < t.length; i++) {
    const planId = t.planId[i] ?? 0;
    if (!filePlanIds.has(planId))
      problems.add({
        file: source.rateFiles[t.file[i] ?? 0] ?? '?',
        row: t.line[i] ?? 0,
        column: 'plan_id',
        message: `plan ${planId} is not one of your upload's plans`,
      });
  }
  if (problems.count || !source.file) return;
  const fileIndex = new Map(source.file.plans.map((p, i) => [p, i]));
  const merged = mergedWith(live, ownCode, source.file);
  source.file = merged;
  problems.remap(merged.plans.map((p) => fileIndex.get(p)));
}

/** The live catalogue with one carrier's plans replaced by the file's (the same objects). */
function mergedWith(live: LiveCatalogue, code: string, file: CatalogueFile): CatalogueFile {
  const whole = catalogueJsonOf(live);
  const others = whole.plans.filter((p) => p.carrier.toUpperCase() !== code);
  return { ...whole, plans: [...others, ...file.plans].sort((a, b) => a.id - b.id) };
}

/**
 * The problems of a carrier admin's import: the checks run on the merged catalogue, so a plan's
 * pointer (`/plans/<merged index>`) is turned back into its place in the uploaded file, and another
 * carrier's plan having no rate rows in the upload is no problem (it keeps its live rates).
 */
export class CarrierProblems extends ProblemList {
  private fileIndexOf: Array<number | undefined> | null = null;

  remap(fileIndexOf: Array<number | undefined>) {
    this.fileIndexOf = fileIndexOf;
  }

  override add(p: CatalogueProblem): void {
    const m = this.fileIndexOf && p.file === CATALOGUE_JSON ? /^\/plans\/(\d+)(.*)$/.exec(p.column ?? '') : null;
    if (!m) return super.add(p);
    const own = this.fileIndexOf?.[Number(m[1])];
    if (own !== undefined) return super.add({ ...p, column: `/plans/${own}${m[2] ?? ''}` });
    if (p.kind === 'no_rate_rows') return;
    // Another carrier's plan, unchanged from live, refused because of the upload (a bundle of a retired plan...).
    super.add({ ...p, column: null, message: `a live plan of another carrier: ${p.message}` });
  }
}
