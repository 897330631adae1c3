import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeOf } from '../../schemas/api/common';
import {
  addPlanPairBody,
  addPlanToCartBody,
  alreadyInCartData,
  cartMessageData,
  removePlanData,
  removePlanQuery,
  type AddPlanPairBody,
  type AddPlanToCartBody,
  type CartRefusalItem,
  type RemovePlanQuery,
} from '../../schemas/api/cart';
import {
  ADDED_TO_CART_MESSAGE,
  coverageDecision,
  pairAddRefusal,
  planIdsToRemove,
  singleAddRefusal,
  type AddContext,
  type CartRefusal,
  type SinglePlanRefusal,
} from '../domain/cart-rules';
import { toIsoDate } from '../domain/effective-dates';
import { calendarDayOf } from '../../schemas/dates';
import { ApiError, fieldError } from '../plugins/envelope';
import { enrollmentOf } from '../plugins/enrollment';
import { portalForEnrollment, requireScopedEnrollment } from '../plugins/enrollment-scope';
import { requireSession } from '../plugins/session';
import {
  activePlanIdsOf,
  cartLinesOf,
  planIdsSoldIn,
  plansByIds,
  removeCartLines,
  type CartLineView,
  type PlanRow,
} from '../repositories/cart';
import { coveragePlansOf, replaceCartLines } from '../repositories/cart-coverage';
import { priceForEnrollment } from '../services/enrollment-pricing';
import { checkoutRoutes } from './cart-checkout';
import { effectiveDateRoutes } from './effective-date';

const guards = { preHandler: [requireSession(), requireScopedEnrollment] };

/** The refused-add answer (001 section 8): an array whose first item carries status, errorCode and message. */
function refusalError(
  refusal: { errorCode: string; message: string; in_cart?: SinglePlanRefusal['in_cart'] },
  target = 'plan_id',
): ApiError {
  const item: CartRefusalItem = {
    status: 'error',
    errorCode: refusal.errorCode,
    message: refusal.message,
    target_element: target,
    error_message: refusal.message,
  };
  if (refusal.in_cart) item.in_cart = refusal.in_cart;
  return new ApiError(409, [item]);
}

/**
 * One plan per single-plan coverage (catalogue table single_plan_categories; a bundle counts as
 * its members): refuses a plan that doubles one in the cart ('single-plan', naming it), unless
 * the request replaces every plan it doubles. Answers the plan ids to take out (their unneeded
 * memberships with them).
 */
async function coverageReplacement(
  request: FastifyRequest,
  plan: PlanRow,
  lines: readonly CartLineView[],
  replacing: readonly number[] = [],
): Promise<number[]> {
  const inCart = new Set(lines.map((l) => l.planId));
  const coverage = await coveragePlansOf(request.server.db, [plan.id, ...inCart]);
  const adding = coverage.find((c) => c.planId === plan.id) ?? {
    planId: plan.id,
    planName: plan.planName,
    coverages: [],
  };
  const decision = coverageDecision(
    adding,
    coverage.filter((c) => c.planId !== plan.id && inCart.has(c.planId)),
    replacing,
  );
  if ('errorCode' in decision) throw refusalError(decision);
  return [...new Set(decision.replace.flatMap((id) => planIdsToRemove(lines, id)))];
}

/** What the add rules need for these plans: today, the member's active plans, and which of them the storefront sells. */
async function addContext(request: FastifyRequest, planIds: readonly number[]): Promise<AddContext> {
  const enrollment = enrollmentOf(request);
  const portal = await portalForEnrollment(request, enrollment);
  return {
    today: toIsoDate(calendarDayOf(new Date())),
    activePlanIds: await activePlanIdsOf(request.server.db, enrollment.memberId),
    sellable: await planIdsSoldIn(request.server.db, portal, planIds),
  };
}

async function planOrFail(request: FastifyRequest, planId: number, field: string): Promise<PlanRow> {
  const [plan] = await plansByIds(request.server.db, [planId]);
  if (!plan || !plan.active) throw fieldError(404, field, 'Plan not found');
  return plan;
}

/**
 * Prices the plan for this enrollment with the pricing domain and checks the client's
 * plan_pricing_id is that price: a shopper cannot pick another tier's or age band's row.
 */
async function pricedCents(
  request: FastifyRequest,
  plan: PlanRow,
  planPricingId: number,
  field: string,
  sellable: boolean,
): Promise<number> {
  const priced = await priceForEnrollment(request.server.db, enrollmentOf(request), plan, sellable);
  if (!priced.ok) throw refusalError(priced, field);
  if (priced.pricing.plan_pricing_id !== planPricingId)
    throw fieldError(400, field, 'This price does not match your basic details. Please reload the plan and try again.');
  return priced.pricing.monthly_cents;
}

