import { inBlackout, type BlackoutWindow } from './effective-dates';
import { isMembershipPair, membershipRequired, type MembershipPlan } from './fees';

/**
 * Rules of adding to and removing from the cart (000 sections 4 and 8, 001 section 8). Refusals
 * carry an errorCode the browser reacts to: 'blackout' (message in red), 'already-active' (modal
 * with OK); any other code shows nothing special.
 */

export type CartErrorCode = 'blackout' | 'already-active' | 'membership-required' | 'not-sold';

export interface CartRefusal {
  errorCode: CartErrorCode;
  message: string;
}

/** The server's messages for each refusal code (shown as given by the browser). */
export const CART_ERROR_MESSAGES: Readonly<Record<CartErrorCode, string>> = {
  blackout: 'This plan is in an enrollment blackout period and cannot be added to the cart right now.',
  'already-active': 'You already have an active policy with this plan, so it cannot be added again.',
  'membership-required': 'This plan needs an association membership. Please choose a membership on the plan page.',
  'not-sold': 'This plan is not offered on this storefront.',
};

/** Success message of an add (both the single and the pair call). */
export const ADDED_TO_CART_MESSAGE = 'Plan added to your cart.';

export interface CartPlanFacts extends BlackoutWindow {
  id: number;
  isMembership: boolean;
  needsMembership: boolean;
  isPremier: boolean;
}

export interface AddContext {
  /** Today as 'yyyy-mm-dd'. */
  today: string;
  /** Plan ids the enrollment's member holds on an ACTIVE policy (empty for new members). */
  activePlanIds: ReadonlySet<number>;
  /** Plan ids the enrollment's storefront sells. */
  sellable: ReadonlySet<number>;
}

function refuse(errorCode: CartErrorCode): CartRefusal {
  return { errorCode, message: CART_ERROR_MESSAGES[errorCode] };
}

/** Why this plan may not go into the cart, or null when it may (checked in a fixed order). */
export function refusalFor(plan: CartPlanFacts, ctx: AddContext): CartRefusal | null {
  if (!ctx.sellable.has(plan.id)) return refuse('not-sold');
  if (inBlackout(plan, ctx.today)) return refuse('blackout');
  if (ctx.activePlanIds.has(plan.id)) return refuse('already-active');
  return null;
}

/** True when a plan goes into the cart together with a membership (prudential-type and premier plans). */
export function needsMembershipPair(plan: Pick<CartPlanFacts, 'needsMembership' | 'isPremier'>): boolean {
  return plan.needsMembership || plan.isPremier;
}

/**
 * Refusal for the single add: a membership is only sold beside its plan, and a plan that needs
 * one goes through the pair call unless a membership is already in the cart (fees.ts).
 */
export function singleAddRefusal(plan: CartPlanFacts, ctx: AddContext, cartPlans: readonly MembershipPlan[] = []): CartRefusal | null {
  if (plan.isMembership || membershipRequired(plan, cartPlans)) return refuse('membership-required');
  return refusalFor(plan, ctx);
}

/** Refusal for the pair call: plan_id1 must be a membership that plan_id (needing one, or premier) goes with. */
export function pairAddRefusal(plan: CartPlanFacts, membership: CartPlanFacts, ctx: AddContext): CartRefusal | null {
  const pairs = isMembershipPair(plan, membership) || (plan.isPremier && membership.isMembership);
  if (!pairs) return refuse('membership-required');
  // Memberships are sold beside any plan that needs them, so only the plan must be on the storefront.
  return refusalFor(plan, ctx) ?? refusalFor(membership, { ...ctx, sellable: new Set([membership.id]) });
}

export interface CartLineLink {
  planId: number;
  pairedPlanId: number | null;
}

/**
 * Plan ids that removing `planId` takes out of the cart: the plan and the membership paired with
 * it, unless another plan still in the cart needs that same membership.
 */
export function planIdsToRemove(lines: readonly CartLineLink[], planId: number): number[] {
  const line = lines.find((l) => l.planId === planId);
  if (!line) return [];
  const m = line.pairedPlanId;
  if (m === null || !lines.some((l) => l.planId === m)) return [planId];
  const stillNeeded = lines.some((l) => l.planId !== planId && l.planId !== m && l.pairedPlanId === m);
  return stillNeeded ? [planId] : [planId, m];
}
