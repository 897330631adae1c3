import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { signSession, verifySession } from './session-token';

const secret = randomBytes(32);
const claims = { kind: 'rep' as const, agent_id: 1001, group_id: null, portal_id: 7, over65: false };

describe('session tokens', () => {
  it('verifies what it signed and keeps every claim', () => {
    const token = signSession(claims, secret, 1_000_000);
    expect(verifySession(token, secret, 1_000_500)).toMatchObject(claims);
  });

  it('refuses a token signed with another secret', () => {
    const token = signSession(claims, randomBytes(32));
    expect(verifySession(token, secret)).toBeNull();
  });

  it('refuses an expired token', () => {
    const token = signSession(claims, secret, 0, 60);
    expect(verifySession(token, secret, 61_000)).toBeNull();
  });

  it('refuses any change to the payload (e.g. a widened agent id)', () => {
    const token = signSession(claims, secret);
    const [prefix, payload, sig] = token.split('.') as [string, string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), agent_id: 1002 }),
    ).toString('base64url');
    expect(verifySession(`${prefix}.${forged}.${sig}`, secret)).toBeNull();
  });

  it('never accepts garbage', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(verifySession(s, secret)).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses a flipped signature byte', () => {
    const token = signSession(claims, secret);
    fc.assert(
      fc.property(fc.nat({ max: token.length - 1 }), (i) => {
        const ch = token[i] === 'A' ? 'B' : 'A';
        const mutated = token.slice(0, i) + ch + token.slice(i + 1);
        fc.pre(mutated !== token);
        expect(verifySession(mutated, secret)).toBeNull();
      }),
      { numRuns: 500 },
    );
  });
});
