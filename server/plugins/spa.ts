import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { failure } from '../../schemas/envelope';

/** Vite's build output `assets/<name>-<hash>.<ext>` (or its .br / .gz), whose bytes never change under that name. */
export function isHashedAsset(staticDir: string, filePath: string): boolean {
  const relative = path.relative(staticDir, filePath).split(path.sep);
  const name = (relative.at(-1) ?? '').replace(/\.(?:br|gz)$/, '');
  return relative.length === 2 && relative[0] === 'assets' && /-[\w-]{6,}\.[a-z0-9]+$/i.test(name);
}

/**
 * Serves the built SPA from `staticDir` with history fallback: every non-API path that is not a
 * file answers index.html (its brotli or gzip copy when accepted). Unknown API paths answer the
 * 404 envelope.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { staticDir: string }) => {
  const hasSpa = existsSync(path.join(opts.staticDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: opts.staticDir,
      wildcard: false,
      index: false,
      // dist holds foo.js.br and foo.js.gz beside foo.js (vite.config.ts): sent as they are when
      // the client accepts them, the plain file otherwise. Never compressed again (http-cache.ts).
      preCompressed: true,
      // Only content-hashed files under /assets/ may be kept for ever; the HTML shell and the other
      // files are revalidated, or a browser keeps an old release pointing at deleted assets.
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader(
          'Cache-Control',
          isHashedAsset(opts.staticDir, filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (
      url.startsWith('/api/') ||
      url === '/api' ||
      !hasSpa ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.code(404).send(failure(404, [{ target_element: 'path', error_message: 'Not found' }]));
    }
    // A request for a missing asset must not be answered with HTML.
    if (/\.[a-z0-9]{2,5}$/i.test(url.split('?')[0] ?? '')) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return reply.sendFile('index.html');
  });
});
