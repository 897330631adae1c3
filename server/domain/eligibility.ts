import { PRICING_ERROR_MESSAGES } from '../../schemas/messages';
import type { TierCode } from '../../schemas/categories';
import { ageFromDob, OVER_65_AGE } from './age';
import { availableOn, notAvailableMessage, rateDateOf, type AvailablePlan } from './rate-scope';
import { stateFromZip } from './state';

/** Every pricing error code of 001 section 8. */
export const PRICING_ERROR_CODES = [
  'enrollmentIdError',
  'salaryError',
  'hourError',
  'stateError',
  'tierError',
  'ageError',
  'metError',
  'smokerError',
  'planAgeError',
  'portalError',
  'newQuestionsError',
  'changePid',
] as const;
export type PricingErrorCode = (typeof PRICING_ERROR_CODES)[number];

/**
 * Messages for the codes whose text the specification leaves to the server ("the server's
 * message is shown"); the others use PRICING_ERROR_MESSAGES from schemas/messages.ts.
 */
export const SERVER_PRICING_MESSAGES = {
  enrollmentIdError: 'Please enter your basic details to view rates.',
  planAgeError65Plus: 'This plan is available only to applicants aged 65 and over.',
  planAgeErrorUnder65: 'This plan is available only to applicants under 65.',
  portalError: 'This plan is not offered in the selected portal. Please choose another portal.',
  newQuestionsError: 'This plan has new eligibility questions. Please answer them to continue.',
  changePid: 'This plan has been replaced. Showing the current plan.',
} as const;

/** The plan columns the eligibility rules read (a `plans` row satisfies it). */
export interface EligibilityPlan extends AvailablePlan {
  id: number;
  minAge: number | null;
  maxAge: number | null;
  excludedStates: readonly string[];
  allowedTiers: readonly string[] | null;
  salaryRequired: boolean;
  minAnnualSalary: number | null;
  minWorkingHours: number | null;
  tobaccoRated: boolean;
  changePidTo: number | null;
}

/** The enrollment's filter (an `enrollments` row satisfies it): the contract's filter_info. */
export interface PricingFilter {
  zip: string | null;
  dob: string | null;
  state: string | null;
  tier: TierCode | null;
  isSmoker: number | null;
  annualIncode: number | null;
  workingHours: number | null;
  /** The chosen effective date (ISO); before one is chosen, the first the cart offers (rate-scope.ts). */
  effectiveDate?: string | null;
}

/** Facts about the plan beyond its own columns, looked up by the caller. */
export interface EligibilityContext {
  /** The session's storefront (portal) sells this plan. Default true. */
  soldInPortal?: boolean;
  /** The applicant answered this plan's questions before some of the current ones existed. */
  questionsChanged?: boolean;
}

export interface EligibilityFailure {
  ok: false;
  errorCode: PricingErrorCode;
  message: string;
  /** changePid only: the plan id to price instead. */
  pid?: number;
}

export interface EligibleApplicant {
  ok: true;
  age: number;
  state: string;
  tier: TierCode;
  tobacco: boolean;
}

function fail(errorCode: PricingErrorCode, message?: string, pid?: number): EligibilityFailure {
  const fixed = (PRICING_ERROR_MESSAGES as Record<string, string>)[errorCode];
  return { ok: false, errorCode, message: message ?? fixed ?? errorCode, ...(pid !== undefined ? { pid } : {}) };
}

/** The over/under-65 market a plan belongs to, from its age limits; null for plans sold to both. */
function planMarket(plan: EligibilityPlan): 'over65' | 'under65' | null {
  if (plan.minAge !== null && plan.minAge >= OVER_65_AGE) return 'over65';
  if (plan.maxAge !== null && plan.maxAge < OVER_65_AGE) return 'under65';
  return null;
}

/**
 * The applicant as the rules see them: age today, tier and state (the filter's, else the zip's;
 * null for an unknown area), or null while the basic details (zip, date of birth, tier) are missing.
 */
export function applicantOf(
  filter: PricingFilter,
  today: Date,
): { age: number; tier: TierCode; state: string | null } | null {
  const age = ageFromDob(filter.dob, today);
  if (!filter.zip || age === null || !filter.tier) return null;
  return { age, tier: filter.tier, state: filter.state ?? stateFromZip(filter.zip) };
}

/**
 * Checks one plan against an enrollment's filter, in the order a shopper can fix things
 * (replaced plan, storefront, basic details, then the plan's own requirements). The first
 * failing rule's code wins; success answers the resolved age, state, tier and tobacco flag.
 */
export function checkEligibility(
  plan: EligibilityPlan,
  filter: PricingFilter,
  today: Date,
  context: EligibilityContext = {},
): EligibleApplicant | EligibilityFailure {
  if (plan.changePidTo !== null) return fail('changePid', SERVER_PRICING_MESSAGES.changePid, plan.changePidTo);
  const applicant = applicantOf(filter, today);
  if (!applicant) return fail('enrollmentIdError', SERVER_PRICING_MESSAGES.enrollmentIdError);
  if (context.soldInPortal === false) return fail('portalError', SERVER_PRICING_MESSAGES.portalError);

  const { age, state } = applicant;
  if (!state) return fail('metError');
  if (plan.excludedStates.includes(state)) return fail('stateError');
  const day = rateDateOf(filter, today);
  if (!availableOn(plan, day)) return fail('metError', notAvailableMessage(day));

  const market = planMarket(plan);
  if (market === 'over65' && age < OVER_65_AGE) return fail('planAgeError', SERVER_PRICING_MESSAGES.planAgeError65Plus);
  if (market === 'under65' && age >= OVER_65_AGE)
    return fail('planAgeError', SERVER_PRICING_MESSAGES.planAgeErrorUnder65);
  if ((plan.minAge !== null && age < plan.minAge) || (plan.maxAge !== null && age > plan.maxAge))
    return fail('ageError');

  if (plan.allowedTiers !== null && !plan.allowedTiers.includes(applicant.tier)) return fail('tierError');
  if (plan.tobaccoRated && filter.isSmoker === null) return fail('smokerError');
  if (plan.salaryRequired && (filter.annualIncode === null || filter.annualIncode < (plan.minAnnualSalary ?? 1)))
    return fail('salaryError');
  if (plan.minWorkingHours !== null && (filter.workingHours === null || filter.workingHours < plan.minWorkingHours))
    return fail('hourError');
  if (context.questionsChanged) return fail('newQuestionsError', SERVER_PRICING_MESSAGES.newQuestionsError);

  return { ok: true, age, state, tier: applicant.tier, tobacco: plan.tobaccoRated && filter.isSmoker === 1 };
}
