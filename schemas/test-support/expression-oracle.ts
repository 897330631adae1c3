import { evaluate, isTruthy, variablesOf } from '../expressions/expression';

/**
 * Test-only: what a page of `expressionRuleSet` must do, written from the rules' meaning rather than
 * from the engine (schemas/expressions/field-expressions.ts), so a property can hold the shared engine
 * to it where the browser/server agreement cannot see (both sides run the same engine). Only JSON
 * Logic's evaluator is shared: the language itself is json-logic-js's.
 *
 * - A field with a condition or a calculation that reads, through such fields, a loop is never asked.
 * - Otherwise, in the order of what each reads, a field whose condition is false is hidden, and its
 *   value is not what later expressions read; a calculated field holds its expression's value.
 * - A visible field, not read-only, required by its required_if and left empty is refused 'Field is
 *   required'; a visible field whose own value is a valid answer is refused by its first failing check.
 */

export interface OracleRule {
  field_name: string;
  definition: Record<string, unknown>;
}

export interface OracleCheck {
  test: unknown;
  message: string;
}

const localReads = (expressions: unknown[]): string[] =>
  expressions.flatMap((e) => (e === undefined ? [] : variablesOf(e))).filter((v) => !v.includes('.'));

/** The fields never asked because what they read (a condition or a calculation) loops. */
export function loopedFields(rules: readonly OracleRule[]): Set<string> {
  const reads = new Map<string, string[]>();
  for (const r of rules) {
    const { visible_if, calculate } = r.definition;
    if (visible_if !== undefined || calculate !== undefined)
      reads.set(r.field_name, localReads([visible_if, calculate]));
  }
  // A field reaches a loop when a walk along what it reads comes back to a field already on the walk.
  const reachesLoop = (name: string, path: readonly string[]): boolean => {
    if (path.includes(name)) return true;
    return (reads.get(name) ?? []).some((next) => reads.has(next) && reachesLoop(next, [...path, name]));
  };
  return new Set([...reads.keys()].filter((name) => reachesLoop(name, [])));
}

/** The order fields are resolved in: what a field reads before it (looped fields anywhere). */
function resolutionOrder(rules: readonly OracleRule[], looped: ReadonlySet<string>): OracleRule[] {
  const byName = new Map(rules.map((r) => [r.field_name, r]));
  const out: OracleRule[] = [];
  const done = new Set<string>();
  const place = (r: OracleRule) => {
    if (done.has(r.field_name)) return;
    done.add(r.field_name);
    if (!looped.has(r.field_name))
      for (const dep of localReads([r.definition.visible_if, r.definition.calculate])) {
        const other = byName.get(dep);
        if (other) place(other);
      }
    out.push(r);
  };
  rules.forEach(place);
  return out;
}

export interface Expected {
  hidden: Set<string>;
  /** The data the page's expressions read once resolved: visible answers, calculated values, the context. */
  data: Record<string, unknown>;
}

/**
 * The hidden fields and resolved data of a page for `answers` (the save's values before resolution:
 * the answers as the save reads them), `context` nested (`{ cart: { plans: [...] } }`), `normalize`
 * the save's value rule for a calculated value.
 */
export function expectedResolution(
  rules: readonly OracleRule[],
  answers: Readonly<Record<string, unknown>>,
  context: Readonly<Record<string, unknown>>,
  normalize: (name: string, value: unknown) => unknown,
  /** Each field's section heading (expectedSections): hidden while the heading is; headings come first in `rules`. */
  sections: ReadonlyMap<string, string> = new Map(),
): Expected {
  const looped = loopedFields(rules);
  const data: Record<string, unknown> = { ...answers, ...context };
  const hidden = new Set<string>();
  for (const r of resolutionOrder(rules, looped)) {
    const { visible_if, calculate } = r.definition;
    const heading = sections.get(r.field_name);
    if (
      looped.has(r.field_name) ||
      (heading !== undefined && hidden.has(heading)) ||
      (visible_if !== undefined && !isTruthy(evaluate(visible_if, data)))
    ) {
      hidden.add(r.field_name);
      Reflect.deleteProperty(data, r.field_name);
      continue;
    }
    if (calculate === undefined) continue;
    const value = normalize(r.field_name, evaluate(calculate, data));
    if (value === undefined) Reflect.deleteProperty(data, r.field_name);
    else data[r.field_name] = value;
  }
  return { hidden, data };
}

/** The message a visible field's checks give over the resolved data (its first failing check), or null. */
export function expectedCheck(definition: Record<string, unknown>, data: Record<string, unknown>): string | null {
  const checks = (definition.checks ?? []) as OracleCheck[];
  return checks.find((c) => !isTruthy(evaluate(c.test, data)))?.message ?? null;
}

/** Whether a field's required_if holds over the resolved data. */
export function expectedRequired(definition: Record<string, unknown>, data: Record<string, unknown>): boolean {
  return definition.required_if !== undefined && isTruthy(evaluate(definition.required_if, data));
}
