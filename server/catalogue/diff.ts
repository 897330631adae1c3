import type { Tx } from '../db/seed/context';
import { liveRates, type LiveCatalogue, type LiveRate } from './live';
import { CHILD_PARTS, changedKeys, type NormalCarrier, type NormalPlan } from './normal';
import { bandKey, dayNumber, type RateTable } from './rate-table';
import type { CheckedCatalogue } from './validate';

/** What an import changes; the rate edits are kept as row numbers and ids for the apply step. */
export interface CatalogueDiff {
  carriers: { added: string[]; changed: string[] };
  plans: {
    added: number[];
    /** Plan id and the attributes that change. */
    changed: Array<{ id: number; keys: string[] }>;
    /** Live and sold before, retired after (left out of the file or marked active: false). */
    retired: number[];
  };
  agreementsChanged: boolean;
  singlePlanCategoriesChanged: boolean;
  /** Rating area codes added, changed (state, name or ZIPs) and removed. */
  areas: { added: string[]; changed: string[]; removed: string[] };
  rates: {
    added: number;
    removed: number;
    changed: number;
    unchanged: number;
    /** The largest price change in percent (signed), and where. */
    maxChangePercent: number;
    maxChangeAt: { planId: number; tier: string; ageMin: number; tobacco: boolean } | null;
    plansWithChanges: number;
  };
}

/** Rate edits for the apply step: rows of the file's table to insert, live ids to update or delete. */
export interface RateEdits {
  insert: number[];
  update: Array<{ id: number; row: number }>;
  remove: number[];
}

export function isEmptyDiff(d: CatalogueDiff): boolean {
  return (
    !d.carriers.added.length &&
    !d.carriers.changed.length &&
    !d.plans.added.length &&
    !d.plans.changed.length &&
    !d.plans.retired.length &&
    !d.agreementsChanged &&
    !d.singlePlanCategoriesChanged &&
    !d.areas.added.length &&
    !d.areas.changed.length &&
    !d.areas.removed.length &&
    !d.rates.added &&
    !d.rates.removed &&
    !d.rates.changed
  );
}

function structureDiff(next: CheckedCatalogue, live: LiveCatalogue): Omit<CatalogueDiff, 'rates'> {
  const liveCarriers = new Map<string, NormalCarrier>(live.carriers.map((c) => [c.code.toUpperCase(), c]));
  const carriers = { added: [] as string[], changed: [] as string[] };
  for (const c of next.carriers) {
    const was = liveCarriers.get(c.code.toUpperCase());
    if (!was) carriers.added.push(c.code);
    else if (changedKeys(c, { ...was, code: c.code }).length) carriers.changed.push(c.code);
  }
  const livePlans = new Map<number, NormalPlan>(live.plans.map((p) => [p.id, p]));
  const nextIds = new Set(next.plans.map((p) => p.id));
  const plans: CatalogueDiff['plans'] = { added: [], changed: [], retired: [] };
  for (const p of next.plans) {
    const was = livePlans.get(p.id);
    if (!was) {
      plans.added.push(p.id);
      continue;
    }
    const keys = changedKeys(p, {
      ...was,
      carrier: was.carrier.toUpperCase() === p.carrier.toUpperCase() ? p.carrier : was.carrier,
    });
    if (keys.length) plans.changed.push({ id: p.id, keys: keys.map(String) });
    if (was.active && !p.active) plans.retired.push(p.id);
  }
  for (const p of live.plans) if (p.active && !nextIds.has(p.id)) plans.retired.push(p.id);
  const liveAreas = new Map(live.areas.map((a) => [a.code, a]));
  const nextAreas = new Set(next.areas.map((a) => a.code));
  const areas: CatalogueDiff['areas'] = {
    added: next.areas.filter((a) => !liveAreas.has(a.code)).map((a) => a.code),
    changed: next.areas
      .filter((a) => liveAreas.has(a.code) && JSON.stringify(a) !== JSON.stringify(liveAreas.get(a.code)))
      .map((a) => a.code),
    removed: live.areas.filter((a) => !nextAreas.has(a.code)).map((a) => a.code),
  };
  return {
    areas,
    carriers,
    plans,
    agreementsChanged: JSON.stringify(next.agreements) !== JSON.stringify(live.agreements),
    singlePlanCategoriesChanged:
      JSON.stringify(next.singlePlanCategories) !== JSON.stringify(live.singlePlanCategories),
  };
}

