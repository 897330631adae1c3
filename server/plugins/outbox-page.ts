import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { outboxOpenTo } from '../services/outbox-access';

// The SPA's outbox route is 'outbox' under '/:landing?' (src/app/router.tsx); React Router matches
// case-insensitively, after percent-decoding and with a trailing slash, so this does too.
const OUTBOX_PAGE = /^\/+(?:[^/]+\/+)?outbox\/*$/i;

function pathOf(url: string): string {
  const raw = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The page /outbox (and /{landing}/outbox) answers a plain 404 where the outbox API would: the
 * SPA fallback would otherwise serve the shell to anyone.
 */
export const outboxPagePlugin = fp(async function outboxPagePlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (!OUTBOX_PAGE.test(pathOf(request.url)) || outboxOpenTo(app, request)) return;
    return reply.code(404).type('text/plain').header('Cache-Control', 'no-store').send('Not found');
  });
});
