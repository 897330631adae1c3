import type { FastifyInstance } from 'fastify';

/** Every /api/v1 route module, grouped as the specification groups its calls. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (_req, reply) => reply.ok({ ok: true }));
}
