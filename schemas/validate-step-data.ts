import { expressionData, failedCheck, requiredByExpression } from './expressions/field-expressions';
import { normalizeDescriptors, type FieldDescriptor } from './descriptors';
import type { FieldError } from './envelope';
import { withCarrierFields } from './field-definition';
import { isPlainObject, ownValue } from './field-values';
import { failureMessage } from './format-messages';
import { fragmentFailure } from './matches-fragment';
import { isSensitiveMask } from './masked-values';
import { toSavePayload } from './to-save-payload';
import { fileMessages, isFileRef } from './field-types/file';
import { groupCountMessage, groupItemTitle } from './field-types/group';
import { fieldDefinition, isShown, unaskedFields, type RepeatingGroup, type StepDefinition } from './step-definition';

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
  moduleStep: StepDefinition,
  descriptors: readonly FieldDescriptor[],
  data: Readonly<Record<string, unknown>>,
  { today = new Date() }: ValidateStepOptions = {},
): FieldError[] {
  // A carrier's typed fields (descriptors' definitions) are checked like the step's own.
  const step = withCarrierFields(moduleStep, descriptors);
  const payload = toSavePayload(step, data, today);
  const unasked = unaskedFields(step, payload);
  const exprData = expressionData(step, payload);
  const shown = normalizeDescriptors(descriptors).filter((d) => isShown(step, d) && !unasked.has(d.field_name));
  const errors: FieldError[] = [];
  for (const d of shown) {
    const field = fieldDefinition(step, d.field_name);
    // A heading holds no answer: nothing to check.
    if (field.display) continue;
    const value = ownValue(payload, d.field_name);
    if (value === undefined) {
      if (d.required || requiredByExpression(field.expressions, exprData, today))
        errors.push({ target_element: d.field_name, error_message: failureMessage(field, 'required') });
      // A group asked with a least number of items needs them, required or not.
      else if (field.group && field.group.minItems > 0)
        errors.push(...groupErrors(d.field_name, field.label, field.group, [], today));
      continue;
    }
    // A saved sensitive value comes back as its mask; sent back unchanged it stands for the stored
    // value, which the server checks after putting it back (withStoredSensitive).
    if (field.sensitive && isSensitiveMask(value) && value === d.value) continue;
    const failed = fragmentFailure(field.schema, value, today);
    // Too long and malformed too: the format's message; too long only: the message names the limit.
    const { maxLength: _limit, ...unlimited } = field.schema;
    const reported = failed === 'maxLength' ? (fragmentFailure(unlimited, value, today) ?? failed) : failed;
    if (reported) errors.push({ target_element: d.field_name, error_message: failureMessage(field, reported, value) });
    else if (field.files) {
      // An upload: at most its number of files, each a reference the upload answered.
      const files = value as unknown[];
      const rules = field.files;
      if (files.length > rules.maxFiles)
        errors.push({ target_element: d.field_name, error_message: fileMessages.count(field.label, rules.maxFiles) });
      else if (!files.every((f) => isFileRef(f, rules)))
        errors.push({ target_element: d.field_name, error_message: fileMessages.stale });
    } else if (field.group)
      errors.push(...groupErrors(d.field_name, field.label, field.group, value as unknown[], today));
    else {
      // A carrier's checks across fields, once the field's own value passes.
      const check = failedCheck(d.field_name, field.expressions, exprData, today);
      if (check) errors.push(check);
    }
  }
  for (const rule of step.rules ?? []) errors.push(...rule(payload, { descriptors: shown, today }));
  return errors;
}

/**
 * A repeating group's errors: too few or too many items (under the group), then each item's own
 * field errors by the same validateStepData on the item's step (`physicians.1.name`), its item
 * title leading the message so the page and the server say which item.
 */
function groupErrors(
  name: string,
  label: string,
  group: RepeatingGroup,
  items: readonly unknown[],
  today: Date,
): FieldError[] {
  if (items.length < group.minItems)
    return [{ target_element: name, error_message: groupCountMessage(label, group.itemLabel, 'min', group.minItems) }];
  if (items.length > group.maxItems)
    return [{ target_element: name, error_message: groupCountMessage(label, group.itemLabel, 'max', group.maxItems) }];
  return items.flatMap((item, i) =>
    validateStepData(group.step, group.descriptors, isPlainObject(item) ? item : {}, { today }).map((e) => ({
      target_element: `${name}.${i}.${e.target_element}`,
      error_message: `${groupItemTitle(group.itemLabel, i)}: ${e.error_message}`,
    })),
  );
}
