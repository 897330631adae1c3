import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers/build-app';

describe('the API envelope and framework errors', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({}, { seed: false });
  });
  afterAll(async () => app.close());

  it('answers an unknown API path with the 404 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 'error',
      statusCode: 404,
      data: [{ target_element: 'path', error_message: 'Not found' }],
    });
  });

  it('answers invalid JSON with a 400 envelope naming the body, never a stack trace', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"zip":',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe('error');
    expect(body.data[0].target_element).toBe('body');
    expect(res.body).not.toMatch(/at \w+ \(/);
  });

  it('refuses an oversize body with a 413 envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ blob: 'x'.repeat(300 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().data[0]).toEqual({ target_element: 'body', error_message: 'Request body is too large' });
  });

  it('sends strict security headers and no-store on the API', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
