/**
 * Fees on top of a plan's rate (000 and 001 section 9): prudential-type quotes include a 3%
 * administrative fee; a plan that needs the association membership is sold with one of the
 * membership plans.
 */

/** The administrative fee rate of prudential-type plans, in basis points (3%). */
export const ADMINISTRATIVE_FEE_BASIS_POINTS = 300;

export interface FeePlan {
  isPrudential: boolean;
}

/** The 3% administrative fee in cents on a rate, rounded half up; 0 for plans without it. */
export function administrativeFeeCents(plan: FeePlan, rateCents: number): number {
  if (!plan.isPrudential) return 0;
  return Math.round((rateCents * ADMINISTRATIVE_FEE_BASIS_POINTS) / 10_000);
}

/** The monthly price shown and charged: the rate plus any administrative fee. */
export function withAdministrativeFee(plan: FeePlan, rateCents: number): number {
  return rateCents + administrativeFeeCents(plan, rateCents);
}

export interface MembershipPlan {
  id: number;
  isMembership: boolean;
  needsMembership: boolean;
}

/** True when a plan can go into the cart only with a membership and none of `cartPlans` is one. */
export function membershipRequired(plan: MembershipPlan, cartPlans: readonly MembershipPlan[]): boolean {
  return plan.needsMembership && !cartPlans.some((p) => p.isMembership);
}
