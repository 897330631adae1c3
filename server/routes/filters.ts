import type { FastifyInstance } from 'fastify';
import { envelopeOf } from '../../schemas/api/common';
import {
  addFilterData,
  addFilterForExistingUserBody,
  addFilterForMemberBody,
  addFilterForNewUserBody,
  type AddFilterData,
  type AddFilterForExistingUserBody,
  type AddFilterForMemberBody,
  type AddFilterForNewUserBody,
} from '../../schemas/api/filters';
import type { TierCode } from '../../schemas/categories';
import type { FieldError } from '../../schemas/envelope';
import { basicFilterErrors, dobMessage, isTierCode } from '../../schemas/filter-fields';
import { MESSAGES } from '../../schemas/messages';
import { categoryList, defaultEprocess, eprocessAllowed, usDateToIso } from '../domain/filters';
import { deriveTier } from '../domain/tier';
import { startRefusal } from '../services/group-eligibility';
import { ApiError, fieldError } from '../plugins/envelope';
import { forbidden, requireSession, sessionOf } from '../plugins/session';
import { createEnrollment } from '../repositories/enrollments';
import { referralIdOf } from '../repositories/filter-scope';
import { findMemberByUserId, memberInScope, type MemberRecord } from '../repositories/members';
import type { SessionClaims } from '../services/session-token';
import { storefrontKeyOf } from '../domain/storefront-key';
import { packageZipLookup, type ZipLookup } from '../services/zip-lookup';
import { memberScopeOf, resolveGroupAndPortal } from './filter-scope';

/** The quote form sends no tier: it follows from spouse and children (000 section 4). */
function tierOf(body: AddFilterForNewUserBody): string | undefined {
  if (body.tier) return body.tier;
  if (body.spouse_dop !== undefined || body.child_num !== undefined) {
    return deriveTier({ hasSpouse: Boolean(body.spouse_dop), children: body.child_num ?? 0 });
  }
  return undefined;
}

/** Field errors of the new-user filter, the zip service included; empty when valid. */
export function newUserFieldErrors(
  body: AddFilterForNewUserBody,
  tier: string | undefined,
  zips: ZipLookup,
  today = new Date(),
): FieldError[] {
  const errors = basicFilterErrors({ zip: body.zip, dob: body.dob, gender: body.gender, tier }, undefined, today);
  if (!errors.some((e) => e.target_element === 'zip') && !(body.zip && zips.find(body.zip))) {
    errors.unshift({ target_element: 'zip', error_message: MESSAGES.zipInvalid });
  }
  if (body.spouse_dop) {
    const message = dobMessage(body.spouse_dop, today);
    if (message) errors.push({ target_element: 'spouse_dop', error_message: message });
  }
  return errors;
}

/** The signed-in session's member with this user id; anything else (unknown, another rep's) is 403. */
async function ownedMember(app: FastifyInstance, session: SessionClaims, userId: string): Promise<MemberRecord> {
  const scope = memberScopeOf(session);
  const member = scope ? await findMemberByUserId(app.db, userId) : null;
  // Unknown and not-yours answer alike, so user ids cannot be probed.
  if (!scope || !member || !memberInScope(member, scope)) throw forbidden();
  return member;
}

/**
 * The session that created an enrollment, re-signed with `enr`: it (and a session that later proves
 * the save-for-later code) alone reads the enrollment's health answers back.
 */
function startedBy(app: FastifyInstance, session: SessionClaims, enrollmentId: string): string {
  const { iat: _iat, exp, ...claims } = session;
  return app.issueSession({ ...claims, enr: enrollmentId }, exp);
}

/** An enrollment for an existing member: their own zip, birth date, gender and portal. */
async function enrollExistingMember(
  app: FastifyInstance,
  session: SessionClaims,
  member: MemberRecord,
  tier: TierCode,
  eprocess: 'rep' | 'group' | 'applicant',
  openType: AddFilterForMemberBody['open_type'],
) {
  // The group's open enrollment applies to its existing members too (decision 0290; 0328): refused outside
  // it unless the group has an employee list, whose hire dates are checked at Personal Information.
  const outside = member.groupId !== null ? await startRefusal(app.db, member.groupId) : null;
  if (outside) throw new ApiError(409, { message: outside });
  const id = await createEnrollment(app.db, {
    eprocess,
    openType: openType ?? null,
    type: 'existing-member',
    storefront: storefrontKeyOf(session),
    agentId: member.agentId,
    groupId: member.groupId,
    portalId: member.portalId,
    memberId: member.id,
    zip: member.zip,
    dob: member.dob,
    state: member.state,
    gender: member.gender,
    tier,
    over65: session.over65,
  });
  const data: AddFilterData = {
    temp_enrollment_id: id,
    tier,
    state: member.state,
    portal_id: member.portalId,
    token: startedBy(app, session, id),
  };
  return data;
}

