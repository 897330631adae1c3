/** Who a session speaks for (security.md): a rep's, a group's or the open storefront. */
export type SessionKind = 'rep' | 'group' | 'open';

/**
 * The storefront a session speaks for, as one comparable key: its kind, rep, group and portal
 * (`rep:1001:-:502`). An enrollment keeps the key of the session that created it, and only a
 * session with exactly that key opens it again: a group's storefront is not its rep's, even with
 * the same agent behind both (the security review).
 */

/** The part of a session's claims that names its storefront. */
export interface StorefrontScope {
  kind: SessionKind;
  agent_id: number | null;
  group_id: number | null;
  portal_id: number | null;
}

const part = (id: number | null) => (id === null ? '-' : String(id));

/** The key of a session's storefront. */
export function storefrontKeyOf(scope: StorefrontScope): string {
  return `${scope.kind}:${part(scope.agent_id)}:${part(scope.group_id)}:${part(scope.portal_id)}`;
}

const KINDS: readonly SessionKind[] = ['rep', 'group', 'open'];

/** The scope a key names (to issue a resumed enrollment's session), or null for a malformed key. */
export function storefrontScopeOf(key: string): StorefrontScope | null {
  const [kind, ...ids] = key.split(':');
  if (ids.length !== 3 || !KINDS.includes(kind as SessionKind)) return null;
  const parsed = ids.map((p) => (p === '-' ? null : /^\d{1,10}$/.test(p) ? Number(p) : Number.NaN));
  if (parsed.some((n) => Number.isNaN(n))) return null;
  const [agent_id, group_id, portal_id] = parsed as [number | null, number | null, number | null];
  return { kind: kind as SessionKind, agent_id, group_id, portal_id };
}
