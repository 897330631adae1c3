import { CATEGORY_CODES } from '../../schemas/categories';
import { applicantOf, checkEligibility, type PricingErrorCode, type PricingFilter } from './eligibility';
import { tierPrices, type PricingPlan, type PricingRow } from './pricing';
import { centsToDollars } from './cart-summary';
import { ageFromDob } from './age';
import { pricedFigures, type PayContext } from './plan-figures';
import type { BenefitValues } from './yearly-cost';
import type { UseLevel } from '../../schemas/plan-benefits';

/**
 * Plan cards of /plans and /new-plans (000 section 3 "Plan card"): which plans the applicant
 * sees and each tier's monthly price for the applicant's age and tobacco use.
 */

/**
 * Pricing errors that take a plan off the list: the applicant's state, age or area rules it out,
 * or it was replaced. Errors the shopper can fix on the plan page (salary, hours, tobacco, tier,
 * questions) keep the card.
 */
export const HIDING_ERRORS: ReadonlySet<PricingErrorCode> = new Set([
  'stateError',
  'ageError',
  'planAgeError',
  'metError',
  'portalError',
  'changePid',
]);

export interface CardPlan extends PricingPlan {
  planName: string;
  logo: string | null;
  shortText: string;
  category: string;
  calloutText: string | null;
  hideAddToCart: boolean;
  bundlePlanCount: number | null;
  isPrudential: boolean;
}

/** Orders category codes as schemas/categories.ts lists them (unknown codes last). */
export function categoryRank(code: string): number {
  const i = (CATEGORY_CODES as readonly string[]).indexOf(code);
  return i === -1 ? CATEGORY_CODES.length : i;
}

/**
 * What of an applicant's filter decides which cards show and at what prices: the age (prices and
 * age limits), the tobacco answer (prices), whether the basic details are complete (`rated`: only
 * then do the state and age rules hide plans) and the state. Everything planCards reads of the
 * filter, so equal audiences get equal cards (the listing cache's key, the listing query's filter).
 */
export interface CardAudience {
  age: number | null;
  smoker: boolean;
  rated: boolean;
  /** Meaningful when rated; null there means an unknown area, where no plan shows (metError). */
  state: string | null;
}

export function cardAudience(filter: PricingFilter, today: Date): CardAudience {
  const applicant = applicantOf(filter, today);
  return {
    age: ageFromDob(filter.dob, today),
    smoker: filter.isSmoker === 1,
    rated: applicant !== null,
    state: applicant?.state || null,
  };
}

/** What the cards' estimates and costs per paycheck read (plan-figures.ts): without it, both are null. */
export interface CardFigures {
  benefits: ReadonlyMap<number, BenefitValues>;
  useLevel: UseLevel;
  pay: PayContext | null;
}

/**
 * The cards for these plans (kept in category order, then given order), priced for the filter;
 * each with its estimated yearly cost and cost per paycheck at the filter's tier.
 */
export function planCards(
  plans: readonly CardPlan[],
  rows: readonly PricingRow[],
  filter: PricingFilter,
  inCart: ReadonlySet<number>,
  today: Date,
  figures: CardFigures | null = null,
) {
  // Rows by plan, so pricing each card reads its own rows, not the whole catalogue's.
  const rowsByPlan = new Map<number, PricingRow[]>();
  for (const row of rows) {
    const list = rowsByPlan.get(row.planId);
    if (list) list.push(row);
    else rowsByPlan.set(row.planId, [row]);
  }
  const age = ageFromDob(filter.dob, today);
  const cards = plans.flatMap((plan) => {
    const eligible = checkEligibility(plan, filter, today);
    if (!eligible.ok && HIDING_ERRORS.has(eligible.errorCode)) return [];
    // Fixable errors (tier, tobacco, salary...) still show the prices of the applicant's age.
    const prices =
      age === null
        ? []
        : tierPrices(plan, rowsByPlan.get(plan.id) ?? [], age, filter.isSmoker === 1, filter.annualIncode);
    const own = prices.find((p) => p.tier === filter.tier);
    const { estimate, paycheck } =
      figures && own
        ? pricedFigures(
            plan.category,
            figures.benefits.get(plan.id) ?? {},
            own.tier,
            own.monthly_cents,
            figures.useLevel,
            figures.pay,
          )
        : { estimate: null, paycheck: null };
    return [
      {
        plan_id: plan.id,
        plan_name: plan.planName,
        plan_logo: plan.logo,
        plan_short_text: plan.shortText,
        plan_category: plan.category,
        callout_text: plan.calloutText,
        tier_price: prices.map((p) => ({
          tier: p.tier,
          price_male_nons: centsToDollars(p.monthly_cents),
          plan_pricing_id: p.plan_pricing_id,
        })),
        is_in_cart: inCart.has(plan.id),
        hide_add_to_cart: plan.hideAddToCart,
        bundle_plan_count: plan.bundlePlanCount,
        is_prudential_plan: plan.isPrudential,
        estimate,
        paycheck,
      },
    ];
  });
  return cards
    .map((c, i) => ({ c, i }))
    .sort((a, b) => categoryRank(a.c.plan_category) - categoryRank(b.c.plan_category) || a.i - b.i)
    .map((x) => x.c);
}
