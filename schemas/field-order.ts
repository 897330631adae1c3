import { variablesOf } from './expressions/expression';
import type { StepDefinition } from './step-definition';

/**
 * The order a step's fields are drawn in (issue 29, layout by configuration, decision 0260):
 *
 * - the step's own fields in its declared order, and each carrier field among them by its sort: after
 *   the own field the descriptors (the server's order, by sort) list last before it, or first when
 *   none comes before it;
 * - a follow-up (a field whose condition reads one question of the page: `when`, or a `visible_if`
 *   reading one field) directly under its question, after the question's earlier follow-ups.
 */

/** The question a field follows up, or undefined: the one page field its condition reads. */
export function followedQuestion(step: StepDefinition, name: string): string | undefined {
  const field = step.fields[name];
  if (field?.shownWhen) return field.shownWhen.field;
  const condition = field?.expressions?.visibleIf;
  if (condition === undefined) return undefined;
  const local = variablesOf(condition).filter((v) => !v.includes('.'));
  return local.length === 1 && local[0] !== name ? local[0] : undefined;
}

/** The drawing order of `present` fields (the descriptors' names in the server's order). */
export function fieldOrder(step: StepDefinition, present: readonly string[]): string[] {
  const shown = new Set(present);
  const own = new Set(step.order);
  const base = step.order.filter((name) => shown.has(name));
  // Carrier fields, each after the own field listed last before it (by sort).
  let anchor: string | undefined;
  const after = new Map<string | undefined, string[]>();
  for (const name of present) {
    if (own.has(name)) anchor = name;
    else {
      const list = after.get(anchor);
      if (list) list.push(name);
      else after.set(anchor, [name]);
    }
  }
  const sorted = [...(after.get(undefined) ?? []), ...base.flatMap((name) => [name, ...(after.get(name) ?? [])])];
  // Follow-ups under their questions (a follow-up of a follow-up under it, in turn).
  const followUps = new Map<string, string[]>();
  const placed = new Set<string>();
  for (const name of sorted) {
    const question = followedQuestion(step, name);
    if (question === undefined || !shown.has(question)) continue;
    const list = followUps.get(question);
    if (list) list.push(name);
    else followUps.set(question, [name]);
  }
  const out: string[] = [];
  const emit = (name: string) => {
    if (placed.has(name)) return;
    placed.add(name);
    out.push(name);
    for (const next of followUps.get(name) ?? []) emit(next);
  };
  const isPlacedUnder = (name: string) => {
    const question = followedQuestion(step, name);
    return question !== undefined && shown.has(question);
  };
  for (const name of sorted) if (!isPlacedUnder(name)) emit(name);
  // A follow-up whose questions loop (a under b under a) keeps its own place.
  for (const name of sorted) emit(name);
  return out;
}
