import type { FieldError } from '../envelope';
import { evaluate, isTruthy, variablesOf, type Expression } from './expression';

/**
 * A field's expressions (a carrier's `visible_if`, `required_if`, `read_only_if`, `calculate`,
 * `checks`, and `when` translated), and the one resolution every side runs: which fields are asked
 * and what the calculated ones hold. The context (other tabs' answers, the cart, the applicant) comes
 * with the field from the server (`definition.context`), so the browser reads what the server reads.
 */

export interface FieldCheck {
  /** Must be true (JSON Logic truthiness) for the field's value to pass. */
  test: Expression;
  message: string;
}

export interface FieldExpressions {
  visibleIf?: Expression;
  requiredIf?: Expression;
  readOnlyIf?: Expression;
  calculate?: Expression;
  checks?: readonly FieldCheck[];
  /**
   * The heading whose section holds the field (a carrier heading with `visible_if`, decision 0300):
   * the field is asked only while that heading is. Set by withCarrierFields from the descriptors' order.
   */
  section?: string;
  /** The dotted variables' values, nested (`{ primary_info: { marital_status: 'M' }, applicant: { age: 45 } }`). */
  context: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

/** The server's flat context (`{ 'applicant.age': 45 }`) nested by namespace; other keys are dropped. */
export function nestContext(flat: unknown): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = Object.create(null) as Record<string, Record<string, unknown>>;
  if (typeof flat !== 'object' || flat === null || Array.isArray(flat)) return out;
  for (const [path, value] of Object.entries(flat)) {
    const [space, name, more] = path.split('.');
    if (space === undefined || name === undefined || more !== undefined) continue;
    (out[space] ??= Object.create(null) as Record<string, unknown>)[name] = value;
  }
  return out;
}

interface ExpressionField {
  expressions?: FieldExpressions;
}
interface ExpressionStep {
  fields: Readonly<Record<string, ExpressionField & object>>;
}

interface Plan {
  /** Fields with a visibility or a calculation, dependencies first. */
  order: Array<[string, FieldExpressions]>;
  /** Fields whose visibility or calculation reads itself, directly or through others: never asked. */
  cyclic: Set<string>;
  /** The step's fields any expression of the step reads (a change elsewhere changes nothing). */
  read: Set<string>;
  context: Record<string, Readonly<Record<string, unknown>>>;
  any: boolean;
}

const localReads = (e: FieldExpressions): string[] => [
  ...[e.visibleIf, e.calculate].flatMap((x) => (x === undefined ? [] : variablesOf(x))).filter((v) => !v.includes('.')),
  ...(e.section === undefined ? [] : [e.section]),
];

const plans = new WeakMap<object, Plan>();

/** The step's expression plan, computed once per (extended) step: the dependency order and map. */
export function expressionPlan(step: ExpressionStep): Plan {
  const cached = plans.get(step);
  if (cached) return cached;
  const withExpr = Object.entries(step.fields).filter(
    (entry): entry is [string, ExpressionField & { expressions: FieldExpressions }] =>
      entry[1].expressions !== undefined,
  );
  const read = new Set<string>();
  const context: Record<string, Readonly<Record<string, unknown>>> = Object.create(null) as Plan['context'];
  for (const [, f] of withExpr) {
    const e = f.expressions;
    for (const x of [e.visibleIf, e.requiredIf, e.readOnlyIf, e.calculate, ...(e.checks ?? []).map((c) => c.test)])
      if (x !== undefined) for (const v of variablesOf(x)) if (!v.includes('.')) read.add(v);
    for (const [space, values] of Object.entries(e.context)) context[space] = { ...context[space], ...values };
  }
  const resolving = withExpr.filter(
    ([, f]) =>
      f.expressions.visibleIf !== undefined ||
      f.expressions.calculate !== undefined ||
      f.expressions.section !== undefined,
  );
  const byName = new Map(resolving.map(([n, f]) => [n, f.expressions]));
  const order: Plan['order'] = [];
  const cyclic = new Set<string>();
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string): boolean => {
    const e = byName.get(name);
    if (!e || state.get(name) === 'done') return !cyclic.has(name);
    if (state.get(name) === 'visiting') return false;
    state.set(name, 'visiting');
    let ok = true;
    for (const dep of localReads(e)) if (!visit(dep)) ok = false;
    state.set(name, 'done');
    if (!ok) cyclic.add(name);
    order.push([name, e]);
    return ok;
  };
  for (const [name] of resolving) visit(name);
  const plan: Plan = { order, cyclic, read, context, any: withExpr.length > 0 };
  plans.set(step, plan);
  return plan;
}

/** The data expressions read: the step's payload, then the context's namespaces (which a field cannot shadow). */
export function expressionData(
  step: ExpressionStep,
  payload: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return Object.assign(Object.create(null) as Record<string, unknown>, payload, expressionPlan(step).context);
}

export interface Resolution {
  /** The payload without unasked fields, calculated fields recomputed (or dropped when they have no value). */
  payload: Record<string, unknown>;
  unasked: Set<string>;
}

/**
 * Which fields are asked and what calculated fields hold, in dependency order: a field whose
 * visibility is false is unasked and its value leaves the data later expressions read; a calculated
 * field takes its expression's value through `normalize` (the save's value rules), whatever was sent.
 */
export function resolveExpressions(
  step: ExpressionStep,
  payload: Readonly<Record<string, unknown>>,
  normalize: (name: string, value: unknown) => unknown,
  today = new Date(),
): Resolution {
  const plan = expressionPlan(step);
  if (plan.order.length === 0) return { payload: { ...payload }, unasked: new Set() };
  const data = expressionData(step, payload);
  const out: Record<string, unknown> = { ...payload };
  const unasked = new Set<string>();
  for (const [name, e] of plan.order) {
    if (
      plan.cyclic.has(name) ||
      (e.section !== undefined && unasked.has(e.section)) ||
      (e.visibleIf !== undefined && !isTruthy(evaluate(e.visibleIf, data, today)))
    ) {
      unasked.add(name);
      Reflect.deleteProperty(data, name);
      Reflect.deleteProperty(out, name);
      continue;
    }
    if (e.calculate === undefined) continue;
    const value = normalize(name, evaluate(e.calculate, data, today));
    if (value === undefined) {
      Reflect.deleteProperty(data, name);
      Reflect.deleteProperty(out, name);
    } else data[name] = out[name] = value;
  }
  return { payload: out, unasked };
}

/** Whether a field's `required_if` holds over the data (false without one). */
export function requiredByExpression(
  e: FieldExpressions | undefined,
  data: Readonly<Record<string, unknown>>,
  today?: Date,
): boolean {
  return e?.requiredIf !== undefined && isTruthy(evaluate(e.requiredIf, data, today));
}

/** Whether a field is read-only by its `read_only_if` or because it is calculated. */
export function readOnlyByExpression(
  e: FieldExpressions | undefined,
  data: Readonly<Record<string, unknown>>,
  today?: Date,
): boolean {
  if (e === undefined) return false;
  return e.calculate !== undefined || (e.readOnlyIf !== undefined && isTruthy(evaluate(e.readOnlyIf, data, today)));
}

/** The first of a field's checks that fails, as its error, or null. */
export function failedCheck(
  name: string,
  e: FieldExpressions | undefined,
  data: Readonly<Record<string, unknown>>,
  today?: Date,
): FieldError | null {
  for (const check of e?.checks ?? [])
    if (!isTruthy(evaluate(check.test, data, today))) return { target_element: name, error_message: check.message };
  return null;
}
