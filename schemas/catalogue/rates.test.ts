import { describe, expect, it } from 'vitest';
import { RATE_COLUMNS, checkRateHeader, formatPremium, parseRateRow, premiumCents } from './rates';

const row = (over: Partial<Record<(typeof RATE_COLUMNS)[number], string>> = {}) => {
  const base: Record<string, string> = {
    plan_id: '101',
    tier: 'IO',
    age_min: '18',
    age_max: '29',
    tobacco: 'N',
    monthly_premium: '38.5',
  };
  return RATE_COLUMNS.map((c) => over[c] ?? base[c] ?? '');
};

describe('rate table rows', () => {
  it('reads the documented header only', () => {
    expect(checkRateHeader([...RATE_COLUMNS])).toBeNull();
    expect(checkRateHeader(RATE_COLUMNS.map((c) => c.toUpperCase()))).toBeNull();
    expect(checkRateHeader(['plan_id', 'tier'])).toMatch(/missing age_min, age_max/);
    expect(checkRateHeader([...RATE_COLUMNS.slice(0, 9), 'zip'])).toMatch(/missing rating_area; unknown zip/);
    expect(checkRateHeader([...RATE_COLUMNS].reverse())).toMatch(/in that order/);
  });

  it('reads dollars to cents exactly and writes them back', () => {
    expect(premiumCents('38')).toBe(3800);
    expect(premiumCents('38.5')).toBe(3850);
    expect(premiumCents('0.07')).toBe(7);
    expect(premiumCents('38.123')).toBeNull();
    expect(premiumCents('-1.00')).toBeNull();
    expect(premiumCents('1e3')).toBeNull();
    expect(formatPremium(3805)).toBe('38.05');
    expect(formatPremium(0)).toBe('0.00');
  });

  it('parses a row and names the column of each problem', () => {
    expect(parseRateRow(row())).toEqual({
      planId: 101,
      tier: 'IO',
      ageMin: 18,
      ageMax: 29,
      tobacco: false,
      monthlyCents: 3850,
      effectiveFrom: null,
      effectiveTo: null,
      state: null,
      area: null,
    });
    expect(
      parseRateRow(row({ effective_from: '2027-01-01', effective_to: '2027-12-31', state: 'ga', rating_area: 'GA-1' })),
    ).toMatchObject({ effectiveFrom: '2027-01-01', effectiveTo: '2027-12-31', state: 'GA', area: 'GA-1' });
    expect(parseRateRow(row({ tier: 'if', tobacco: 'Y' }))).toMatchObject({ tier: 'IF', tobacco: true });
    const columns = (r: ReturnType<typeof parseRateRow>) => (Array.isArray(r) ? r.map((p) => p.column) : []);
    expect(columns(parseRateRow(row({ plan_id: 'x' })))).toEqual(['plan_id']);
    expect(columns(parseRateRow(row({ tier: 'IX' })))).toEqual(['tier']);
    expect(columns(parseRateRow(row({ age_min: '40' })))).toEqual(['age_max']);
    expect(columns(parseRateRow(row({ age_max: '121' })))).toEqual(['age_max']);
    expect(columns(parseRateRow(row({ tobacco: 'maybe' })))).toEqual(['tobacco']);
    expect(columns(parseRateRow(row({ monthly_premium: '-3' })))).toEqual(['monthly_premium']);
    expect(columns(parseRateRow(row({ effective_from: '2027-02-30', state: 'Georgia' })))).toEqual([
      'effective_from',
      'state',
    ]);
    expect(columns(parseRateRow(row({ effective_from: '2027-06-01', effective_to: '2027-01-01' })))).toEqual([
      'effective_to',
    ]);
    expect(columns(parseRateRow(row({ rating_area: 'a b' })))).toEqual(['rating_area']);
  });
});
