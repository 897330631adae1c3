import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { FORM_ADMIN_MESSAGES, FORM_RULES_BODY_LIMIT } from '../../schemas/api/form-admin';

/** What the error envelope says of a body over a route's own limit (route config `bodyTooLarge`). */
declare module 'fastify' {
  interface FastifyContextConfig {
    bodyTooLarge?: string;
  }
}

/** Routes whose bodies may exceed the app's 256 KiB, with their limit and the 413's message. */
const ROUTE_BODY_LIMITS: ReadonlyArray<{ method: string; url: string; limit: number; message: string }> = [
  // A carrier questionnaire of 2,000 typed fields in one draft (schemas/api/form-admin.ts).
  {
    method: 'PUT',
    url: '/api/v1/admin/form-field-rules',
    limit: FORM_RULES_BODY_LIMIT,
    message: FORM_ADMIN_MESSAGES.rulesTooLarge,
  },
];

/**
 * Raises the body limit of the routes above only (registered before the routes, as an onRoute hook on
 * the root), and names their own limit in the 413 (server/plugins/envelope.ts reads `bodyTooLarge`).
 */
export const routeBodyLimitsPlugin = fp(async function routeBodyLimits(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const entry = ROUTE_BODY_LIMITS.find((r) => r.url === route.url && methods.includes(r.method as never));
    if (!entry) return;
    route.bodyLimit = entry.limit;
    route.config = { ...route.config, bodyTooLarge: entry.message };
  });
});
