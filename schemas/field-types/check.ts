import type { FieldError } from '../envelope';
import { isFieldName } from '../descriptors';
import { variablesOf } from '../expressions/expression';
import { FILE_LIMITS, FILE_TYPE_NAMES } from './file';
import { GROUP_LIMITS, NOT_IN_GROUP } from './group';
import { helpTextProblems } from './help-text';

/**
 * The publish refusals of the questionnaire field types (issue 29), each naming where it is
 * (`rules[3].definition.group.min_items`): a group's item fields, labels and bounds (min above max,
 * no fields, a group in a group), a heading given what only an answer has, and a help text whose
 * link is not http(s), mailto or tel. Called by definitionProblems (field-definition-check.ts), which
 * it is handed to check an item field's own definition.
 */

type DefinitionCheck = (definition: unknown, path: string, fieldName?: string) => FieldError[];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isBound = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) >= 0 && (v as number) <= GROUP_LIMITS.items;

// What a heading (no answer) cannot have: it is drawn while its visible_if holds, nothing more.
const ANSWER_KEYS = ['sensitive', 'options', 'messages', 'when', 'required_if', 'read_only_if', 'calculate', 'checks'];

function headingProblems(out: FieldError[], path: string, definition: Record<string, unknown>): void {
  for (const key of ANSWER_KEYS)
    if (definition[key] !== undefined)
      out.push({ target_element: `${path}.${key}`, error_message: `A heading holds no answer: ${key} does not apply` });
}

function itemFieldProblems(out: FieldError[], path: string, fields: unknown, check: DefinitionCheck): void {
  if (!Array.isArray(fields) || fields.length === 0 || fields.length > GROUP_LIMITS.fields) {
    out.push({ target_element: path, error_message: `Give the item from 1 to ${GROUP_LIMITS.fields} fields` });
    return;
  }
  const names = new Set<string>();
  fields.forEach((f) => {
    if (isRecord(f) && typeof f.name === 'string') names.add(f.name);
  });
  const seen = new Set<string>();
  fields.forEach((f, i) => {
    const at = `${path}[${i}]`;
    if (!isRecord(f) || Object.keys(f).some((k) => !['name', 'required', 'definition'].includes(k))) {
      out.push({ target_element: at, error_message: 'An item field is { name, required, definition }' });
      return;
    }
    if (typeof f.name !== 'string' || !isFieldName(f.name))
      out.push({ target_element: `${at}.name`, error_message: 'Use letters, digits and _ (a field name)' });
    else if (seen.has(f.name))
      out.push({ target_element: `${at}.name`, error_message: `Two item fields are called ${f.name}` });
    if (typeof f.name === 'string') seen.add(f.name);
    if (f.required !== undefined && typeof f.required !== 'boolean')
      out.push({ target_element: `${at}.required`, error_message: 'Use true or false' });
    const def = f.definition;
    if (isRecord(def) && (NOT_IN_GROUP as readonly unknown[]).includes(def.widget)) {
      out.push({
        target_element: `${at}.definition.widget`,
        error_message: `An item's field cannot be a ${String(def.widget)}`,
      });
      return;
    }
    if (isRecord(def) && def.sensitive === true)
      out.push({ target_element: `${at}.definition.sensitive`, error_message: "An item's field cannot be sensitive" });
    out.push(...check(def, `${at}.definition`, typeof f.name === 'string' ? f.name : undefined));
    // An item's expressions read the item's own fields (or another tab, the cart, the applicant).
    if (!isRecord(def)) return;
    for (const key of ['visible_if', 'required_if', 'read_only_if', 'calculate'] as const) {
      if (def[key] === undefined) continue;
      for (const v of variablesOf(def[key]))
        if (!v.includes('.') && !names.has(v))
          out.push({ target_element: `${at}.definition.${key}`, error_message: `The item has no field ${v}` });
    }
  });
}

