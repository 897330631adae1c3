import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../helpers/build-app';

/**
 * The API reference (issue 30, "The API, documented"; server/plugins/api-docs.ts):
 * GET /api/docs/openapi.json is a valid OpenAPI 3 document listing every /api/v1 route the server
 * registers, and /api/docs is Swagger UI's page served from the site itself.
 */

// Every route the app registers, collected by a hook of this test's own on the root instance
// (Fastify's factory wrapped), independently of the plugin that builds the document.
const registered = vi.hoisted(() => [] as { method: string; url: string }[]);
vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<typeof import('fastify')>();
  const factory = ((options: Parameters<typeof original.default>[0]) => {
    const app = original.default(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url });
    });
    return app;
  }) as typeof original.default;
  return { ...original, default: factory };
});

const ADMIN_TOKEN = 'admin-token-of-the-api-docs-test-1234567890';
const SESSION_SECRET = Buffer.from('a7'.repeat(32), 'hex');

type Content = Record<string, { schema?: unknown }>;
interface Operation {
  tags?: string[];
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; schema?: unknown }[];
  requestBody?: { content?: Content };
  responses?: Record<string, { content?: Content }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string }>; schemas?: Record<string, unknown> };
}

/** `/api/v1/sign/:token/verify` → `/api/v1/sign/{token}/verify`, as OpenAPI spells a path. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

// One app for the file: the document and the page are read from the same server.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ adminToken: ADMIN_TOKEN, sessionSecret: SESSION_SECRET });
});
afterAll(async () => app?.close());

describe('GET /api/docs/openapi.json', () => {
  let text: string;
  let doc: Document;
  beforeAll(async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    text = res.body;
    doc = res.json<Document>();
  });

  it('validates as OpenAPI 3', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as never);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toMatch(/^3\./);
  });

  it('has a valid JSON Schema (2020-12, the dialect of OpenAPI 3.1) in every schema slot', () => {
    // The OpenAPI validator checks the document's structure; the schemas inside it are checked here.
    const ajv = new Ajv2020({ strict: false });
    const schemas: [string, unknown][] = Object.entries(doc.components.schemas ?? {});
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(operations)) {
        const at = `${method} ${path}`;
        for (const parameter of operation.parameters ?? []) schemas.push([`${at} ${parameter.name}`, parameter.schema]);
        for (const media of Object.values(operation.requestBody?.content ?? {}))
          schemas.push([`${at} body`, media.schema]);
        for (const [status, response] of Object.entries(operation.responses ?? {}))
          for (const media of Object.values(response.content ?? {})) schemas.push([`${at} ${status}`, media.schema]);
      }
    expect(schemas.length).toBeGreaterThan(300);
    const invalid = schemas.filter(([, schema]) => !ajv.validateSchema(schema as object));
    expect(invalid.map(([where]) => where)).toEqual([]);
  });

  it('lists every /api/v1 route the server registers, and nothing else', () => {
    const api = registered.filter((route) => route.url.startsWith('/api/v1/'));
    expect(api.length).toBeGreaterThan(150);
    const expected = new Set(
      api.filter((route) => route.method !== 'HEAD').map((route) => `${route.method} ${openapiPath(route.url)}`),
    );
    // HEAD routes are Fastify's automatic twins of the GET ones (exposeHeadRoutes), left out of the document.
    for (const route of api.filter((r) => r.method === 'HEAD'))
      expect(expected, `HEAD ${route.url} without its GET`).toContain(`GET ${openapiPath(route.url)}`);
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    expect(
      [...expected].filter((route) => !documented.has(route)),
      'registered, not documented',
    ).toEqual([]);
    expect(
      [...documented].filter((route) => !expected.has(route)),
      'documented, not registered',
    ).toEqual([]);
  });

  it('gives every operation an area tag and a summary', () => {
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.tags, `${method} ${path}`).toHaveLength(1);
        expect(operation.summary, `${method} ${path}`).toMatch(/\w/);
      }
    expect(doc.paths['/api/v1/cart-checkout']!.post!.tags).toEqual(['checkout']);
    expect(doc.paths['/api/v1/get-plan-detail/{id}']!.get!.summary).toBe('Get plan detail {id}');
  });

  it('shows the bearer schemes: staff on the admin routes, the session on the guarded shopper routes', () => {
    expect(doc.components.securitySchemes.staffBearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.sessionBearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/v1/admin/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        // Signing in is how a staff member gets the token, so it cannot ask for one.
        const staff = !(method === 'post' && path === '/api/v1/admin/sign-in');
        expect(operation.security ?? [], `${method} ${path}`).toEqual(staff ? [{ staffBearer: [] }] : []);
      }
    }
    expect(doc.paths['/api/v1/cart-checkout']!.post!.security).toEqual([{ sessionBearer: [] }]);
    expect(doc.paths['/api/v1/get-default-info']!.get!.security).toBeUndefined();
  });

  it('leaks no secret and no real-looking SSN', () => {
    expect(text).not.toContain(ADMIN_TOKEN);
    expect(text).not.toContain(SESSION_SECRET.toString('hex'));
    expect(text).not.toContain(SESSION_SECRET.toString('base64'));
    expect(text).not.toMatch(/\b\d{3}-\d{2}-\d{4}\b/);
    expect(text).not.toMatch(/(?<![\d{,])\d{9}(?![\d},])/);
  });

  it('is the same document on the next request (generated once)', async () => {
    const again = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(again.body).toBe(text);
  });
});

describe('GET /api/docs', () => {
  it("is Swagger UI's page, with its scripts and styles served by the site under the site's CSP", async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    expect(page.body).not.toMatch(/<script>|<style|\sstyle=|\son[a-z]+=/i);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      expect(asset, 'served by the site itself').toMatch(/^\/api\/docs\//);
      const res = await app.inject({ method: 'GET', url: asset });
      expect(res.statusCode, asset).toBe(200);
    }
    const initializer = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain('validatorUrl: null');
    // Nothing off the site: no address outside a comment (the validator badge is off, the spec is ./json).
    const code = initializer.body
      .split('\n')
      .filter((line) => !line.trim().startsWith('//'))
      .join('\n');
    expect(code).not.toMatch(/https?:\/\//);
    expect(code).toContain("url: resolveUrl('./json')");
  });
});
