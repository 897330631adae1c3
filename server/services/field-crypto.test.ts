import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decryptField, encryptField, isEncryptedField } from './field-crypto';

const key = randomBytes(32);

describe('field encryption', () => {
  it('round-trips any string, including non-ASCII and empty', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (s) => {
        expect(decryptField(encryptField(s, key), key)).toBe(s);
      }),
      { numRuns: 300 },
    );
  });

  it('writes the self-describing v1 format and never repeats a ciphertext', () => {
    const a = encryptField('123456789', key);
    const b = encryptField('123456789', key);
    expect(a).not.toBe(b);
    expect(isEncryptedField(a)).toBe(true);
    expect(a.split('.')[0]).toBe('v1');
    expect(a).not.toContain('123456789');
  });

  it('refuses another key', () => {
    const sealed = encryptField('123456789', key);
    expect(() => decryptField(sealed, randomBytes(32))).toThrow();
  });

  it('refuses any changed character', () => {
    const sealed = encryptField('account 000123456789', key);
    fc.assert(
      fc.property(fc.nat({ max: sealed.length - 1 }), (i) => {
        const ch = sealed[i] === 'A' ? 'B' : 'A';
        const mutated = sealed.slice(0, i) + ch + sealed.slice(i + 1);
        fc.pre(mutated !== sealed);
        // Some single-character edits of base64url decode to the same bytes (unused low bits
        // of the last character); those are not tampering, so only demand "never different text".
        let out: string | undefined;
        try {
          out = decryptField(mutated, key);
        } catch {
          out = undefined;
        }
        expect(out === undefined || out === 'account 000123456789').toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses a truncated or foreign value', () => {
    const sealed = encryptField('x', key);
    expect(() => decryptField(sealed.slice(0, -2), key)).toThrow();
    expect(() => decryptField('123-45-6789', key)).toThrow();
    expect(() => decryptField(`v2${sealed.slice(2)}`, key)).toThrow();
  });

  it('demands a 256-bit key', () => {
    expect(() => encryptField('x', randomBytes(16))).toThrow(/32 bytes/);
  });
});
