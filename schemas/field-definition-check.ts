import safeRegex from 'safe-regex2';
import { destinationProblems } from './answer-destinations';
import { expressionProblems } from './expressions/expression';
import { isFieldName } from './descriptors';
import type { FieldError } from './envelope';
import {
  CARRIER_WIDGETS,
  carrierDefinitionSchema,
  DEFINITION_LIMITS,
  DEFINITION_SCHEMA_KEYWORDS,
  MESSAGE_KEYWORDS,
  type CarrierSchema,
  type CarrierValue,
  type CarrierWidget,
} from './field-definition';
import { FORMAT_NAMES } from './formats';
import { compileRe2 } from './re2-pattern';
import { boundNameProblem } from './message-bounds';
import { fieldTypeProblems } from './field-types/check';

/**
 * The server's check of a carrier's field definition: everything that would make it
 * unsafe or meaningless, each problem naming the part, before it is stored. Server-only (and the
 * staff console's): the wizard only builds checked definitions (field-definition.ts).
 */

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCarrierValue = (v: unknown): v is CarrierValue =>
  typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

// Which widgets take which JSON types; the others are refused with a field error naming the widget.
const WIDGET_TYPES: Readonly<Record<CarrierWidget, readonly CarrierSchema['type'][]>> = {
  text: ['string'],
  textarea: ['string'],
  number: ['integer', 'number'],
  date: ['string'],
  select: ['string', 'integer', 'number'],
  radio: ['string', 'integer', 'number'],
  yes_no: ['string'],
  checkbox: ['boolean'],
  email: ['string'],
  phone: ['string'],
  zip: ['string'],
  state: ['string'],
  ssn: ['string'],
  heading: ['string'],
  group: ['array'],
  file: ['array'],
};

const DATE_KEYWORDS = ['notInFuture', 'notInPast', 'minAge', 'maxAge'] as const;

/**
 * Why a pattern cannot be used: not a valid regular expression (with the 'u' flag both sides use),
 * too long, one RE2 cannot read with JavaScript's meaning (lookaround, backreferences, Unicode
 * properties: schemas/pattern-syntax.ts) or too large for it, or one that would backtrack
 * catastrophically in a browser (nested quantifiers, safe-regex2's star height). The server tests
 * patterns with RE2 in linear time, the browser with RegExp: an accepted pattern gets one verdict.
 */
export function patternProblem(pattern: string): string | null {
  if (pattern.length > DEFINITION_LIMITS.pattern)
    return `Use a pattern of at most ${DEFINITION_LIMITS.pattern} characters`;
  try {
    new RegExp(pattern, 'u');
  } catch {
    return 'Not a valid regular expression';
  }
  const re2 = compileRe2(pattern);
  if (!re2.ok) return re2.problem;
  return safeRegex(pattern) ? null : 'This pattern can take exponential time (nested repetition); simplify it';
}

function checkText(out: FieldError[], path: string, value: unknown, max: number, required: boolean): void {
  if (value === undefined && !required) return;
  if (typeof value !== 'string' || value.trim() === '')
    out.push({ target_element: path, error_message: 'Enter a text' });
  else if (value.length > max) out.push({ target_element: path, error_message: `Use at most ${max} characters` });
}

