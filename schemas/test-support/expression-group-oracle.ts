import { evaluate, isTruthy } from '../expressions/expression';
import type { OracleRule } from './expression-oracle';

/**
 * Test-only: what sections and repeating groups must do (issue 29, decisions 0250 and 0300), written
 * from their meaning rather than from the engine, for the property test's pages (expression-groups.ts).
 *
 * - A heading with `visible_if` holds the fields after it, by sort, up to the next heading: while its
 *   condition is false they are hidden (not saved, not checked).
 * - A group asked with fewer items than its least or more than its most is refused under the group
 *   ('Items: add at least 1 (Item)') and nothing else of it is checked; empty, it is refused 'Field is
 *   required' when required, else for its least number when that is above 0.
 * - Within bounds, each item is its own page: a field whose condition (over the item and the context)
 *   is false is dropped; a calculated field holds its value; a required field shown and empty is refused
 *   'Item #<n>: Field is required' at `items.<i>.<field>`.
 */

export interface OracleSortedRule extends OracleRule {
  sort: number;
}

/** Each field's section heading: the fields after a heading with `visible_if`, by sort, up to the next heading. */
export function expectedSections(rules: readonly OracleSortedRule[]): Map<string, string> {
  const out = new Map<string, string>();
  let heading: string | undefined;
  for (const r of [...rules].sort((a, b) => a.sort - b.sort || a.field_name.localeCompare(b.field_name))) {
    if (r.definition.widget === 'heading') heading = r.definition.visible_if !== undefined ? r.field_name : undefined;
    else if (heading !== undefined) out.set(r.field_name, heading);
  }
  return out;
}

export interface ItemRule {
  name: string;
  required?: boolean;
  definition: Record<string, unknown>;
}

interface ExpectedItem {
  /** The item as saved: hidden fields dropped, calculated ones recomputed. */
  saved: Record<string, unknown>;
  /** Field name -> message, for the item's required fields shown and empty. */
  required: Record<string, string>;
}

/**
 * One item as saved and its required errors: `answers` are the item's values as the save reads them
 * (normalised, empties dropped), `context` nested, `normalize` the save's value rule per item field.
 */
export function expectedItem(
  fields: readonly ItemRule[],
  answers: Readonly<Record<string, unknown>>,
  context: Readonly<Record<string, unknown>>,
  normalize: (name: string, value: unknown) => unknown,
  title: string,
): ExpectedItem {
  const data: Record<string, unknown> = { ...answers, ...context };
  const saved: Record<string, unknown> = { ...answers };
  const hidden = new Set<string>();
  // The generated items read only fields without conditions (kind, amount): one pass in their order.
  for (const f of fields) {
    const { visible_if, calculate } = f.definition;
    if (visible_if !== undefined && !isTruthy(evaluate(visible_if, data))) {
      hidden.add(f.name);
      Reflect.deleteProperty(saved, f.name);
      continue;
    }
    if (calculate !== undefined) {
      const value = normalize(f.name, evaluate(calculate, data));
      if (value === undefined) Reflect.deleteProperty(saved, f.name);
      else saved[f.name] = value;
    }
  }
  const required: Record<string, string> = {};
  for (const f of fields)
    if (f.required && !hidden.has(f.name) && saved[f.name] === undefined)
      required[f.name] = `${title}: Field is required`;
  return { saved, required };
}

/** The count refusal of a group asked with `count` items, or null within bounds. */
export function expectedCount(
  label: string,
  itemLabel: string,
  min: number,
  max: number,
  count: number,
  required: boolean,
): string | null {
  if (count === 0 && required) return 'Field is required';
  if (count < min) return `${label}: add at least ${min} (${itemLabel})`;
  if (count > max) return `${label}: add no more than ${max} (${itemLabel})`;
  return null;
}
