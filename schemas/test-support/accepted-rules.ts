import { expressionSetProblems } from '../expressions/expression-check';

/**
 * A generated rule set as publish accepts it (schemas/expressions/expression-check.ts): a follow-up
 * (`when`) that names a field the set lacks, waits for a value its question never has, or leaves a
 * required field never asked is dropped, as an author would have to drop it, until none is refused.
 */
export function acceptedRuleSet<R extends { tab: string; field_name: string; definition?: Record<string, unknown> }>(
  rules: readonly R[],
): R[] {
  let out = [...rules];
  for (let round = 0; round <= rules.length; round += 1) {
    const refused = new Set(
      expressionSetProblems(
        out,
        (r) => `${r.tab}.${r.field_name}`,
        () => null,
      ).map((e) => e.target_element.replace(/\.(when|visible_if)$/, '')),
    );
    if (refused.size === 0) return out;
    out = out.map((r) => {
      if (!refused.has(`${r.tab}.${r.field_name}`) || !r.definition) return r;
      const { when: _when, ...rest } = r.definition;
      return { ...r, definition: rest };
    });
  }
  return out;
}
