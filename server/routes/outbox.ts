import type { FastifyInstance } from 'fastify';
import { listOutbox } from '../services/mail';
import { envelopeOf } from '../../schemas/api/common';
import { outboxData } from '../../schemas/api/outbox';
import { ApiError } from '../plugins/envelope';

/**
 * GET /outbox (demo-data.md): what the embedded demo "sent", newest first. Off (404) whenever
 * SMTP_URL is set, since in a real deployment it would show everyone's codes.
 */
export async function outboxRoutes(app: FastifyInstance): Promise<void> {
  app.get('/outbox', { schema: { response: { 200: envelopeOf(outboxData) } } }, async (_request, reply) => {
    if (app.mailer.delivers) throw new ApiError(404, [{ target_element: 'path', error_message: 'Not found' }]);
    return reply.ok({ result: await listOutbox(app.db) });
  });
}
