import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeOf } from '../../../schemas/api/common';
import { adminScreenshotsData, adminScreenshotsQuery, type AdminScreenshotsQuery } from '../../../schemas/api/wizard';
import { listScreenshots } from '../../repositories/screenshots';
import { adminGuard } from './admin-guard';

/**
 * GET /admin/screenshots?enrollment_id: which step screenshots are stored, names and sizes only,
 * so operators (and the end-to-end test) can verify capture without ever reading member data.
 */
export async function adminScreenshotRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/admin/screenshots',
    {
      preHandler: adminGuard(app, { roles: ['staff'] }),
      schema: { querystring: adminScreenshotsQuery, response: { 200: envelopeOf(adminScreenshotsData) } },
    },
    async (request: FastifyRequest<{ Querystring: AdminScreenshotsQuery }>, reply) => {
      const rows = await listScreenshots(app.db, request.query.enrollment_id);
      return reply.ok({
        result: rows.map((r) => ({
          name: r.name,
          mime_type: r.mimeType,
          size: r.size,
          created_at: r.createdAt.toISOString(),
        })),
      });
    },
  );
}
