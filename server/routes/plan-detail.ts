import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeOf, optionalEnrollmentQuery } from '../../schemas/api/common';
import { planDetailData, type PlanDescription, type PlanDetail } from '../../schemas/api/plan-detail';
import { planIdParams, type PlanIdParams } from '../../schemas/api/pricing';
import { fieldError } from '../plugins/envelope';
import { requireSession } from '../plugins/session';
import { findPlanWithCarrier, plansInPortal, type PlanRow } from '../repositories/plan-pricing';
import { pricingRowsOf } from '../repositories/rate-lookup';
import { rateScopeOf } from '../domain/rate-scope';
import { benefitValuesByPlan } from '../repositories/plan-benefits';
import { planBenefitsOf } from '../domain/plan-figures';
import { enrollmentFigures, figuresContextOf } from '../services/plan-figures';
import { optionalScopedEnrollment, portalForEnrollment } from '../plugins/enrollment-scope';
import { storefrontPlanWith } from './pricing';

type PlanWithCarrier = NonNullable<Awaited<ReturnType<typeof findPlanWithCarrier>>>;

type Figures = Pick<PlanDescription, 'benefits' | 'estimate' | 'paycheck'>;

function describePlan({ plan, carrierName, specialMessage }: PlanWithCarrier, figures: Figures): PlanDescription {
  return {
    plan_id: plan.id,
    plan_name: plan.planName,
    plan_logo: plan.logo,
    plan_category: plan.category,
    plan_type: plan.planType,
    short_text: plan.shortText,
    carrier_name: carrierName,
    special_message: specialMessage,
    is_prudential_plan: plan.isPrudential,
    is_premier: plan.isPremier,
    needs_membership: plan.needsMembership,
    bundle_plan_count: plan.bundlePlanCount,
    body_text: plan.bodyText,
    header_text: plan.headerText,
    blueBarText: plan.blueBarText,
    association_text: plan.associationText,
    exclusions_text_name: plan.exclusionsTextName,
    exclusions_text: plan.exclusionsText,
    example_text_name: plan.exampleTextName,
    example_text: plan.exampleText,
    faq_text_name: plan.faqTextName,
    faq_text: plan.faqText,
    ...figures,
  };
}

/**
 * The plan's benefit table, and with an enrollment its estimated yearly cost and cost per paycheck at
 * the filter's tier and use level, priced as the cart prices it (null when the shopper cannot buy it).
 */
async function figuresOf(request: FastifyRequest, plan: PlanRow): Promise<Figures> {
  const db = request.server.db;
  const enrollment = request.enrollment ?? null;
  const today = new Date();
  const [benefits, rows, figures] = await Promise.all([
    benefitValuesByPlan(db, [plan.id]),
    enrollment ? pricingRowsOf(db, [plan.id], rateScopeOf(enrollment, today)) : [],
    enrollment ? figuresContextOf(db, enrollment) : null,
  ]);
  const values = benefits.get(plan.id) ?? {};
  const table = planBenefitsOf(plan.category, values);
  if (!enrollment || !figures) return { benefits: table, estimate: null, paycheck: null };
  const priced = enrollmentFigures(plan, rows, enrollment, values, figures, today);
  return priced.ok
    ? { benefits: table, estimate: priced.estimate, paycheck: priced.paycheck }
    : { benefits: table, estimate: null, paycheck: null };
}

/** Plan descriptions (001 section 3): a plan's texts, and without an id the elevate membership's. */
export async function planDetailRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: PlanIdParams }>(
    '/get-plan-detail/:id',
    {
      schema: {
        params: planIdParams,
        querystring: optionalEnrollmentQuery,
        response: { 200: envelopeOf(planDetailData) },
      },
      config: { etag: true },
      preHandler: [requireSession(), optionalScopedEnrollment],
    },
    async (request, reply) => {
      // The plan read once, with its carrier, beside the sold-in check.
      const found = await storefrontPlanWith(request, request.params.id, findPlanWithCarrier);
      return reply.ok({ result: describePlan(found, await figuresOf(request, found.plan)) } satisfies PlanDetail);
    },
  );

  app.get(
    '/get-plan-detail',
    { schema: { response: { 200: envelopeOf(planDetailData) } }, config: { etag: true }, preHandler: requireSession() },
    async (request, reply) => {
      // The entry membership (first in catalogue order) carries the elevate membership text.
      const portalId = await portalForEnrollment(request, null);
      const [entry] = portalId === null ? [] : await plansInPortal(app.db, portalId, { membership: true });
      const found = entry ? await findPlanWithCarrier(app.db, entry.id) : null;
      if (!found) throw fieldError(404, 'id', 'Plan not found');
      return reply.ok({ result: describePlan(found, await figuresOf(request, found.plan)) } satisfies PlanDetail);
    },
  );
}
