import { normalizeDescriptors, type FieldDescriptor } from './descriptors';
import type { FieldError } from './envelope';
import { invalidMessage, requiredMessage } from './format-messages';
import { matchesFragment } from './matches-fragment';
import { toSavePayload } from './to-save-payload';
import { fieldDefinition, isShown, type StepDefinition } from './step-definition';

export interface ValidateStepOptions {
  /** The calendar day date rules compare against (defaults to now). */
  today?: Date;
}

/**
 * The field errors of a step's data, in the envelope's `{ target_element, error_message }` shape.
 * The server runs it on every save and the browser on every submit, on the same normalised payload
 * (toSavePayload), so both show the same message for the same input. At most one error per field
 * (required, else invalid), then the step's cross-field rules.
 */
export function validateStepData(
  step: StepDefinition,
  descriptors: readonly FieldDescriptor[],
  data: Readonly<Record<string, unknown>>,
  { today = new Date() }: ValidateStepOptions = {},
): FieldError[] {
  const payload = toSavePayload(step, data);
  const shown = normalizeDescriptors(descriptors).filter((d) => isShown(step, d));
  const errors: FieldError[] = [];
  for (const d of shown) {
    const field = fieldDefinition(step, d.field_name);
    const value = payload[d.field_name];
    if (value === undefined) {
      if (d.required) errors.push({ target_element: d.field_name, error_message: requiredMessage(field) });
    } else if (!matchesFragment(field.schema, value, today)) {
      errors.push({ target_element: d.field_name, error_message: invalidMessage(field) });
    }
  }
  for (const rule of step.rules ?? []) errors.push(...rule(payload, { descriptors: shown, today }));
  return errors;
}
