import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { envelopeOf } from '../../schemas/api/common';
import {
  contributionsBody,
  employeeImportData,
  employeePageData,
  employeePageQuery,
  groupDetail,
  type ContributionsBody,
  type EmployeePageQuery,
} from '../../schemas/api/group-admin';
import { groupAdmins } from '../db/schema';
import { ApiError } from '../plugins/envelope';
import { forbidden, requireSession, sessionOf } from '../plugins/session';
import { groupDetailOf } from '../repositories/group-admin';
import type { AuditActor } from '../services/audit';
import { employeePageOf, importEmployees, saveContributions } from '../services/group-changes';

const ADMIN_SUB = /^group_admin:(\d+)$/;

/**
 * What a signed-in group administrator may change (issue 30, decision 0290): their own group's
 * employer contributions and eligible-employee list, nothing else. The group is the session's,
 * never a parameter (a `group_id` that is not theirs is refused by the session guard); a body
 * naming any other field is refused, not quietly trimmed.
 */
export async function groupAdminRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser('text/csv', (_request, payload, done) => done(null, payload));
  const signedIn = requireSession({ scope: 'signed-in' });

  /** The administrator's account and group, or 403 for any other session (a rep, a visitor with the group code). */
  async function ownGroup(request: FastifyRequest): Promise<{ groupId: number; who: AuditActor }> {
    const s = sessionOf(request);
    const m = ADMIN_SUB.exec(s.sub ?? '');
    if (s.kind !== 'group' || !m || s.group_id === null) throw forbidden();
    const [admin] = await app.db
      .select({ name: groupAdmins.name, groupId: groupAdmins.groupId })
      .from(groupAdmins)
      .where(eq(groupAdmins.id, Number(m[1])))
      .limit(1);
    if (!admin || admin.groupId !== s.group_id) throw forbidden();
    return { groupId: s.group_id, who: { actor: `group_admin:${m[1]}`, name: `${admin.name} (group administrator)` } };
  }

  app.get(
    '/group-admin/group',
    { preHandler: signedIn, schema: { response: { 200: envelopeOf(groupDetail) } } },
    async (request, reply) => {
      const { groupId } = await ownGroup(request);
      return reply.ok(await groupDetailOf(app.db, groupId));
    },
  );

  app.put<{ Body: ContributionsBody }>(
    '/group-admin/contributions',
    {
      preHandler: signedIn,
      // Before the schema drops unknown fields: a group administrator asking to change another field is told no.
      preValidation: async (request) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const other = Object.keys(body).filter((k) => k !== 'contributions');
        if (other.length)
          throw new ApiError(
            403,
            other.map((k) => ({
              target_element: k,
              error_message: 'A group administrator may change only contributions and employees.',
            })),
          );
      },
      schema: { body: contributionsBody, response: { 200: envelopeOf(groupDetail) } },
    },
    async (request, reply) => {
      const { groupId, who } = await ownGroup(request);
      await saveContributions(app, who, groupId, request.body.contributions);
      return reply.ok(await groupDetailOf(app.db, groupId));
    },
  );

  app.get<{ Querystring: EmployeePageQuery }>(
    '/group-admin/employees',
    {
      preHandler: signedIn,
      schema: { querystring: employeePageQuery, response: { 200: envelopeOf(employeePageData) } },
    },
    async (request, reply) => {
      const { groupId } = await ownGroup(request);
      return reply.ok(await employeePageOf(app, groupId, request.query));
    },
  );

  app.post(
    '/group-admin/employees',
    { preHandler: signedIn, schema: { response: { 200: envelopeOf(employeeImportData) } } },
    async (request, reply) => {
      const { groupId, who } = await ownGroup(request);
      const body = request.body as Readable | undefined;
      if (!body || typeof body.pipe !== 'function')
        throw new ApiError(415, { message: 'Send the employee list as text/csv.' });
      return reply.ok(await importEmployees(app, who, groupId, body, new Date().toISOString().slice(0, 10)));
    },
  );
}
