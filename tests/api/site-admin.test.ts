import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SITE } from '../../server/db/seed/handles';
import { buildTestApp } from '../helpers/build-app';

let app: FastifyInstance;
let staff: string;
let hr: string;
let jordan: string;

const call = (token: string, method: string, url: string, payload?: unknown, type?: string) =>
  app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}`, ...(type ? { 'content-type': type } : {}) },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
const tokenOf = async (url: string, body: object) =>
  (await app.inject({ method: 'POST', url: `/api/v1${url}`, payload: body })).json().data.token as string;
const b64 = (s: string) => Buffer.from(s).toString('base64');

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  app = await buildTestApp({ adminToken: 'a'.repeat(40) });
  staff = await tokenOf('/admin/sign-in', { email: 'staff@openenroll.example', password: 'demo-staff-pass' });
  hr = await tokenOf('/group-sign-in', { email: 'hr@acme.example.com', password: 'demo-group-pass' });
  jordan = await tokenOf('/rep-sign-in', { email: 'jordan.avery@example.com', password: 'demo-rep-pass' });
});
afterAll(async () => app.close());

describe('staff: sites', () => {
  it("shows Acme's site with its theme, custom domain and images", async () => {
    const site = (await call(staff, 'GET', `/admin/sites/${SITE.acme}`)).json().data;
    expect(site).toMatchObject({ kind: 'group', group_id: 2001 });
    expect(site.fields.domains).toEqual(['benefits.acme.test']);
    expect(site.fields.theme.primary_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(site.images.logo).toBeTruthy();
    const list = (await call(staff, 'GET', '/admin/sites')).json().data.sites;
    expect(list.map((s: { id: number }) => s.id)).toContain(SITE.acme);
  });

  it('saves colours, domains, external names and referrals; the storefront reads them; the change is audited', async () => {
    const site = (await call(staff, 'GET', `/admin/sites/${SITE.samlee}`)).json().data;
    const fields = {
      ...site.fields,
      theme: { ...site.fields.theme, primary_color: '#1f4e79' },
      domains: ['lee-benefits.test'],
      external_sites: ['lee-partner'],
      referrals: [{ code: 'RF7001', referrer_name: 'Sam Lee' }],
    };
    const res = await call(staff, 'PUT', `/admin/sites/${SITE.samlee}`, fields);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.fields).toMatchObject({ domains: ['lee-benefits.test'], external_sites: ['lee-partner'] });
    const domain = (
      await app.inject({ url: `/api/v1/get-domainSite-infromation?site_domain=${b64('lee-benefits.test')}` })
    ).json();
    expect(domain.data).toMatchObject({ agent_id: 1002 });
    const external = (await app.inject({ url: '/api/v1/get-external-site-infromation?site_name=lee-partner' })).json();
    expect(external.statusCode).toBe(200);
    const referral = (await app.inject({ url: '/api/v1/get-enrollment-info-referral?referral_id=RF7001' })).json();
    expect(JSON.stringify(referral)).toContain('Sam Lee');
    const theme = (
      await app.inject({ url: `/api/v1/get-external-site-dynamic-information?site_domain=${b64('lee-benefits.test')}` })
    ).json();
    expect(theme.data).toContainEqual({ key: 'primary_color', value: '#1f4e79' });
    const log = (await call(staff, 'GET', `/admin/audit?entity=sites&entity_id=${SITE.samlee}`)).json().data;
    expect(log.entries[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'primary_color', before: site.fields.theme.primary_color, after: '#1f4e79' },
        { field: 'domains', before: null, after: 'lee-benefits.test' },
      ]),
    );
  });

  it('refuses a text colour below AA on a background, naming it, and changes nothing', async () => {
    const site = (await call(staff, 'GET', `/admin/sites/${SITE.jordan}`)).json().data;
    const res = await call(staff, 'PUT', `/admin/sites/${SITE.jordan}`, {
      ...site.fields,
      theme: { ...site.fields.theme, header_background: '#7aa7d6' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data[0].target_element).toBe('theme.header_background');
    expect(res.json().data[0].error_message).toMatch(/needs 4.5:1/);
    const bad = await call(staff, 'PUT', `/admin/sites/${SITE.jordan}`, {
      ...site.fields,
      theme: { ...site.fields.theme, accent_color: 'red' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await call(staff, 'GET', `/admin/sites/${SITE.jordan}`)).json().data.fields).toEqual(site.fields);
  });

  it("refuses a bad host name, another site's domain, external name or referral code", async () => {
    const site = (await call(staff, 'GET', `/admin/sites/${SITE.jordan}`)).json().data;
    for (const host of ['no_underscore.test', 'localhost', 'Upper.test', 'a.test:8080', '-a.test']) {
      const res = await call(staff, 'PUT', `/admin/sites/${SITE.jordan}`, { ...site.fields, domains: [host] });
      expect(res.statusCode, host).toBe(400);
    }
    const domain = await call(staff, 'PUT', `/admin/sites/${SITE.jordan}`, {
      ...site.fields,
      domains: ['benefits.acme.test'],
    });
    expect(domain.statusCode).toBe(409);
    expect(domain.json().data[0]).toMatchObject({ target_element: 'domains' });
    const store = (await call(staff, 'GET', `/admin/sites/${SITE.store}`)).json().data;
    const name = await call(staff, 'PUT', `/admin/sites/${SITE.store}`, {
      ...store.fields,
      external_sites: ['partner-site'],
    });
    expect(name.statusCode).toBe(409);
    expect(name.json().data[0].target_element).toBe('external_sites');
    const code = await call(staff, 'PUT', `/admin/sites/${SITE.samlee}`, {
      ...(await call(staff, 'GET', `/admin/sites/${SITE.samlee}`)).json().data.fields,
      referrals: [{ code: 'rf5001', referrer_name: 'Someone' }],
    });
    expect(code.statusCode).toBe(409);
    expect(code.json().data[0].target_element).toBe('referrals');
  });

  it('stores an uploaded image by its content, serves it by hash with the hashed-asset caching, refuses others', async () => {
    const res = await call(staff, 'PUT', `/admin/sites/${SITE.acme}/images/logo`, PNG, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const path: string = res.json().data.images.logo;
    expect(path).toMatch(/^\/api\/v1\/media\/logo-[0-9a-f]{16}\.png$/);
    const served = await app.inject({ url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // The name and the header do not decide: an SVG (script) sent as image/png is refused.
    const svg = await call(
      staff,
      'PUT',
      `/admin/sites/${SITE.acme}/images/logo`,
      '<svg onload="alert(1)"/>',
      'image/png',
    );
    expect(svg.statusCode).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await call(staff, 'PUT', `/admin/sites/${SITE.acme}/images/logo`, big, 'image/png')).statusCode).toBe(413);
    expect((await call(staff, 'PUT', `/admin/sites/${SITE.acme}/images/script`, PNG, 'image/png')).statusCode).toBe(
      400,
    );
  });

  it('is staff only: a rep and a group administrator may not edit a site', async () => {
    const site = (await call(staff, 'GET', `/admin/sites/${SITE.jordan}`)).json().data;
    for (const token of [jordan, hr]) {
      expect((await call(token, 'PUT', `/admin/sites/${SITE.jordan}`, site.fields)).statusCode).toBe(401);
      expect((await call(token, 'PUT', `/admin/sites/${SITE.jordan}/images/logo`, PNG, 'image/png')).statusCode).toBe(
        401,
      );
    }
  });
});

describe('a rep: their own photo', () => {
  it('uploads a photo for their landing page; a group administrator may not', async () => {
    const res = await call(jordan, 'PUT', '/rep-admin/landing-page/photo', PNG, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.image).toMatch(/^\/api\/v1\/media\/photo-[0-9a-f]{16}\.png$/);
    const landing = (await app.inject({ url: '/api/v1/validate-landing-page?landing_page=jordan' })).json().data;
    expect(landing.data.image).toBe(res.json().data.image);
    expect((await call(jordan, 'PUT', '/rep-admin/landing-page/photo', 'GIF87', 'image/gif')).statusCode).toBe(415);
    expect((await call(hr, 'PUT', '/rep-admin/landing-page/photo', PNG, 'image/png')).statusCode).toBe(403);
  });
});
