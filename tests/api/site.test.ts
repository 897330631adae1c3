import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../helpers/build-app';
import { agentPortals, agents, externalSites, groups, siteDomains, sites, siteTheme } from '../../server/db/schema';
import { THEME_COLOR_KEYS } from '../../schemas/api/site';

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

describe('site & identity routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url: `/api/v1${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

  describe('GET /get-default-info', () => {
    it('answers the default storefront and an open session for it', async () => {
      const res = await get('/get-default-info');
      expect(res.statusCode).toBe(200);
      const { status, data } = res.json();
      expect(status).toBe('success');
      expect(data.landing_url).toBe('store');
      const [house] = await app.db.select().from(agents).where(eq(agents.landingUrl, 'store'));
      expect(data.agent_id).toBe(house!.id);
      expect(data.group_id).toBeNull();
      expect(data.portal_id).toEqual(expect.any(Number));
      expect(claimsOf(data.token)).toMatchObject({
        kind: 'open',
        agent_id: data.agent_id,
        group_id: null,
        portal_id: data.portal_id,
        over65: false,
      });
      const menu = await get('/get-common-menu', data.token);
      expect(menu.statusCode).toBe(200);
    });
  });

  describe('GET /validate-landing-page', () => {
    it("resolves a rep's landing page to the rep, the rep's primary portal and a rep session", async () => {
      const res = await get('/validate-landing-page?landing_page=jordan');
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      const [jordan] = await app.db.select().from(agents).where(eq(agents.agentCode, 'AG1001'));
      const [primary] = await app.db
        .select()
        .from(agentPortals)
        .where(eq(agentPortals.agentId, jordan!.id))
        .orderBy(agentPortals.sort);
      expect(data).toMatchObject({
        type: 'agent',
        agent_id: jordan!.id,
        group_id: null,
        portal_id: primary!.portalId,
        landing_url: 'jordan',
      });
      expect(data.data).toMatchObject({
        display_name: 'Jordan Avery',
        display_phone: '4045550101',
        display_email: 'jordan.avery@example.com',
      });
      expect(data.data.about).toContain('Jordan Avery');
      expect(claimsOf(data.token)).toMatchObject({
        kind: 'rep',
        agent_id: jordan!.id,
        group_id: null,
        portal_id: primary!.portalId,
      });
    });

    it("resolves a group's landing page with its address and a group session", async () => {
      const res = await get('/validate-landing-page?landing_page=acme');
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      const [acme] = await app.db.select().from(groups).where(eq(groups.groupCode, 'GRP2001'));
      expect(data).toMatchObject({
        type: 'group',
        group_id: 2001,
        agent_id: acme!.agentId,
        portal_id: acme!.portalId,
        landing_url: 'acme',
      });
      expect(data.data.display_name).toBe('Acme Manufacturing');
      expect(data.data.address_information).toMatchObject({ city: 'Atlanta', state: 'GA' });
      expect(claimsOf(data.token)).toMatchObject({ kind: 'group', group_id: 2001, agent_id: acme!.agentId });
    });

    it('treats the default landing name as the open storefront and ignores letter case', async () => {
      const store = await get('/validate-landing-page?landing_page=store');
      expect(store.statusCode).toBe(200);
      expect(claimsOf(store.json().data.token).kind).toBe('open');
      const upper = await get('/validate-landing-page?landing_page=SamLee');
      expect(upper.json().data).toMatchObject({ type: 'agent', landing_url: 'samlee' });
    });

    it('answers 404 with the landing_page field error for an unknown name', async () => {
      const res = await get('/validate-landing-page?landing_page=no-such-site');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        status: 'error',
        statusCode: 404,
        data: [{ target_element: 'landing_page', error_message: 'Landing page not found' }],
      });
    });

    it('refuses a missing or malformed landing_page with a 400 naming the field', async () => {
      for (const url of [
        '/validate-landing-page',
        '/validate-landing-page?landing_page=',
        '/validate-landing-page?landing_page=..%2Fetc',
        `/validate-landing-page?landing_page=${'a'.repeat(101)}`,
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().status).toBe('error');
        expect(res.json().data[0].target_element, url).toBe('landing_page');
      }
    });
  });

  describe('GET /get-external-site-dynamic-information', () => {
    const themeOf = (data: Array<{ key: string; value: string }>) =>
      Object.fromEntries(data.map((e) => [e.key, e.value]));

    async function storedTheme(siteId: number) {
      const rows = await app.db.select().from(siteTheme).where(eq(siteTheme.siteId, siteId));
      return Object.fromEntries(rows.map((r) => [r.key, r.value]));
    }

    it("answers a custom domain's own theme without any session", async () => {
      const [domain] = await app.db.select().from(siteDomains).where(eq(siteDomains.host, 'benefits.acme.test'));
      const res = await get(
        `/get-external-site-dynamic-information?site_domain=${encodeURIComponent(b64('benefits.acme.test'))}`,
      );
      expect(res.statusCode).toBe(200);
      expect(themeOf(res.json().data)).toEqual(await storedTheme(domain!.siteId));
      const withPort = await get(
        `/get-external-site-dynamic-information?site_domain=${encodeURIComponent(b64('Benefits.Acme.test:443'))}`,
      );
      expect(themeOf(withPort.json().data)).toEqual(await storedTheme(domain!.siteId));
    });

    it("answers the external site's theme, and the default site's theme for anything unknown", async () => {
      const [defaultSite] = await app.db.select().from(sites).where(eq(sites.isDefault, true));
      const [partner] = await app.db.select().from(externalSites).where(eq(externalSites.siteName, 'partner-site'));
      const unknown = themeOf(
        (await get('/get-external-site-dynamic-information?site_domain=' + b64('unknown.example.org'))).json().data,
      );
      const external = themeOf(
        (await get('/get-external-site-dynamic-information?site_domain=' + b64('partner-site'))).json().data,
      );
      expect(unknown).toEqual(await storedTheme(defaultSite!.id));
      expect(external).toEqual(await storedTheme(partner!.siteId));
      expect(external.primary_color).not.toBe(unknown.primary_color);
    });

    it('gives every theme every colour key as hex and image files that exist', async () => {
      for (const host of ['localhost', 'benefits.acme.test', 'partner-site', 'averybenefits.test']) {
        const theme = themeOf(
          (await get('/get-external-site-dynamic-information?site_domain=' + b64(host))).json().data,
        );
        for (const key of Object.keys(THEME_COLOR_KEYS))
          expect(theme[key], `${host} ${key}`).toMatch(/^#[0-9a-f]{6}$/i);
        for (const [key, value] of Object.entries(theme).filter(([, v]) => v.startsWith('/img/'))) {
          expect(existsSync(path.join('public', value)), `${host} ${key} ${value}`).toBe(true);
        }
      }
    });

    it('refuses a missing or non-base64 site_domain with a 400 naming the field', async () => {
      for (const url of [
        '/get-external-site-dynamic-information',
        '/get-external-site-dynamic-information?site_domain=%25%25%25',
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().data[0].target_element).toBe('site_domain');
      }
    });
  });
});
