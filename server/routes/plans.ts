import type { FastifyInstance } from 'fastify';
import { envelopeOf } from '../../schemas/api/common';
import { featuredPlansData, featuredPlansQuery, type FeaturedPlans } from '../../schemas/api/site';
import { featuredPlans, storefrontPortal } from '../repositories/catalogue';
import { requireSession, sessionOf } from '../plugins/session';

/** Plans: the featured plans of this session's storefront (home page). */
export async function planRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/get-featured-plans',
    {
      schema: { querystring: featuredPlansQuery, response: { 200: envelopeOf(featuredPlansData) } },
      config: { etag: true },
      preHandler: requireSession(),
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const portalId = await storefrontPortal(app.db, session);
      const data: FeaturedPlans = {
        result: portalId === null ? [] : await featuredPlans(app.db, portalId, session.over65),
      };
      return reply.ok(data);
    },
  );
}