function refuseIf(refusal: CartRefusal | null): void {
  if (refusal) throw refusalError(refusal);
}

/** Cart calls: add (single and membership pair), already-in-cart check and remove. */
export async function cartRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: AddPlanToCartBody }>(
    '/add-plan-to-cart',
    { schema: { body: addPlanToCartBody, response: { 200: envelopeOf(cartMessageData) } }, ...guards },
    async (request, reply) => {
      const { plan_id, plan_pricing_id, replace_plan_ids } = request.body;
      const enrollment = enrollmentOf(request);
      const plan = await planOrFail(request, plan_id, 'plan_id');
      const ctx = await addContext(request, [plan.id]);
      const inCart = await cartLinesOf(app.db, enrollment.id);
      const cartPlans = inCart.map((l) => ({ id: l.planId, isMembership: l.isMembership, needsMembership: false }));
      refuseIf(singleAddRefusal(plan, ctx, cartPlans));
      const replaced = await coverageReplacement(request, plan, inCart, replace_plan_ids);
      const monthlyCents = await pricedCents(request, plan, plan_pricing_id, 'plan_pricing_id', true);
      await replaceCartLines(app.db, enrollment.id, replaced, [
        { planId: plan.id, planPricingId: plan_pricing_id, monthlyCents, removable: true, pairedPlanId: null },
      ]);
      return reply.ok({ message: ADDED_TO_CART_MESSAGE });
    },
  );

  app.post<{ Body: AddPlanPairBody }>(
    '/add-plan-to-cart-prudentials',
    { schema: { body: addPlanPairBody, response: { 200: envelopeOf(cartMessageData) } }, ...guards },
    async (request, reply) => {
      const { plan_id, plan_pricing_id, plan_id1, plan_pricing_id1, replace_plan_ids } = request.body;
      const enrollment = enrollmentOf(request);
      const plan = await planOrFail(request, plan_id, 'plan_id');
      const membership = await planOrFail(request, plan_id1, 'plan_id1');
      refuseIf(pairAddRefusal(plan, membership, await addContext(request, [plan.id, membership.id])));
      const replaced = await coverageReplacement(
        request,
        plan,
        await cartLinesOf(app.db, enrollment.id),
        replace_plan_ids,
      );
      const planCents = await pricedCents(request, plan, plan_pricing_id, 'plan_pricing_id', true);
      const membershipCents = await pricedCents(request, membership, plan_pricing_id1, 'plan_pricing_id1', true);
      // The membership line goes with its plan: removed with it, never on its own.
      await replaceCartLines(app.db, enrollment.id, replaced, [
        {
          planId: membership.id,
          planPricingId: plan_pricing_id1,
          monthlyCents: membershipCents,
          removable: false,
          pairedPlanId: plan.id,
        },
        {
          planId: plan.id,
          planPricingId: plan_pricing_id,
          monthlyCents: planCents,
          removable: true,
          pairedPlanId: membership.id,
        },
      ]);
      return reply.ok({ message: ADDED_TO_CART_MESSAGE });
    },
  );

  app.post<{ Body: AddPlanToCartBody }>(
    '/check-already-in-cart',
    { schema: { body: addPlanToCartBody, response: { 200: envelopeOf(alreadyInCartData) } }, ...guards },
    async (request, reply) => {
      const lines = await cartLinesOf(app.db, enrollmentOf(request).id);
      return reply.ok({ result: lines.some((l) => l.planId === request.body.plan_id) });
    },
  );

  app.get<{ Querystring: RemovePlanQuery }>(
    '/remove-plan-from-cart',
    { schema: { querystring: removePlanQuery, response: { 200: envelopeOf(removePlanData) } }, ...guards },
    async (request, reply) => {
      const { plan_id, plan_pricing_id } = request.query;
      const enrollment = enrollmentOf(request);
      const lines = await cartLinesOf(app.db, enrollment.id);
      const line = lines.find((l) => l.planId === plan_id && l.planPricingId === plan_pricing_id);
      if (!line) throw fieldError(404, 'plan_id', 'This plan is not in your cart.');
      if (!line.removable)
        throw fieldError(400, 'plan_id', 'This membership is removed together with the plan that needs it.');
      const removed = planIdsToRemove(lines, plan_id);
      await removeCartLines(app.db, enrollment.id, removed);
      return reply.ok({ message: 'Plan removed from your cart.', removed });
    },
  );

  // Registered here so the whole cart contract sits behind one module in routes/index.ts.
  await app.register(checkoutRoutes);
  await app.register(effectiveDateRoutes);
}