/** Filters (000 section 7): the calls that create a temporary enrollment. */
export async function filterRoutes(app: FastifyInstance, opts: { zips?: ZipLookup } = {}): Promise<void> {
  const zips = opts.zips ?? packageZipLookup;
  const response = { 200: envelopeOf(addFilterData) };

  app.post<{ Body: AddFilterForNewUserBody }>(
    '/add-filter-for-new-user',
    { schema: { body: addFilterForNewUserBody, response }, preHandler: requireSession() },
    async (request, reply) => {
      const session = sessionOf(request);
      const body = request.body;
      const eprocess = body.eprocess ?? defaultEprocess(session);
      if (!eprocessAllowed(session, eprocess)) throw forbidden();
      const { groupId, portalId } = await resolveGroupAndPortal(app.db, session, body);
      const tier = tierOf(body);
      const errors = newUserFieldErrors(body, tier, zips);
      const referralId = body.referral ? await referralIdOf(app.db, body.referral, session.agent_id) : null;
      if (body.referral && referralId === null)
        errors.push({ target_element: 'referral', error_message: MESSAGES.fieldRequired });
      if (errors.length > 0) throw new ApiError(400, errors);
      // newUserFieldErrors refused a missing or unknown zip.
      const place = body.zip ? zips.find(body.zip) : undefined;
      if (!place) throw fieldError(400, 'zip', MESSAGES.zipInvalid);
      // Outside the group's open enrollment (decision 0290; new hires are checked at Personal Information).
      const outside = groupId !== null ? await startRefusal(app.db, groupId) : null;
      if (outside) throw new ApiError(409, { message: outside });
      const id = await createEnrollment(app.db, {
        eprocess,
        openType: body.open_type ?? null,
        type: body.type ?? (groupId !== null ? 'new-group-member' : 'new-member'),
        storefront: storefrontKeyOf(session),
        agentId: session.agent_id,
        groupId,
        portalId,
        referralId,
        zip: place.zip,
        state: place.state,
        dob: body.dob ? usDateToIso(body.dob) : null,
        gender: Number(body.gender),
        tier: tier as TierCode,
        annualIncode: body.annual_incode ?? null,
        coverage: body.coverage ?? null,
        categories: categoryList(body.categories) ?? null,
        spouseDob: body.spouse_dop ? usDateToIso(body.spouse_dop) : null,
        childNum: body.child_num ?? null,
        over65: session.over65,
      });
      const data: AddFilterData = {
        temp_enrollment_id: id,
        tier: tier as TierCode,
        state: place.state,
        portal_id: portalId,
        token: startedBy(app, session, id),
      };
      return reply.ok(data);
    },
  );

  app.post<{ Body: AddFilterForExistingUserBody }>(
    '/add-filter-for-existing-user',
    { schema: { body: addFilterForExistingUserBody, response }, preHandler: requireSession({ scope: 'signed-in' }) },
    async (request, reply) => {
      const session = sessionOf(request);
      const body = request.body;
      const member = await ownedMember(app, session, body.user_id);
      if (body.agent_id !== undefined && body.agent_id !== member.agentId) throw forbidden();
      if (body.group_id !== undefined && body.group_id !== member.groupId) throw forbidden();
      const eprocess = body.eprocess ?? defaultEprocess(session);
      if (!eprocessAllowed(session, eprocess) || eprocess === 'sigapplicant') throw forbidden();
      if (!isTierCode(body.tier))
        throw new ApiError(400, [{ target_element: 'tier', error_message: MESSAGES.chooseTier }]);
      return reply.ok(await enrollExistingMember(app, session, member, body.tier, eprocess, body.open_type));
    },
  );

  app.post<{ Body: AddFilterForMemberBody }>(
    '/add-filter-for-member',
    { schema: { body: addFilterForMemberBody, response }, preHandler: requireSession({ scope: 'signed-in' }) },
    async (request, reply) => {
      const session = sessionOf(request);
      const member = await ownedMember(app, session, request.body.user_id);
      const tier = request.body.tier;
      if (!isTierCode(tier)) throw new ApiError(400, [{ target_element: 'tier', error_message: MESSAGES.chooseTier }]);
      return reply.ok(await enrollExistingMember(app, session, member, tier, 'applicant', request.body.open_type));
    },
  );
}
