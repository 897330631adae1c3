import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeOf, enrollmentIdQuery, optionalEnrollmentQuery } from '../../schemas/api/common';
import {
  checkDisabilityData,
  checkPrudentialPlanData,
  elevatePricingData,
  enrollmentPlanQuery,
  moreRequirementData,
  moreRequirementQuery,
  planIdParams,
  planPricingData,
  planPricingQuery,
  planRequirementsData,
  relatedPlansData,
  statusData,
  type CheckDisability,
  type CheckPrudentialPlan,
  type ElevatePricing,
  type EnrollmentPlanQuery,
  type MoreRequirementQuery,
  type PlanIdParams,
  type PlanPricing,
  type PlanPricingQuery,
  type PlanRequirements,
  type RelatedPlans,
  type StatusData,
} from '../../schemas/api/pricing';
import { normalizeDate } from '../../schemas/dates';
import { centsToDollars } from '../../schemas/money';
import { membershipRequired } from '../domain/fees';
import { fieldError } from '../plugins/envelope';
import { enrollmentOf } from '../plugins/enrollment';
import { optionalScopedEnrollment, portalForEnrollment, requireScopedEnrollment } from '../plugins/enrollment-scope';
import { requireSession } from '../plugins/session';
import { cartPlans, findPlan, plansInPortal, soldInPortal, type PlanRow } from '../repositories/plan-pricing';
import { pricedTiers, quotePlan } from '../services/price-plan';

/** How many suggested products the plan page shows. */
const RELATED_PLAN_LIMIT = 3;

/**
 * What `find` reads of the plan, if it exists and the enrollment's (or session's) storefront sells
 * it; refused otherwise. The read and the sold-in check run side by side, one statement each.
 */
export async function storefrontPlanWith<T>(
  request: FastifyRequest,
  planId: number,
  find: (db: FastifyInstance['db'], id: number) => Promise<T | null>,
): Promise<T> {
  const db = request.server.db;
  const [plan, sold] = await Promise.all([
    find(db, planId),
    portalForEnrollment(request, request.enrollment ?? null).then((portalId) => soldInPortal(db, portalId, planId)),
  ]);
  if (!plan) throw fieldError(404, 'plan_id', 'Plan not found');
  if (!sold) throw fieldError(403, 'plan_id', 'This plan is not offered in this storefront');
  return plan;
}

/** The plan, if it exists and the storefront sells it; refused otherwise. */
export function storefrontPlan(request: FastifyRequest, planId: number): Promise<PlanRow> {
  return storefrontPlanWith(request, planId, findPlan);
}

