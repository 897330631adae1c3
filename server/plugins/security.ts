import fp from 'fastify-plugin';
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { FastifyHelmetOptions } from '@fastify/helmet';

/** helmet's own options (those of @fastify/helmet without the plugin's). */
type HelmetOptions = Omit<FastifyHelmetOptions, 'global' | 'enableCSPNonces'>;

/**
 * The helmet options of every answer (security.md): a CSP without inline script or eval, nosniff,
 * no framing, HSTS, a strict referrer policy. Every value is a constant (no nonces, no functions),
 * so the headers they produce are the same for every request.
 * @internal exported for the test that compares them with @fastify/helmet's answers.
 */
export const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'media-src': ["'self'"],
      'frame-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
} satisfies HelmetOptions;

type Helmet = (
  options: Readonly<HelmetOptions>,
) => (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/**
 * The headers helmet sets for `options`, computed once: its middleware run against a response
 * that only records them. helmet is the copy @fastify/helmet installs (resolved from its directory,
 * as lazy-schemas.ts resolves Fastify's compilers), so the values are exactly those the plugin
 * sent. The plugin itself rebuilt helmet's middleware (parsing the CSP directives again) in two
 * onRequest hooks on every request: about 9% of a cached listing hit's CPU.
 * @internal exported for its test.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): ReadonlyArray<readonly [string, string]> {
  const helmetRequire = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'));
  const helmet = helmetRequire('helmet') as Helmet;
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let failure: unknown;
  // Synchronous: with constant options no middleware of helmet's calls back later.
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err) => {
    failure = err;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return [...headers];
}

/**
 * Strict headers on every answer, computed once at registration and set in one onRequest hook
 * (on the raw response, where helmet put them: a route may add headers but never drops these); the
 * API additionally is never cached (`no-store`, which catalogue reads replace: http-cache.ts).
 */
export const securityPlugin = fp(async function securityPlugin(app: FastifyInstance) {
  const headers = helmetHeaders(HELMET_OPTIONS);
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
    done();
  });
});
