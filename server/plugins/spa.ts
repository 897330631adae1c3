import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { failure } from '../../schemas/envelope';
import { ROUTE_SEGMENTS } from '../../schemas/route-segments';

/** The caching of a file whose name carries its content's hash: its content never changes. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/** Vite's build output `assets/<name>-<hash>.<ext>` (or its .br / .gz), whose bytes never change under that name. */
export function isHashedAsset(staticDir: string, filePath: string): boolean {
  const relative = path.relative(staticDir, filePath).split(path.sep);
  const name = (relative.at(-1) ?? '').replace(/\.(?:br|gz)$/, '');
  return relative.length === 2 && relative[0] === 'assets' && /-[\w-]{6,}\.[a-z0-9]+$/i.test(name);
}

/** The entry route (a key of the build's route-preloads.json) a path after the landing segment opens. */
function routeOf(segments: string[]): string | null {
  const [first, second, ...rest] = segments;
  if (first === undefined || (first === 'home' && second === undefined)) return 'home';
  if ((first === 'plans' || first === 'cart') && second === undefined) return first;
  if (first === 'enrollment' && second && rest.length === 0 && second !== 'receipt' && second !== 'review-confirm')
    return 'wizard';
  return null;
}

/** The entry route of a page URL, with or without the optional landing segment: home, plans, cart, wizard or null. */
export function entryRouteOf(url: string): string | null {
  const segments = (url.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  const [first, ...afterLanding] = segments;
  const direct = routeOf(segments);
  if (direct || first === undefined || ROUTE_SEGMENTS.has(first)) return direct;
  return routeOf(afterLanding);
}

/**
 * Every storefront page first asks for the public storefront configuration (SiteLayout, the route
 * loaders); preloaded from the HTML's headers it is on its way before the entry chunk has run.
 * Chrome hands the preloaded answer to the app's fetch of the same URL (mode cors, same-origin
 * credentials, whatever its Accept and Authorization headers), so it is still asked for once.
 */
const STOREFRONT_CONFIG_PRELOAD = '</api/v1/get-storefront-config>; rel=preload; as=fetch; crossorigin';

/** Pages outside the storefront layout (staff console, 404, landing-config error) never ask for it. */
function storefrontPage(url: string): boolean {
  const segments = (url.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  return segments[0] !== 'admin' && !segments.includes('404') && !segments.includes('landing-config-error');
}

/**
 * The `Link` header value per entry route (and `entry`, the files index.html loads): its chunks
 * (modulepreload) and their CSS (preload), from the route-preloads.json the build writes
 * (vite.config.ts); empty without one.
 */
function preloadLinks(staticDir: string): Map<string, string> {
  const file = path.join(staticDir, 'route-preloads.json');
  const links = new Map<string, string>();
  if (!existsSync(file)) return links;
  const preloads = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { js: string[]; css: string[] }>;
  for (const [route, { js, css }] of Object.entries(preloads)) {
    const values = [
      ...js.map((name) => `</${name}>; rel=modulepreload`),
      ...css.map((name) => `</${name}>; rel=preload; as=style; crossorigin`),
    ];
    if (values.length) links.set(route, values.join(', '));
  }
  return links;
}

/**
 * Serves the built SPA from `staticDir` with history fallback: every non-API path that is not a
 * file answers index.html (its brotli or gzip copy when accepted), with a `Link` header preloading
 * the code of the entry route it opens. Unknown API paths answer the 404 envelope.
 */
export const spaPlugin = fp(async function spaPlugin(app: FastifyInstance, opts: { staticDir: string }) {
  const hasSpa = existsSync(path.join(opts.staticDir, 'index.html'));
  const links = hasSpa ? preloadLinks(opts.staticDir) : new Map<string, string>();
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: opts.staticDir,
      wildcard: false,
      index: false,
      // dist holds foo.js.br and foo.js.gz beside foo.js (vite.config.ts): sent as they are when
      // the client accepts them, the plain file otherwise. Never compressed again (http-cache.ts).
      preCompressed: true,
      // Only the plain files get routes (one GET and one HEAD each, registered at start): a request
      // for foo.js finds foo.js.br or .gz itself, so routes for the compressed copies would double
      // the start's work for URLs nothing asks for.
      globIgnore: ['**/*.br', '**/*.gz'],
      // Only content-hashed files under /assets/ may be kept for ever; the HTML shell and the other
      // files are revalidated, or a browser keeps an old release pointing at deleted assets.
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader('Cache-Control', isHashedAsset(opts.staticDir, filePath) ? HASHED_ASSET_CACHE : 'no-cache');
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
    // The entry's files first (the header is read before the HTML's own tags), then the storefront
    // pages' first API call (the public configuration) and the entry route's code: all fetched at
    // once rather than after the entry chunk has run.
    const route = entryRouteOf(url);
    const link = [
      links.get('entry'),
      storefrontPage(url) ? STOREFRONT_CONFIG_PRELOAD : null,
      route ? links.get(route) : null,
    ]
      .filter(Boolean)
      .join(', ');
    if (link) reply.header('Link', link);
    return reply.sendFile('index.html');
  });
});
