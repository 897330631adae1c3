import { isFieldName } from './descriptors';
import { isPlainObject, toPayloadValue } from './field-values';
import { resolveExpressions } from './expressions/field-expressions';
import { fieldDefinition, type StepDefinition } from './step-definition';

/**
 * The body a step saves: empty and null values dropped (001 section 3, 002 section 5), strings
 * trimmed, dates mm/dd/yyyy, separators removed from phones and SSNs. Keys that are not field names
 * (such as '__proto__') are dropped, and so are follow-ups whose question does not ask them
 * (unaskedFields), and calculated fields hold their expression's value whatever was sent (a forged
 * value is overwritten; schemas/expressions/). Idempotent: a payload maps to itself.
 */
export function toSavePayload(
  step: StepDefinition,
  data: Readonly<Record<string, unknown>>,
  today?: Date,
): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) {
    if (!isFieldName(name)) continue;
    const field = fieldDefinition(step, name);
    // A heading holds no answer; a group's items are each saved as its item step (trimmed, unasked fields dropped).
    if (field.display) continue;
    const group = field.group;
    const items =
      group && Array.isArray(value)
        ? value.map((item) => (isPlainObject(item) ? toSavePayload(group.step, item, today) : item))
        : value;
    const saved = toPayloadValue(field, items);
    if (saved !== undefined) payload[name] = saved;
  }
  return resolveExpressions(step, payload, (name, value) => toPayloadValue(fieldDefinition(step, name), value), today)
    .payload;
}
