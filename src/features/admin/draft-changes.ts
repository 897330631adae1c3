import type { AdminRule, AdminTab, RuleDiff } from './api/types';
import { diffRowKey } from './rule-model';

type Item = AdminRule | AdminTab;

// What a publish changes of an item: its flags, order, title and definition (as the history's diff).
const shapeOf = (item: Item) => {
  const r = item as unknown as Record<string, unknown>;
  return JSON.stringify([
    Boolean(r.required),
    Boolean(r.read_only),
    r.visible === undefined ? true : Boolean(r.visible),
    Number(r.sort ?? 0),
    r.title ?? null,
    r.definition ?? null,
    // A page's condition: a change to it alone is a change to publish (the dialog must not say "nothing").
    r.visible_if ?? null,
  ]);
};

/**
 * What publishing the draft puts live: the rules and custom tabs added, removed and changed against
 * the newest published version (null when none was published: everything is added). Both lists are
 * the caller's own scopes, as the API answers them.
 */
export function draftChanges(
  published: { rules: readonly AdminRule[]; tabs: readonly AdminTab[] } | null,
  draft: { rules: readonly AdminRule[]; tabs: readonly AdminTab[] },
): RuleDiff {
  const before = new Map<string, Item>(
    [...(published?.rules ?? []), ...(published?.tabs ?? [])].map((i) => [diffRowKey(i), i]),
  );
  const after = new Map<string, Item>([...draft.rules, ...draft.tabs].map((i) => [diffRowKey(i), i]));
  const diff: RuleDiff = { added: [], removed: [], changed: [] };
  for (const [key, item] of after) {
    const old = before.get(key);
    if (!old) diff.added.push(item);
    else if (shapeOf(old) !== shapeOf(item)) diff.changed.push({ before: old, after: item });
  }
  for (const [key, item] of before) if (!after.has(key)) diff.removed.push(item);
  return diff;
}
