import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../helpers/build-app';
import { agents, groups, partnerTraffic, portals, referrals } from '../../server/db/schema';

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

describe('site & identity calls', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url: `/api/v1${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const post = (url: string, payload: unknown, token?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload: payload as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const tokenOf = async (url: string) => (await get(url)).json().data.token as string;

  describe('GET /get-domainSite-infromation', () => {
    it('resolves the custom domain to its group storefront with a group session', async () => {
      const res = await get(`/get-domainSite-infromation?site_domain=${encodeURIComponent(b64('benefits.acme.test'))}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const [acme] = await app.db.select().from(groups).where(eq(groups.groupCode, 'GRP2001'));
      expect(body).toMatchObject({
        status: 'success',
        statusCode: 200,
        data: { gid: 2001, type: 'group', group_id: 2001, portal_id: acme!.portalId, landing_url: 'acme' },
      });
      expect(claimsOf(body.data.token)).toMatchObject({ kind: 'group', group_id: 2001, portal_id: acme!.portalId });
    });

    it('ignores a port and letter case in the host', async () => {
      const res = await get(
        `/get-domainSite-infromation?site_domain=${encodeURIComponent(b64('Benefits.ACME.test:4500'))}`,
      );
      expect(res.json().data.gid).toBe(2001);
    });

    it('answers statusCode 204 with no data for an unknown domain', async () => {
      const res = await get(
        `/get-domainSite-infromation?site_domain=${encodeURIComponent(b64('nobody.example.test'))}`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', statusCode: 204, data: null });
    });

    it('refuses a missing or non-base64 site_domain naming the field', async () => {
      for (const url of ['/get-domainSite-infromation', '/get-domainSite-infromation?site_domain=a%20b%3C']) {
        const res = await get(url);
        expect(res.statusCode).toBe(400);
        expect(res.json().data[0].target_element).toBe('site_domain');
      }
    });
  });

  describe('GET /get-external-site-infromation', () => {
    it("resolves partner-site to rep AG1001's storefront", async () => {
      const res = await get('/get-external-site-infromation?site_name=partner-site');
      const [jordan] = await app.db.select().from(agents).where(eq(agents.agentCode, 'AG1001'));
      expect(res.json().data).toMatchObject({
        site_name: 'partner-site',
        type: 'agent',
        agent_id: jordan!.id,
        group_id: null,
      });
      expect(claimsOf(res.json().data.token)).toMatchObject({ kind: 'rep', agent_id: jordan!.id });
    });

    it('answers 404 naming site_name for an unknown site and 400 for a malformed one', async () => {
      const unknown = await get('/get-external-site-infromation?site_name=no-such-site');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ status: 'error', data: [{ target_element: 'site_name' }] });
      const bad = await get('/get-external-site-infromation?site_name=%3Cscript%3E');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().data[0].target_element).toBe('site_name');
    });
  });

  describe('GET /get-enrollment-info-referral', () => {
    it('answers the referral RF5001 with its rep, portal, validity and referrer name', async () => {
      const res = await get('/get-enrollment-info-referral?referral_id=RF5001');
      const [jordan] = await app.db.select().from(agents).where(eq(agents.agentCode, 'AG1001'));
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        referral_id: 'RF5001',
        agent_id: jordan!.id,
        group_id: null,
        valid_referral_link: true,
        referrer_info: { name: 'Jordan Avery' },
      });
      expect(claimsOf(res.json().data.token)).toMatchObject({ kind: 'rep', agent_id: jordan!.id });
    });

    it('answers 404 for RF0000, an inactive referral and a missing referral_id (400)', async () => {
      expect((await get('/get-enrollment-info-referral?referral_id=RF0000')).statusCode).toBe(404);
      await app.db.update(referrals).set({ active: false }).where(eq(referrals.referralCode, 'RF5001'));
      try {
        const res = await get('/get-enrollment-info-referral?referral_id=RF5001');
        expect(res.statusCode).toBe(404);
        expect(res.json().data[0].target_element).toBe('referral_id');
      } finally {
        await app.db.update(referrals).set({ active: true }).where(eq(referrals.referralCode, 'RF5001'));
      }
      const missing = await get('/get-enrollment-info-referral');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().data[0].target_element).toBe('referral_id');
    });
  });

  describe('elevate partner', () => {
    it('tracks a partner visit once per reference id, counting reloads', async () => {
      const first = await post('/track-elevate-traffic', { enrollment_id: 'ELV-123', extra: 'dropped' });
      expect(first.json()).toMatchObject({ status: 'success', data: { tracked: true, visits: 1 } });
      const again = await post('/track-elevate-traffic', { enrollment_id: 'ELV-123' });
      expect(again.json().data.visits).toBe(2);
      const rows = await app.db.select().from(partnerTraffic).where(eq(partnerTraffic.referenceId, 'ELV-123'));
      expect(rows).toHaveLength(1);
      const bad = await post('/track-elevate-traffic', {});
      expect(bad.statusCode).toBe(400);
      expect(bad.json().data[0].target_element).toBe('enrollment_id');
    });

    it("answers the elevate partner's portal id from the database", async () => {
      const res = await get('/get-elevate-info');
      const [portal] = await app.db.select().from(portals).where(eq(portals.platformCode, 'OE-DIRECT'));
      expect(res.json().data).toEqual({ portal_id: portal!.id, partner: 'elevate' });
    });
  });

  describe('rep and group info calls', () => {
    it("answer the token's own rep: info, landing and about", async () => {
      const token = await tokenOf('/validate-agent?agent_code=AG1001');
      const [jordan] = await app.db.select().from(agents).where(eq(agents.agentCode, 'AG1001'));
      const info = await get(`/get-agent-info-enroll?agent_id=${jordan!.id}`, token);
      expect(info.json().data).toMatchObject({
        agent_id: jordan!.id,
        agent_code: 'AG1001',
        first_name: 'Jordan',
        last_name: 'Avery',
        landing_url: 'jordan',
      });
      expect(info.json().data).not.toHaveProperty('password_hash');
      const landing = await get('/get-agent-landing-page-info', token);
      expect(landing.json().data).toMatchObject({
        landing_url: 'jordan',
        data: { display_name: 'Jordan Avery', display_phone: '4045550101' },
      });
      const about = await get(`/get-agent-about-page-info?agent_id=${jordan!.id}`, token);
      expect(about.json().data).toMatchObject({ title: 'About Jordan', name: 'Jordan Avery' });
      expect(about.json().data.about).toContain('twelve years');
    });

    it("answer the token's own group: info with address, landing and about", async () => {
      const token = await tokenOf('/validate-group?group_code=GRP2001');
      const info = await get('/get-group-info-enroll?group_id=2001', token);
      expect(info.json().data).toMatchObject({
        gid: 2001,
        name: 'Acme Manufacturing',
        gname: 'Acme Manufacturing',
        gagent_code: 'AG1001',
        landing_url: 'acme',
        address_information: { city: 'Atlanta', state: 'GA' },
      });
      expect((await get('/get-group-landing-page-info?group_id=2001', token)).json().data).toMatchObject({
        landing_url: 'acme',
        data: { display_name: 'Acme Manufacturing' },
      });
      expect((await get('/get-group-about-page-info', token)).json().data.about).toContain('precision parts');
    });

    it("refuse another rep's or group's data and calls without a session (403)", async () => {
      const samToken = await tokenOf('/validate-agent?agent_code=AG1002');
      const [jordan] = await app.db.select().from(agents).where(eq(agents.agentCode, 'AG1001'));
      for (const url of ['/get-agent-info-enroll', '/get-agent-landing-page-info', '/get-agent-about-page-info']) {
        expect((await get(`${url}?agent_id=${jordan!.id}`, samToken)).statusCode).toBe(403);
        expect((await get(`${url}?agent_id=${jordan!.id}`)).statusCode).toBe(403);
        expect((await get(`${url}?agent_id=${jordan!.id}`, 'oe1.forged.token')).statusCode).toBe(403);
      }
      for (const url of ['/get-group-info-enroll', '/get-group-landing-page-info', '/get-group-about-page-info']) {
        expect((await get(`${url}?group_id=2001`, samToken)).statusCode).toBe(403);
        expect((await get(url, samToken)).statusCode).toBe(403); // a rep token has no group of its own
      }
      const res = await get('/get-group-info-enroll?group_id=2001');
      expect(res.json()).toMatchObject({ status: 'error', statusCode: 403 });
    });

    it('refuse malformed ids naming the field', async () => {
      const token = await tokenOf('/validate-agent?agent_code=AG1001');
      const bad = await get('/get-agent-info-enroll?agent_id=abc', token);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().data[0].target_element).toBe('agent_id');
      const badGroup = await get('/get-group-info-enroll?group_id=-1', token);
      expect(badGroup.statusCode).toBe(400);
      expect(badGroup.json().data[0].target_element).toBe('group_id');
    });
  });
});
