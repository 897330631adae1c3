import type { FromSchema } from 'json-schema-to-ts';
import type { CarrierFieldDefinition } from './field-definition';

/**
 * Field descriptors: what GET /get-form-fields-<step> answers for each field (001 section 3, 002
 * section 3): `{ field_name, value, required, read_only }`, plus `error` and `message` on the
 * dependent step. The server decides which fields exist and which are required, per carrier.
 */

const flag = { anyOf: [{ type: 'boolean' }, { type: 'integer', enum: [0, 1] }] } as const;

// Field names become object keys in schemas and payloads, so the names of Object.prototype's own
// properties (a lookup of a missing `hasOwnProperty` would find the method) are refused outright.
const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toString',
  'toLocaleString',
  'valueOf',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
];
export const FIELD_NAME_PATTERN = `^(?!(?:${PROTOTYPE_NAMES.join('|')})$)[A-Za-z_][A-Za-z0-9_]{0,99}$`;

export const fieldDescriptorSchema = {
  type: 'object',
  required: ['field_name', 'value', 'required', 'read_only'],
  properties: {
    field_name: { type: 'string', pattern: FIELD_NAME_PATTERN },
    value: {},
    required: flag,
    read_only: flag,
    visible: { type: 'boolean' },
    error: { type: 'string' },
    message: { type: 'string' },
    /** A carrier's typed field (schemas/field-definition.ts): an addition to the contract. */
    definition: { type: 'object', additionalProperties: true },
  },
} as const;

/** A descriptor as answered (fieldDescriptorSchema); `definition` is the carrier's field definition it carries. */
export interface FieldDescriptor {
  field_name: string;
  value: unknown;
  required: boolean | 0 | 1;
  read_only: boolean | 0 | 1;
  visible?: boolean;
  error?: string;
  message?: string;
  definition?: CarrierFieldDefinition | Readonly<Record<string, unknown>>;
}

export const fieldDescriptorListSchema = { type: 'array', items: fieldDescriptorSchema } as const;

/** `data` of GET /get-form-fields-<step>: `{ result: FieldDescriptor[] }` (002 adds `disclaimer` on the dependent step). */
export const formFieldsData = {
  type: 'object',
  required: ['result'],
  properties: { result: fieldDescriptorListSchema, disclaimer: { type: 'string' } },
} as const;

export type FormFields = FromSchema<typeof formFieldsData>;

/** A descriptor with its flags as booleans and `visible` defaulted to true. */
export interface NormalizedDescriptor {
  field_name: string;
  value: unknown;
  required: boolean;
  read_only: boolean;
  visible: boolean;
  error?: string;
  message?: string;
  /** A carrier's typed field: label, widget, schema and messages (field-definition.ts). */
  definition?: CarrierFieldDefinition;
}

/** True for `true` and `1` (the server sends either). */
export function isOn(value: unknown): boolean {
  return value === true || value === 1;
}

const FIELD_NAME = new RegExp(FIELD_NAME_PATTERN);

/** True when name is usable as a field name (and cannot touch an object's prototype). */
export function isFieldName(name: string): boolean {
  return FIELD_NAME.test(name);
}

/** Turns 0/1 flags into booleans and defaults `visible` to true. */
export function normalizeDescriptor(d: FieldDescriptor): NormalizedDescriptor {
  const out: NormalizedDescriptor = {
    field_name: d.field_name,
    value: d.value,
    required: isOn(d.required),
    read_only: isOn(d.read_only),
    visible: d.visible !== false,
  };
  if (d.error !== undefined) out.error = d.error;
  if (d.message !== undefined) out.message = d.message;
  if (d.definition !== undefined) out.definition = d.definition as unknown as CarrierFieldDefinition;
  return out;
}

/** Normalises a descriptor list, dropping unusable names and later duplicates (the first one wins). */
export function normalizeDescriptors(list: readonly FieldDescriptor[]): NormalizedDescriptor[] {
  const seen = new Set<string>();
  const out: NormalizedDescriptor[] = [];
  for (const d of list) {
    if (!isFieldName(d.field_name) || seen.has(d.field_name)) continue;
    seen.add(d.field_name);
    out.push(normalizeDescriptor(d));
  }
  return out;
}
