import { isPlainObject } from './field-values';
import { checkFormat } from './formats';
import type { FieldFragment } from './step-definition';

/**
 * JSON Schema semantics for the keywords a FieldFragment may use, written to give ajv's exact
 * verdict (the property tests compare the two): type first, then each keyword applies only to the
 * JSON type it is defined for, lengths count code points, patterns use the 'u' flag.
 */

/** True when value has the JSON type (integers and numbers must be finite). */
function hasType(type: FieldFragment['type'], value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'object':
      return isPlainObject(value);
    case 'array':
      return Array.isArray(value);
  }
}

function matchesString(f: FieldFragment, value: string, today: Date): boolean {
  const length = [...value].length;
  if (f.minLength !== undefined && length < f.minLength) return false;
  if (f.maxLength !== undefined && length > f.maxLength) return false;
  if (f.pattern !== undefined && !new RegExp(f.pattern, 'u').test(value)) return false;
  return f.format === undefined || checkFormat(f.format, value, today);
}

function matchesNumber(f: FieldFragment, value: number): boolean {
  return (f.minimum === undefined || value >= f.minimum) && (f.maximum === undefined || value <= f.maximum);
}

function matchesProperties(f: FieldFragment, value: Record<string, unknown>, today: Date): boolean {
  if (!f.properties) return true;
  return Object.entries(f.properties).every(
    ([key, sub]) => !Object.hasOwn(value, key) || value[key] === undefined || matchesFragment(sub, value[key], today),
  );
}

/** True when value satisfies the fragment, as ajv would decide (formats see today's date). */
export function matchesFragment(f: FieldFragment, value: unknown, today: Date): boolean {
  if (!hasType(f.type, value)) return false;
  if (f.enum && !f.enum.some((option) => option === value)) return false;
  if (f.oneOf && f.oneOf.filter((option) => option.const === value).length !== 1) return false;
  if (typeof value === 'string') return matchesString(f, value, today);
  if (typeof value === 'number') return matchesNumber(f, value);
  if (isPlainObject(value)) return matchesProperties(f, value, today);
  return true;
}
