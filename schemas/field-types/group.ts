/**
 * A carrier's repeating group (issue 29: prior insurers, medications, physicians seen): a field whose
 * answer is a list of items, each item a small form of typed carrier fields with its own conditions.
 * The definition carries `widget: 'group'`, `schema: { type: 'array' }` and
 *
 *   group: { item_label: 'Physician', min_items?: 1, max_items?: 5,
 *            fields: [{ name: 'name', required?: true, definition: { label, widget, schema, visible_if?, ... } }] }
 *
 * Each item is checked by the same validateStepData as any step, against the item's step (its fields
 * built by withCarrierFields from these descriptors), so an item's `visible_if` reads the item's own
 * fields and the context the server sends (another tab, the cart, the applicant). This module is data
 * only (no import of the engine), so the engine's modules may import it without a cycle.
 */

export interface GroupItemField {
  name: string;
  required?: boolean;
  definition: Readonly<Record<string, unknown>>;
}

export interface GroupDefinition {
  item_label: string;
  min_items?: number;
  max_items?: number;
  fields: GroupItemField[];
}

export const GROUP_LIMITS = {
  /** The most items a group may allow (and its default max). */
  items: 50,
  defaultMaxItems: 20,
  /** The most fields an item may have. */
  fields: 20,
  itemLabel: 60,
} as const;

/** The widgets an item's field may not use: no group in a group, no upload or heading inside an item. */
export const NOT_IN_GROUP = ['group', 'file', 'heading'] as const;

/** The item step's id (its fields are only the group's). */
export const GROUP_ITEM_STEP_ID = 'group_item';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The group part of a definition, when it has the shape the check accepted (else null). */
export function groupOf(definition: unknown): GroupDefinition | null {
  if (!isRecord(definition) || !isRecord(definition.group)) return null;
  const g = definition.group;
  if (typeof g.item_label !== 'string' || !Array.isArray(g.fields)) return null;
  const fields = g.fields.filter(
    (f): f is GroupItemField => isRecord(f) && typeof f.name === 'string' && isRecord(f.definition),
  );
  return {
    item_label: g.item_label,
    fields,
    ...(typeof g.min_items === 'number' ? { min_items: g.min_items } : {}),
    ...(typeof g.max_items === 'number' ? { max_items: g.max_items } : {}),
  };
}

/** An item's descriptors: one per item field, its definition given the group's context (what its expressions read). */
export function groupItemDescriptors(group: GroupDefinition, context: unknown) {
  return group.fields.map((f) => ({
    field_name: f.name,
    value: null,
    required: f.required === true,
    read_only: false,
    visible: true,
    definition: context === undefined ? f.definition : { ...f.definition, context },
  }));
}

/** The count bounds of a group: min 0 unless given, max the given one or 20. */
export function groupBounds(group: GroupDefinition): { min: number; max: number } {
  return { min: group.min_items ?? 0, max: group.max_items ?? GROUP_LIMITS.defaultMaxItems };
}

/** 'Physician #2': an item's title in the list, its form and its errors. */
export function groupItemTitle(itemLabel: string, index: number): string {
  return `${itemLabel} #${index + 1}`;
}

/** The message of too few or too many items. */
export function groupCountMessage(label: string, itemLabel: string, bound: 'min' | 'max', n: number): string {
  return bound === 'min'
    ? `${label}: add at least ${n} (${itemLabel})`
    : `${label}: add no more than ${n} (${itemLabel})`;
}
