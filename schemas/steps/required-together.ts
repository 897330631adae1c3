import type { NormalizedDescriptor } from '../descriptors';

/**
 * Fields the specification requires only as a group ('only when both are flagged required',
 * 'only when all four are flagged required'): unless every member of a group is flagged
 * required, none of them is.
 */
export function applyRequiredTogether(
  list: readonly NormalizedDescriptor[],
  groups: readonly (readonly string[])[],
): NormalizedDescriptor[] {
  const byName = new Map(list.map((d) => [d.field_name, d]));
  const relaxed = new Set<string>();
  for (const group of groups) {
    const allRequired = group.every((name) => byName.get(name)?.required === true);
    if (!allRequired) for (const name of group) relaxed.add(name);
  }
  return list.map((d) => (relaxed.has(d.field_name) && d.required ? { ...d, required: false } : d));
}
