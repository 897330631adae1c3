import type { FastifyInstance } from 'fastify';
import { lookupRoutes } from './lookups';
import { menuRoutes } from './menus';
import { outboxRoutes } from './outbox';
import { planRoutes } from './plans';
import { siteRoutes } from './site';

/** Every /api/v1 route module, grouped as the specification groups its calls. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (_req, reply) => reply.ok({ ok: true }));
  await app.register(siteRoutes);
  await app.register(menuRoutes);
  await app.register(planRoutes);
  await app.register(lookupRoutes);
  await app.register(outboxRoutes);
}
