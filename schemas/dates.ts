/**
 * Calendar dates in the specification's mm/dd/yyyy form. Dates are compared as calendar days
 * (year, month, day), never as instants, so a time zone can never move a birthday. "Today" is the
 * local calendar day of the Date passed in; the server runs in UTC, which is ahead of every US zone,
 * so a date that is "today" for the applicant is never "in the future" for the server.
 */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

// No enrollment date (birth, coverage, employment) predates 1900; an earlier year is a typo.
const MIN_YEAR = 1900;
const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** Number of days in a month (1-12) of a year, leap years included. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Parses 'mm/dd/yyyy' into a calendar day, or null when it is not a real date from 1900 on. */
export function parseUsDate(value: string): CalendarDay | null {
  const m = US_DATE.exec(value);
  if (!m) return null;
  const month = Number(m[1]);
  const day = Number(m[2]);
  const year = Number(m[3]);
  if (year < MIN_YEAR || month < 1 || month > 12 || day < 1) return null;
  return day <= daysInMonth(year, month) ? { year, month, day } : null;
}

/** What is wrong with a typed date: its form, a month outside 1-12, a day its month lacks, a year before 1900. */
type DateProblem =
  | { kind: 'form' }
  | { kind: 'month'; month: string }
  | { kind: 'day'; day: string; month: number; year: number; days: number }
  | { kind: 'year' };

/** Why value is not a real 'mm/dd/yyyy' date from 1900 on, or null when it is one. */
export function dateProblem(value: string): DateProblem | null {
  const m = US_DATE.exec(value);
  if (!m) return { kind: 'form' };
  const [, mm = '', dd = '', yyyy = ''] = m;
  const month = Number(mm);
  const year = Number(yyyy);
  if (month < 1 || month > 12) return { kind: 'month', month: mm };
  if (year < MIN_YEAR) return { kind: 'year' };
  const days = daysInMonth(year, month);
  const day = Number(dd);
  if (day < 1 || day > days) return { kind: 'day', day: dd, month, year, days };
  return null;
}

/** True for 'mm/dd/yyyy' that exists on the calendar (Feb 29 only in leap years). */
export function isUsDate(value: string): boolean {
  return parseUsDate(value) !== null;
}

/** The local calendar day of a Date. */
export function calendarDayOf(date: Date): CalendarDay {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** Negative, zero or positive as a is before, on or after b. */
export function compareDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Whole years between a birth day and today (a Feb 29 birthday counts from Mar 1 in other years). */
export function ageOn(dob: CalendarDay, today: CalendarDay): number {
  const hadBirthday = today.month > dob.month || (today.month === dob.month && today.day >= dob.day);
  return today.year - dob.year - (hadBirthday ? 0 : 1);
}

/** True when dob is a real past date and the age today is within [min, max] whole years. */
export function ageBetween(dob: string, min: number, max: number, today: Date = new Date()): boolean {
  const birth = parseUsDate(dob);
  if (!birth) return false;
  const now = calendarDayOf(today);
  if (compareDays(birth, now) > 0) return false;
  const age = ageOn(birth, now);
  return age >= min && age <= max;
}

/** True when date is a real 'mm/dd/yyyy' date on or before today. */
export function notInFuture(date: string, today: Date = new Date()): boolean {
  const day = parseUsDate(date);
  return day !== null && compareDays(day, calendarDayOf(today)) <= 0;
}

/** 'yyyy-mm-dd', 'yyyy-mm-ddThh:mm...' or 'm/d/yyyy' -> 'mm/dd/yyyy'; anything else is returned as is. */
export function normalizeDate(value: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(value);
  // The date part is taken literally: converting '...T00:00:00Z' to local time would shift the day.
  if (iso) return `${iso[2]}/${iso[3]}/${iso[1]}`;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (!us) return value;
  const [, month = '', day = '', year = ''] = us;
  return `${month.padStart(2, '0')}/${day.padStart(2, '0')}/${year}`;
}
