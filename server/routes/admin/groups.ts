import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { envelopeOf } from '../../../schemas/api/common';
import {
  auditPageData,
  auditQuery,
  contributionsBody,
  employeeImportData,
  employeePageData,
  employeePageQuery,
  groupDetail,
  groupFields,
  groupIdParams,
  groupListData,
  groupListQuery,
  planYearsBody,
  type AuditQuery,
  type ContributionsBody,
  type EmployeePageQuery,
  type GroupFields,
  type GroupIdParams,
  type GroupListQuery,
  type PlanYearsBody,
} from '../../../schemas/api/group-admin';
import { describeError } from '../../db/errors';
import { auditDiff } from '../../domain/audit-diff';
import { ApiError } from '../../plugins/envelope';
import {
  groupDetailOf,
  groupExists,
  groupFieldsOf,
  listGroups,
  planYearsOf,
  replacePlanYears,
  writeGroup,
} from '../../repositories/group-admin';
import { auditPage, recordAudit, type AuditActor } from '../../services/audit';
import { employeePageOf, importEmployees, saveContributions } from '../../services/group-changes';
import { planYearErrors } from '../../services/plan-year-check';
import { adminCallerOf, adminGuard, type AdminCaller } from '../wizard/admin-guard';

/** The audit actor of an admin caller. */
export const staffActor = (caller: AdminCaller): AuditActor =>
  caller.kind === 'staff'
    ? { actor: `staff:${caller.staff.id}`, name: caller.staff.name }
    : { actor: 'ADMIN_TOKEN', name: 'Automation (ADMIN_TOKEN)' };

const todayIso = () => new Date().toISOString().slice(0, 10);
const notFound = () => new ApiError(404, { message: 'No such group.' });

/** A unique code or landing name taken by another group, as the field's error. */
function conflictOf(e: unknown): ApiError | null {
  const d = describeError(e);
  if (d.sqlstate !== '23505' && d.sqlstate !== '23503') return null;
  if (d.constraint?.includes('group_code'))
    return new ApiError(409, [{ target_element: 'group_code', error_message: 'Another group has this code.' }]);
  if (d.constraint?.includes('landing_url'))
    return new ApiError(409, [
      { target_element: 'landing_url', error_message: 'Another group has this landing page.' },
    ]);
  if (d.sqlstate === '23503')
    return new ApiError(400, [{ target_element: 'portal_ids', error_message: 'No such portal.' }]);
  return null;
}

/**
 * Employer groups in the staff console (issue 30, decision 0290), staff only (a carrier admin's
 * scope is their carrier's plans): the list by pages, one group, its creation and edits, its
 * contributions, plan years and employee list, and the audit log. Every write records its change.
 */
