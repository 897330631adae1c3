import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { normalizeDescriptors, type FieldDescriptor } from './descriptors';
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

/** The follow-ups a form's values leave unasked, as a stable key (StepRenderer redraws when it changes). */
export function unaskedKey(step: StepDefinition, values: Readonly<Record<string, unknown>>): string {
  if (!Object.values(step.fields).some((f) => f.shownWhen)) return '';
  return [...unaskedFields(step, toSavePayload(step, values))].sort().join(',');
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
  const unasked = unaskedFields(step, toSavePayload(step, options.values ?? formData));
  for (const d of shown) {
    if (unasked.has(d.field_name)) continue;
    const field = fieldDefinition(step, d.field_name);
    properties[d.field_name] = propertySchema(field, d.read_only);
    if (d.required) required.push(d.field_name);
    const ui = fieldUiSchema(field, d.read_only);
    if (Object.keys(ui).length > 0) uiSchema[d.field_name] = ui;
  }
  // RJSF rejects an order naming absent properties; '*' places unknown fields after the known ones.
  uiSchema['ui:order'] = [...step.order.filter((name) => Object.hasOwn(properties, name)), '*'];
  return { schema: { $schema: DRAFT_07, type: 'object', properties, required }, uiSchema, formData };
}
