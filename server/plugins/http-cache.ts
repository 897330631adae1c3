import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A catalogue read: its 200 answers carry a weak ETag of their bytes (or the one the route set), are `private, no-cache`
     * (the browser keeps them for revalidation, shared caches never) and answer 304 when the
     * client's If-None-Match names the same bytes.
     */
    etag?: boolean;
  }
}

/** Answers smaller than this go uncompressed: the headers would cost more than they save. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * A weak validator of the serialized answer. Weak because the same answer travels as identity,
 * gzip or brotli bytes (RFC 9110 8.8.1); the answer already differs by session, storefront,
 * enrollment and cart, so equal tags mean equal answers.
 */
export function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** RFC 9110 13.1.2: If-None-Match uses the weak comparison; `*` matches any current answer. */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

/** The codings the API compresses in, most preferred first (the compress plugin's `encodings`). */
const ENCODINGS = ['br', 'gzip'] as const;
export type ApiEncoding = (typeof ENCODINGS)[number];

/**
 * The coding @fastify/compress would answer this request in (its negotiation: `*` and `x-gzip`
 * read as gzip, the highest q wins, ties go to the preferred coding, q=0 refuses), or null for
 * identity (no or an unsupported Accept-Encoding, or `x-no-compression`). For a route that sends
 * bytes it compressed once (the listing cache) with the same result as the plugin.
 */
export function acceptedEncoding(request: FastifyRequest): ApiEncoding | null {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || request.headers['x-no-compression'] !== undefined) return null;
  let best: ApiEncoding | null = null;
  let bestQ = 0;
  for (const part of header
    .toLowerCase()
    .replace(/\*|x-gzip/gu, 'gzip')
    .split(',')) {
    const [token = '', ...params] = part.split(';');
    const coding = ENCODINGS.find((e) => e === token.trim());
    if (!coding) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number.parseFloat(qParam.slice(2)) || 0;
    if (q === 0 || q < bestQ) continue;
    if (coding === ENCODINGS[0] && q === 1) return coding;
    if (q > bestQ || (best !== null && ENCODINGS.indexOf(coding) < ENCODINGS.indexOf(best))) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

function validateCatalogueRead(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (reply.statusCode !== 200 || (request.method !== 'GET' && request.method !== 'HEAD')) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  // A route that knows its answer's identity (the listing cache) sets the tag itself; others are hashed.
  const set = reply.getHeader('ETag');
  const etag = typeof set === 'string' ? set : etagOf(payload);
  reply.header('ETag', etag);
  // Replaces the API's `no-store` (security.ts): a private answer the browser may keep but must
  // revalidate; `authorization` because the answer depends on the session token.
  reply.header('Cache-Control', 'private, no-cache');
  reply.removeHeader('Pragma');
  reply.header('Vary', 'authorization, accept-encoding');
  if (!noneMatch(request.headers['if-none-match'], etag)) return payload;
  reply.code(304);
  reply.removeHeader('Content-Type');
  return null;
}

/**
 * HTTP compression and caching of the API: brotli or gzip by Accept-Encoding for answers of at
 * least COMPRESS_THRESHOLD bytes, and ETag / 304 for routes marked `config: { etag: true }`.
 * Register after the security plugin (its onSend sets the API's `no-store`, which catalogue reads
 * replace) and before the routes. The SPA's files are precompressed at build time and served as
 * they are (spa.ts), never compressed again here.
 */
export const httpCachePlugin = fp(async function httpCachePlugin(app: FastifyInstance) {
  // Runs before @fastify/compress's own onRoute hook (added below), which honours `compress: false`.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.compress = false;
  });
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD, encodings: ['br', 'gzip'] });
  // Instance hooks run before route hooks, so the tag is taken from the uncompressed bytes and a
  // 304 leaves nothing for compression to do.
  app.addHook('onSend', async (request, reply, payload) =>
    request.routeOptions.config?.etag ? validateCatalogueRead(request, reply, payload) : payload,
  );
});
