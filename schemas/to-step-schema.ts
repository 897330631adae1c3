import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { normalizeDescriptors, type FieldDescriptor } from './descriptors';
import {
  expressionData,
  expressionPlan,
  readOnlyByExpression,
  requiredByExpression,
} from './expressions/field-expressions';
import { withCarrierFields } from './field-definition';
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

/**
 * The form's values with the calculated fields' values as the server will compute them (the same
 * toSavePayload), or `values` itself when nothing changes. Cheap when no field a calculation reads changed.
 */
export function withCalculatedValues(
  step: StepDefinition,
  values: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> {
  const calculated = Object.entries(step.fields).filter(([, f]) => f.expressions?.calculate !== undefined);
  if (calculated.length === 0) return values;
  const payload = toSavePayload(step, values);
  let out: Record<string, unknown> | null = null;
  for (const [name, field] of calculated) {
    const value = toFormValue(field, payload[name]);
    if (value === values[name]) continue;
    out ??= { ...values };
    if (value === undefined) Reflect.deleteProperty(out, name);
    else out[name] = value;
  }
  return out ?? values;
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
  const payload = toSavePayload(step, options.values ?? formData);
  const unasked = unaskedFields(step, payload);
  const data = expressionData(step, payload);
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
    if (Object.keys(ui).length > 0) uiSchema[d.field_name] = ui;
  }
  // RJSF rejects an order naming absent properties; '*' places unknown fields after the known ones.
  uiSchema['ui:order'] = [...step.order.filter((name) => Object.hasOwn(properties, name)), '*'];
  return { schema: { $schema: DRAFT_07, type: 'object', properties, required }, uiSchema, formData };
}