export async function adminGroupRoutes(app: FastifyInstance): Promise<void> {
  const staffOnly = adminGuard(app, { roles: ['staff'] });
  // An employee list is sent as the CSV itself and read as a stream (never parsed into one string).
  app.addContentTypeParser('text/csv', (_request, payload, done) => done(null, payload));

  app.get<{ Querystring: GroupListQuery }>(
    '/admin/groups',
    { preHandler: staffOnly, schema: { querystring: groupListQuery, response: { 200: envelopeOf(groupListData) } } },
    async (request, reply) => reply.ok(await listGroups(app.db, request.query.after ?? 0, request.query.limit ?? 25)),
  );

  app.get<{ Params: GroupIdParams }>(
    '/admin/groups/:id',
    { preHandler: staffOnly, schema: { params: groupIdParams, response: { 200: envelopeOf(groupDetail) } } },
    async (request, reply) => {
      const group = await groupDetailOf(app.db, request.params.id);
      if (!group) throw notFound();
      return reply.ok(group);
    },
  );

  const writeFields = async (caller: AdminCaller, id: number | null, fields: GroupFields) => {
    try {
      return await app.db.transaction(async (tx) => {
        const before = id === null ? null : await groupFieldsOf(tx, id);
        if (id !== null && !before) throw notFound();
        const groupId = await writeGroup(tx, id, fields);
        const after = await groupFieldsOf(tx, groupId);
        const changes = auditDiff(before, after);
        if (changes.length || id === null)
          await recordAudit(tx, staffActor(caller), {
            entity: 'groups',
            entityId: groupId,
            action: id === null ? 'create' : 'update',
            summary:
              id === null ? `Group ${fields.name} created` : `Group ${fields.name}: ${changes.length} field(s) changed`,
            changes,
          });
        return groupId;
      });
    } catch (e) {
      throw conflictOf(e) ?? e;
    }
  };

  app.post<{ Body: GroupFields }>(
    '/admin/groups',
    { preHandler: staffOnly, schema: { body: groupFields, response: { 200: envelopeOf(groupDetail) } } },
    async (request, reply) => {
      const id = await writeFields(adminCallerOf(request), null, request.body);
      return reply.ok(await groupDetailOf(app.db, id));
    },
  );

  app.put<{ Params: GroupIdParams; Body: GroupFields }>(
    '/admin/groups/:id',
    {
      preHandler: staffOnly,
      schema: { params: groupIdParams, body: groupFields, response: { 200: envelopeOf(groupDetail) } },
    },
    async (request, reply) => {
      await writeFields(adminCallerOf(request), request.params.id, request.body);
      return reply.ok(await groupDetailOf(app.db, request.params.id));
    },
  );

  app.put<{ Params: GroupIdParams; Body: ContributionsBody }>(
    '/admin/groups/:id/contributions',
    {
      preHandler: staffOnly,
      schema: { params: groupIdParams, body: contributionsBody, response: { 200: envelopeOf(groupDetail) } },
    },
    async (request, reply) => {
      if (!(await groupExists(app.db, request.params.id))) throw notFound();
      await saveContributions(app, staffActor(adminCallerOf(request)), request.params.id, request.body.contributions);
      return reply.ok(await groupDetailOf(app.db, request.params.id));
    },
  );

  app.put<{ Params: GroupIdParams; Body: PlanYearsBody }>(
    '/admin/groups/:id/plan-years',
    {
      preHandler: staffOnly,
      schema: { params: groupIdParams, body: planYearsBody, response: { 200: envelopeOf(groupDetail) } },
    },
    async (request, reply) => {
      const id = request.params.id;
      if (!(await groupExists(app.db, id))) throw notFound();
      const errors = planYearErrors(request.body.plan_years);
      if (errors.length) throw new ApiError(400, errors);
      await app.db.transaction(async (tx) => {
        const key = (y: { starts_on: string }) => `plan year from ${y.starts_on}`;
        const shown = (y: { ends_on: string; open_starts_on: string; open_ends_on: string; new_hire_days?: number }) =>
          `to ${y.ends_on}; open enrollment ${y.open_starts_on} to ${y.open_ends_on}; new hires ${y.new_hire_days ?? 30} days`;
        const before = Object.fromEntries((await planYearsOf(tx, id)).map((y) => [key(y), shown(y)]));
        await replacePlanYears(tx, id, request.body.plan_years);
        const after = Object.fromEntries(request.body.plan_years.map((y) => [key(y), shown(y)]));
        const changes = auditDiff(before, after);
        if (changes.length)
          await recordAudit(tx, staffActor(adminCallerOf(request)), {
            entity: 'plan_years',
            entityId: id,
            action: 'update',
            summary: 'Plan years and open enrollment changed',
            changes,
          });
      });
      return reply.ok(await groupDetailOf(app.db, id));
    },
  );

  app.get<{ Params: GroupIdParams; Querystring: EmployeePageQuery }>(
    '/admin/groups/:id/employees',
    {
      preHandler: staffOnly,
      schema: {
        params: groupIdParams,
        querystring: employeePageQuery,
        response: { 200: envelopeOf(employeePageData) },
      },
    },
    async (request, reply) => reply.ok(await employeePageOf(app, request.params.id, request.query)),
  );

  app.post<{ Params: GroupIdParams }>(
    '/admin/groups/:id/employees',
    {
      preHandler: staffOnly,
      schema: {
        params: groupIdParams,
        response: { 200: envelopeOf(employeeImportData) },
        description:
          'The employee list as text/csv (employee_id, first_name, last_name, date_of_birth, hire_date, email).',
      },
    },
    async (request, reply) => {
      if (!(await groupExists(app.db, request.params.id))) throw notFound();
      const body = request.body as Readable | undefined;
      if (!body || typeof (body as Readable).pipe !== 'function')
        throw new ApiError(415, { message: 'Send the employee list as text/csv.' });
      const who = staffActor(adminCallerOf(request));
      return reply.ok(await importEmployees(app, who, request.params.id, body, todayIso()));
    },
  );

  app.get<{ Querystring: AuditQuery }>(
    '/admin/audit',
    { preHandler: staffOnly, schema: { querystring: auditQuery, response: { 200: envelopeOf(auditPageData) } } },
    async (request, reply) => {
      const q = request.query;
      return reply.ok(
        await auditPage(app.db, { limit: q.limit ?? 25, after: q.after, entity: q.entity, entityId: q.entity_id }),
      );
    },
  );
}
