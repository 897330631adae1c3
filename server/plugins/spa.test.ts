import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { entryRouteOf, spaPlugin } from './spa';

describe('entryRouteOf', () => {
  it('names the entry route of a page, with or without the landing segment', () => {
    for (const [url, route] of [
      ['/', 'home'],
      ['/home', 'home'],
      ['/jordan', 'home'],
      ['/jordan/home?agent_id=3', 'home'],
      ['/plans?type=DENTAL', 'plans'],
      ['/jordan/plans', 'plans'],
      ['/cart', 'cart'],
      ['/jordan/cart', 'cart'],
      ['/enrollment/personal-info', 'wizard'],
      ['/jordan/enrollment/custom_pet', 'wizard'],
    ] as const)
      expect(entryRouteOf(url), url).toBe(route);
  });

  it('names none for the other pages', () => {
    for (const url of [
      '/admin',
      '/admin/plans',
      '/404',
      '/agent-home',
      '/outbox',
      '/plan/12/dental',
      '/enrollment/review-confirm',
      '/enrollment/receipt',
      '/jordan/plans/extra',
      '/a/b/c',
    ])
      expect(entryRouteOf(url), url).toBeNull();
  });
});

describe('Link preload header of the SPA shell', () => {
  const ENTRY =
    '</assets/app-AbCdEf12.js>; rel=modulepreload, </assets/app-AbCdEf12.css>; rel=preload; as=style; crossorigin';
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'oe-spa-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>OpenEnroll</title>');
    writeFileSync(
      path.join(dir, 'route-preloads.json'),
      JSON.stringify({
        entry: { js: ['assets/app-AbCdEf12.js'], css: ['assets/app-AbCdEf12.css'] },
        plans: { js: ['assets/plans-AbCdEf12.js'], css: ['assets/plans-AbCdEf12.css'] },
        cart: { js: ['assets/cart-AbCdEf12.js'], css: [] },
      }),
    );
    app = Fastify();
    await app.register(spaPlugin, { staticDir: dir });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("preloads the route's chunks and CSS and the storefront configuration", async () => {
    const res = await app.inject({ method: 'GET', url: '/jordan/plans' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBe(
      `${ENTRY}, </api/v1/get-storefront-config>; rel=preload; as=fetch; crossorigin, ` +
        '</assets/plans-AbCdEf12.js>; rel=modulepreload, ' +
        '</assets/plans-AbCdEf12.css>; rel=preload; as=style; crossorigin',
    );
    expect((await app.inject({ method: 'GET', url: '/cart' })).headers.link).toBe(
      `${ENTRY}, </api/v1/get-storefront-config>; rel=preload; as=fetch; crossorigin, </assets/cart-AbCdEf12.js>; rel=modulepreload`,
    );
  });

  it('preloads the entry and the configuration on other storefront pages, only the entry outside the storefront', async () => {
    expect((await app.inject({ method: 'GET', url: '/' })).headers.link).toBe(
      `${ENTRY}, </api/v1/get-storefront-config>; rel=preload; as=fetch; crossorigin`,
    );
    for (const url of ['/admin', '/404', '/jordan/landing-config-error/new-member'])
      expect((await app.inject({ method: 'GET', url })).headers.link, url).toBe(ENTRY);
    expect((await app.inject({ method: 'GET', url: '/api/v1/nothing' })).headers.link).toBeUndefined();
  });
});
