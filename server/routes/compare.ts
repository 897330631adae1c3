import type { FastifyInstance } from 'fastify';
import { envelopeOf } from '../../schemas/api/common';
import {
  comparePlansData,
  comparePlansQuery,
  MAX_COMPARE_PLANS,
  MIN_COMPARE_PLANS,
  type ComparedPlan,
  type ComparePlans,
  type ComparePlansQuery,
} from '../../schemas/api/compare';
import { benefitAttributesOf, benefitGroupOf } from '../../schemas/plan-benefits';
import { COMPARE_MESSAGES } from '../../schemas/messages';
import { centsToDollars } from '../domain/cart-summary';
import { ageFromDob } from '../domain/age';
import { SERVER_PRICING_MESSAGES } from '../domain/eligibility';
import { benefitItems } from '../domain/plan-figures';
import { tierPrices } from '../domain/pricing';
import { fieldError } from '../plugins/envelope';
import { enrollmentOf } from '../plugins/enrollment';
import { portalForEnrollment, requireScopedEnrollment } from '../plugins/enrollment-scope';
import { requireSession } from '../plugins/session';
import { planIdsSoldIn, plansByIds } from '../repositories/cart';
import { pricingRowsOf } from '../repositories/rate-lookup';
import { rateScopeOf } from '../domain/rate-scope';
import { benefitValuesByPlan } from '../repositories/plan-benefits';
import { cartPlans } from '../repositories/plan-pricing';
import { enrollmentFigures, figuresContextOf } from '../services/plan-figures';

/**
 * GET /compare-plans: 2 to 4 plans of one benefit group side by side for an enrollment. Each plan is
 * priced by the cart's pricing domain (priceForPlan: eligibility, the filter's tier, age band and
 * tobacco answer, the administrative fee); a plan the shopper cannot buy keeps its column with the
 * eligibility message and no figures. Benefits, estimates and paychecks come from plan-figures.
 */
export async function compareRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ComparePlansQuery }>(
    '/compare-plans',
    {
      schema: { querystring: comparePlansQuery, response: { 200: envelopeOf(comparePlansData) } },
      preHandler: [requireSession(), requireScopedEnrollment],
    },
    async (request, reply) => {
      const enrollment = enrollmentOf(request);
      const ids = request.query.plan_ids.split(',').map(Number);
      if (ids.length < MIN_COMPARE_PLANS || ids.length > MAX_COMPARE_PLANS)
        throw fieldError(400, 'plan_ids', COMPARE_MESSAGES.count);
      if (new Set(ids).size !== ids.length) throw fieldError(400, 'plan_ids', COMPARE_MESSAGES.duplicate);

      const found = await plansByIds(app.db, ids);
      const plans = ids.map((id) => found.find((p) => p.id === id && p.active));
      if (plans.some((p) => p === undefined)) throw fieldError(404, 'plan_ids', 'Plan not found');
      const listed = plans.filter((p): p is NonNullable<typeof p> => p !== undefined);
      const groups = listed.map((p) => benefitGroupOf(p.category));
      const group = groups[0];
      if (!group || groups.some((g) => g === null)) throw fieldError(400, 'plan_ids', COMPARE_MESSAGES.noBenefits);
      if (groups.some((g) => g !== group)) throw fieldError(400, 'plan_ids', COMPARE_MESSAGES.sameGroup);

      const portalId = await portalForEnrollment(request, enrollment);
      const today = new Date();
      const [sold, rows, benefits, inCart, figures] = await Promise.all([
        planIdsSoldIn(app.db, portalId, ids),
        pricingRowsOf(app.db, ids, rateScopeOf(enrollment, today)),
        benefitValuesByPlan(app.db, ids),
        cartPlans(app.db, enrollment.id).then((list) => new Set(list.map((p) => p.id))),
        figuresContextOf(app.db, enrollment),
      ]);
      const age = ageFromDob(enrollment.dob, today);

      const compared = listed.map((plan): ComparedPlan => {
        const values = benefits.get(plan.id) ?? {};
        const base = {
          plan_id: plan.id,
          plan_name: plan.planName,
          plan_logo: plan.logo,
          plan_category: plan.category,
          benefits: benefitItems(plan.category, values),
          is_in_cart: inCart.has(plan.id),
        };
        const priced = enrollmentFigures(plan, rows, enrollment, values, figures, today, {
          soldInPortal: sold.has(plan.id),
        });
        if (!priced.ok || age === null)
          return {
            ...base,
            tier_price: [],
            estimate: null,
            paycheck: null,
            error: priced.ok ? SERVER_PRICING_MESSAGES.enrollmentIdError : priced.message,
          };
        const tiers = tierPrices(plan, rows, age, enrollment.isSmoker === 1, enrollment.annualIncode);
        return {
          ...base,
          tier_price: tiers.map((t) => ({
            tier: t.tier,
            price_male_nons: centsToDollars(t.monthly_cents),
            plan_pricing_id: t.plan_pricing_id,
          })),
          estimate: priced.estimate,
          paycheck: priced.paycheck,
          error: null,
        };
      });

      return reply.ok({
        result: {
          use_level: figures.useLevel,
          tier: enrollment.tier,
          rows: benefitAttributesOf(group).map(({ key, label, unit }) => ({ key, label, unit })),
          plans: compared,
        },
      } satisfies ComparePlans);
    },
  );
}
