import { describe, expect, it } from 'vitest';
import { acceptEffectiveDate, cartEffectiveDates, inBlackout, nextMonthStarts } from './effective-dates';

const open = { blackoutStart: null, blackoutEnd: null };

describe('effective dates', () => {
  it('offers the first of each of the next two months', () => {
    expect(cartEffectiveDates([open], new Date(2026, 10, 22))).toEqual(['12/01/2026', '01/01/2027']);
    expect(cartEffectiveDates([open], new Date(2026, 0, 1))).toEqual(['02/01/2026', '03/01/2026']);
  });

  it('rolls over the year from November and December', () => {
    expect(nextMonthStarts({ year: 2026, month: 12, day: 31 })).toEqual([
      { year: 2027, month: 1, day: 1 },
      { year: 2027, month: 2, day: 1 },
    ]);
  });

  it('offers nothing for an empty cart', () => {
    expect(cartEffectiveDates([], new Date(2026, 5, 3))).toEqual([]);
  });

  it('leaves out a month start that falls in a plan blackout window', () => {
    const window = { blackoutStart: '2026-12-01', blackoutEnd: '2026-12-15' };
    expect(cartEffectiveDates([open, window], new Date(2026, 10, 22))).toEqual(['01/01/2027']);
    expect(inBlackout(window, '2026-12-15')).toBe(true);
    expect(inBlackout(window, '2026-12-16')).toBe(false);
  });

  it('accepts only an offered date and answers its ISO form', () => {
    const offered = ['12/01/2026', '01/01/2027'];
    expect(acceptEffectiveDate('01/01/2027', offered)).toBe('2027-01-01');
    expect(acceptEffectiveDate('02/01/2027', offered)).toBeNull();
    expect(acceptEffectiveDate('2027-01-01', offered)).toBeNull();
    expect(acceptEffectiveDate('13/01/2026', offered)).toBeNull();
  });
});
