import { RATE_TIERS } from '../../schemas/catalogue/rates';
import { stateFromZip, zipsOfState } from '../domain/state';
import type { NormalArea, NormalPlan } from './normal';
import type { ProblemList } from './problems';
import { CATALOGUE_JSON } from './read';
import { samePeriodAndPlace, type RateTable } from './rate-table';

/** How many missing ZIPs a "ZIP in no area" problem names before counting the rest. */
const ZIPS_NAMED = 5;

/**
 * catalogue.json's rating areas (decision 0230): codes once, each ZIP of the area's state (by the
 * zipcodes data) and in one area of it at most. Answers the areas by code.
 */
export function checkAreas(
  areas: readonly NormalArea[],
  problems: ProblemList,
  fileIndex: (i: number) => number = (i) => i,
): Map<string, NormalArea> {
  const byCode = new Map<string, NormalArea>();
  const zipArea = new Map<string, string>();
  areas.forEach((a, i) => {
    const at = (key: string, message: string) =>
      problems.add({ file: CATALOGUE_JSON, row: null, column: `/areas/${fileIndex(i)}/${key}`, message });
    if (byCode.has(a.code)) at('code', `area code ${a.code} appears twice`);
    byCode.set(a.code, a);
    a.zips.forEach((zip, j) => {
      const state = stateFromZip(zip);
      if (state !== null && state !== a.state) at(`zips/${j}`, `ZIP ${zip} is in ${state}, not in ${a.state}`);
      const other = zipArea.get(zip);
      if (other !== undefined && other !== a.code) at(`zips/${j}`, `ZIP ${zip} is in area ${other} too`);
      zipArea.set(zip, a.code);
    });
  });
  return byCode;
}

interface Period {
  from: number;
  to: number;
  /** A row of the period, for the problems' file and row. */
  row: number;
}

/** "from 2027-01-01 to 2027-12-31 in GA area GA-1" for messages. */
function periodText(t: RateTable, i: number): string {
  const from = t.fromOf(i);
  const to = t.toOf(i);
  const when = from || to ? ` for ${from ?? 'any time'} to ${to ?? 'open'}` : '';
  const state = t.stateOf(i);
  const area = t.areaOf(i);
  return `${when}${state ? ` in ${state}` : ''}${area ? ` area ${area}` : ''}`;
}

/**
 * The rate table against the plans and areas: an unknown plan or area, a tier or tobacco flag the
 * plan does not sell, gaps and overlaps of age bands within a plan year and place, plan years of one
 * place that overlap, a plan year and place missing a tier, and a state split into areas (without
 * a state-wide or nationwide rate) leaving some of its ZIPs in no area. Answers the key order.
 */
export function checkRates(
  plans: readonly NormalPlan[],
  byId: ReadonlyMap<number, NormalPlan>,
  areas: ReadonlyMap<string, NormalArea>,
  t: RateTable,
  rateFiles: readonly string[],
  problems: ProblemList,
  broken: ReadonlySet<number>,
  planIndex: (i: number) => number,
): Uint32Array {
  const where = (i: number, column: string, message: string) =>
    problems.add({ file: rateFiles[t.file[i] ?? 0] ?? '?', row: t.line[i] ?? 0, column, message });
  // A row naming an area alone takes the area's state (before sorting: the state is part of the key).
  for (let i = 0; i < t.length; i++) {
    const code = t.areaOf(i);
    if (code === null) continue;
    const area = areas.get(code);
    const state = t.stateOf(i);
    if (!area) where(i, 'rating_area', `unknown rating area ${code}: not in catalogue.json's areas`);
    else if (state === null) t.setState(i, area.state);
    else if (state !== area.state) where(i, 'state', `rating area ${code} is in ${area.state}, not in ${state}`);
  }
  const order = t.sortedIndex();
  /** Tier and tobacco groups seen, by plan, and by plan year and place (key: its first row). */
  const groups = new Map<number, Set<number>>();
  const periodGroups = new Map<number, Set<number>>();
  /** Plan years by plan and place ("plan|state|area"). */
  const periods = new Map<string, Period[]>();
  /** Per plan, plan year and state: whether a state-wide or nationwide row exists, and the areas used. */
  const split = new Map<string, { fallback: boolean; areas: Set<string>; row: number }>();
  let prev = -1;
  let periodStart = -1;
  for (const i of order) {
    const planId = t.planId[i] ?? 0;
    const plan = byId.get(planId);
    if (!plan) {
      if (!broken.has(planId)) where(i, 'plan_id', `unknown plan ${planId}: not in catalogue.json`);
      continue;
    }
    const tier = RATE_TIERS[t.tier[i] ?? 0] ?? 'IO';
    if (plan.allowedTiers && !plan.allowedTiers.includes(tier))
      where(i, 'tier', `plan ${planId} is not sold at tier ${tier}`);
    if (t.tobacco[i] === 1 && !plan.tobaccoRated) where(i, 'tobacco', `plan ${planId} is not tobacco-rated: use N`);
    const group = (t.tier[i] ?? 0) * 2 + (t.tobacco[i] ?? 0);
    groups.set(planId, (groups.get(planId) ?? new Set<number>()).add(group));
    if (periodStart < 0 || !samePeriodAndPlace(t, periodStart, i)) {
      periodStart = i;
      const place = `${planId}|${t.state[i]}|${t.area[i]}`;
      const list = periods.get(place) ?? [];
      periods.set(place, [...list, { from: t.from[i] ?? 0, to: t.to[i] ?? 0, row: i }]);
    } else if (t.to[i] !== t.to[periodStart])
      where(
        i,
        'effective_to',
        `plan ${planId}: effective_to ${t.toOf(i) ?? '(open)'} differs from ${t.toOf(periodStart) ?? '(open)'} of the same plan year (${rateFiles[t.file[periodStart] ?? 0] ?? '?'} row ${t.line[periodStart] ?? 0})`,
      );
    periodGroups.set(periodStart, (periodGroups.get(periodStart) ?? new Set<number>()).add(group));
    const state = t.stateOf(i);
    const area = t.areaOf(i);
    if (state !== null || area === null) {
      const key = `${planId}|${t.from[i]}|${state ?? '*'}`;
      const s = split.get(key) ?? { fallback: false, areas: new Set<string>(), row: i };
      if (area === null) s.fallback = true;
      else s.areas.add(area);
      split.set(key, s);
    }
    const same =
      prev >= 0 && samePeriodAndPlace(t, prev, i) && t.tier[prev] === t.tier[i] && t.tobacco[prev] === t.tobacco[i];
    if (same) {
      const lastMax = t.ageMax[prev] ?? 0;
      const min = t.ageMin[i] ?? 0;
      const other = `${rateFiles[t.file[prev] ?? 0] ?? '?'} row ${t.line[prev] ?? 0}`;
      if (min <= lastMax)
        where(
          i,
          'age_min',
          `ages ${min}-${t.ageMax[i]} overlap ${t.ageMin[prev]}-${lastMax} (${other}) for plan ${planId} ${tier}${periodText(t, i)}`,
        );
      else if (min > lastMax + 1)
        where(
          i,
          'age_min',
          `gap: no rate for ages ${lastMax + 1}-${min - 1} after ${other} for plan ${planId} ${tier}${periodText(t, i)}`,
        );
    }
    if (!same || (t.ageMax[i] ?? 0) > (t.ageMax[prev] ?? 0)) prev = i;
  }
  checkPeriods(t, periods, where);
  checkTiers(plans, groups, periodGroups, t, byId, problems, planIndex, where);
  checkSplitStates(t, split, areas, where);
  return order;
}

