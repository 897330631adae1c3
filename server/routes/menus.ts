import type { FastifyInstance } from 'fastify';
import { envelopeOf } from '../../schemas/api/common';
import { commonMenuData, commonMenuQuery, type CommonMenu } from '../../schemas/api/site';
import { CATEGORIES } from '../../schemas/categories';
import { planCountsByCategory, storefrontPortal } from '../repositories/catalogue';
import { requireSession, sessionOf } from '../plugins/session';

/** Icon of a category code, a file under public/img/categories. */
export function categoryIconUrl(code: string): string {
  return `/img/categories/${code.toLowerCase()}.svg`;
}

/** Menus: the categories this session's storefront sells, in the order of schemas/categories.ts. */
export async function menuRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/get-common-menu',
    {
      schema: { querystring: commonMenuQuery, response: { 200: envelopeOf(commonMenuData) } },
      preHandler: requireSession(),
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const portalId = await storefrontPortal(app.db, session);
      const counts =
        portalId === null ? new Map<string, number>() : await planCountsByCategory(app.db, portalId, session.over65);
      const sold = CATEGORIES.filter((c) => (counts.get(c.code) ?? 0) > 0);
      const data: CommonMenu = {
        list: sold.map((c) => ({ category: c.code, label: c.label, plan_count: counts.get(c.code) ?? 0 })),
        category_order: sold.map((c) => c.code),
        icon: Object.fromEntries(sold.map((c) => [c.code, categoryIconUrl(c.code)])),
      };
      return reply.ok(data);
    },
  );
}
