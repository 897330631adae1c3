import { calendarDayOf } from '../../schemas/dates';
import { nextMonthStarts, toIsoDate, toUsDate } from './effective-dates';
import { stateFromZip } from './state';

/**
 * Which rates apply to a shopper (decision 0230): the rates in force on the enrollment's effective
 * date, for the most specific place holding the applicant's ZIP (a rating area of their state, else
 * the state, else nationwide). The one rule every price reads: listing, detail, compare, cart,
 * paycheck and yearly cost go through server/repositories/rate-lookup.ts, which applies it in SQL,
 * and findRateRow (pricing.ts), which prefers the most specific row.
 */
export interface RateScope {
  /** The ISO day the rates must be in force on. */
  date: string;
  state: string | null;
  zip: string | null;
  /**
   * The rating areas holding the ZIP, when the caller knows them (the listing's RatePlaces); the
   * lookup then binds them as one array instead of asking rating_areas.
   */
  areaIds?: readonly number[];
}

/** What of an enrollment picks its rates (an `enrollments` row satisfies it). */
export interface RateScoped {
  zip: string | null;
  state: string | null;
  /** The chosen effective date (ISO), or null before one is chosen. */
  effectiveDate?: string | null;
}

/** How specific a rate row's place is: a rating area wins over its state, the state over nationwide. */
export const RATE_RANK = { nationwide: 0, state: 1, area: 2 } as const;

/**
 * The day an enrollment's rates are read for: its chosen effective date, or before one is chosen the
 * first the cart offers (the first of next month, decision 0010).
 */
export function rateDateOf(filter: { effectiveDate?: string | null }, today: Date): string {
  if (filter.effectiveDate) return filter.effectiveDate;
  const [first] = nextMonthStarts(calendarDayOf(today), 1);
  return first ? toIsoDate(first) : toIsoDate(calendarDayOf(today));
}

export function rateScopeOf(filter: RateScoped, today: Date): RateScope {
  return {
    date: rateDateOf(filter, today),
    state: filter.state ?? stateFromZip(filter.zip),
    zip: filter.zip && /^\d{5}$/.test(filter.zip) ? filter.zip : null,
  };
}

/** A plan's sales period (null ends: open). */
export interface AvailablePlan {
  availableFrom?: string | null;
  availableTo?: string | null;
}

/** Whether the plan is sold for coverage starting on this ISO day. */
export function availableOn(plan: AvailablePlan, isoDay: string): boolean {
  return (!plan.availableFrom || plan.availableFrom <= isoDay) && (!plan.availableTo || plan.availableTo >= isoDay);
}

/** The refusal of a plan not sold for this effective date (it is hidden like a plan of another area). */
export function notAvailableMessage(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  return `This plan is not offered for coverage starting ${toUsDate({ year: y ?? 0, month: m ?? 1, day: d ?? 1 })}.`;
}