/**
 * The diff between a checked file and the live catalogue, read in the caller's transaction. The
 * rates are merge-joined: the file's table in key order against the live rows from a cursor in the
 * same order, so neither side is ever held twice.
 */
export async function diffCatalogue(
  tx: Tx,
  next: CheckedCatalogue,
  table: RateTable,
  live: LiveCatalogue,
): Promise<{ diff: CatalogueDiff; edits: RateEdits }> {
  const edits: RateEdits = { insert: [], update: [], remove: [] };
  const rates: CatalogueDiff['rates'] = {
    added: 0,
    removed: 0,
    changed: 0,
    unchanged: 0,
    maxChangePercent: 0,
    maxChangeAt: null,
    plansWithChanges: 0,
  };
  const touched = new Set<number>();
  const order = next.order;
  // A plan without rate rows in the file keeps its live rates (a retired plan's, which carts may hold).
  const rated = new Set<number>();
  for (let i = 0; i < table.length; i++) rated.add(table.planId[i] ?? 0);
  let k = 0;
  const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  // The key order of RateTable.sortedIndex and liveRates: plan, plan year start, state, area, band.
  const cmp = (i: number, r: LiveRate) =>
    (table.planId[i] ?? 0) - r.plan_id ||
    (table.from[i] ?? 0) - (r.effective_from === null ? -1 : dayNumber(r.effective_from)) ||
    text(table.stateOf(i) ?? '', r.state ?? '') ||
    text(table.areaOf(i) ?? '', r.area ?? '') ||
    bandKey(table.tier[i] ?? 0, table.tobacco[i] ?? 0, table.ageMin[i] ?? 0) -
      bandKey(r.tier, r.tobacco ? 1 : 0, r.age_min);
  const add = (i: number) => {
    edits.insert.push(i);
    rates.added++;
    touched.add(table.planId[i] ?? 0);
  };
  for await (const batch of liveRates(tx)) {
    for (const r of batch) {
      while (k < order.length && cmp(order[k] ?? 0, r) < 0) add(order[k++] ?? 0);
      if (k < order.length && cmp(order[k] ?? 0, r) === 0) {
        const i = order[k++] ?? 0;
        const cents = table.cents[i] ?? 0;
        if (cents === r.monthly_cents && table.ageMax[i] === r.age_max && table.toOf(i) === r.effective_to)
          rates.unchanged++;
        else {
          edits.update.push({ id: r.id, row: i });
          rates.changed++;
          touched.add(r.plan_id);
          const pct =
            r.monthly_cents === 0 ? (cents === 0 ? 0 : 100) : ((cents - r.monthly_cents) / r.monthly_cents) * 100;
          if (Math.abs(pct) > Math.abs(rates.maxChangePercent)) {
            rates.maxChangePercent = Math.round(pct * 100) / 100;
            const row = table.row(i);
            rates.maxChangeAt = { planId: row.planId, tier: row.tier, ageMin: row.ageMin, tobacco: row.tobacco };
          }
        }
      } else if (rated.has(r.plan_id)) {
        edits.remove.push(r.id);
        rates.removed++;
        touched.add(r.plan_id);
      }
    }
  }
  while (k < order.length) add(order[k++] ?? 0);
  rates.plansWithChanges = touched.size;
  return { diff: { ...structureDiff(next, live), rates }, edits };
}

/** Whether a changed plan's child rows (bundle members, portals, benefits, questions) must be rewritten. */
export function changedParts(keys: readonly string[]): Array<(typeof CHILD_PARTS)[number]> {
  return CHILD_PARTS.filter((p) => keys.includes(p));
}