function groupProblems(out: FieldError[], path: string, group: unknown, check: DefinitionCheck): void {
  if (!isRecord(group)) {
    out.push({ target_element: path, error_message: 'Give the group { item_label, fields, min_items, max_items }' });
    return;
  }
  for (const key of Object.keys(group))
    if (!['item_label', 'fields', 'min_items', 'max_items'].includes(key))
      out.push({ target_element: `${path}.${key}`, error_message: `${key} is not part of a group` });
  const label = group.item_label;
  if (typeof label !== 'string' || label.trim() === '')
    out.push({ target_element: `${path}.item_label`, error_message: "Name an item ('Physician')" });
  else if (label.length > GROUP_LIMITS.itemLabel)
    out.push({
      target_element: `${path}.item_label`,
      error_message: `Use at most ${GROUP_LIMITS.itemLabel} characters`,
    });
  for (const key of ['min_items', 'max_items'] as const)
    if (group[key] !== undefined && !isBound(group[key]))
      out.push({
        target_element: `${path}.${key}`,
        error_message: `Use a whole number from 0 to ${GROUP_LIMITS.items}`,
      });
  if (group.max_items === 0)
    out.push({ target_element: `${path}.max_items`, error_message: 'A group must allow at least 1 item' });
  const min = isBound(group.min_items) ? group.min_items : 0;
  const max = isBound(group.max_items) ? group.max_items : GROUP_LIMITS.defaultMaxItems;
  if (min > max)
    out.push({
      target_element: `${path}.min_items`,
      error_message: `min_items (${min}) is greater than max_items (${max})`,
    });
  itemFieldProblems(out, `${path}.fields`, group.fields, check);
}

function fileProblems(out: FieldError[], path: string, file: unknown): void {
  if (!isRecord(file)) {
    out.push({ target_element: path, error_message: 'Give the upload { types, max_bytes, max_files }' });
    return;
  }
  for (const key of Object.keys(file))
    if (!['types', 'max_bytes', 'max_files'].includes(key))
      out.push({ target_element: `${path}.${key}`, error_message: `${key} is not part of an upload` });
  const types = file.types;
  if (!Array.isArray(types) || types.length === 0)
    out.push({
      target_element: `${path}.types`,
      error_message: `Allow at least one type: ${FILE_TYPE_NAMES.join(', ')}`,
    });
  else
    types.forEach((t, i) => {
      if (!(FILE_TYPE_NAMES as readonly unknown[]).includes(t))
        out.push({
          target_element: `${path}.types[${i}]`,
          error_message: `Unknown type; use ${FILE_TYPE_NAMES.join(', ')}`,
        });
    });
  const bytes = file.max_bytes;
  if (!Number.isInteger(bytes) || (bytes as number) < 1 || (bytes as number) > FILE_LIMITS.maxBytes)
    out.push({
      target_element: `${path}.max_bytes`,
      error_message: `Give the largest file in bytes, from 1 to ${FILE_LIMITS.maxBytes}`,
    });
  const files = file.max_files;
  if (
    files !== undefined &&
    (!Number.isInteger(files) || (files as number) < 1 || (files as number) > FILE_LIMITS.maxFiles)
  )
    out.push({
      target_element: `${path}.max_files`,
      error_message: `Use a whole number from 1 to ${FILE_LIMITS.maxFiles}`,
    });
}

/** The problems of a definition's questionnaire field types (group, heading, help text), each naming its part. */
export function fieldTypeProblems(
  definition: Record<string, unknown>,
  path: string,
  widget: string | undefined,
  check: DefinitionCheck,
): FieldError[] {
  const out: FieldError[] = [];
  if (typeof definition.help === 'string')
    for (const problem of helpTextProblems(definition.help))
      out.push({ target_element: `${path}.help`, error_message: problem });
  if (widget === 'heading') headingProblems(out, path, definition);
  if (widget === 'group') {
    groupProblems(out, `${path}.group`, definition.group, check);
    for (const key of ['sensitive', 'calculate', 'read_only_if'])
      if (definition[key] !== undefined)
        out.push({
          target_element: `${path}.${key}`,
          error_message: `A group cannot have ${key} (its items' fields may)`,
        });
  } else if (definition.group !== undefined)
    out.push({ target_element: `${path}.group`, error_message: 'group applies to the group widget only' });
  if (widget === 'file') {
    fileProblems(out, `${path}.file`, definition.file);
    for (const key of ['calculate', 'read_only_if', 'checks', 'options'])
      if (definition[key] !== undefined)
        out.push({ target_element: `${path}.${key}`, error_message: `An upload cannot have ${key}` });
  } else if (definition.file !== undefined)
    out.push({ target_element: `${path}.file`, error_message: 'file applies to the file widget only' });
  return out;
}
