import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { envelopeOf } from '../../schemas/api/common';
import {
  footerPlanData,
  groupMenuQuery,
  storefrontConfigData,
  ticketLinkData,
  type GroupMenuQuery,
} from '../../schemas/api/shell';
import { commonMenuData, type CommonMenu } from '../../schemas/api/site';
import { CATEGORIES } from '../../schemas/categories';
import { plans } from '../db/schema';
import { forbidden, requireSession, sessionOf } from '../plugins/session';
import { planCountsByCategory, storefrontPortal } from '../repositories/catalogue';
import { loadStorefrontConfig, publicStorefrontConfig } from '../services/storefront-config';
import { categoryIconUrl } from './menus';

/** The shared shell's calls: storefront configuration, support-ticket link, footer plan, group menu. */
export async function shellRoutes(app: FastifyInstance): Promise<void> {
  const storefront = loadStorefrontConfig();
  const visible = publicStorefrontConfig(storefront);

  app.get(
    '/get-storefront-config',
    { schema: { response: { 200: envelopeOf(storefrontConfigData) } } },
    async (_request, reply) => reply.ok(visible),
  );

  app.get('/get-ticket-link', { schema: { response: { 200: envelopeOf(ticketLinkData) } } }, async (_request, reply) =>
    reply.ok({ ticket: storefront.ticket_link }),
  );

  app.get(
    '/get-goenroll-footer-plan',
    { schema: { response: { 200: envelopeOf(footerPlanData) } } },
    async (_request, reply) => {
      // A configured plan that was retired since answers "none" rather than a dead link.
      const id = storefront.footer_plan_id;
      const [plan] =
        id === null
          ? []
          : await app.db
              .select({ id: plans.id, name: plans.planName })
              .from(plans)
              .where(and(eq(plans.id, id), eq(plans.active, true)))
              .limit(1);
      return reply.ok({ plan_id: plan?.id ?? null, plan_name: plan?.name ?? null });
    },
  );

  app.get<{ Querystring: GroupMenuQuery }>(
    '/get-group-menu',
    {
      schema: { querystring: groupMenuQuery, response: { 200: envelopeOf(commonMenuData) } },
      preHandler: requireSession(),
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const groupId = request.query.group_id ?? session.group_id;
      if (groupId === null || groupId === undefined) throw forbidden();
      // The group's own portal decides the menu; a portal the session chose later wins.
      const portalId = await storefrontPortal(app.db, { ...session, group_id: groupId });
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
