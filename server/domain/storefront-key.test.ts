import { describe, expect, it } from 'vitest';
import { storefrontKeyOf, storefrontScopeOf } from './storefront-key';

describe('storefront keys', () => {
  it('tells a group storefront from its rep storefront', () => {
    const rep = storefrontKeyOf({ kind: 'rep', agent_id: 1001, group_id: null, portal_id: 502 });
    const group = storefrontKeyOf({ kind: 'group', agent_id: 1001, group_id: 2001, portal_id: 502 });
    expect(rep).toBe('rep:1001:-:502');
    expect(group).not.toBe(rep);
  });

  it('reads back the scope it was made from', () => {
    const scope = { kind: 'group', agent_id: 1001, group_id: 2001, portal_id: null } as const;
    expect(storefrontScopeOf(storefrontKeyOf(scope))).toEqual(scope);
  });

  it('refuses malformed keys', () => {
    for (const key of ['', 'rep:1:2', 'admin:1:-:-', 'rep:x:-:-', 'rep:1:-:-:9'])
      expect(storefrontScopeOf(key)).toBeNull();
  });
});