/** Plan years of one plan and place must not overlap (sorted by start already). */
function checkPeriods(
  t: RateTable,
  periods: ReadonlyMap<string, Period[]>,
  where: (i: number, column: string, message: string) => void,
) {
  for (const list of periods.values()) {
    for (let k = 1; k < list.length; k++) {
      const a = list[k - 1];
      const b = list[k];
      if (!a || !b || a.to < b.from) continue;
      where(
        b.row,
        'effective_from',
        `plan ${t.planId[b.row]}: plan year from ${t.fromOf(b.row) ?? '(open)'} overlaps the one from ${t.fromOf(a.row) ?? '(open)'} to ${t.toOf(a.row) ?? '(open)'}${periodText(t, b.row)}`,
      );
    }
  }
}

function checkTiers(
  plans: readonly NormalPlan[],
  groups: ReadonlyMap<number, Set<number>>,
  periodGroups: ReadonlyMap<number, Set<number>>,
  t: RateTable,
  byId: ReadonlyMap<number, NormalPlan>,
  problems: ProblemList,
  planIndex: (i: number) => number,
  where: (i: number, column: string, message: string) => void,
) {
  const wanted = (p: NormalPlan) =>
    (p.allowedTiers ?? RATE_TIERS).flatMap((tier) =>
      (p.tobaccoRated ? [0, 1] : [0]).map((tobacco) => ({
        tier,
        tobacco,
        group: RATE_TIERS.indexOf(tier) * 2 + tobacco,
      })),
    );
  const label = (p: NormalPlan, tier: string, tobacco: number) =>
    `tier ${tier}${p.tobaccoRated ? (tobacco ? ' tobacco' : ' non-tobacco') : ''}`;
  plans.forEach((p, k) => {
    if (groups.has(p.id) || !p.active) return;
    problems.add({
      file: CATALOGUE_JSON,
      row: null,
      column: `/plans/${planIndex(k)}`,
      message: `plan ${p.id} has no rate rows`,
      kind: 'no_rate_rows',
    });
  });
  for (const [first, seen] of periodGroups) {
    const p = byId.get(t.planId[first] ?? 0);
    if (!p) continue;
    for (const { tier, tobacco, group } of wanted(p))
      if (!seen.has(group))
        where(first, 'tier', `plan ${p.id} has no rates for ${label(p, tier, tobacco)}${periodText(t, first)}`);
  }
}

/** A state split into rating areas without a state-wide or nationwide rate: every ZIP of it in one of the areas. */
function checkSplitStates(
  t: RateTable,
  split: ReadonlyMap<string, { fallback: boolean; areas: Set<string>; row: number }>,
  areas: ReadonlyMap<string, NormalArea>,
  where: (i: number, column: string, message: string) => void,
) {
  const nationwide = new Set<string>();
  for (const [key, s] of split) if (key.endsWith('|*') && s.fallback) nationwide.add(key.slice(0, -2));
  for (const [key, s] of split) {
    if (key.endsWith('|*') || s.fallback || s.areas.size === 0) continue;
    if (nationwide.has(key.slice(0, key.lastIndexOf('|')))) continue;
    const state = t.stateOf(s.row) ?? '';
    const covered = new Set([...s.areas].flatMap((code) => areas.get(code)?.zips ?? []));
    const missing = zipsOfState(state).filter((z) => !covered.has(z));
    if (missing.length === 0) continue;
    const more = missing.length > ZIPS_NAMED ? ` and ${missing.length - ZIPS_NAMED} more` : '';
    where(
      s.row,
      'rating_area',
      `ZIP ${missing.slice(0, ZIPS_NAMED).join(', ')}${more} of ${state} in no rating area of plan ${t.planId[s.row]}'s rates${periodText(t, s.row).replace(/ area .*$/, '')}: add them to an area, or give a state-wide rate`,
    );
  }
}
