import { describe, expect, it } from 'vitest';
import { ageFromDob } from './age';

describe('ageFromDob', () => {
  const today = new Date(2026, 5, 1);
  it('counts whole years in either date form', () => {
    expect(ageFromDob('1986-06-01', today)).toBe(40);
    expect(ageFromDob('06/02/1986', today)).toBe(39);
    expect(ageFromDob('1961-05-31', today)).toBe(65);
  });
  it('answers null for missing, unreadable or future dates', () => {
    expect(ageFromDob(null, today)).toBeNull();
    expect(ageFromDob('13/45/2000', today)).toBeNull();
    expect(ageFromDob('2027-01-01', today)).toBeNull();
  });
});
