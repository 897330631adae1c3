/** /compare?plans=101,102,103 under the landing segment. */
export function comparePath(prefix: string, planIds: readonly number[]): string {
  return `${prefix}/compare?plans=${planIds.join(',')}`;
}

/** The plan ids of a /compare URL's `plans` (positive integers, each once, in the order given). */
export function planIdsOf(param: string | null): number[] {
  if (!param) return [];
  const ids = param
    .split(',')
    .map((part) => (/^\d{1,10}$/.test(part.trim()) ? Number(part.trim()) : 0))
    .filter((id) => id > 0);
  return [...new Set(ids)];
}
