import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../helpers/build-app';
import { plans } from '../../server/db/schema';

describe('shell calls', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url: `/api/v1${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('serves the storefront configuration without the server-only keys', async () => {
    const res = await get('/get-storefront-config');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      default_landing: 'store',
      reserved_partner_segment: 'smarter',
      elevate_partner: 'elevate',
    });
    expect(data.own_hosts).toContain('127.0.0.1');
    expect(data.dashboard_links.length).toBeGreaterThan(5);
    expect(data).not.toHaveProperty('ticket_link');
    expect(data).not.toHaveProperty('elevate_portal_code');
  });

  it('answers the support-ticket link', async () => {
    expect((await get('/get-ticket-link')).json().data.ticket).toMatch(/^https:\/\//);
  });

  it('answers the footer plan while it is active, and none once it is retired', async () => {
    const res = await get('/get-goenroll-footer-plan');
    const planId = res.json().data.plan_id as number;
    const [plan] = await app.db.select().from(plans).where(eq(plans.id, planId));
    expect(res.json().data.plan_name).toBe(plan!.planName);
    await app.db.update(plans).set({ active: false }).where(eq(plans.id, planId));
    try {
      expect((await get('/get-goenroll-footer-plan')).json().data).toEqual({ plan_id: null, plan_name: null });
    } finally {
      await app.db.update(plans).set({ active: true }).where(eq(plans.id, planId));
    }
  });

  describe('GET /get-group-menu', () => {
    it("answers the group's categories in the get-common-menu shape", async () => {
      const token = (await get('/validate-group?group_code=GRP2001')).json().data.token as string;
      const res = await get('/get-group-menu?group_id=2001&from_site=acme', token);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.list.length).toBeGreaterThan(1);
      expect(data.category_order).toEqual(data.list.map((c: { category: string }) => c.category));
      const common = (await get('/get-common-menu?group_id=2001', token)).json().data;
      expect(data).toEqual(common);
    });

    it("refuses another group's menu, no session, and a malformed group_id", async () => {
      const samToken = (await get('/validate-agent?agent_code=AG1002')).json().data.token as string;
      expect((await get('/get-group-menu?group_id=2001', samToken)).statusCode).toBe(403);
      expect((await get('/get-group-menu', samToken)).statusCode).toBe(403);
      expect((await get('/get-group-menu?group_id=2001')).statusCode).toBe(403);
      const token = (await get('/validate-group?group_code=GRP2001')).json().data.token as string;
      const bad = await get('/get-group-menu?group_id=x', token);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().data[0].target_element).toBe('group_id');
    });
  });
});
