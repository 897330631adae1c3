import { calendarDayOf, compareDays, parseUsDate, ageBetween } from './dates';
import { isPlainObject } from './field-values';
import { checkFormat } from './formats';
import { testPattern } from './pattern-engine';
import type { FieldFragment } from './step-definition';

/**
 * JSON Schema semantics for the keywords a FieldFragment may use, written to give ajv's exact
 * verdict (the property tests compare the two): type first, then each keyword applies only to the
 * JSON type it is defined for, lengths count code points, patterns use the 'u' flag (tested by the
 * process's pattern engine: RE2 on the server, after maxLength, so a pattern never sees a value
 * longer than its field allows; a carrier's text field always has one, at most 2000). The date rules
 * of a carrier's field (notInFuture, notInPast, minAge, maxAge) apply to 'mm/dd/yyyy' strings.
 */

/** The check that failed, named by its keyword ('oneOf' reports as 'enum'). */
export type FailedKeyword =
  | 'type'
  | 'enum'
  | 'minLength'
  | 'maxLength'
  | 'pattern'
  | 'format'
  | 'minimum'
  | 'maximum'
  | 'notInFuture'
  | 'notInPast'
  | 'minAge'
  | 'maxAge'
  | 'properties';

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

function dateFailure(f: FieldFragment, value: string, today: Date): FailedKeyword | null {
  const hasDateRule =
    f.notInFuture !== undefined || f.notInPast !== undefined || f.minAge !== undefined || f.maxAge !== undefined;
  if (!hasDateRule) return null;
  const day = parseUsDate(value);
  if (!day) return 'format';
  const vsToday = compareDays(day, calendarDayOf(today));
  if (f.notInFuture && vsToday > 0) return 'notInFuture';
  if (f.notInPast && vsToday < 0) return 'notInPast';
  if (f.minAge !== undefined && !ageBetween(value, f.minAge, Number.MAX_SAFE_INTEGER, today)) return 'minAge';
  if (f.maxAge !== undefined && !ageBetween(value, 0, f.maxAge, today)) return 'maxAge';
  return null;
}

function stringFailure(f: FieldFragment, value: string, today: Date): FailedKeyword | null {
  const length = [...value].length;
  if (f.minLength !== undefined && length < f.minLength) return 'minLength';
  if (f.maxLength !== undefined && length > f.maxLength) return 'maxLength';
  if (f.pattern !== undefined && !testPattern(f.pattern, value)) return 'pattern';
  if (f.format !== undefined && !checkFormat(f.format, value, today)) return 'format';
  return dateFailure(f, value, today);
}

function numberFailure(f: FieldFragment, value: number): FailedKeyword | null {
  if (f.minimum !== undefined && value < f.minimum) return 'minimum';
  if (f.maximum !== undefined && value > f.maximum) return 'maximum';
  return null;
}

function propertiesFailure(f: FieldFragment, value: Record<string, unknown>, today: Date): FailedKeyword | null {
  if (!f.properties) return null;
  const ok = Object.entries(f.properties).every(
    ([key, sub]) => !Object.hasOwn(value, key) || value[key] === undefined || matchesFragment(sub, value[key], today),
  );
  return ok ? null : 'properties';
}

/** The first check value fails, in the order type, options, then the type's own keywords; null when it passes. */
export function fragmentFailure(f: FieldFragment, value: unknown, today: Date): FailedKeyword | null {
  if (!hasType(f.type, value)) return 'type';
  if (f.enum && !f.enum.some((option) => option === value)) return 'enum';
  if (f.oneOf && f.oneOf.filter((option) => option.const === value).length !== 1) return 'enum';
  if (typeof value === 'string') return stringFailure(f, value, today);
  if (typeof value === 'number') return numberFailure(f, value);
  if (isPlainObject(value)) return propertiesFailure(f, value, today);
  return null;
}

/** True when value satisfies the fragment, as ajv would decide (formats see today's date). */
export function matchesFragment(f: FieldFragment, value: unknown, today: Date): boolean {
  return fragmentFailure(f, value, today) === null;
}
