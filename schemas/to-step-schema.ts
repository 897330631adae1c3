import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { normalizeDescriptors, type FieldDescriptor } from './descriptors';
import {
  expressionData,
  expressionPlan,
  readOnlyByExpression,
  requiredByExpression,
} from './expressions/field-expressions';
import { withCarrierFields } from './field-definition';
import { fieldOrder, followedQuestion } from './field-order';
import { fieldUiSchema, propertySchema } from './field-schema';
import { toFormValue } from './field-values';
import { fieldDefinition, isShown, unaskedFields, type StepDefinition } from './step-definition';
import { toSavePayload } from './to-save-payload';

export const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

export interface StepSchema {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  formData: Record<string, unknown>;
}

export interface StepSchemaOptions {
  /**
   * The form's current values, which decide the follow-ups asked (a carrier's `when`); the
   * descriptors' values when not given.
   */
  values?: Readonly<Record<string, unknown>>;
}

// Per step, the last values an expression key was computed for: a change to a field no expression reads
// answers the same key without evaluating anything (the dependency map, expressionPlan's `read`).
const lastKey = new WeakMap<StepDefinition, { values: Readonly<Record<string, unknown>>; key: string }>();

/**
 * What a form's values decide about the page, as a stable key (StepRenderer redraws when it changes):
 * the follow-ups and conditional fields left unasked, and the fields read-only or required by their
 * expressions. Re-evaluated only when a field some expression reads has changed.
 */
export function unaskedKey(step: StepDefinition, values: Readonly<Record<string, unknown>>): string {
  const plan = expressionPlan(step);
  if (!plan.any) return '';
  const last = lastKey.get(step);
  if (last && [...plan.read].every((name) => last.values[name] === values[name])) return last.key;
  const payload = toSavePayload(step, values);
  const data = expressionData(step, payload);
  const unasked = unaskedFields(step, payload);
  const flagged: string[] = [];
  for (const [name, field] of Object.entries(step.fields)) {
    if (!field.expressions || unasked.has(name)) continue;
    if (readOnlyByExpression(field.expressions, data)) flagged.push(`r:${name}`);
    if (requiredByExpression(field.expressions, data)) flagged.push(`q:${name}`);
  }
  const key = [...[...unasked].sort(), ...flagged.sort()].join(',');
  lastKey.set(step, { values, key });
  return key;
}

/** A function from the form's values to a calculated field's value as the form shows it (the save's toSavePayload). */
export type CalculatedValue = (values: Readonly<Record<string, unknown>>) => unknown;

/**
 * The value a calculated field shows for the form's values: the server's own computation (toSavePayload),
 * redone only when a field some expression of the step reads has changed (the dependency map).
 */
export function calculatedValueOf(step: StepDefinition, name: string): CalculatedValue {
  const read = [...expressionPlan(step).read];
  let last: { values: Readonly<Record<string, unknown>>; value: unknown } | null = null;
  return (values) => {
    if (last && read.every((n) => last?.values[n] === values[n])) return last.value;
    const value = toFormValue(fieldDefinition(step, name), toSavePayload(step, values)[name]);
    last = { values, value };
    return value;
  };
}

/**
 * Descriptors + step definition -> what <Form> renders. Every shown descriptor becomes a property
 * (an unknown name becomes a labelled string), required and read-only come from the descriptor,
 * the order from the definition; hidden fields are left out of schema, uiSchema and formData, and
 * follow-ups the values do not ask are left out of schema and uiSchema (their values are kept).
 */
export function toStepSchema(
  descriptors: readonly FieldDescriptor[],
  moduleStep: StepDefinition,
  options: StepSchemaOptions = {},
): StepSchema {
  // A carrier's typed field (the descriptor's definition) renders like the step's own.
  const step = withCarrierFields(moduleStep, descriptors);
  const properties: Record<string, RJSFSchema> = {};
  const required: string[] = [];
  const uiSchema: UiSchema = {};
  const formData: Record<string, unknown> = {};
  const shown = normalizeDescriptors(descriptors).filter((d) => isShown(step, d));
  for (const d of shown) {
    const value = toFormValue(fieldDefinition(step, d.field_name), d.value);
    if (value !== undefined) formData[d.field_name] = value;
  }
  // A step without expressions asks every shown field as its descriptor says: no save payload to resolve.
  const resolving = expressionPlan(step).any;
  const payload = resolving ? toSavePayload(step, options.values ?? formData) : {};
  const unasked = resolving ? unaskedFields(step, payload) : new Set<string>();
  const data = resolving ? expressionData(step, payload) : {};
  for (const d of shown) {
    if (unasked.has(d.field_name)) continue;
    const field = fieldDefinition(step, d.field_name);
    // A carrier's read_only_if, required_if and calculated values (schemas/expressions/).
    const readOnly = d.read_only || readOnlyByExpression(field.expressions, data);
    if (field.expressions?.calculate !== undefined) {
      const value = toFormValue(field, payload[d.field_name]);
      if (value === undefined) Reflect.deleteProperty(formData, d.field_name);
      else formData[d.field_name] = value;
    }
    properties[d.field_name] = propertySchema(field, readOnly);
    if (d.required || requiredByExpression(field.expressions, data)) required.push(d.field_name);
    const ui = fieldUiSchema(field, readOnly);
    // A calculated value is drawn by the calculated widget, which shows (and keeps) what the server will compute.
    if (field.expressions?.calculate !== undefined) {
      ui['ui:widget'] = 'calculated';
      ui['ui:options'] = {
        ...(ui['ui:options'] as object | undefined),
        calculate: calculatedValueOf(step, d.field_name),
      };
    }
    if (Object.keys(ui).length > 0) uiSchema[d.field_name] = ui;
  }
  // The step's own order with carriers' fields among them by sort and follow-ups under their questions
  // (field-order.ts); RJSF rejects an order naming absent properties, and '*' keeps any other last.
  const drawn = fieldOrder(step, Object.keys(properties));
  for (const name of drawn) {
    const question = followedQuestion(step, name);
    if (question === undefined || !Object.hasOwn(properties, question)) continue;
    // Full width under its question, in the two-column grid too.
    const ui = (uiSchema[name] ?? {}) as UiSchema;
    const classes = new Set(
      String(ui['ui:classNames'] ?? '')
        .split(' ')
        .filter(Boolean),
    );
    classes.add('oe-field--follow-up');
    classes.add('oe-field--full');
    uiSchema[name] = { ...ui, 'ui:classNames': [...classes].join(' ') };
  }
  uiSchema['ui:order'] = [...drawn, '*'];
  return { schema: { $schema: DRAFT_07, type: 'object', properties, required }, uiSchema, formData };
}
