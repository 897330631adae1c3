import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageBetween, ageOn, daysInMonth, isUsDate, normalizeDate, notInFuture, parseUsDate } from './dates';

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d, 12);

describe('calendar dates (mm/dd/yyyy)', () => {
  it('accept Feb 29 only in leap years (every 4 years, not centuries, but every 400)', () => {
    expect(isUsDate('02/29/2024')).toBe(true);
    expect(isUsDate('02/29/2000')).toBe(true);
    expect(isUsDate('02/29/2023')).toBe(false);
    expect(isUsDate('02/29/1900')).toBe(false);
    expect(isUsDate('02/28/2023')).toBe(true);
  });

  it('reject days past the end of the month, month 0 and 13, day 0, and malformed text', () => {
    for (const bad of [
      '04/31/2024',
      '06/31/2024',
      '00/10/2024',
      '13/01/2024',
      '01/00/2024',
      '1/5/2024',
      '01-05-2024',
      '01/05/24',
      ' 01/05/2024',
      '01/05/1899',
      '',
    ]) {
      expect(isUsDate(bad), bad).toBe(false);
    }
    expect(isUsDate('12/31/1900')).toBe(true);
    expect(parseUsDate('03/05/2024')).toEqual({ year: 2024, month: 3, day: 5 });
  });

  it('agree with the JavaScript calendar for every day of random years', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2400 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (y, m, d) => {
          const js = new Date(y, m - 1, d);
          const real = js.getMonth() === m - 1 && js.getDate() === d;
          const text = `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
          expect(isUsDate(text)).toBe(real);
          expect(d <= daysInMonth(y, m)).toBe(real);
        },
      ),
      { numRuns: 3000 },
    );
  }, 60_000);
});

describe('ageBetween', () => {
  const today = day(2024, 6, 15);
  it('accepts exactly 18 today and refuses one day short', () => {
    expect(ageBetween('06/15/2006', 18, 100, today)).toBe(true);
    expect(ageBetween('06/16/2006', 18, 100, today)).toBe(false);
  });

  it('accepts 100 years and 364 days, refuses 101', () => {
    expect(ageBetween('06/16/1923', 18, 100, today)).toBe(true);
    expect(ageBetween('06/15/1923', 18, 100, today)).toBe(false);
  });

  it('refuses future and invalid birthdays', () => {
    expect(ageBetween('06/16/2024', 0, 100, today)).toBe(false);
    expect(ageBetween('02/30/2000', 18, 100, today)).toBe(false);
  });

  it('counts a Feb 29 birthday from Mar 1 in common years', () => {
    expect(ageOn({ year: 2006, month: 2, day: 29 }, { year: 2024, month: 2, day: 28 })).toBe(17);
    expect(ageBetween('02/29/2004', 18, 100, day(2022, 2, 28))).toBe(false);
    expect(ageBetween('02/29/2004', 18, 100, day(2022, 3, 1))).toBe(true);
  });

  it('uses the calendar day of today, not the time of day', () => {
    expect(ageBetween('06/15/2006', 18, 100, new Date(2024, 5, 15, 0, 0, 1))).toBe(true);
    expect(ageBetween('06/15/2006', 18, 100, new Date(2024, 5, 14, 23, 59, 59))).toBe(false);
  });
});

describe('notInFuture', () => {
  const today = day(2024, 6, 15);
  it('accepts today and the past, refuses tomorrow and invalid dates', () => {
    expect(notInFuture('06/15/2024', today)).toBe(true);
    expect(notInFuture('01/01/1990', today)).toBe(true);
    expect(notInFuture('06/16/2024', today)).toBe(false);
    expect(notInFuture('02/30/2020', today)).toBe(false);
  });
});

describe('normalizeDate', () => {
  it('turns ISO dates and date-times into mm/dd/yyyy without shifting the day', () => {
    expect(normalizeDate('2024-03-05')).toBe('03/05/2024');
    expect(normalizeDate('2024-03-05T00:00:00Z')).toBe('03/05/2024');
    expect(normalizeDate('2024-03-05 23:59:59')).toBe('03/05/2024');
  });

  it('pads m/d/yyyy and leaves mm/dd/yyyy and other text alone', () => {
    expect(normalizeDate('3/5/2024')).toBe('03/05/2024');
    expect(normalizeDate('03/05/2024')).toBe('03/05/2024');
    expect(normalizeDate('soon')).toBe('soon');
  });
});
