import { describe, expect, it } from 'vitest';
import { centsToDollars, formatDollars, formatUsd } from './money';

describe('money', () => {
  it('converts cents to contract dollars', () => {
    expect(centsToDollars(3987)).toBe(39.87);
    expect(centsToDollars(500)).toBe(5);
  });
  it('shows US dollars with cents', () => {
    expect(formatUsd(500)).toBe('$5.00');
    expect(formatUsd(123456)).toBe('$1,234.56');
    expect(formatDollars(39.87)).toBe('$39.87');
    expect(formatDollars(40.3)).toBe('$40.30');
  });
});
