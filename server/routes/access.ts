import type { FastifyInstance } from 'fastify';
import {
  ageScopeBody,
  ageScopeData,
  signInBody,
  signInData,
  validateAgentData,
  validateAgentQuery,
  validateGroupData,
  validateGroupQuery,
  type AgeScopeBody,
  type SignedIn,
  type SignInBody,
  type ValidateAgentQuery,
  type ValidateGroupQuery,
  type ValidatedAgent,
  type ValidatedGroup,
} from '../../schemas/api/access';
import { envelopeOf } from '../../schemas/api/common';
import { ApiError } from '../plugins/envelope';
import { requireSession, sessionOf } from '../plugins/session';
import {
  findAgentByCode,
  findGroupAdminAccount,
  findGroupByCode,
  findRepAccount,
  updateGroupAdminPasswordHash,
  updateRepPasswordHash,
} from '../repositories/access';
import { primaryPortalOfAgent } from '../repositories/sites';
import { DECOY_HASH, hashPassword, needsRehash, verifyPassword } from '../services/passwords';
import { guessingLimit, guessSucceeded, signInLimits } from '../services/rate-limit';
import type { SessionClaims } from '../services/session-token';
import { groupAdminAccount, repAccount } from '../services/session-revocations';

/** One answer for an unknown e-mail and a wrong password, so sign-in never tells which e-mails exist. */
/** A sign-in keeps the enrollment the browser had started, so its health answers stay readable. */
const enrollmentCarried = (session: SessionClaims | null) => (session?.enr ? { enr: session.enr } : {});

const badCredentials = () =>
  new ApiError(401, [{ target_element: 'email', error_message: 'The e-mail address or password is not correct.' }]);

/** Access (000 sections 4 and 7): rep access codes, group codes, sign-in and the age scope. */
export async function accessRoutes(app: FastifyInstance): Promise<void> {
  // Verifying against a decoy hash when the e-mail is unknown keeps both answers equally slow.

  app.get<{ Querystring: ValidateAgentQuery }>(
    '/validate-agent',
    {
      schema: { querystring: validateAgentQuery, response: { 200: envelopeOf(validateAgentData) } },
      preHandler: guessingLimit('validate-agent', 'agent_code'),
    },
    async (request, reply) => {
      const agent = await findAgentByCode(app.db, request.query.agent_code);
      if (!agent) return reply.ok(null, 204);
      await guessSucceeded(request);
      const portalId = await primaryPortalOfAgent(app.db, agent.id);
      const data: ValidatedAgent = {
        agent_id: agent.id,
        first_name: agent.firstName,
        last_name: agent.lastName,
        agent_code: agent.agentCode,
        email: agent.email,
        phone: agent.phone,
        logo: agent.logo,
        image: agent.image,
        landing_url: agent.landingUrl,
        portal_id: portalId,
        token: app.issueSession({
          kind: 'rep',
          agent_id: agent.id,
          group_id: null,
          portal_id: portalId,
          over65: false,
        }),
      };
      return reply.ok(data);
    },
  );

  app.get<{ Querystring: ValidateGroupQuery }>(
    '/validate-group',
    {
      schema: { querystring: validateGroupQuery, response: { 200: envelopeOf(validateGroupData) } },
      preHandler: guessingLimit('validate-group', 'group_code'),
    },
    async (request, reply) => {
      const group = await findGroupByCode(app.db, request.query.group_code);
      if (!group) return reply.ok(null, 204);
      await guessSucceeded(request);
      const data: ValidatedGroup = {
        name: group.name,
        group_id: group.id,
        landing_url: group.landingUrl,
        agent_id: group.agentId,
        portal_id: group.portalId,
        token: app.issueSession({
          kind: 'group',
          agent_id: group.agentId,
          group_id: group.id,
          portal_id: group.portalId,
          over65: false,
        }),
      };
      return reply.ok(data);
    },
  );

  const signInOptions = {
    schema: { body: signInBody, response: { 200: envelopeOf(signInData) } },
    preHandler: signInLimits('email'),
  };

  app.post<{ Body: SignInBody }>('/rep-sign-in', signInOptions, async (request, reply) => {
    const account = await findRepAccount(app.db, request.body.email);
    const valid = await verifyPassword(request.body.password, account?.passwordHash ?? DECOY_HASH);
    if (!account || !account.passwordHash || !valid) throw badCredentials();
    await guessSucceeded(request);
    // A hash from before today's cost is replaced now that the password is known.
    if (needsRehash(account.passwordHash))
      await updateRepPasswordHash(app.db, account.agentId, await hashPassword(request.body.password));
    const portalId = await primaryPortalOfAgent(app.db, account.agentId);
    const data: SignedIn = {
      kind: 'rep',
      name: `${account.firstName} ${account.lastName}`,
      agent_id: account.agentId,
      group_id: null,
      portal_id: portalId,
      token: app.issueSession({
        kind: 'rep',
        agent_id: account.agentId,
        group_id: null,
        portal_id: portalId,
        over65: request.session?.over65 ?? false,
        signed_in: true,
        sub: repAccount(account.agentId),
        ...enrollmentCarried(request.session),
      }),
    };
    return reply.ok(data);
  });

  app.post<{ Body: SignInBody }>('/group-sign-in', signInOptions, async (request, reply) => {
    const account = await findGroupAdminAccount(app.db, request.body.email);
    const valid = await verifyPassword(request.body.password, account?.passwordHash ?? DECOY_HASH);
    if (!account || !valid) throw badCredentials();
    await guessSucceeded(request);
    if (needsRehash(account.passwordHash))
      await updateGroupAdminPasswordHash(app.db, account.adminId, await hashPassword(request.body.password));
    const data: SignedIn = {
      kind: 'group',
      name: account.groupName,
      agent_id: account.agentId,
      group_id: account.groupId,
      portal_id: account.portalId,
      token: app.issueSession({
        kind: 'group',
        agent_id: account.agentId,
        group_id: account.groupId,
        portal_id: account.portalId,
        over65: request.session?.over65 ?? false,
        signed_in: true,
        sub: groupAdminAccount(account.adminId),
        ...enrollmentCarried(request.session),
      }),
    };
    return reply.ok(data);
  });

  app.post<{ Body: AgeScopeBody }>(
    '/set-age-scope',
    { schema: { body: ageScopeBody, response: { 200: envelopeOf(ageScopeData) } }, preHandler: requireSession() },
    async (request, reply) => {
      // Re-signed with the expiry it had: the age toggle must not renew a session (a sign-in included).
      const { iat: _iat, exp, ...claims } = sessionOf(request);
      const over65 = request.body.over65;
      return reply.ok({ over65, token: app.issueSession({ ...claims, over65 }, exp) });
    },
  );
}
