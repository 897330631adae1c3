import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FILE_TYPES } from '../../../schemas/field-types/file';
import { ApiError } from '../../plugins/envelope';
import { documentOf, documentsOf, type DocumentRow } from '../../repositories/documents';
import { findEnrollment } from '../../repositories/enrollments';
import { cartProfile } from '../../repositories/form-rules';
import { findPolicy } from '../../repositories/policies';
import { decryptField, openBytes } from '../../services/field-crypto';
import { adminCallerOf, adminGuard, callerScopes } from './admin-guard';
import { customDescriptors } from './custom-steps';

/**
 * An enrollment's uploaded documents for staff and the carrier in scope (issue 29, decision 0250):
 * GET /admin/enrollments/:enrollment_id/documents lists them (name, field, type, size, when),
 * GET /admin/enrollments/:enrollment_id/documents/:id answers one file's bytes. Staff (and the
 * ADMIN_TOKEN) see every enrollment's; a carrier admin only those of an enrollment whose cart holds
 * one of their carrier's plans: another enrollment answers 404, as an unknown one.
 * GET /admin/policies/:policy_id/documents finds them by the confirmation number (a completed
 * enrollment's policy, what a member or rep quotes), each with its field's label (decision 0310).
 */

const params = {
  type: 'object',
  required: ['enrollment_id'],
  properties: {
    enrollment_id: { type: 'string', pattern: '^[0-9a-f]{32}$' },
    id: { type: 'string', pattern: '^[0-9a-f]{32}$' },
  },
} as const;

type Params = { enrollment_id: string; id?: string };

/**
 * A stored file's bytes as every route answers them (the applicant's and the consoles'): its type,
 * as an attachment named by its id (the sealed name never goes in a header), nosniff, never cached.
 */
export function sendDocument(app: FastifyInstance, reply: FastifyReply, row: DocumentRow) {
  const extension = row.type === 'jpeg' ? 'jpg' : row.type;
  return reply
    .header('content-type', FILE_TYPES[row.type].mime)
    .header('content-disposition', `attachment; filename="document-${row.id.slice(0, 8)}.${extension}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(openBytes(row.sealed, app.config.encryptionKey));
}

async function assertInScope(app: FastifyInstance, request: FastifyRequest, enrollmentId: string): Promise<void> {
  const scopes = await callerScopes(app, adminCallerOf(request));
  if (scopes.kind === 'all') return;
  const cart = await cartProfile(app.db, enrollmentId);
  if (!cart.carrierIds.includes(scopes.carrierId)) throw new ApiError(404, { message: 'No such enrollment' });
}

const policyParams = {
  type: 'object',
  required: ['policy_id'],
  properties: { policy_id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

/** An enrollment's stored files (names unsealed), each with its field's label where the page still has it. */
async function filesOf(app: FastifyInstance, enrollmentId: string) {
  const key = app.config.encryptionKey;
  const rows = await documentsOf(app.db, enrollmentId);
  const enrollment = rows.length > 0 ? await findEnrollment(app.db, enrollmentId) : null;
  const labels = new Map<string, string>();
  for (const tab of new Set(rows.map((r) => r.tab)))
    for (const d of enrollment ? await customDescriptors(app, enrollment, tab) : [])
      if (typeof d.definition?.label === 'string') labels.set(`${tab}.${d.field_name}`, d.definition.label);
  return rows.map((r) => ({
    id: r.id,
    tab: r.tab,
    field: r.fieldName,
    label: labels.get(`${r.tab}.${r.fieldName}`) ?? r.fieldName,
    name: decryptField(r.sealedName, key),
    size: r.size,
    type: r.type,
    uploaded_at: r.createdAt.toISOString(),
  }));
}

export async function adminDocumentRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/admin/enrollments/:enrollment_id/documents',
    { preHandler: adminGuard(app), schema: { params } },
    async (request: FastifyRequest<{ Params: Params }>, reply) => {
      const enrollmentId = request.params.enrollment_id;
      await assertInScope(app, request, enrollmentId);
      return reply.ok({ files: await filesOf(app, enrollmentId) });
    },
  );

  app.get(
    '/admin/policies/:policy_id/documents',
    { preHandler: adminGuard(app), schema: { params: policyParams } },
    async (request: FastifyRequest<{ Params: { policy_id: number } }>, reply) => {
      const policy = await findPolicy(app.db, request.params.policy_id);
      if (!policy?.enrollmentId) throw new ApiError(404, { message: 'No such confirmation number' });
      await assertInScope(app, request, policy.enrollmentId);
      const files = await filesOf(app, policy.enrollmentId);
      return reply.ok({ policy_id: policy.id, enrollment_id: policy.enrollmentId, files });
    },
  );

  app.get(
    '/admin/enrollments/:enrollment_id/documents/:id',
    { preHandler: adminGuard(app), schema: { params } },
    async (request: FastifyRequest<{ Params: Params }>, reply) => {
      const enrollmentId = request.params.enrollment_id;
      await assertInScope(app, request, enrollmentId);
      const row = await documentOf(app.db, enrollmentId, request.params.id ?? '');
      if (!row) throw new ApiError(404, { message: 'No such document' });
      return sendDocument(app, reply, row);
    },
  );
}
