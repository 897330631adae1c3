import type { FastifyInstance } from 'fastify';
import { envelopeOf } from '../../schemas/api/common';
import {
  defaultInfoData,
  siteDynamicInfoData,
  siteDynamicInfoQuery,
  validateLandingPageData,
  validateLandingPageQuery,
  type DefaultInfo,
  type LandingPageInfo,
  type SiteDynamicInfo,
  type ValidateLandingPageQuery,
} from '../../schemas/api/site';
import { ApiError, fieldError } from '../plugins/envelope';
import { findDefaultSite, findLandingPage, findSiteByHostOrName, themeOfSite } from '../repositories/sites';

/** Turns the contract's base64 site_domain into a bare lower-case host ('' when it is not one). */
export function hostFromSiteDomain(siteDomain: string): string {
  let text = Buffer.from(siteDomain, 'base64').toString('utf8').trim().toLowerCase();
  if (text.includes('://')) {
    try {
      text = new URL(text).hostname;
    } catch {
      return '';
    }
  }
  text = text.replace(/:\d+$/, '').replace(/\.$/, '');
  return /^[a-z0-9.-]{1,253}$/.test(text) ? text : '';
}

/** Site & identity: the default site, landing pages and a site's theme (000 section 7). */
export async function siteRoutes(app: FastifyInstance): Promise<void> {
  const notConfigured = () => new ApiError(503, { message: 'The default storefront is not configured.' });

  app.get(
    '/get-default-info',
    { schema: { response: { 200: envelopeOf(defaultInfoData) } } },
    async (_request, reply) => {
      const site = await findDefaultSite(app.db);
      if (!site) throw notConfigured();
      const data: DefaultInfo = {
        agent_id: site.agentId,
        group_id: site.groupId,
        portal_id: site.portalId,
        landing_url: site.landingUrl,
        token: app.issueSession({
          kind: 'open',
          agent_id: site.agentId,
          group_id: site.groupId,
          portal_id: site.portalId,
          over65: false,
        }),
      };
      return reply.ok(data);
    },
  );

  app.get<{ Querystring: ValidateLandingPageQuery }>(
    '/validate-landing-page',
    { schema: { querystring: validateLandingPageQuery, response: { 200: envelopeOf(validateLandingPageData) } } },
    async (request, reply) => {
      const page = await findLandingPage(app.db, request.query.landing_page);
      if (!page) throw fieldError(404, 'landing_page', 'Landing page not found');
      const kind = page.isDefaultSite ? 'open' : page.type === 'agent' ? 'rep' : 'group';
      const data: LandingPageInfo = {
        type: page.type,
        agent_id: page.agentId,
        group_id: page.groupId,
        portal_id: page.portalId,
        landing_url: page.landingUrl,
        data: page.display,
        token: app.issueSession({
          kind,
          agent_id: page.agentId,
          group_id: page.groupId,
          portal_id: page.portalId,
          over65: false,
        }),
      };
      return reply.ok(data);
    },
  );

  app.get<{ Querystring: { site_domain: string } }>(
    '/get-external-site-dynamic-information',
    { schema: { querystring: siteDynamicInfoQuery, response: { 200: envelopeOf(siteDynamicInfoData) } } },
    async (request, reply) => {
      const host = hostFromSiteDomain(request.query.site_domain);
      const siteId =
        (host ? await findSiteByHostOrName(app.db, host) : null) ?? (await findDefaultSite(app.db))?.siteId;
      if (siteId === undefined) throw notConfigured();
      const data: SiteDynamicInfo = await themeOfSite(app.db, siteId);
      return reply.ok(data);
    },
  );
}
