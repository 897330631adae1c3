import { evaluate, isTruthy } from '../expressions/expression';
import { nestContext } from '../expressions/field-expressions';
import { hasDefinitionShape } from '../field-definition';
import { isEmptyValue } from '../field-values';

/**
 * Read-only fields (gender and birthdate on the personal step, a group's employer details) hold
 * the server's value: before a step is validated or saved, the descriptor's value replaces
 * whatever the form sent for them. The browser and the server both apply it before validateStepData.
 * A carrier's field whose `read_only_if` holds over the sent values (and its context) is read-only
 * too: its saved value stands, or it stays empty.
 */
export function withReadOnlyValues(
  descriptors: readonly { field_name: string; value: unknown; read_only: boolean | number; definition?: unknown }[],
  data: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...data };
  for (const d of descriptors) {
    if ((d.read_only === true || d.read_only === 1) && !isEmptyValue(d.value)) out[d.field_name] = d.value;
    else if (readOnlyIf(d.definition, data)) {
      if (isEmptyValue(d.value)) Reflect.deleteProperty(out, d.field_name);
      else out[d.field_name] = d.value;
    }
  }
  return out;
}

function readOnlyIf(definition: unknown, data: Readonly<Record<string, unknown>>): boolean {
  if (!hasDefinitionShape(definition) || definition.read_only_if === undefined) return false;
  const scoped = Object.assign(Object.create(null) as Record<string, unknown>, data, nestContext(definition.context));
  return isTruthy(evaluate(definition.read_only_if, scoped));
}
