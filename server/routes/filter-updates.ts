import type { FastifyInstance } from 'fastify';
import { envelopeOf } from '../../schemas/api/common';
import {
  changeFilterInfoBody,
  changeFilterInfoData,
  changeFilterInfoParams,
  storeTempDependentBody,
  tempDependentData,
  updateFilterPortalBody,
  validateZipData,
  validateZipQuery,
  type ChangeFilterInfoBody,
  type ChangeFilterInfoData,
  type StoreTempDependentBody,
  type TempDependentData,
  type UpdateFilterPortalBody,
} from '../../schemas/api/filters';
import { enrollmentQuery } from '../../schemas/api/members';
import type { FieldError } from '../../schemas/envelope';
import { basicFilterErrors, dobMessage, type BasicFilterField } from '../../schemas/filter-fields';
import { MESSAGES } from '../../schemas/messages';
import { dropEmpties, eprocessAllowed, isoToUsDate, usDateToIso } from '../domain/filters';
import { deriveTier, maxChildrenFor } from '../domain/tier';
import { acceptEffectiveDate, nextMonthStarts, toUsDate } from '../domain/effective-dates';
import { calendarDayOf } from '../../schemas/dates';
import { ApiError, fieldError } from '../plugins/envelope';
import { enrollmentOf } from '../plugins/enrollment';
import { forbidden, requireSession, sessionOf } from '../plugins/session';
import { updateEnrollment, type EnrollmentRow, type NewEnrollment } from '../repositories/enrollments';
import { findMemberByUserId, memberInScope } from '../repositories/members';
import { packageZipLookup, type ZipLookup } from '../services/zip-lookup';
import { DEFAULT_USE_LEVEL } from '../../schemas/plan-benefits';
import { memberScopeOf, resolveGroupAndPortal } from './filter-scope';
import { requireScopedEnrollment } from '../plugins/enrollment-scope';

const anyEnrollment = [requireSession(), requireScopedEnrollment];
const asInt = (v: unknown) => (/^\d{1,9}$/.test(String(v)) ? Number(v) : null);

function filterResult(e: EnrollmentRow): ChangeFilterInfoData {
  return {
    result: {
      zip: e.zip,
      dob: isoToUsDate(e.dob),
      state: e.state,
      tier: e.tier,
      gender: e.gender,
      is_smoker: e.isSmoker,
      annual_incode: e.annualIncode,
      working_hours: e.workingHours,
      use_level: e.useLevel ?? DEFAULT_USE_LEVEL,
    },
  };
}

function dependentResult(e: Pick<EnrollmentRow, 'spouseDob' | 'childNum' | 'tier'>): TempDependentData {
  return { spouse_dob: isoToUsDate(e.spouseDob), no_of_children: e.childNum ?? 0, tier: e.tier };
}

/** Checks the dependent dialog's values (000 section 5); answers the columns to store. */
function dependentPatch(
  body: StoreTempDependentBody,
  tierRule: 'derive' | 'keep',
  currentTier: EnrollmentRow['tier'],
): Partial<NewEnrollment> {
  const children = body.no_of_children === undefined || body.no_of_children === '' ? 0 : asInt(body.no_of_children);
  const errors: FieldError[] = [];
  if (children === null) errors.push({ target_element: 'no_of_children', error_message: MESSAGES.fieldRequired });
  if (body.dep_dob) {
    const message = dobMessage(body.dep_dob);
    if (message) errors.push({ target_element: 'dep_dob', error_message: message });
  }
  const tier =
    tierRule === 'derive' ? deriveTier({ hasSpouse: Boolean(body.dep_dob), children: children ?? 0 }) : currentTier;
  if (children !== null && tier && children > maxChildrenFor(tier))
    errors.push({ target_element: 'no_of_children', error_message: MESSAGES.fieldRequired });
  if (errors.length > 0) throw new ApiError(400, errors);
  return {
    childNum: children,
    spouseDob: body.dep_dob ? usDateToIso(body.dep_dob) : null,
    ...(tierRule === 'derive' ? { tier } : {}),
  };
}

