import type { CatalogueDiff } from './diff';
import type { ImportReport } from './import';
import { describeProblem } from './problems';

const list = (ids: ReadonlyArray<string | number>, max = 20) =>
  ids.length > max ? `${ids.slice(0, max).join(', ')} and ${ids.length - max} more` : ids.join(', ');

/** The diff as lines a person reads (the command's output; the API answers the diff itself). */
export function diffLines(d: CatalogueDiff): string[] {
  const out: string[] = [];
  if (d.carriers.added.length) out.push(`carriers added: ${list(d.carriers.added)}`);
  if (d.carriers.changed.length) out.push(`carriers changed: ${list(d.carriers.changed)}`);
  if (d.plans.added.length) out.push(`plans added: ${list(d.plans.added)}`);
  for (const c of d.plans.changed.slice(0, 50)) out.push(`plan ${c.id} changed: ${c.keys.join(', ')}`);
  if (d.plans.changed.length > 50) out.push(`... and ${d.plans.changed.length - 50} more changed plans`);
  if (d.plans.retired.length) out.push(`plans retired: ${list(d.plans.retired)}`);
  if (d.agreementsChanged) out.push('agreement texts changed');
  if (d.singlePlanCategoriesChanged) out.push('one-per-cart categories changed');
  if (d.areas.added.length) out.push(`rating areas added: ${list(d.areas.added)}`);
  if (d.areas.changed.length) out.push(`rating areas changed: ${list(d.areas.changed)}`);
  if (d.areas.removed.length) out.push(`rating areas removed: ${list(d.areas.removed)}`);
  const r = d.rates;
  if (r.added || r.removed || r.changed) {
    out.push(
      `rates: ${r.added} added, ${r.removed} removed, ${r.changed} changed, ${r.unchanged} unchanged, in ${r.plansWithChanges} plans`,
    );
    if (r.maxChangeAt) {
      const at = r.maxChangeAt;
      out.push(
        `largest price change: ${r.maxChangePercent > 0 ? '+' : ''}${r.maxChangePercent}% (plan ${at.planId} ${at.tier} age ${at.ageMin}${at.tobacco ? ' tobacco' : ''})`,
      );
    }
  }
  return out.length ? out : ['no changes: the file matches the live catalogue'];
}

/** The whole import report as text lines. */
export function reportLines(r: ImportReport, dryRun: boolean): string[] {
  const out: string[] = [];
  if (r.problemCount) {
    out.push(`${r.problemCount} problem${r.problemCount === 1 ? '' : 's'}; nothing was imported:`);
    for (const p of r.problems) out.push(`  ${describeProblem(p)}`);
    if (r.problemCount > r.problems.length) out.push(`  ... and ${r.problemCount - r.problems.length} more`);
  }
  if (r.diff) out.push(...diffLines(r.diff));
  if (r.applied) out.push(`applied: catalogue version ${r.versionBefore} -> ${r.versionAfter}`);
  else if (dryRun && !r.problemCount) out.push('dry run: nothing was written');
  return out;
}
