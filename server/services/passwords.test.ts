import { describe, expect, it } from 'vitest';
import { DECOY_HASH, hashPassword, needsRehash, verifyPassword } from './passwords';

// Every hash at the real cost takes about 0.3 s of CPU, several seconds on a loaded machine.
const SLOW = 60_000;

describe('password hashing', () => {
  it(
    'verifies the right secret and refuses a wrong one',
    async () => {
      const stored = await hashPassword('demo-rep-pass');
      expect(await verifyPassword('demo-rep-pass', stored)).toBe(true);
      expect(await verifyPassword('demo-rep-pasS', stored)).toBe(false);
      expect(await verifyPassword('', stored)).toBe(false);
    },
    SLOW,
  );

  it(
    'salts every hash and never stores the secret',
    async () => {
      const [a, b] = await Promise.all([hashPassword('same secret'), hashPassword('same secret')]);
      expect(a).not.toBe(b);
      expect(a).not.toContain('same secret');
      expect(a.startsWith('scrypt$')).toBe(true);
    },
    SLOW,
  );

  it(
    'answers false for malformed or tampered hashes instead of throwing',
    async () => {
      const stored = await hashPassword('pw');
      const parts = stored.split('$');
      expect(await verifyPassword('pw', 'plain-text')).toBe(false);
      expect(await verifyPassword('pw', parts.slice(0, 5).join('$'))).toBe(false);
      expect(await verifyPassword('pw', [...parts.slice(0, 5), Buffer.alloc(32).toString('base64url')].join('$'))).toBe(
        false,
      );
      expect(await verifyPassword('pw', ['scrypt', 'NaN', ...parts.slice(2)].join('$'))).toBe(false);
    },
    SLOW,
  );
});

describe('password cost', () => {
  it(
    "hashes at OWASP's scrypt cost (N=2^17, r=8, p=1) and asks for a new hash of anything cheaper",
    async () => {
      const stored = await hashPassword('pw');
      expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(needsRehash(stored)).toBe(false);
      const old = await hashPassword('pw', { N: 2 ** 14, r: 8, p: 1 });
      expect(await verifyPassword('pw', old)).toBe(true);
      expect(needsRehash(old)).toBe(true);
    },
    SLOW,
  );

  it(
    'has a decoy at the same cost, which no guess matches',
    async () => {
      expect(needsRehash(DECOY_HASH)).toBe(false);
      expect(await verifyPassword('decoy-password-for-unknown-accounts', DECOY_HASH)).toBe(false);
    },
    SLOW,
  );
});
