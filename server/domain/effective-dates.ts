import { calendarDayOf, parseUsDate, type CalendarDay } from '../../schemas/dates';

/**
 * Effective dates offered at checkout (docs/decisions/0010-cart-effective-dates.md): coverage
 * starts on the first of a month, and the shopper may pick the first of either of the next two
 * months. A plan in a blackout window on a candidate date does not allow that date.
 */

/** How many future month starts the cart offers. */
export const EFFECTIVE_DATE_MONTHS = 2;

export interface BlackoutWindow {
  /** 'yyyy-mm-dd' as stored, or null for no window. */
  blackoutStart: string | null;
  blackoutEnd: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar day as 'mm/dd/yyyy'. */
export function toUsDate(day: CalendarDay): string {
  return `${pad(day.month)}/${pad(day.day)}/${day.year}`;
}

/** A calendar day as 'yyyy-mm-dd' (the database's date form). */
export function toIsoDate(day: CalendarDay): string {
  return `${day.year}-${pad(day.month)}-${pad(day.day)}`;
}

/** The first day of each of the `count` months after today's month. */
export function nextMonthStarts(today: CalendarDay, count = EFFECTIVE_DATE_MONTHS): CalendarDay[] {
  const out: CalendarDay[] = [];
  for (let i = 1; i <= count; i++) {
    const index = today.month - 1 + i;
    out.push({ year: today.year + Math.floor(index / 12), month: (index % 12) + 1, day: 1 });
  }
  return out;
}

/** True when the ISO day falls inside the plan's blackout window (ends included). */
export function inBlackout(plan: BlackoutWindow, isoDay: string): boolean {
  if (!plan.blackoutStart || !plan.blackoutEnd) return false;
  return plan.blackoutStart <= isoDay && isoDay <= plan.blackoutEnd;
}

/** The 'mm/dd/yyyy' effective dates a cart of these plans may start on; none for an empty cart. */
export function cartEffectiveDates(plans: readonly BlackoutWindow[], today: Date = new Date()): string[] {
  if (plans.length === 0) return [];
  return nextMonthStarts(calendarDayOf(today))
    .filter((day) => plans.every((p) => !inBlackout(p, toIsoDate(day))))
    .map(toUsDate);
}

/** The ISO form of an offered 'mm/dd/yyyy' date, or null when the date is not one of the offered ones. */
export function acceptEffectiveDate(chosen: string, offered: readonly string[]): string | null {
  const day = parseUsDate(chosen);
  if (!day || !offered.includes(toUsDate(day))) return null;
  return toIsoDate(day);
}
