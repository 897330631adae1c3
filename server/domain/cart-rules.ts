import { inBlackout, type BlackoutWindow } from './effective-dates';
import { membershipRequired, type MembershipPlan } from './fees';

/**
 * Rules of adding to and removing from the cart (000 sections 4 and 8, 001 section 8). Refusals
 * carry an errorCode the browser reacts to: 'blackout' (message in red), 'already-active' (modal
 * with OK), 'single-plan' (a modal naming the plan already in the cart, with Replace); any other
 * code shows the server's message.
 */

export type CartErrorCode = 'blackout' | 'already-active' | 'membership-required' | 'not-sold' | 'single-plan';

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
  'single-plan': 'Your cart already has a plan of this kind of coverage. Replace it?',
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
function needsMembershipPair(plan: Pick<CartPlanFacts, 'needsMembership' | 'isPremier'>): boolean {
  return plan.needsMembership || plan.isPremier;
}

/**
 * Refusal for the single add: a membership is only sold beside its plan, and a plan that needs
 * one goes through the pair call unless a membership is already in the cart (fees.ts).
 */
export function singleAddRefusal(
  plan: CartPlanFacts,
  ctx: AddContext,
  cartPlans: readonly MembershipPlan[] = [],
): CartRefusal | null {
  if (plan.isMembership || membershipRequired(plan, cartPlans)) return refuse('membership-required');
  return refusalFor(plan, ctx);
}

/** Refusal for the pair call: plan_id1 must be a membership that plan_id (needing one, or premier) goes with. */
export function pairAddRefusal(plan: CartPlanFacts, membership: CartPlanFacts, ctx: AddContext): CartRefusal | null {
  const pairs = needsMembershipPair(plan) && membership.isMembership && plan.id !== membership.id;
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

/** A plan as the one-per-coverage rule sees it: the single-plan coverages it counts as (a bundle: its members'). */
export interface CoveragePlan {
  planId: number;
  planName: string;
  /** 'dental', 'major medical' ...; empty for a plan of a category that stacks, and for memberships. */
  coverages: readonly string[];
}

/** A plan already in the cart that the new one would double, and the coverage they share. */
export interface CoverageConflict {
  plan_id: number;
  plan_name: string;
  coverage: string;
}

/** The refusal of a second plan of one coverage: which plans in the cart it doubles (the Replace offer). */
export interface SinglePlanRefusal extends CartRefusal {
  errorCode: 'single-plan';
  in_cart: CoverageConflict[];
}

/**
 * The plans in the cart that `adding` doubles: another plan (the same plan again is the idempotent
 * re-add) sharing a single-plan coverage, first coverage of each plan named.
 */
export function coverageConflicts(adding: CoveragePlan, cart: readonly CoveragePlan[]): CoverageConflict[] {
  const mine = new Set(adding.coverages);
  return cart.flatMap((line) => {
    if (line.planId === adding.planId) return [];
    const shared = line.coverages.find((c) => mine.has(c));
    return shared === undefined ? [] : [{ plan_id: line.planId, plan_name: line.planName, coverage: shared }];
  });
}

const andList = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

/** 'Your cart already has a dental plan, X. A cart holds one dental plan: replace it with Y?' */
export function singlePlanMessage(addingName: string, conflicts: readonly CoverageConflict[]): string {
  const had = andList(conflicts.map((c) => `${withArticle(c.coverage)} plan, ${c.plan_name}`));
  const kinds = [...new Set(conflicts.map((c) => c.coverage))];
  const holds = kinds.length === 1 ? `one ${kinds[0]} plan` : `one plan of each of ${andList(kinds)} coverage`;
  return `Your cart already has ${had}. A cart holds ${holds}: replace ${conflicts.length === 1 ? 'it' : 'them'} with ${addingName}?`;
}

/**
 * Whether `adding` may go into the cart: refused when it doubles a single-plan coverage, unless
 * the shopper asked to replace every plan it doubles (`replacing`, the Replace answer). Answers
 * the plans to take out (possibly none) or the refusal.
 */
export function coverageDecision(
  adding: CoveragePlan,
  cart: readonly CoveragePlan[],
  replacing: readonly number[] = [],
): { replace: number[] } | SinglePlanRefusal {
  const conflicts = coverageConflicts(adding, cart);
  const asked = new Set(replacing);
  if (conflicts.every((c) => asked.has(c.plan_id))) return { replace: conflicts.map((c) => c.plan_id) };
  return { errorCode: 'single-plan', message: singlePlanMessage(adding.planName, conflicts), in_cart: conflicts };
}
