import type { FastifyInstance } from 'fastify';
import { listOutbox } from '../services/mail';
import { outboxOpenTo } from '../services/outbox-access';
import { outboxDeliveryStatus } from '../repositories/outbox';
import { envelopeOf } from '../../schemas/api/common';
import { outboxData } from '../../schemas/api/outbox';
import { outboxStatusData } from '../../schemas/api/outbox-status';
import { ApiError } from '../plugins/envelope';
import { adminGuard } from './wizard/admin-guard';

/**
 * GET /outbox (demo-data.md): what the embedded demo "sent", newest first, opened. A development
 * mailbox: loopback clients only unless OUTBOX_PUBLIC=1, and off (404) whenever SMTP_URL is set,
 * since it shows everyone's codes. GET /admin/outbox-status: delivery health for an administrator.
 */
export async function outboxRoutes(app: FastifyInstance): Promise<void> {
  app.get('/outbox', { schema: { response: { 200: envelopeOf(outboxData) } } }, async (request, reply) => {
    if (!outboxOpenTo(app, request)) throw new ApiError(404, [{ target_element: 'path', error_message: 'Not found' }]);
    return reply.ok({ result: await listOutbox(app.db, 100, app.config.encryptionKey) });
  });

  app.get(
    '/admin/outbox-status',
    { preHandler: adminGuard(app, { roles: ['staff'] }), schema: { response: { 200: envelopeOf(outboxStatusData) } } },
    async (_request, reply) => reply.ok(await outboxDeliveryStatus(app.db)),
  );
}
