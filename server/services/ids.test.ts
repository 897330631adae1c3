import { describe, expect, it } from 'vitest';
import { isEnrollmentId, newEnrollmentId } from './ids';

describe('enrollment ids', () => {
  it('are 32 hex characters (128 bits) and recognised as such', () => {
    const id = newEnrollmentId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(isEnrollmentId(id)).toBe(true);
    expect(isEnrollmentId('1')).toBe(false);
  });

  it('do not repeat and are not sequential', () => {
    const ids = Array.from({ length: 2000 }, newEnrollmentId);
    expect(new Set(ids).size).toBe(ids.length);
    const asNumbers = ids.slice(0, 50).map((id) => BigInt(`0x${id}`));
    const steps = new Set(asNumbers.slice(1).map((n, i) => n - asNumbers[i]!));
    expect(steps.size).toBeGreaterThan(45);
  });

  it('use every hex digit in every position over many draws (no fixed prefix or counter)', () => {
    const ids = Array.from({ length: 4000 }, newEnrollmentId);
    for (let pos = 0; pos < 32; pos++) {
      expect(new Set(ids.map((id) => id[pos])).size).toBe(16);
    }
  });
});
