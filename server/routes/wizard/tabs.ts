import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeOf, enrollmentIdQuery } from '../../../schemas/api/common';
import {
  checkTabRequiredData,
  checkTabRequiredQuery,
  dynamicTabsData,
  type CheckTabRequiredQuery,
} from '../../../schemas/api/wizard';
import { TABS_REQUIRED_WITH_DEPENDENTS } from '../../../schemas/steps';
import { inWizardOrder } from '../../../schemas/steps/tabs';
import { dynamicTabs, type DynamicTabItem } from '../../domain/wizard-tabs';
import { fieldError } from '../../plugins/envelope';
import { enrollmentOf } from '../../plugins/enrollment';
import type { EnrollmentRow } from '../../repositories/enrollments';
import { cartProfile, listWizardTabs } from '../../repositories/form-rules';
import { customTabsOf } from './custom-steps';
import { provesEnrollment } from '../../plugins/session';
import { maskedContext } from './expression-context';
import { withPageConditions } from './page-conditions';
import { wizardGuard } from './step-routes';

/**
 * The dynamic tab list of an enrollment (its cart and tier decide which tabs are required), then the
 * carriers' custom tabs whose scope matches it, each with its title (and a page's condition with the
 * values it reads, required only while it holds: page-conditions.ts).
 */
export async function tabsOf(app: FastifyInstance, enrollment: EnrollmentRow): Promise<DynamicTabItem[]> {
  const [tabs, cart, custom] = await Promise.all([
    listWizardTabs(app.db),
    cartProfile(app.db, enrollment.id),
    customTabsOf(app, enrollment).then((found) => withPageConditions(app, enrollment, found)),
  ]);
  // Custom pages in the wizard's order (before Review; the navigation's own rule, inWizardOrder).
  return inWizardOrder([
    ...dynamicTabs(tabs, cart.requiredTabs, enrollment.tier, TABS_REQUIRED_WITH_DEPENDENTS),
    ...custom,
  ]);
}

/** GET /get-dynamic-tabs and GET /check-tab-required (002 section 7). */
export async function tabRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/get-dynamic-tabs',
    {
      preHandler: wizardGuard,
      schema: { querystring: enrollmentIdQuery, response: { 200: envelopeOf(dynamicTabsData) } },
    },
    async (request, reply) => {
      const enrollment = enrollmentOf(request);
      const tabs = await tabsOf(app, enrollment);
      // A page condition's health answers go back only to a session proving the enrollment (decision 0301).
      if (provesEnrollment(request, enrollment.id)) return reply.ok({ result: tabs });
      return reply.ok({
        result: tabs.map((t) => ('context' in t && t.context ? { ...t, context: maskedContext(t.context) } : t)),
      });
    },
  );

  app.get(
    '/check-tab-required',
    {
      preHandler: wizardGuard,
      schema: { querystring: checkTabRequiredQuery, response: { 200: envelopeOf(checkTabRequiredData) } },
    },
    async (request: FastifyRequest<{ Querystring: CheckTabRequiredQuery }>, reply) => {
      const tab = (await tabsOf(app, enrollmentOf(request))).find((t) => t.tab_name === request.query.tab_name);
      if (!tab) throw fieldError(400, 'tab_name', 'Unknown tab');
      return reply.ok({ result: { tab_name: tab.tab_name, required: tab.required } });
    },
  );
}
