import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import helmet from '@fastify/helmet';
import { HELMET_OPTIONS, helmetHeaders, securityPlugin } from './security';

/** The routes both apps answer: an API read, an API error, a page, a page setting its own header. */
function routes(app: FastifyInstance): void {
  app.get('/api/v1/thing', async () => ({ data: 1 }));
  app.get('/api/v1/broken', async () => {
    throw new Error('boom');
  });
  app.get('/page', async (_request, reply) => reply.type('text/html').send('<p>hi</p>'));
  app.get('/own', async (_request, reply) => reply.header('X-Frame-Options', 'SAMEORIGIN').send('own'));
}

const URLS = ['/api/v1/thing', '/api/v1/broken', '/api/v1/missing', '/page', '/own', '/missing'];

/** The answer's headers without those that differ per answer (date, length, connection). */
function stable(res: LightMyRequestResponse): Record<string, unknown> {
  const { date: _date, 'content-length': _length, connection: _connection, ...rest } = res.headers;
  return rest;
}

describe('security headers computed once', () => {
  let withHelmet: FastifyInstance;
  let withPlugin: FastifyInstance;

  beforeAll(async () => {
    // The former plugin: @fastify/helmet with the same options, and the API's no-store in onSend.
    withHelmet = Fastify();
    await withHelmet.register(helmet, HELMET_OPTIONS);
    withHelmet.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
    });
    routes(withHelmet);
    withPlugin = Fastify();
    await withPlugin.register(securityPlugin);
    routes(withPlugin);
  });
  afterAll(async () => {
    await withHelmet.close();
    await withPlugin.close();
  });

  it('records the headers helmet sets for the options', () => {
    const headers = new Map(helmetHeaders(HELMET_OPTIONS));
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.has('cross-origin-embedder-policy')).toBe(false);
    // Other options give other headers: nothing is cached across calls.
    expect(
      new Map(helmetHeaders({ ...HELMET_OPTIONS, frameguard: { action: 'sameorigin' } })).get('x-frame-options'),
    ).toBe('SAMEORIGIN');
  });

  it('sends exactly the headers @fastify/helmet sent, on answers, errors and 404s', async () => {
    for (const url of URLS) {
      const before = await withHelmet.inject({ method: 'GET', url });
      const after = await withPlugin.inject({ method: 'GET', url });
      expect(after.statusCode, url).toBe(before.statusCode);
      expect(stable(after), url).toEqual(stable(before));
    }
  });

  it('keeps the API uncached and pages revalidated by their own rules', async () => {
    const api = await withPlugin.inject({ method: 'GET', url: '/api/v1/thing' });
    expect(api.headers['cache-control']).toBe('no-store');
    expect(api.headers.pragma).toBe('no-cache');
    const page = await withPlugin.inject({ method: 'GET', url: '/page' });
    expect(page.headers['cache-control']).toBeUndefined();
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
