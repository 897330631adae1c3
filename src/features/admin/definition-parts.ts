/**
 * The console's inputs for the parts of a carrier field's definition that the editor keeps in its
 * JSON text (decision 0305): a repeating group's items, an upload's rules, where the answer goes, and
 * conditions of the common shape (`variable op value`, joined by AND or OR). Each input reads the
 * text's object and writes it back, so the text stays the one place every part lives (and the
 * fallback for the expressions the inputs cannot show). Pure functions, no React.
 */

export type Parts = Record<string, unknown>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The text's object: {} for no text, null when the text is not a JSON object (the inputs then wait for it). */
export function partsOf(text: string): Parts | null {
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The text with `changes` applied (undefined removes a key); '' when nothing is left. */
export function withParts(text: string, changes: Parts): string {
  const merged: Parts = { ...(partsOf(text) ?? {}), ...changes };
  const parts = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined));
  return Object.keys(parts).length === 0 ? '' : JSON.stringify(parts, null, 2);
}

// ---- conditions ------------------------------------------------------------------------------

export const CONDITION_OPS = [
  { op: '==', label: 'is' },
  { op: '!=', label: 'is not' },
  { op: '>', label: 'is greater than' },
  { op: '>=', label: 'is at least' },
  { op: '<', label: 'is less than' },
  { op: '<=', label: 'is at most' },
  { op: 'in', label: 'is one of (comma-separated)' },
] as const;

export type ConditionOp = (typeof CONDITION_OPS)[number]['op'];

export interface ConditionRow {
  variable: string;
  op: ConditionOp;
  /** As typed: a number when it reads as one, else text; for `in`, values separated by commas. */
  value: string;
}

export interface Condition {
  join: 'and' | 'or';
  rows: ConditionRow[];
}

const OP_OF: Readonly<Record<string, ConditionOp>> = {
  '==': '==',
  '===': '==',
  '!=': '!=',
  '!==': '!=',
  '>': '>',
  '>=': '>=',
  '<': '<',
  '<=': '<=',
  in: 'in',
};

const scalarText = (v: unknown): string | null =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : null;

function rowOf(node: unknown): ConditionRow | null {
  if (!isRecord(node)) return null;
  const entries = Object.entries(node);
  if (entries.length !== 1) return null;
  const [name, args] = entries[0] as [string, unknown];
  const op = OP_OF[name];
  if (!op || !Array.isArray(args) || args.length !== 2) return null;
  const [left, right] = args as [unknown, unknown];
  if (!isRecord(left) || typeof left.var !== 'string' || Object.keys(left).length !== 1) return null;
  if (op === 'in') {
    if (!Array.isArray(right)) return null;
    const texts = right.map(scalarText);
    return texts.every((t) => t !== null) ? { variable: left.var, op, value: texts.join(', ') } : null;
  }
  const text = scalarText(right);
  return text === null ? null : { variable: left.var, op, value: text };
}

/** The condition as rows, when it has the common shape (one comparison, or comparisons under one and/or); else null. */
export function conditionOf(expression: unknown): Condition | null {
  if (expression === undefined || expression === true) return { join: 'and', rows: [] };
  const one = rowOf(expression);
  if (one) return { join: 'and', rows: [one] };
  if (!isRecord(expression)) return null;
  const keys = Object.keys(expression);
  if (keys.length !== 1 || (keys[0] !== 'and' && keys[0] !== 'or')) return null;
  const list = expression[keys[0]];
  if (!Array.isArray(list) || list.length === 0) return null;
  const rows = list.map(rowOf);
  return rows.every((r): r is ConditionRow => r !== null) ? { join: keys[0], rows } : null;
}

/** A condition in words for the rules table: `applicant.age is greater than 40 AND ...`, or a plain note for another shape. */
export function conditionText(expression: unknown): string {
  const c = conditionOf(expression);
  if (!c) return 'under a condition (JSON Logic)';
  const label = (op: ConditionOp) => CONDITION_OPS.find((o) => o.op === op)?.label.replace(' (comma-separated)', '');
  return c.rows.map((r) => `${r.variable} ${label(r.op)} ${r.value}`).join(c.join === 'and' ? ' AND ' : ' OR ');
}

// A typed value: a number when it reads as one (45, 2.5), true/false as booleans, else the text.
function valueOf(text: string): string | number | boolean {
  const t = text.trim();
  if (t !== '' && /^-?\d+(\.\d+)?$/.test(t)) return Number(t);
  if (t === 'true') return true;
  if (t === 'false') return false;
  return t;
}

/** The rows as JSON Logic (undefined for no rows): `{ "and": [{ ">": [{ "var": "applicant.age" }, 40] }, ...] }`. */
export function conditionLogic(c: Condition): unknown {
  const rows = c.rows.filter((r) => r.variable.trim() !== '');
  const logic = rows.map((r) => {
    const left = { var: r.variable.trim() };
    const right = r.op === 'in' ? r.value.split(',').map(valueOf) : valueOf(r.value);
    // == is JSON Logic's loose equality: '45' and 45 are the same answer.
    return { [r.op]: [left, right] };
  });
  if (logic.length === 0) return undefined;
  return logic.length === 1 ? logic[0] : { [c.join]: logic };
}

