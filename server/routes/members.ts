import type { FastifyInstance } from 'fastify';
import { envelopeOf } from '../../schemas/api/common';
import {
  agentGroupsData,
  agentIdQuery,
  enrollmentQuery,
  groupAgentMemberInfoData,
  groupIdQuery,
  memberInfoData,
  memberInfoQuery,
  memberListData,
  platformsData,
  type GroupAgentMemberInfo,
  type MemberInfo,
  type MemberInfoQuery,
  type MemberList,
} from '../../schemas/api/members';
import { maskSsn } from '../../schemas/formats';
import { isoToUsDate } from '../domain/filters';
import { enrollmentOf } from '../plugins/enrollment';
import { forbidden, requireSession, sessionOf } from '../plugins/session';
import {
  findGroup,
  findMemberById,
  findMemberByUserId,
  findPortal,
  groupsOfAgent,
  listMembers,
  memberInScope,
  portalsOfAgent,
  portalsOfGroup,
  type MemberListRow,
} from '../repositories/members';
import { decryptField } from '../services/field-crypto';
import { memberScopeOf } from './filter-scope';
import { requireScopedEnrollment } from '../plugins/enrollment-scope';

const signedIn = requireSession({ scope: 'signed-in' });

/** Groups, platforms and current members (000 section 7). Member data only for a signed-in owner. */
export async function memberRoutes(app: FastifyInstance): Promise<void> {
  const toRow = ({ member, groupName, policyId, plans }: MemberListRow): MemberList['result'][number] => ({
    name: `${member.firstName} ${member.lastName}`,
    dob: isoToUsDate(member.dob) ?? '',
    policy_id: policyId,
    user_id: member.userId,
    email: member.email,
    // Decrypted only to take the last four: the full number never leaves the server.
    ssn: maskSsn(decryptField(member.ssnEncrypted, app.config.encryptionKey)),
    group_info: { group_id: member.groupId, group_name: groupName },
    plan_info: plans.map((p) => ({ plan: p.planId, plan_name: p.planName, plan_status: p.status })),
  });

  app.get(
    '/get-agent-groups',
    {
      schema: { querystring: agentIdQuery, response: { 200: envelopeOf(agentGroupsData) } },
      preHandler: requireSession(),
    },
    async (request, reply) => {
      const session = sessionOf(request);
      if (session.kind !== 'rep' || session.agent_id === null) throw forbidden();
      return reply.ok(await groupsOfAgent(app.db, session.agent_id));
    },
  );

  app.get(
    '/get-enrollment-platforms',
    {
      schema: { querystring: agentIdQuery, response: { 200: envelopeOf(platformsData) } },
      preHandler: requireSession(),
    },
    async (request, reply) => {
      const session = sessionOf(request);
      if (session.kind === 'rep' && session.agent_id !== null)
        return reply.ok(await portalsOfAgent(app.db, session.agent_id));
      if (session.kind === 'group' && session.group_id !== null)
        return reply.ok(await portalsOfGroup(app.db, session.group_id));
      throw forbidden();
    },
  );

  app.get(
    '/get-agent-members',
    { schema: { querystring: agentIdQuery, response: { 200: envelopeOf(memberListData) } }, preHandler: signedIn },
    async (request, reply) => {
      const scope = memberScopeOf(sessionOf(request));
      if (scope?.kind !== 'rep') throw forbidden();
      return reply.ok({ result: (await listMembers(app.db, scope)).map(toRow) });
    },
  );

  app.get(
    '/get-group-users',
    { schema: { querystring: groupIdQuery, response: { 200: envelopeOf(memberListData) } }, preHandler: signedIn },
    async (request, reply) => {
      const scope = memberScopeOf(sessionOf(request));
      if (scope?.kind !== 'group') throw forbidden();
      return reply.ok({ result: (await listMembers(app.db, scope)).map(toRow) });
    },
  );

  app.get<{ Querystring: MemberInfoQuery }>(
    '/get-member-info',
    { schema: { querystring: memberInfoQuery, response: { 200: envelopeOf(memberInfoData) } }, preHandler: signedIn },
    async (request, reply) => {
      const scope = memberScopeOf(sessionOf(request));
      const member = scope ? await findMemberByUserId(app.db, request.query.user_id) : null;
      if (!scope || !member || !memberInScope(member, scope)) throw forbidden();
      const data: MemberInfo = {
        userid: member.userId,
        member_info: { first_name: member.firstName, last_name: member.lastName },
        agent_info: { agent_id: member.agentId },
        group_info: { gid: member.groupId },
        portal_id: member.portalId,
      };
      return reply.ok(data);
    },
  );

  app.get(
    '/get-group-agent-member-info',
    {
      schema: { querystring: enrollmentQuery, response: { 200: envelopeOf(groupAgentMemberInfoData) } },
      preHandler: [requireSession(), requireScopedEnrollment],
    },
    async (request, reply) => {
      const e = enrollmentOf(request);
      const scope = memberScopeOf(sessionOf(request));
      const member = e.memberId !== null && scope ? await findMemberById(app.db, e.memberId) : null;
      const group = e.groupId !== null ? await findGroup(app.db, e.groupId) : null;
      const portal = e.portalId !== null ? await findPortal(app.db, e.portalId) : null;
      const data: GroupAgentMemberInfo = {
        enrollment_type: e.type,
        result: {
          // The member's name only for the signed-in rep or group that owns the member.
          user_info:
            member && scope && memberInScope(member, scope)
              ? { first_name: member.firstName, last_name: member.lastName }
              : null,
          group_info: group && { gid: group.gid, gname: group.gname, gcode: group.gcode },
          platforms: portal,
        },
      };
      return reply.ok(data);
    },
  );
}
