import type { FastifyInstance } from 'fastify';
import { lookupRoutes } from './lookups';
import { menuRoutes } from './menus';
import { outboxRoutes } from './outbox';
import { planRoutes } from './plans';
import { siteRoutes } from './site';
import { siteIdentityRoutes } from './site-identity';
import { accessRoutes } from './access';
import { shellRoutes } from './shell';
import { filterRoutes } from './filters';
import { filterUpdateRoutes } from './filter-updates';
import { filterTempInfoRoutes } from './filter-temp-info';
import { memberRoutes } from './members';
import { leadAssistantRoutes } from './lead-assistant';
import { pricingRoutes } from './pricing';
import { planDetailRoutes } from './plan-detail';
import { planQuestionRoutes } from './plan-questions';
import { cartRoutes } from './cart';
import { planListingRoutes } from './plan-listing';
import { quoteRoutes } from './quote';
import { saveEnrollmentRoutes } from './save-enrollment';
import { wizardRoutes } from './wizard';

/** Every /api/v1 route module, grouped as the specification groups its calls. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (_req, reply) => reply.ok({ ok: true }));
  await app.register(siteRoutes);
  await app.register(siteIdentityRoutes);
  await app.register(accessRoutes);
  await app.register(shellRoutes);
  await app.register(menuRoutes);
  await app.register(planRoutes);
  await app.register(pricingRoutes);
  await app.register(planDetailRoutes);
  await app.register(planQuestionRoutes);
  await app.register(lookupRoutes);
  await app.register(outboxRoutes);
  await app.register(filterRoutes);
  await app.register(filterUpdateRoutes);
  await app.register(filterTempInfoRoutes);
  await app.register(memberRoutes);
  await app.register(leadAssistantRoutes);
  await app.register(planListingRoutes);
  await app.register(cartRoutes);
  await app.register(quoteRoutes);
  await app.register(wizardRoutes);
  await app.register(saveEnrollmentRoutes);
}
