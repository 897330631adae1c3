import { isEmptyValue } from '../field-values';

/**
 * Read-only fields (gender and birthdate on the personal step, a group's employer details) hold
 * the server's value: before a step is validated or saved, the descriptor's value replaces
 * whatever the form sent for them. The browser and the server both apply it before validateStepData.
 */
export function withReadOnlyValues(
  descriptors: readonly { field_name: string; value: unknown; read_only: boolean | number }[],
  data: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...data };
  for (const d of descriptors) {
    if ((d.read_only === true || d.read_only === 1) && !isEmptyValue(d.value)) out[d.field_name] = d.value;
  }
  return out;
}
