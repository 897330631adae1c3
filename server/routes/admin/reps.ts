import type { FastifyInstance } from 'fastify';
import { envelopeOf } from '../../../schemas/api/common';
import {
  RESERVED_LANDING_NAMES,
  repDetail,
  repFields,
  repIdParams,
  repListData,
  repListQuery,
  type RepFields,
  type RepIdParams,
  type RepListQuery,
} from '../../../schemas/api/rep-admin';
import { describeError } from '../../db/errors';
import { auditDiff } from '../../domain/audit-diff';
import { ApiError, fieldError } from '../../plugins/envelope';
import { groupHasLanding, listReps, repDetailOf, repFieldsOf, writeRep } from '../../repositories/rep-admin';
import { recordAudit } from '../../services/audit';
import { adminCallerOf, adminGuard, type AdminCaller } from '../wizard/admin-guard';
import { staffActor } from './groups';

const notFound = () => new ApiError(404, { message: 'No such rep.' });

/** A unique access code or landing name taken by another rep, or an unknown portal or group, as the field's error. */
function conflictOf(e: unknown): ApiError | null {
  const d = describeError(e);
  if (d.sqlstate === '23505' && d.constraint?.includes('agent_code'))
    return fieldError(409, 'agent_code', 'Another rep has this access code.');
  if (d.sqlstate === '23505' && d.constraint?.includes('landing_url'))
    return fieldError(409, 'landing_url', 'Another rep has this landing page.');
  if (d.sqlstate === '23503' && d.constraint?.includes('group')) return fieldError(400, 'group_ids', 'No such group.');
  if (d.sqlstate === '23503' && d.constraint?.includes('portal'))
    return fieldError(400, 'portal_ids', 'No such portal.');
  return null;
}

/**
 * Reps in the staff console (issue 30 "Reps and sites", decision 0320), staff only: the list by
 * pages, one rep, its creation and edits (access code, names, contact, landing name and texts,
 * portals, groups). Every write records its change in the audit log, in the same transaction.
 */
export async function adminRepRoutes(app: FastifyInstance): Promise<void> {
  const staffOnly = adminGuard(app, { roles: ['staff'] });

  app.get<{ Querystring: RepListQuery }>(
    '/admin/reps',
    { preHandler: staffOnly, schema: { querystring: repListQuery, response: { 200: envelopeOf(repListData) } } },
    async (request, reply) => reply.ok(await listReps(app.db, request.query.after ?? 0, request.query.limit ?? 25)),
  );

  app.get<{ Params: RepIdParams }>(
    '/admin/reps/:id',
    { preHandler: staffOnly, schema: { params: repIdParams, response: { 200: envelopeOf(repDetail) } } },
    async (request, reply) => {
      const rep = await repDetailOf(app.db, request.params.id);
      if (!rep) throw notFound();
      return reply.ok(rep);
    },
  );

  const writeFields = async (caller: AdminCaller, id: number | null, fields: RepFields) => {
    const landing = fields.landing_url ?? null;
    if (landing !== null && RESERVED_LANDING_NAMES.has(landing))
      throw fieldError(400, 'landing_url', `${landing} is a page of the storefront; choose another landing name.`);
    try {
      return await app.db.transaction(async (tx) => {
        const before = id === null ? null : await repFieldsOf(tx, id);
        if (id !== null && !before) throw notFound();
        if (landing !== null && landing !== before?.landing_url && (await groupHasLanding(tx, landing)))
          throw fieldError(409, 'landing_url', 'A group has this landing page.');
        const agentId = await writeRep(tx, id, fields);
        const after = await repFieldsOf(tx, agentId);
        const changes = auditDiff(before, after);
        const name = `${fields.first_name} ${fields.last_name}`;
        if (changes.length || id === null)
          await recordAudit(tx, staffActor(caller), {
            entity: 'reps',
            entityId: agentId,
            action: id === null ? 'create' : 'update',
            summary: id === null ? `Rep ${name} created` : `Rep ${name}: ${changes.length} field(s) changed`,
            changes,
          });
        return agentId;
      });
    } catch (e) {
      throw conflictOf(e) ?? e;
    }
  };

  app.post<{ Body: RepFields }>(
    '/admin/reps',
    { preHandler: staffOnly, schema: { body: repFields, response: { 200: envelopeOf(repDetail) } } },
    async (request, reply) => {
      const id = await writeFields(adminCallerOf(request), null, request.body);
      return reply.ok(await repDetailOf(app.db, id));
    },
  );

  app.put<{ Params: RepIdParams; Body: RepFields }>(
    '/admin/reps/:id',
    {
      preHandler: staffOnly,
      schema: { params: repIdParams, body: repFields, response: { 200: envelopeOf(repDetail) } },
    },
    async (request, reply) => {
      await writeFields(adminCallerOf(request), request.params.id, request.body);
      return reply.ok(await repDetailOf(app.db, request.params.id));
    },
  );
}
