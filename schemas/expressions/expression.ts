import jsonLogic from 'json-logic-js';
import { ageOn, calendarDayOf, parseUsDate } from '../dates';
import type { FieldError } from '../envelope';

/**
 * The form engine's one expression language (docs/decisions/0220-expressions.md): JSON Logic, run
 * by json-logic-js (an interpreter: no eval, no generated code) behind a guard that admits only the
 * operators below and variable paths of our grammar. The browser and the server import this module,
 * so a condition, a calculated value or a check gives the same answer on both sides.
 */

/** A JSON Logic expression: a literal, a list, or `{ operator: arguments }`. */
export type Expression = unknown;

/** The operators an expression may use (json-logic-js's, less `method`, `log`, `substr`, `merge`, plus ours). */
export const OPERATORS = [
  'var',
  '==',
  '!=',
  '===',
  '!==',
  '>',
  '>=',
  '<',
  '<=',
  '!',
  '!!',
  'and',
  'or',
  'if',
  'in',
  'missing',
  '+',
  '-',
  '*',
  '/',
  '%',
  'min',
  'max',
  'cat',
  'round',
  'years_since',
] as const;

const ALLOWED: ReadonlySet<string> = new Set(OPERATORS);

/** The namespaces of a dotted variable besides a tab's name: the cart and the applicant. */
export const CONTEXT_PATHS = [
  'cart.plans',
  'cart.categories',
  'cart.tier',
  'applicant.state',
  'applicant.age',
] as const;

const SEGMENT = /^[a-z][a-z0-9_]{0,63}$/;
// Names that would reach an object's prototype through json-logic-js's `var` walk.
const FORBIDDEN = new Set(['constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty']);

/** A variable path: `field` (this step's field) or `namespace.field` (another tab's answer, the cart, the applicant). */
export function isVariablePath(path: unknown): path is string {
  if (typeof path !== 'string') return false;
  const parts = path.split('.');
  return parts.length <= 2 && parts.every((p) => SEGMENT.test(p) && !FORBIDDEN.has(p));
}

const MAX_NODES = 200;
const MAX_DEPTH = 12;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Everything wrong with an expression's shape, each naming the part (`<path>.and[1].var`); [] when it may be evaluated. */
export function expressionProblems(expression: Expression, path: string): FieldError[] {
  const out: FieldError[] = [];
  let nodes = 0;
  const walk = (node: unknown, at: string, depth: number): void => {
    nodes += 1;
    if (nodes > MAX_NODES || depth > MAX_DEPTH) {
      if (nodes === MAX_NODES + 1 || depth === MAX_DEPTH + 1)
        out.push({
          target_element: path,
          error_message: `Keep an expression under ${MAX_NODES} parts and ${MAX_DEPTH} levels`,
        });
      return;
    }
    if (node === null || typeof node === 'boolean' || typeof node === 'string') return;
    if (typeof node === 'number') {
      if (!Number.isFinite(node)) out.push({ target_element: at, error_message: 'Use a finite number' });
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, `${at}[${i}]`, depth + 1));
      return;
    }
    if (!isRecord(node)) {
      out.push({ target_element: at, error_message: 'Use a value, a list or { operator: arguments }' });
      return;
    }
    const keys = Object.keys(node);
    if (keys.length !== 1) {
      out.push({ target_element: at, error_message: 'An operation is an object with exactly one operator' });
      return;
    }
    const op = keys[0] ?? '';
    if (!ALLOWED.has(op)) {
      out.push({
        target_element: `${at}.${op}`,
        error_message: `Unknown operator ${op}; use one of ${OPERATORS.join(', ')}`,
      });
      return;
    }
    const args = node[op];
    if (op === 'var') {
      const name = Array.isArray(args) ? args[0] : args;
      if (!isVariablePath(name))
        out.push({
          target_element: `${at}.var`,
          error_message: "Name a field (field_name) or a tab's field, the cart or the applicant (tab.field_name)",
        });
      if (Array.isArray(args) && args.length > 2)
        out.push({ target_element: `${at}.var`, error_message: 'var takes a name and a default' });
      if (Array.isArray(args) && args.length === 2) walk(args[1], `${at}.var[1]`, depth + 1);
      return;
    }
    if (op === 'missing') {
      const names = Array.isArray(args) ? args : [args];
      if (!names.every(isVariablePath))
        out.push({ target_element: `${at}.missing`, error_message: 'missing takes field names' });
      return;
    }
    walk(args, `${at}.${op}`, depth + 1);
  };
  walk(expression, path, 0);
  return out;
}

/** The variable paths an expression reads (`var` and `missing`), in order of first use. */
export function variablesOf(expression: Expression): string[] {
  const out = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (isRecord(node)) {
      for (const [op, args] of Object.entries(node)) {
        if (op === 'var') {
          const name = Array.isArray(args) ? args[0] : args;
          if (typeof name === 'string') out.add(name);
          if (Array.isArray(args)) args.slice(1).forEach(walk);
        } else if (op === 'missing') {
          for (const name of Array.isArray(args) ? args : [args]) if (typeof name === 'string') out.add(name);
        } else walk(args);
      }
    }
  };
  walk(expression);
  return [...out];
}

/** The whole years from a mm/dd/yyyy (or yyyy-mm-dd) date to `today`, or null when it is not a date. */
export function yearsBetween(date: unknown, today: Date): number | null {
  if (typeof date !== 'string') return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const day = parseUsDate(iso ? `${iso[2]}/${iso[3]}/${iso[1]}` : date);
  return day ? ageOn(day, calendarDayOf(today)) : null;
}

// The data an evaluation reads carries the day `years_since` counts to, under a key no path can name.
const TODAY = Symbol('today');
type EvaluationData = Record<string, unknown> & { [TODAY]?: Date };

jsonLogic.add_operation('round', (value: unknown, digits: unknown = 0) => {
  const n = Number(value);
  const places = Math.max(0, Math.min(6, Math.trunc(Number(digits) || 0)));
  if (!Number.isFinite(n)) return null;
  const factor = 10 ** places;
  return Math.round(n * factor) / factor;
});
jsonLogic.add_operation('years_since', function (this: EvaluationData, date: unknown) {
  return yearsBetween(date, this[TODAY] ?? new Date());
});

// An expression object is checked once (publish checked it too; this guards what reaches evaluate).
const checked = new WeakMap<object, boolean>();

function isSafe(expression: Expression): boolean {
  if (typeof expression !== 'object' || expression === null) return true;
  let safe = checked.get(expression);
  if (safe === undefined) checked.set(expression, (safe = expressionProblems(expression, 'e').length === 0));
  return safe;
}

/**
 * The value of an expression over `data` (nested: `{ field, tab: { field }, cart: {...}, applicant: {...} }`),
 * or null when the expression is not one we admit or fails. Numbers that are not finite are null.
 */
export function evaluate(expression: Expression, data: Readonly<Record<string, unknown>>, today = new Date()): unknown {
  if (!isSafe(expression)) return null;
  try {
    const scoped: EvaluationData = Object.assign(Object.create(null) as EvaluationData, data);
    scoped[TODAY] = today;
    const value: unknown = jsonLogic.apply(expression as jsonLogic.RulesLogic, scoped);
    if (typeof value === 'number' && !Number.isFinite(value)) return null;
    return value;
  } catch {
    return null;
  }
}

/** JSON Logic's truthiness (an empty list is false), as `if`, `and` and `or` read it. */
export function isTruthy(value: unknown): boolean {
  return jsonLogic.truthy(value);
}
