import type { FastifyInstance } from 'fastify';
import { envelopeOf } from '../../schemas/api/common';
import {
  agentGroupsData,
  agentIdQuery,
  agentMembersQuery,
  enrollmentQuery,
  groupAgentMemberInfoData,
  groupUsersQuery,
  memberInfoData,
  memberInfoQuery,
  MEMBER_LIST_LIMIT,
  memberListData,
  platformsData,
  type GroupAgentMemberInfo,
  type MemberInfo,
  type MemberInfoQuery,
  type MemberList,
  type MemberPageQuery,
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
  countMembers,
  groupsOfAgent,
  listMemberPage,
  memberInScope,
  portalsOfAgent,
  portalsOfGroup,
  type MemberListRow,
  type MemberScope,
} from '../repositories/members';
import { decryptField } from '../services/field-crypto';
import { openMemberCursor, sealMemberCursor } from '../services/member-cursor';
import { fieldError } from '../plugins/envelope';
import { MEMBER_LIST_MESSAGES } from '../../schemas/messages';
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

  /**
   * One page of a member list (issue 27): `limit` rows after the cursor, `total` matching the search
   * (a separate count on the scope), `next` sealed from the page's last row, null on the last page.
   */
  const memberPage = async (scope: MemberScope, query: MemberPageQuery): Promise<MemberList> => {
    const after = query.after === undefined ? null : openMemberCursor(query.after, app.config.encryptionKey);
    if (query.after !== undefined && after === null) throw fieldError(400, 'after', MEMBER_LIST_MESSAGES.badCursor);
    const limit = query.limit ?? MEMBER_LIST_LIMIT.default;
    const [page, total] = await Promise.all([
      listMemberPage(app.db, scope, { after, limit, search: query.search }),
      countMembers(app.db, scope, query.search),
    ]);
    const last = page.rows.at(-1)?.member;
    const next =
      page.more && last
        ? sealMemberCursor(
            { lastName: last.lastName, firstName: last.firstName, id: last.id },
            app.config.encryptionKey,
          )
        : null;
    return { result: page.rows.map(toRow), total, next };
  };

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

  app.get<{ Querystring: MemberPageQuery }>(
    '/get-agent-members',
    {
      schema: { querystring: agentMembersQuery, response: { 200: envelopeOf(memberListData) } },
      preHandler: signedIn,
    },
    async (request, reply) => {
      const scope = memberScopeOf(sessionOf(request));
      if (scope?.kind !== 'rep') throw forbidden();
      return reply.ok(await memberPage(scope, request.query));
    },
  );

  app.get<{ Querystring: MemberPageQuery }>(
    '/get-group-users',
    {
      schema: { querystring: groupUsersQuery, response: { 200: envelopeOf(memberListData) } },
      preHandler: signedIn,
    },
    async (request, reply) => {
      const scope = memberScopeOf(sessionOf(request));
      if (scope?.kind !== 'group') throw forbidden();
      return reply.ok(await memberPage(scope, request.query));
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
