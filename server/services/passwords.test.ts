import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('verifies the right secret and refuses a wrong one', async () => {
    const stored = await hashPassword('demo-rep-pass');
    expect(await verifyPassword('demo-rep-pass', stored)).toBe(true);
    expect(await verifyPassword('demo-rep-pasS', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash and never stores the secret', async () => {
    const [a, b] = await Promise.all([hashPassword('same secret'), hashPassword('same secret')]);
    expect(a).not.toBe(b);
    expect(a).not.toContain('same secret');
    expect(a.startsWith('scrypt$')).toBe(true);
  });

  it('answers false for malformed or tampered hashes instead of throwing', async () => {
    const stored = await hashPassword('pw');
    const parts = stored.split('$');
    expect(await verifyPassword('pw', 'plain-text')).toBe(false);
    expect(await verifyPassword('pw', parts.slice(0, 5).join('$'))).toBe(false);
    expect(await verifyPassword('pw', [...parts.slice(0, 5), Buffer.alloc(32).toString('base64url')].join('$'))).toBe(
      false,
    );
    expect(await verifyPassword('pw', ['scrypt', 'NaN', ...parts.slice(2)].join('$'))).toBe(false);
  });
});