function schemaProblems(
  out: FieldError[],
  path: string,
  widget: CarrierWidget | undefined,
  schema: unknown,
  hasOptions: boolean,
): void {
  if (!isRecord(schema)) {
    out.push({ target_element: path, error_message: 'Give the field a schema' });
    return;
  }
  for (const key of Object.keys(schema)) {
    if (!(DEFINITION_SCHEMA_KEYWORDS as readonly string[]).includes(key)) {
      out.push({ target_element: `${path}.${key}`, error_message: `The keyword ${key} is not allowed` });
    }
  }
  const type = schema.type;
  const listWidget = widget === 'group' || widget === 'file';
  if (type === 'array' && !listWidget) {
    out.push({ target_element: `${path}.type`, error_message: 'Type array is for the group and file widgets only' });
    return;
  }
  if (type !== 'string' && type !== 'integer' && type !== 'number' && type !== 'boolean' && type !== 'array') {
    out.push({ target_element: `${path}.type`, error_message: 'Type must be string, integer, number or boolean' });
    return;
  }
  if (widget && !WIDGET_TYPES[widget].includes(type)) {
    out.push({
      target_element: `${path}.type`,
      error_message: `The ${widget} widget takes ${WIDGET_TYPES[widget].join(' or ')} values`,
    });
  }
  for (const key of ['minLength', 'maxLength'] as const) {
    if (schema[key] === undefined) continue;
    if (type !== 'string') out.push({ target_element: `${path}.${key}`, error_message: `${key} applies to text only` });
    else if (!isCount(schema[key]) || schema[key] > DEFINITION_LIMITS.textLength) {
      out.push({
        target_element: `${path}.${key}`,
        error_message: `Use a whole number from 0 to ${DEFINITION_LIMITS.textLength}`,
      });
    }
  }
  if (isCount(schema.minLength) && isCount(schema.maxLength) && schema.minLength > schema.maxLength) {
    out.push({ target_element: `${path}.minLength`, error_message: 'minLength is greater than maxLength' });
  }
  for (const key of ['minimum', 'maximum'] as const) {
    if (schema[key] === undefined) continue;
    if (type !== 'integer' && type !== 'number')
      out.push({ target_element: `${path}.${key}`, error_message: `${key} applies to numbers only` });
    else if (typeof schema[key] !== 'number' || !Number.isFinite(schema[key]))
      out.push({ target_element: `${path}.${key}`, error_message: 'Use a number' });
  }
  if (typeof schema.minimum === 'number' && typeof schema.maximum === 'number' && schema.minimum > schema.maximum) {
    out.push({ target_element: `${path}.minimum`, error_message: 'minimum is greater than maximum' });
  }
  if (schema.pattern !== undefined) {
    const problem =
      type !== 'string'
        ? 'pattern applies to text only'
        : typeof schema.pattern !== 'string'
          ? 'Use a text'
          : patternProblem(schema.pattern);
    if (problem) out.push({ target_element: `${path}.pattern`, error_message: problem });
  }
  if (
    schema.format !== undefined &&
    (type !== 'string' || !(FORMAT_NAMES as readonly unknown[]).includes(schema.format))
  ) {
    out.push({ target_element: `${path}.format`, error_message: `Use one of our formats: ${FORMAT_NAMES.join(', ')}` });
  }
  for (const key of DATE_KEYWORDS) {
    if (schema[key] === undefined) continue;
    if (widget !== 'date')
      out.push({ target_element: `${path}.${key}`, error_message: `${key} applies to the date widget only` });
    else if (
      key === 'minAge' || key === 'maxAge'
        ? !isCount(schema[key]) || schema[key] > 150
        : typeof schema[key] !== 'boolean'
    ) {
      out.push({
        target_element: `${path}.${key}`,
        error_message: key === 'minAge' || key === 'maxAge' ? 'Use whole years from 0 to 150' : 'Use true or false',
      });
    }
  }
  if (schema.enum !== undefined) {
    if (!Array.isArray(schema.enum) || schema.enum.length === 0 || !schema.enum.every(isCarrierValue)) {
      out.push({ target_element: `${path}.enum`, error_message: 'Give a list of values' });
    } else if (schema.enum.length > DEFINITION_LIMITS.options) {
      out.push({ target_element: `${path}.enum`, error_message: `Use at most ${DEFINITION_LIMITS.options} values` });
    }
    if (hasOptions)
      out.push({ target_element: `${path}.enum`, error_message: 'Give either options or enum, not both' });
  }
}

function optionProblems(out: FieldError[], path: string, options: unknown, type: unknown): void {
  if (options === undefined) return;
  if (!Array.isArray(options) || options.length === 0) {
    out.push({ target_element: path, error_message: 'Give a list of options' });
    return;
  }
  if (options.length > DEFINITION_LIMITS.options) {
    out.push({ target_element: path, error_message: `Use at most ${DEFINITION_LIMITS.options} options` });
    return;
  }
  const seen = new Set<unknown>();
  options.forEach((option, i) => {
    const at = `${path}[${i}]`;
    if (!isRecord(option) || Object.keys(option).some((k) => k !== 'value' && k !== 'label')) {
      out.push({ target_element: at, error_message: 'An option is { value, label }' });
      return;
    }
    const typeOk =
      type === 'string'
        ? typeof option.value === 'string'
        : type === 'integer'
          ? Number.isInteger(option.value)
          : typeof option.value === 'number';
    if (!isCarrierValue(option.value) || !typeOk)
      out.push({ target_element: `${at}.value`, error_message: `Use a ${String(type)} value` });
    else if (seen.has(option.value))
      out.push({ target_element: `${at}.value`, error_message: 'Values must be different' });
    seen.add(option.value);
    checkText(out, `${at}.label`, option.label, DEFINITION_LIMITS.optionLabel, true);
  });
}