/** Pricing, membership offer and plan requirements of the plan detail page (001 sections 4, 7, 8). */
export async function pricingRoutes(app: FastifyInstance): Promise<void> {
  const scoped = [requireSession(), requireScopedEnrollment];

  app.get<{ Querystring: PlanPricingQuery }>(
    '/get-plan-pricing-detail',
    { schema: { querystring: planPricingQuery, response: { 200: envelopeOf(planPricingData) } }, preHandler: scoped },
    async (request, reply) => {
      const enrollment = enrollmentOf(request);
      const plan = await findPlan(app.db, request.query.pid);
      if (!plan) throw fieldError(404, 'pid', 'Plan not found');
      const portalId = await portalForEnrollment(request, enrollment);
      const today = new Date();
      const quote = await quotePlan({
        db: app.db,
        encryptionKey: app.config.encryptionKey,
        plan,
        enrollment,
        portalId,
        today,
      });
      const base = {
        is_prudential_plan: plan.isPrudential,
        needs_membership: plan.needsMembership,
        admin_fee_included: plan.isPrudential,
      };
      if (!quote.ok) {
        const data: PlanPricing = {
          ...base,
          plans: [],
          errorCode: quote.errorCode,
          message: quote.message,
          pid: quote.pid ?? plan.id,
        };
        return reply.ok(data, quote.errorCode === 'changePid' ? 'changePid' : 200);
      }
      const data: PlanPricing = {
        ...base,
        plans: await pricedTiers(app.db, plan, enrollment, today),
        errorCode: null,
        message: '',
        pid: plan.id,
      };
      return reply.ok(data);
    },
  );

  app.get<{ Querystring: { enrollment_id: string } }>(
    '/get-plan-pricing-detail-elevate',
    {
      schema: { querystring: enrollmentIdQuery, response: { 200: envelopeOf(elevatePricingData) } },
      preHandler: scoped,
    },
    async (request, reply) => {
      const enrollment = enrollmentOf(request);
      const portalId = await portalForEnrollment(request, enrollment);
      const memberships = portalId === null ? [] : await plansInPortal(app.db, portalId, { membership: true });
      const plans: ElevatePricing['plans'] = [];
      for (const plan of memberships) {
        const quote = await quotePlan({
          db: app.db,
          encryptionKey: app.config.encryptionKey,
          plan,
          enrollment,
          portalId,
          today: new Date(),
        });
        if (quote.ok)
          plans.push({
            pid: plan.id,
            ppid: quote.pricing.plan_pricing_id,
            plan_name: plan.planName,
            short_text: plan.shortText,
            price: centsToDollars(quote.pricing.monthly_cents),
          });
      }
      return reply.ok({ plans } satisfies ElevatePricing);
    },
  );

  app.get<{ Params: PlanIdParams }>(
    '/plan-requirements/:id',
    {
      schema: {
        params: planIdParams,
        querystring: optionalEnrollmentQuery,
        response: { 200: envelopeOf(planRequirementsData) },
      },
      preHandler: [requireSession(), optionalScopedEnrollment],
    },
    async (request, reply) => {
      const plan = await storefrontPlan(request, request.params.id);
      const data: PlanRequirements = {
        is_salary_required: plan.salaryRequired,
        is_working_hours_required: plan.minWorkingHours !== null,
        min_working_hours: plan.minWorkingHours,
        is_tobacco_rated: plan.tobaccoRated,
      };
      return reply.ok(data);
    },
  );

  app.get<{ Querystring: MoreRequirementQuery }>(
    '/get-more-requirement',
    {
      schema: { querystring: moreRequirementQuery, response: { 200: envelopeOf(moreRequirementData) } },
      preHandler: requireSession(),
    },
    async (request, reply) => {
      const { plan_id, enrollment_id } = request.query;
      if (enrollment_id !== undefined) {
        await requireScopedEnrollment(request);
        const inCart = await cartPlans(app.db, enrollment_id);
        const planIsPremier = plan_id !== undefined && (await storefrontPlan(request, plan_id)).isPremier;
        return reply.ok({ result: planIsPremier || inCart.some((p) => p.isPremier) });
      }
      if (plan_id === undefined) throw fieldError(400, 'plan_id', 'Field is required');
      return reply.ok({ result: (await storefrontPlan(request, plan_id)).isPremier });
    },
  );

  app.get<{ Querystring: EnrollmentPlanQuery }>(
    '/check-prudential-plan',
    {
      schema: { querystring: enrollmentPlanQuery, response: { 200: envelopeOf(checkPrudentialPlanData) } },
      preHandler: scoped,
    },
    async (request, reply) => {
      const enrollment = enrollmentOf(request);
      const plan = await storefrontPlan(request, request.query.plan_id);
      const inCart = await cartPlans(app.db, enrollment.id);
      const data: CheckPrudentialPlan = {
        status: membershipRequired(plan, inCart),
        depdob: enrollment.spouseDob ? normalizeDate(enrollment.spouseDob) : null,
        is_prudential: plan.isPrudential,
      };
      return reply.ok(data);
    },
  );

  app.get<{ Querystring: { enrollment_id: string } }>(
    '/check-prudential-cart',
    { schema: { querystring: enrollmentIdQuery, response: { 200: envelopeOf(statusData) } }, preHandler: scoped },
    async (request, reply) => {
      const inCart = await cartPlans(app.db, enrollmentOf(request).id);
      return reply.ok({ status: inCart.some((p) => p.isPrudential) } satisfies StatusData);
    },
  );

  app.get<{ Querystring: EnrollmentPlanQuery }>(
    '/get-related-plans',
    {
      schema: { querystring: enrollmentPlanQuery, response: { 200: envelopeOf(relatedPlansData) } },
      preHandler: scoped,
    },
    async (request, reply) => {
      const enrollment = enrollmentOf(request);
      const plan = await storefrontPlan(request, request.query.plan_id);
      const portalId = await portalForEnrollment(request, enrollment);
      const inCart = new Set((await cartPlans(app.db, enrollment.id)).map((p) => p.id));
      const candidates =
        portalId === null
          ? []
          : await plansInPortal(app.db, portalId, { membership: false, category: plan.category, excludeId: plan.id });
      const result: RelatedPlans['result'] = [];
      for (const candidate of candidates) {
        if (result.length >= RELATED_PLAN_LIMIT || inCart.has(candidate.id) || candidate.hideAddToCart) continue;
        const quote = await quotePlan({
          db: app.db,
          encryptionKey: app.config.encryptionKey,
          plan: candidate,
          enrollment,
          portalId,
          today: new Date(),
        });
        if (!quote.ok) continue;
        result.push({
          plan_id: candidate.id,
          plan_name: candidate.planName,
          plan_logo: candidate.logo,
          short_text: candidate.shortText,
          price: centsToDollars(quote.pricing.monthly_cents),
          plan_pricing_id: quote.pricing.plan_pricing_id,
        });
      }
      return reply.ok({ result } satisfies RelatedPlans);
    },
  );

  app.get<{ Querystring: EnrollmentPlanQuery }>(
    '/check-disability-plan',
    {
      schema: { querystring: enrollmentPlanQuery, response: { 200: envelopeOf(checkDisabilityData) } },
      preHandler: scoped,
    },
    async (request, reply) => {
      const enrollment = enrollmentOf(request);
      const plan = await storefrontPlan(request, request.query.plan_id);
      const data: CheckDisability = {
        result: plan.category === 'DI',
        is_salary_required: plan.salaryRequired,
        has_salary: enrollment.annualIncode !== null,
      };
      return reply.ok(data);
    },
  );
}
