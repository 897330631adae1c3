import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { normalizeDescriptors, type FieldDescriptor } from './descriptors';
import { withCarrierFields } from './field-definition';
import { fieldUiSchema, propertySchema } from './field-schema';
import { toFormValue } from './field-values';
import { fieldDefinition, isShown, type StepDefinition } from './step-definition';

export const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

export interface StepSchema {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  formData: Record<string, unknown>;
}

/**
 * Descriptors + step definition -> what <Form> renders. Every shown descriptor becomes a property
 * (an unknown name becomes a labelled string), required and read-only come from the descriptor,
 * the order from the definition; hidden fields are left out of schema, uiSchema and formData.
 */
export function toStepSchema(descriptors: readonly FieldDescriptor[], moduleStep: StepDefinition): StepSchema {
  // A carrier's typed field (the descriptor's definition) renders like the step's own.
  const step = withCarrierFields(moduleStep, descriptors);
  const properties: Record<string, RJSFSchema> = {};
  const required: string[] = [];
  const uiSchema: UiSchema = {};
  const formData: Record<string, unknown> = {};
  for (const d of normalizeDescriptors(descriptors)) {
    if (!isShown(step, d)) continue;
    const field = fieldDefinition(step, d.field_name);
    properties[d.field_name] = propertySchema(field, d.read_only);
    if (d.required) required.push(d.field_name);
    const ui = fieldUiSchema(field, d.read_only);
    if (Object.keys(ui).length > 0) uiSchema[d.field_name] = ui;
    const value = toFormValue(field, d.value);
    if (value !== undefined) formData[d.field_name] = value;
  }
  // RJSF rejects an order naming absent properties; '*' places unknown fields after the known ones.
  uiSchema['ui:order'] = [...step.order.filter((name) => Object.hasOwn(properties, name)), '*'];
  return { schema: { $schema: DRAFT_07, type: 'object', properties, required }, uiSchema, formData };
}
