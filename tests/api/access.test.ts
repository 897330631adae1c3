import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../helpers/build-app';
import { agentPortals, agents, groups, rateLimitAttempts } from '../../server/db/schema';

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));

describe('access calls', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());
  afterEach(async () => {
    delete process.env.RATE_LIMIT_VALIDATE_AGENT;
    delete process.env.RATE_LIMIT_VALIDATE_GROUP;
    await app.db.delete(rateLimitAttempts);
  });

  const get = (url: string, token?: string, ip = '127.0.0.1') =>
    app.inject({
      method: 'GET',
      url: `/api/v1${url}`,
      remoteAddress: ip,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const post = (url: string, payload: unknown, token?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload: payload as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  describe('GET /validate-agent', () => {
    it('answers the rep of AG1001 (any letter case) with a rep session on the primary portal', async () => {
      const res = await get('/validate-agent?agent_code=ag1001');
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      const [jordan] = await app.db.select().from(agents).where(eq(agents.agentCode, 'AG1001'));
      const [primary] = await app.db
        .select()
        .from(agentPortals)
        .where(eq(agentPortals.agentId, jordan!.id))
        .orderBy(agentPortals.sort);
      expect(data).toMatchObject({
        agent_id: jordan!.id,
        first_name: 'Jordan',
        last_name: 'Avery',
        agent_code: 'AG1001',
        email: 'jordan.avery@example.com',
        phone: '4045550101',
        landing_url: 'jordan',
        logo: jordan!.logo,
        image: jordan!.image,
        portal_id: primary!.portalId,
      });
      expect(claimsOf(data.token)).toMatchObject({ kind: 'rep', agent_id: jordan!.id, group_id: null, over65: false });
      expect(claimsOf(data.token).signed_in).toBeUndefined();
    });

    it('answers AG1003 with a null landing url (the browser shows landing-config-error)', async () => {
      expect((await get('/validate-agent?agent_code=AG1003')).json().data.landing_url).toBeNull();
    });

    it('answers success with statusCode 204 and null data for an unknown code', async () => {
      const res = await get('/validate-agent?agent_code=AG9999');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', statusCode: 204, data: null });
    });

    it('refuses a missing, empty or malformed code naming agent_code', async () => {
      for (const url of [
        '/validate-agent',
        '/validate-agent?agent_code=',
        "/validate-agent?agent_code=AG1001'--",
        `/validate-agent?agent_code=${'A'.repeat(40)}`,
      ]) {
        const res = await get(url);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          status: 'error',
          statusCode: 400,
          data: [{ target_element: 'agent_code' }],
        });
      }
    });

    it('answers 429 once a client address spends its guesses, while another address still gets through', async () => {
      process.env.RATE_LIMIT_VALIDATE_AGENT = '3/900';
      for (let i = 0; i < 3; i++)
        expect((await get(`/validate-agent?agent_code=AG900${i}`, undefined, '10.0.0.7')).statusCode).toBe(200);
      const blocked = await get('/validate-agent?agent_code=AG1001', undefined, '10.0.0.7');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({
        status: 'error',
        statusCode: 429,
        data: [{ target_element: 'agent_code' }],
      });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await get('/validate-agent?agent_code=AG1001', undefined, '10.0.0.8')).statusCode).toBe(200);
      const [row] = await app.db.select().from(rateLimitAttempts).where(eq(rateLimitAttempts.subject, '10.0.0.7'));
      expect(row).toMatchObject({ bucket: 'validate-agent', attempts: 4 });
    });
  });

  describe('GET /validate-group', () => {
    it('answers GRP2001 with its name, id, landing url and a group session', async () => {
      const res = await get('/validate-group?group_code=GRP2001');
      const [acme] = await app.db.select().from(groups).where(eq(groups.groupCode, 'GRP2001'));
      expect(res.json()).toMatchObject({
        status: 'success',
        statusCode: 200,
        data: {
          name: 'Acme Manufacturing',
          group_id: 2001,
          landing_url: 'acme',
          agent_id: acme!.agentId,
          portal_id: acme!.portalId,
        },
      });
      expect(claimsOf(res.json().data.token)).toMatchObject({ kind: 'group', group_id: 2001 });
    });

    it('answers GRP2003 without a landing url and unknown codes with statusCode 204', async () => {
      expect((await get('/validate-group?group_code=GRP2003')).json().data).toMatchObject({
        name: 'Blue Ridge Hospitality',
        landing_url: null,
      });
      expect((await get('/validate-group?group_code=NOPE1')).json()).toEqual({
        status: 'success',
        statusCode: 204,
        data: null,
      });
    });

    it('refuses a malformed code naming group_code and limits guessing with 429', async () => {
      const bad = await get('/validate-group?group_code=%20');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().data[0].target_element).toBe('group_code');
      process.env.RATE_LIMIT_VALIDATE_GROUP = '2/900';
      await get('/validate-group?group_code=G1', undefined, '10.0.0.9');
      await get('/validate-group?group_code=G2', undefined, '10.0.0.9');
      const blocked = await get('/validate-group?group_code=GRP2001', undefined, '10.0.0.9');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().data[0]).toMatchObject({
        target_element: 'group_code',
        error_message: expect.stringMatching(/Too many attempts/),
      });
    });
  });

  describe('POST /set-age-scope (addition to the contract)', () => {
    it('re-signs the same scope with over65 set, and the menu then follows the age group', async () => {
      const token = (await get('/validate-agent?agent_code=AG1001')).json().data.token as string;
      const res = await post('/set-age-scope', { over65: true }, token);
      expect(res.statusCode).toBe(200);
      const next = res.json().data;
      expect(next.over65).toBe(true);
      const before = claimsOf(token);
      expect(claimsOf(next.token)).toMatchObject({
        kind: 'rep',
        agent_id: before.agent_id,
        portal_id: before.portal_id,
        over65: true,
      });
      const under = (await get('/get-common-menu', token)).json().data.list as { category: string }[];
      const over = (await get('/get-common-menu', next.token)).json().data.list as { category: string }[];
      expect(over.map((c) => c.category)).not.toEqual(under.map((c) => c.category));
    });

    it('refuses without a session (403) and without a boolean over65 (400)', async () => {
      expect((await post('/set-age-scope', { over65: true })).statusCode).toBe(403);
      const token = (await get('/validate-agent?agent_code=AG1001')).json().data.token as string;
      const bad = await post('/set-age-scope', { over65: 'maybe' }, token);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().data[0].target_element).toBe('over65');
    });
  });
});
