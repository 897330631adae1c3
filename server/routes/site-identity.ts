import type { FastifyInstance } from 'fastify';
import { envelopeOf } from '../../schemas/api/common';
import {
  aboutPageInfoData,
  agentIdQuery,
  agentInfoData,
  domainSiteData,
  domainSiteQuery,
  elevateInfoData,
  externalSiteData,
  externalSiteQuery,
  groupIdQuery,
  groupInfoData,
  landingPageInfoData,
  referralData,
  referralQuery,
  trackTrafficBody,
  trackTrafficData,
  type AgentIdQuery,
  type DomainSite,
  type ExternalSite,
  type GroupIdQuery,
  type ReferralInfo,
  type TrackTrafficBody,
} from '../../schemas/api/identity';
import { fieldError } from '../plugins/envelope';
import { forbidden, requireSession, sessionOf } from '../plugins/session';
import {
  findAgentById,
  findGroupById,
  findReferral,
  findSiteByDomain,
  findSiteByExternalName,
  portalIdByCode,
  recordPartnerTraffic,
  type ResolvedSite,
} from '../repositories/identity';
import type { SessionKind } from '../domain/storefront-key';
import { loadStorefrontConfig } from '../services/storefront-config';
import { agentAbout, agentInfo, agentLanding, groupAbout, groupInfo, groupLanding } from './identity-views';
import { hostFromSiteDomain } from './site';

/** The session scope a resolved storefront opens: the house site is open, a group's is a group's, others a rep's. */
function kindOf(site: ResolvedSite): SessionKind {
  if (site.kind === 'default') return 'open';
  return site.kind === 'group' ? 'group' : 'rep';
}

/** Site & identity (000 section 7): domains, external sites, referrals, the elevate partner, rep and group info. */
export async function siteIdentityRoutes(app: FastifyInstance): Promise<void> {
  const storefront = loadStorefrontConfig();
  const tokenFor = (site: ResolvedSite) =>
    app.issueSession({
      kind: kindOf(site),
      agent_id: site.agentId,
      group_id: site.groupId,
      portal_id: site.portalId,
      over65: false,
    });

  app.get<{ Querystring: { site_domain: string } }>(
    '/get-domainSite-infromation',
    { schema: { querystring: domainSiteQuery, response: { 200: envelopeOf(domainSiteData) } } },
    async (request, reply) => {
      const host = hostFromSiteDomain(request.query.site_domain);
      const site = host ? await findSiteByDomain(app.db, host) : null;
      // The contract's "none": success envelope with statusCode 204 and no data.
      if (!site) return reply.ok(null, 204);
      const data: DomainSite = {
        gid: site.groupId,
        type: site.kind === 'group' ? 'group' : 'agent',
        agent_id: site.agentId,
        group_id: site.groupId,
        portal_id: site.portalId,
        landing_url: site.landingUrl,
        token: tokenFor(site),
      };
      return reply.ok(data);
    },
  );

  app.get<{ Querystring: { site_name: string } }>(
    '/get-external-site-infromation',
    { schema: { querystring: externalSiteQuery, response: { 200: envelopeOf(externalSiteData) } } },
    async (request, reply) => {
      const site = await findSiteByExternalName(app.db, request.query.site_name);
      if (!site) throw fieldError(404, 'site_name', 'External site not found');
      const data: ExternalSite = {
        site_name: site.siteName,
        type: site.kind === 'group' ? 'group' : 'agent',
        agent_id: site.agentId,
        group_id: site.groupId,
        portal_id: site.portalId,
        landing_url: site.landingUrl,
        token: tokenFor(site),
      };
      return reply.ok(data);
    },
  );

  app.get<{ Querystring: { referral_id: string } }>(
    '/get-enrollment-info-referral',
    { schema: { querystring: referralQuery, response: { 200: envelopeOf(referralData) } } },
    async (request, reply) => {
      const referral = await findReferral(app.db, request.query.referral_id);
      if (!referral) throw fieldError(404, 'referral_id', 'Referral link is not valid');
      const data: ReferralInfo = {
        referral_id: referral.code,
        agent_id: referral.agentId,
        group_id: referral.groupId,
        portal_id: referral.portalId,
        valid_referral_link: true,
        referrer_info: { name: referral.referrerName },
        token: app.issueSession({
          kind: referral.groupId === null ? 'rep' : 'group',
          agent_id: referral.agentId,
          group_id: referral.groupId,
          portal_id: referral.portalId,
          over65: false,
        }),
      };
      return reply.ok(data);
    },
  );

  app.post<{ Body: TrackTrafficBody }>(
    '/track-elevate-traffic',
    { schema: { body: trackTrafficBody, response: { 200: envelopeOf(trackTrafficData) } } },
    async (request, reply) => {
      const visits = await recordPartnerTraffic(app.db, storefront.elevate_partner, request.body.enrollment_id);
      return reply.ok({ tracked: true, visits });
    },
  );

  app.get(
    '/get-elevate-info',
    { schema: { response: { 200: envelopeOf(elevateInfoData) } } },
    async (_request, reply) => {
      const portalId = await portalIdByCode(app.db, storefront.elevate_portal_code);
      return reply.ok({ portal_id: portalId, partner: storefront.elevate_partner });
    },
  );

  // Rep and group info: only for the token's own rep or group (requireSession refuses other ids).
  const ownAgent = async (agentId: number | undefined, sessionAgent: number | null) => {
    const id = agentId ?? sessionAgent;
    if (id === null || id === undefined) throw forbidden();
    const agent = await findAgentById(app.db, id);
    if (!agent) throw fieldError(404, 'agent_id', 'Agent not found');
    return agent;
  };
  const ownGroup = async (groupId: number | undefined, sessionGroup: number | null) => {
    const id = groupId ?? sessionGroup;
    if (id === null || id === undefined) throw forbidden();
    const group = await findGroupById(app.db, id);
    if (!group) throw fieldError(404, 'group_id', 'Group not found');
    return group;
  };

  const agentRoute = (
    url: string,
    data: object,
    view: (agent: NonNullable<Awaited<ReturnType<typeof findAgentById>>>) => unknown,
  ) =>
    app.get<{ Querystring: AgentIdQuery }>(
      url,
      { schema: { querystring: agentIdQuery, response: { 200: envelopeOf(data) } }, preHandler: requireSession() },
      async (request, reply) => reply.ok(view(await ownAgent(request.query.agent_id, sessionOf(request).agent_id))),
    );
  const groupRoute = (
    url: string,
    data: object,
    view: (group: NonNullable<Awaited<ReturnType<typeof findGroupById>>>) => unknown,
  ) =>
    app.get<{ Querystring: GroupIdQuery }>(
      url,
      { schema: { querystring: groupIdQuery, response: { 200: envelopeOf(data) } }, preHandler: requireSession() },
      async (request, reply) => reply.ok(view(await ownGroup(request.query.group_id, sessionOf(request).group_id))),
    );

  agentRoute('/get-agent-info-enroll', agentInfoData, agentInfo);
  agentRoute('/get-agent-landing-page-info', landingPageInfoData, agentLanding);
  agentRoute('/get-agent-about-page-info', aboutPageInfoData, agentAbout);
  groupRoute('/get-group-info-enroll', groupInfoData, groupInfo);
  groupRoute('/get-group-landing-page-info', landingPageInfoData, groupLanding);
  groupRoute('/get-group-about-page-info', aboutPageInfoData, groupAbout);
}
