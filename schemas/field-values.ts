import { normalizeDate } from './dates';
import type { FormatName } from './formats';
import { isMaskedSsn } from './masked-values';
import type { FieldDefinition } from './step-definition';

/**
 * How values move between the server, the form and the save payload. The form holds what the
 * widgets edit (strings for text inputs); the payload is what the server stores and validates.
 */

const DATE_FORMATS: ReadonlySet<FormatName> = new Set(['oe-date', 'oe-past-date', 'oe-adult-dob']);

/** True for a plain object (not null, not an array). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The record's own value under a field name: never one inherited from Object.prototype (`hasOwnProperty`). */
export function ownValue(record: Readonly<Record<string, unknown>> | null | undefined, name: string): unknown {
  return record && Object.hasOwn(record, name) ? record[name] : undefined;
}

/** True for undefined, null, '', [] and {}: values that count as "not filled in". */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return isPlainObject(value) && Object.keys(value).length === 0;
}

/** True when the field holds mm/dd/yyyy dates. */
export function isDateField(field: FieldDefinition): boolean {
  return field.schema.format !== undefined && DATE_FORMATS.has(field.schema.format);
}

/**
 * A value as it is saved: strings trimmed, dates as mm/dd/yyyy, separators removed from phones and
 * SSNs (the widgets may show 123-45-6789 or (404) 555-0101) but not from an SSN's mask, anything else unchanged. Returns
 * undefined when the result is empty, so the caller drops it (001 section 3).
 */
export function toPayloadValue(field: FieldDefinition, value: unknown): unknown {
  let out = value;
  if (typeof out === 'string') {
    out = out.trim();
    if (isDateField(field)) out = normalizeDate(out as string);
    else if (field.schema.format === 'oe-phone') out = (out as string).replace(/[\s().-]/g, '');
    // A saved SSN's mask ('***-**-1234') travels as it is: the server reads it as "unchanged".
    else if (field.schema.format === 'oe-ssn' && !isMaskedSsn(out)) out = (out as string).replace(/[\s-]/g, '');
  }
  return isEmptyValue(out) ? undefined : out;
}

/** Turns '1'/'0'/'true'/'false'/1/0 into a boolean; other values are returned unchanged. */
function toBooleanish(value: unknown): unknown {
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return value;
}

/**
 * A descriptor value as the form shows it: converted to the field's JSON type where that is
 * lossless (30301 -> '30301' for a zip, '2' -> 2 for an integer), dates as mm/dd/yyyy. Returns
 * undefined for empty values, so formData never carries null or ''.
 */
export function toFormValue(field: FieldDefinition, value: unknown): unknown {
  if (isEmptyValue(value)) return undefined;
  const { type } = field.schema;
  let out = value;
  if (type === 'string' && (typeof out === 'number' || typeof out === 'boolean')) out = String(out);
  // A string field cannot show an object or a list (an unknown field's odd value): leave it out.
  if (type === 'string' && typeof out !== 'string') return undefined;
  if (type === 'string' && isDateField(field)) out = normalizeDate((out as string).trim());
  if ((type === 'integer' || type === 'number') && typeof out === 'string' && /^-?\d+(\.\d+)?$/.test(out.trim())) {
    out = Number(out);
  }
  if (type === 'boolean') out = toBooleanish(out);
  return isEmptyValue(out) ? undefined : out;
}
