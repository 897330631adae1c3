import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FieldDefinition } from './step-definition';

const DATE_RULE_KEYWORDS = new Set(['notInFuture', 'notInPast', 'minAge', 'maxAge']);

/** The JSON Schema property of a field: its fragment plus the label as title, readOnly when locked. */
export function propertySchema(field: FieldDefinition, readOnly: boolean): RJSFSchema {
  // A deep copy: the definition's fragments are shared, frozen-in-spirit module constants.
  // The date rules are ours, not JSON Schema's: RJSF gets the plain fragment (validation is validateStepData's).
  const schema = Object.fromEntries(
    Object.entries(structuredClone(field.schema)).filter(([key]) => !DATE_RULE_KEYWORDS.has(key)),
  ) as RJSFSchema;
  schema.title = field.label;
  // A repeating group's items are objects its field (widgets/fields/RepeatingGroupField) edits one at a time.
  if (field.group || field.files) schema.items = { type: 'object' };
  if (readOnly) schema.readOnly = true;
  return schema;
}

/** The uiSchema entry of a field: widget, placeholder, help and read-only hints (empty when none). */
export function fieldUiSchema(field: FieldDefinition, readOnly: boolean): UiSchema {
  const ui: UiSchema = {};
  if (field.widget && field.widget !== 'text') ui['ui:widget'] = field.widget;
  if (field.field) ui['ui:field'] = field.field;
  if (field.placeholder) ui['ui:placeholder'] = field.placeholder;
  if (field.help) ui['ui:help'] = field.help;
  if (readOnly) ui['ui:readonly'] = true;
  // Masked before a screenshot (widgets' data-sensitive), like the step's own secrets.
  if (field.sensitive) ui['ui:options'] = { sensitive: true };
  // A follow-up sits under its question (widgets/templates/FieldTemplate).
  if (field.shownWhen) ui['ui:classNames'] = 'oe-field--follow-up';
  // A group and a heading take the page's whole width; the group's field gets its items' step.
  if (field.group || field.display || field.files)
    ui['ui:classNames'] = [ui['ui:classNames'], 'oe-field--full'].filter(Boolean).join(' ');
  // The group draws its own legend (a fieldset), so the template adds no label.
  if (field.group) ui['ui:options'] = { ...(ui['ui:options'] as object | undefined), group: field.group, label: false };
  if (field.files) ui['ui:options'] = { ...(ui['ui:options'] as object | undefined), files: field.files, label: false };
  return ui;
}