/** Filter updates, dependents for tier changes, portal choice and the zip service (000 section 7). */
export async function filterUpdateRoutes(app: FastifyInstance, opts: { zips?: ZipLookup } = {}): Promise<void> {
  const zips = opts.zips ?? packageZipLookup;

  app.put<{ Params: { tempId: string }; Body: ChangeFilterInfoBody }>(
    '/change-filter-info/:tempId',
    {
      schema: {
        params: changeFilterInfoParams,
        body: changeFilterInfoBody,
        response: { 200: envelopeOf(changeFilterInfoData) },
      },
      preHandler: anyEnrollment,
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const enrollment = enrollmentOf(request);
      const given = dropEmpties(request.body as Record<string, unknown>) as ChangeFilterInfoBody;
      const basic = (['zip', 'gender', 'tier', 'dob'] as BasicFilterField[]).filter((f) => given[f] !== undefined);
      const errors = basicFilterErrors(given, basic);
      const place = given.zip === undefined ? undefined : zips.find(given.zip);
      if (given.zip !== undefined && !errors.some((e) => e.target_element === 'zip') && !place) {
        errors.push({ target_element: 'zip', error_message: MESSAGES.zipInvalid });
      }
      const ints = {
        is_smoker: [0, 1],
        annual_incode: [0, 100000000],
        working_hours: [0, 168],
        agent_id: [1, 2147483647],
        group_id: [1, 2147483647],
      } as const;
      const num: Partial<Record<keyof typeof ints, number>> = {};
      for (const [key, [min, max]] of Object.entries(ints) as Array<[keyof typeof ints, readonly [number, number]]>) {
        if (given[key] === undefined) continue;
        const n = asInt(given[key]);
        if (n === null || n < min || n > max)
          errors.push({ target_element: key, error_message: MESSAGES.fieldRequired });
        else num[key] = n;
      }
      const effectiveDate =
        given.effective_date === undefined
          ? undefined
          : acceptEffectiveDate(given.effective_date, nextMonthStarts(calendarDayOf(new Date())).map(toUsDate));
      if (effectiveDate === null)
        errors.push({
          target_element: 'effective_date',
          error_message: 'Please choose one of the effective dates offered.',
        });
      if (errors.length > 0) throw new ApiError(400, errors);
      const eprocess = given.eprocess || undefined;
      if (eprocess && !eprocessAllowed(session, eprocess)) throw forbidden();

      const patch: Partial<NewEnrollment> = {};
      if (num.agent_id !== undefined || num.group_id !== undefined) {
        const { groupId } = await resolveGroupAndPortal(app.db, session, {
          agent_id: num.agent_id,
          group_id: num.group_id,
        });
        patch.groupId = groupId;
      }
      if (given.user_id !== undefined) {
        const scope = memberScopeOf(session);
        const member = scope ? await findMemberByUserId(app.db, given.user_id) : null;
        if (!scope || !member || !memberInScope(member, scope)) throw forbidden();
        Object.assign(patch, { memberId: member.id, type: 'existing-member' as const });
      }
      if (given.zip !== undefined && place) Object.assign(patch, { zip: given.zip, state: place.state });
      if (given.dob !== undefined) patch.dob = usDateToIso(given.dob);
      if (given.gender !== undefined) patch.gender = Number(given.gender);
      if (given.tier !== undefined) patch.tier = given.tier as NewEnrollment['tier'];
      if (eprocess) patch.eprocess = eprocess;
      if (num.is_smoker !== undefined) patch.isSmoker = num.is_smoker;
      if (num.annual_incode !== undefined) patch.annualIncode = num.annual_incode;
      if (num.working_hours !== undefined) patch.workingHours = num.working_hours;
      if (given.use_level) patch.useLevel = given.use_level;
      if (effectiveDate) patch.effectiveDate = effectiveDate;
      await updateEnrollment(app.db, enrollment.id, patch);
      return reply.ok(filterResult({ ...enrollment, ...patch } as EnrollmentRow));
    },
  );

  app.post<{ Body: StoreTempDependentBody }>(
    '/store-temp-dependent-info',
    {
      schema: { body: storeTempDependentBody, response: { 200: envelopeOf(tempDependentData) } },
      preHandler: anyEnrollment,
    },
    async (request, reply) => {
      const enrollment = enrollmentOf(request);
      const patch = dependentPatch(request.body, 'keep', enrollment.tier);
      await updateEnrollment(app.db, enrollment.id, patch);
      return reply.ok(dependentResult({ ...enrollment, ...patch }));
    },
  );

  app.get<{ Querystring: { enrollment_id: string } }>(
    '/get-temp-dependent-info',
    {
      schema: { querystring: enrollmentQuery, response: { 200: envelopeOf(tempDependentData) } },
      preHandler: anyEnrollment,
    },
    async (request, reply) => reply.ok(dependentResult(enrollmentOf(request))),
  );

  app.post<{ Body: StoreTempDependentBody }>(
    '/update-tier-info',
    {
      schema: { body: storeTempDependentBody, response: { 200: envelopeOf(tempDependentData) } },
      preHandler: anyEnrollment,
    },
    async (request, reply) => {
      const enrollment = enrollmentOf(request);
      const patch = dependentPatch(request.body, 'derive', enrollment.tier);
      await updateEnrollment(app.db, enrollment.id, patch);
      return reply.ok(dependentResult({ ...enrollment, ...patch }));
    },
  );

  app.post<{ Body: UpdateFilterPortalBody }>(
    '/update-filter-portal',
    {
      schema: {
        body: updateFilterPortalBody,
        response: {
          200: envelopeOf({
            type: 'object',
            required: ['portal_id', 'group_id'],
            properties: { portal_id: { type: 'integer' }, group_id: { type: ['integer', 'null'] } },
          }),
        },
      },
      preHandler: anyEnrollment,
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const enrollment = enrollmentOf(request);
      if (session.kind === 'open' || enrollment.agentId !== session.agent_id) throw forbidden();
      const { groupId, portalId } = await resolveGroupAndPortal(app.db, session, {
        group_id: request.body.group_id ?? null,
        platform_group_id: request.body.platform_group_id,
      });
      const chosenGroup = request.body.group_id ? groupId : session.kind === 'group' ? session.group_id : null;
      const type =
        enrollment.type === 'existing-member'
          ? enrollment.type
          : chosenGroup !== null
            ? 'new-group-member'
            : 'new-member';
      // platform_group_id is required, so a portal is always chosen (or the call refused above).
      if (portalId === null) throw fieldError(400, 'platform_group_id', MESSAGES.fieldRequired);
      await updateEnrollment(app.db, enrollment.id, { portalId, groupId: chosenGroup, type });
      return reply.ok({ portal_id: portalId, group_id: chosenGroup });
    },
  );

  app.get<{ Querystring: { zip_code: string } }>(
    '/validate-zip-code',
    {
      schema: { querystring: validateZipQuery, response: { 200: envelopeOf(validateZipData) } },
      preHandler: requireSession(),
    },
    async (request, reply) => {
      const place = zips.find(request.query.zip_code.trim());
      if (!place) throw fieldError(400, 'zip_code', MESSAGES.zipInvalid);
      return reply.ok({ zip_code: place.zip, city: place.city, state: place.state });
    },
  );
}
