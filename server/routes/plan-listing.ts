import type { FastifyInstance } from 'fastify';
import { enrollmentIdQuery, envelopeOf } from '../../schemas/api/common';
import {
  filteredPlansQuery,
  leftSideFilterData,
  menuFilteredPlansQuery,
  planCardsData,
  type FilteredPlansQuery,
  type MenuFilteredPlansQuery,
} from '../../schemas/api/plan-listing';
import { CATEGORIES } from '../../schemas/categories';
import { ageFromDob } from '../domain/age';
import { planCards } from '../domain/plan-cards';
import { enrollmentOf } from '../plugins/enrollment';
import { portalForEnrollment, requireScopedEnrollment } from '../plugins/enrollment-scope';
import { requireSession, sessionOf } from '../plugins/session';
import { cartLinesOf, pricingRowsOf } from '../repositories/cart';
import { planCountsByCategory, storefrontPortal } from '../repositories/catalogue';
import { listablePlans } from '../repositories/plan-listing';

const NO_APPLICANT = { zip: null, dob: null, state: null, tier: null, isSmoker: null, annualIncode: null, workingHours: null };

/** Plan listing: the left-side category filter and the plan cards of /plans and /new-plans. */
export async function planListingRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/get-left-side-filter-fields',
    { schema: { querystring: enrollmentIdQuery, response: { 200: envelopeOf(leftSideFilterData) } }, config: { etag: true }, preHandler: [requireSession(), requireScopedEnrollment] },
    async (request, reply) => {
      const enrollment = enrollmentOf(request);
      const portal = await portalForEnrollment(request, enrollment);
      const counts = portal === null ? new Map<string, number>() : await planCountsByCategory(app.db, portal, enrollment.over65 || sessionOf(request).over65);
      const categories = CATEGORIES.filter((c) => (counts.get(c.code) ?? 0) > 0).map((c) => ({ category: c.code, label: c.label, plan_count: counts.get(c.code) ?? 0 }));
      return reply.ok({ result: { categories } });
    },
  );

  app.get<{ Querystring: FilteredPlansQuery }>(
    '/get-filtered-plans',
    { schema: { querystring: filteredPlansQuery, response: { 200: envelopeOf(planCardsData) } }, config: { etag: true }, preHandler: [requireSession(), requireScopedEnrollment] },
    async (request, reply) => {
      const enrollment = enrollmentOf(request);
      const portal = await portalForEnrollment(request, enrollment);
      const categories = (request.query.categories ?? '').split(',').filter(Boolean);
      const plans = portal === null ? [] : await listablePlans(app.db, portal, { categories });
      // Only the applicant's age band: the cards show that age's prices (plan-cards.ts).
      const rows = await pricingRowsOf(app.db, plans.map((p) => p.id), ageFromDob(enrollment.dob, new Date()));
      const inCart = new Set((await cartLinesOf(app.db, enrollment.id)).map((l) => l.planId));
      return reply.ok({ result: planCards(plans, rows, enrollment, inCart, new Date()), selected_tier: enrollment.tier });
    },
  );

  app.get<{ Querystring: MenuFilteredPlansQuery }>(
    '/get-menu-filtered-plans',
    { schema: { querystring: menuFilteredPlansQuery, response: { 200: envelopeOf(planCardsData) } }, config: { etag: true }, preHandler: requireSession() },
    async (request, reply) => {
      // No enrollment yet: the storefront's plans of a category, without prices (no applicant to rate).
      const session = sessionOf(request);
      const portal = await storefrontPortal(app.db, session);
      const plans = portal === null ? [] : await listablePlans(app.db, portal, { categories: [request.query.category], over65: session.over65 });
      return reply.ok({ result: planCards(plans, [], NO_APPLICANT, new Set(), new Date()), selected_tier: null });
    },
  );
}