function whenProblems(out: FieldError[], path: string, when: unknown, fieldName: string | undefined): void {
  if (!isRecord(when) || Object.keys(when).some((k) => k !== 'field' && k !== 'equals')) {
    out.push({ target_element: path, error_message: 'A follow-up is { field, equals }' });
    return;
  }
  if (typeof when.field !== 'string' || !isFieldName(when.field))
    out.push({ target_element: `${path}.field`, error_message: 'Name a field of the same step' });
  else if (when.field === fieldName)
    out.push({ target_element: `${path}.field`, error_message: 'A field cannot follow up on itself' });
  if (!isCarrierValue(when.equals))
    out.push({ target_element: `${path}.equals`, error_message: 'Use a text, number or true/false' });
}

function checkProblems(out: FieldError[], path: string, checks: unknown): void {
  if (!Array.isArray(checks) || checks.length > 20) {
    out.push({ target_element: path, error_message: 'Give a list of at most 20 checks { test, message }' });
    return;
  }
  checks.forEach((check, i) => {
    const at = `${path}[${i}]`;
    if (!isRecord(check) || Object.keys(check).some((k) => k !== 'test' && k !== 'message')) {
      out.push({ target_element: at, error_message: 'A check is { test, message }' });
      return;
    }
    out.push(...expressionProblems(check.test, `${at}.test`));
    checkText(out, `${at}.message`, check.message, DEFINITION_LIMITS.message, true);
  });
}

/**
 * Everything wrong with a definition, each naming the part (`<path>.schema.pattern`), or [] when it
 * can be stored: unknown widget or keyword, a bad or catastrophic pattern, over 200 options, labels
 * and messages too long, a widget given a type it cannot edit, a follow-up (`when`) that is not
 * `{ field, equals }` or that names the field itself (`fieldName`, when known).
 */
export function definitionProblems(definition: unknown, path = 'definition', fieldName?: string): FieldError[] {
  const out: FieldError[] = [];
  if (!isRecord(definition)) return [{ target_element: path, error_message: 'A definition is an object' }];
  for (const key of Object.keys(definition)) {
    if (!Object.hasOwn(carrierDefinitionSchema.properties, key))
      out.push({ target_element: `${path}.${key}`, error_message: `${key} is not part of a definition` });
  }
  checkText(out, `${path}.label`, definition.label, DEFINITION_LIMITS.label, true);
  checkText(out, `${path}.help`, definition.help, DEFINITION_LIMITS.help, false);
  const widget = (CARRIER_WIDGETS as readonly unknown[]).includes(definition.widget)
    ? (definition.widget as CarrierWidget)
    : undefined;
  if (!widget)
    out.push({
      target_element: `${path}.widget`,
      error_message: `Unknown widget; use one of ${CARRIER_WIDGETS.join(', ')}`,
    });
  schemaProblems(out, `${path}.schema`, widget, definition.schema, definition.options !== undefined);
  const type = isRecord(definition.schema) ? definition.schema.type : undefined;
  optionProblems(out, `${path}.options`, definition.options, type);
  if (
    (widget === 'select' || widget === 'radio') &&
    definition.options === undefined &&
    !(isRecord(definition.schema) && Array.isArray(definition.schema.enum))
  ) {
    out.push({ target_element: `${path}.options`, error_message: `The ${widget} widget needs options` });
  }
  if (definition.when !== undefined) whenProblems(out, `${path}.when`, definition.when, fieldName);
  for (const key of ['visible_if', 'required_if', 'read_only_if', 'calculate'] as const)
    if (definition[key] !== undefined) out.push(...expressionProblems(definition[key], `${path}.${key}`));
  if (definition.checks !== undefined) checkProblems(out, `${path}.checks`, definition.checks);
  out.push(...destinationProblems(definition, path));
  // The group, heading and help text rules (schemas/field-types/check.ts).
  out.push(...fieldTypeProblems(definition, path, widget, definitionProblems));
  if (definition.sensitive !== undefined && typeof definition.sensitive !== 'boolean')
    out.push({ target_element: `${path}.sensitive`, error_message: 'Use true or false' });
  if (definition.messages !== undefined) {
    if (!isRecord(definition.messages))
      out.push({ target_element: `${path}.messages`, error_message: 'Messages map a keyword to a text' });
    else {
      for (const [key, text] of Object.entries(definition.messages)) {
        if (!(MESSAGE_KEYWORDS as readonly string[]).includes(key))
          out.push({ target_element: `${path}.messages.${key}`, error_message: `No check is called ${key}` });
        else {
          checkText(out, `${path}.messages.${key}`, text, DEFINITION_LIMITS.message, true);
          // A message may name its rule's bounds ({max}); only bounds this field sets (message-bounds.ts).
          const named =
            typeof text === 'string' && isRecord(definition.schema)
              ? boundNameProblem(text, definition.schema as unknown as CarrierSchema)
              : null;
          if (named !== null) out.push({ target_element: `${path}.messages.${key}`, error_message: named });
        }
      }
    }
  }
  return out;
}