// ---- a repeating group's items -------------------------------------------------------------------

export const ITEM_WIDGETS = [
  { value: 'text', label: 'Text' },
  { value: 'textarea', label: 'Text area' },
  { value: 'date', label: 'Date' },
  { value: 'number', label: 'Number' },
  { value: 'yes_no', label: 'Yes / No' },
] as const;

export interface ItemFieldForm {
  name: string;
  label: string;
  widget: string;
  required: boolean;
  /** The item field's definition as stored (its other keys are kept). */
  rest: Record<string, unknown>;
}

export interface GroupForm {
  itemLabel: string;
  min: string;
  max: string;
  fields: ItemFieldForm[];
}

const numText = (v: unknown) => (typeof v === 'number' ? String(v) : '');
const schemaTypeOf = (widget: string) => (widget === 'number' ? 'number' : 'string');

export function groupFormOf(group: unknown): GroupForm {
  const g = isRecord(group) ? group : {};
  const fields = Array.isArray(g.fields) ? g.fields.filter(isRecord) : [];
  return {
    itemLabel: typeof g.item_label === 'string' ? g.item_label : '',
    min: numText(g.min_items),
    max: numText(g.max_items),
    fields: fields.map((f) => {
      const d = isRecord(f.definition) ? f.definition : {};
      return {
        name: typeof f.name === 'string' ? f.name : '',
        label: typeof d.label === 'string' ? d.label : '',
        widget: typeof d.widget === 'string' ? d.widget : 'text',
        required: f.required === true,
        rest: d,
      };
    }),
  };
}

// A number input's text: empty -> left out; not a number -> sent as typed, so the server names it.
function numberOf(text: string): number | string | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : t;
}

export function groupOfForm(g: GroupForm): Record<string, unknown> {
  // Labels as typed (a trailing space is a word being typed: the text is re-read at each key).
  const out: Record<string, unknown> = { item_label: g.itemLabel };
  const min = numberOf(g.min);
  const max = numberOf(g.max);
  if (min !== undefined) out.min_items = min;
  if (max !== undefined) out.max_items = max;
  out.fields = g.fields.map((f) => {
    const restSchema = isRecord(f.rest.schema) ? f.rest.schema : {};
    const type = schemaTypeOf(f.widget);
    // A changed widget starts from its own schema (a text's maxLength means nothing to a date).
    const schema = f.rest.widget === f.widget ? { ...restSchema, type } : { type };
    const definition = { ...f.rest, label: f.label, widget: f.widget, schema };
    return { name: f.name.trim(), ...(f.required ? { required: true } : {}), definition };
  });
  return out;
}

// ---- an upload's rules -------------------------------------------------------------------------

export const UPLOAD_TYPES = [
  { value: 'pdf', label: 'PDF' },
  { value: 'jpeg', label: 'JPEG' },
  { value: 'png', label: 'PNG' },
] as const;

export interface UploadForm {
  types: string[];
  /** Megabytes (1 MB = 1,000,000 bytes), as typed. */
  maxMb: string;
  maxFiles: string;
}

const MB = 1_000_000;

export function uploadFormOf(file: unknown): UploadForm {
  const f = isRecord(file) ? file : {};
  return {
    types: Array.isArray(f.types) ? f.types.filter((t): t is string => typeof t === 'string') : [],
    maxMb: typeof f.max_bytes === 'number' ? String(f.max_bytes / MB) : '',
    maxFiles: numText(f.max_files),
  };
}

export function uploadOfForm(u: UploadForm): Record<string, unknown> {
  const out: Record<string, unknown> = { types: UPLOAD_TYPES.map((t) => t.value).filter((t) => u.types.includes(t)) };
  const mb = numberOf(u.maxMb);
  if (mb !== undefined) out.max_bytes = typeof mb === 'number' ? Math.round(mb * MB) : mb;
  const files = numberOf(u.maxFiles);
  if (files !== undefined) out.max_files = files;
  return out;
}

// ---- where the answer goes ---------------------------------------------------------------------

export type DestinationKind = 'none' | '834' | 'census';

export interface DestinationForm {
  kind: DestinationKind;
  category: string;
  column: string;
}

export function destinationFormOf(parts: Parts): DestinationForm {
  const kind = parts.destination === '834' || parts.destination === 'census' ? parts.destination : 'none';
  return {
    kind,
    category: typeof parts.category === 'string' ? parts.category : '',
    column: typeof parts.column === 'string' ? parts.column : '',
  };
}

/** The keys a destination sets in the text (none: all three removed). */
export function destinationParts(d: DestinationForm): Parts {
  if (d.kind === '834') return { destination: '834', category: d.category, column: undefined };
  if (d.kind === 'census') return { destination: 'census', column: d.column, category: undefined };
  return { destination: undefined, category: undefined, column: undefined };
}
