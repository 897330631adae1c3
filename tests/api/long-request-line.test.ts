import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-app';

/**
 * What Node's HTTP parser refuses before any route runs answers the error envelope too (issue 26,
 * item 18): a 16 KB address got a bare 431. Over a real socket, since app.inject has no parser.
 */

let app: FastifyInstance;
let origin: string;
beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => app.close());

describe('a request with a 16 KB address', () => {
  it('answers 431 in the JSON error envelope, not to be cached', async () => {
    const res = await fetch(`${origin}/api/v1/get-states?q=${'a'.repeat(16 * 1024)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.json()).toEqual({
      status: 'error',
      statusCode: 431,
      data: [{ target_element: 'request', error_message: 'The address or headers of this request are too long' }],
    });
    // The server goes on serving.
    expect((await fetch(`${origin}/api/v1/health`)).status).toBe(200);
  });
});
