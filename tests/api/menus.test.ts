import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { buildTestApp } from '../helpers/build-app';
import { plans, portalPlans } from '../../server/db/schema';
import { signSession } from '../../server/services/session-token';
import { CATEGORIES } from '../../schemas/categories';

describe('GET /get-common-menu', () => {
  let app: FastifyInstance;
  let open: { token: string; agent_id: number; portal_id: number };
  let rep: { token: string; agent_id: number; portal_id: number };
  let group: { token: string; agent_id: number; group_id: number; portal_id: number };

  beforeAll(async () => {
    app = await buildTestApp();
    open = (await app.inject({ method: 'GET', url: '/api/v1/get-default-info' })).json().data;
    rep = (await app.inject({ method: 'GET', url: '/api/v1/validate-landing-page?landing_page=samlee' })).json().data;
    group = (await app.inject({ method: 'GET', url: '/api/v1/validate-landing-page?landing_page=acme' })).json().data;
  });
  afterAll(async () => app.close());

  const menu = (token: string | undefined, query = '') =>
    app.inject({
      method: 'GET',
      url: `/api/v1/get-common-menu${query}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  /** Category -> count of what the portal sells to this age group, straight from the tables. */
  async function soldByPortal(portalId: number, over65: boolean): Promise<Map<string, number>> {
    const rows = await app.db
      .select({ category: plans.category, minAge: plans.minAge, maxAge: plans.maxAge })
      .from(plans)
      .innerJoin(portalPlans, eq(portalPlans.planId, plans.id))
      .where(and(eq(portalPlans.portalId, portalId), eq(plans.active, true), eq(plans.isMembership, false)));
    const counts = new Map<string, number>();
    for (const r of rows) {
      const fits = over65 ? r.maxAge === null || r.maxAge >= 65 : r.minAge === null || r.minAge < 65;
      if (fits) counts.set(r.category, (counts.get(r.category) ?? 0) + 1);
    }
    return counts;
  }

  it('lists exactly the categories the open storefront sells, in categories.ts order, with icons that exist', async () => {
    const res = await menu(open.token);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    const expected = await soldByPortal(open.portal_id, false);
    const order = CATEGORIES.map((c) => c.code).filter((code) => expected.has(code));
    expect(data.category_order).toEqual(order);
    expect(data.list.map((i: { category: string }) => i.category)).toEqual(order);
    for (const item of data.list) {
      expect(item.plan_count).toBe(expected.get(item.category));
      expect(item.label).toBe(CATEGORIES.find((c) => c.code === item.category)!.label);
      expect(existsSync(path.join('public', data.icon[item.category]))).toBe(true);
    }
    expect(order.length).toBe(CATEGORIES.length);
  });

  it("shows a smaller rep storefront only what that rep's portal sells", async () => {
    const { data } = (await menu(rep.token)).json();
    const expected = await soldByPortal(rep.portal_id, false);
    expect(data.category_order).toEqual(CATEGORIES.map((c) => c.code).filter((code) => expected.has(code)));
    expect(data.category_order).not.toContain('MEDICAL');
    expect(data.category_order).toContain('DENTAL');
  });

  it("counts the group's union plan only on the group's storefront", async () => {
    const groupMenu = (await menu(group.token)).json().data;
    const openMenu = (await menu(open.token)).json().data;
    const count = (m: { list: Array<{ category: string; plan_count: number }> }, c: string) =>
      m.list.find((i) => i.category === c)?.plan_count ?? 0;
    const [union] = await app.db.select().from(plans).where(eq(plans.isUnion, true));
    expect(count(groupMenu, union!.category)).toBe(count(openMenu, union!.category) + 1);
  });

  it('follows the over-65 flag of the session', async () => {
    const token = app.issueSession({
      kind: 'open',
      agent_id: open.agent_id,
      group_id: null,
      portal_id: open.portal_id,
      over65: true,
    });
    const { data } = (await menu(token)).json();
    const expected = await soldByPortal(open.portal_id, true);
    expect(data.category_order).toEqual(CATEGORIES.map((c) => c.code).filter((code) => expected.has(code)));
    expect(data.category_order).not.toEqual((await menu(open.token)).json().data.category_order);
  });

  it('accepts contract ids that match the session', async () => {
    const res = await menu(
      group.token,
      `?agent_id=${group.agent_id}&group_id=${group.group_id}&portal_id=${group.portal_id}&eprocess=group&open_type=group`,
    );
    expect(res.statusCode).toBe(200);
  });

  it('refuses a request without a session with the 403 envelope', async () => {
    const res = await menu(undefined);
    expect(res.statusCode).toBe(403);
    expect(res.json().status).toBe('error');
    expect(res.json().statusCode).toBe(403);
  });

  it('refuses agent, group or portal ids that differ from the session', async () => {
    for (const query of [`?agent_id=${rep.agent_id + 1}`, '?group_id=2556', `?portal_id=${rep.portal_id + 1}`]) {
      const res = await menu(rep.token, query);
      expect(res.statusCode, query).toBe(403);
      expect(res.json().status).toBe('error');
    }
    expect((await menu(group.token, '?group_id=2556')).statusCode).toBe(403);
  });

  it('refuses forged tokens', async () => {
    const [prefix, payload, sig] = rep.token.split('.') as [string, string, string];
    const widened = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), portal_id: 503 }),
    ).toString('base64url');
    const foreign = signSession(
      { kind: 'rep', agent_id: rep.agent_id, group_id: null, portal_id: rep.portal_id, over65: false },
      randomBytes(32),
    );
    for (const token of [`${prefix}.${widened}.${sig}`, foreign, 'not-a-token']) {
      const res = await menu(token);
      expect(res.statusCode).toBe(403);
      expect(res.json().status).toBe('error');
    }
  });

  it('refuses malformed query values with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['?agent_id=abc', 'agent_id'],
      ['?portal_id=0', 'portal_id'],
      ['?eprocess=admin', 'eprocess'],
      ['?open_type=x', 'open_type'],
    ]) {
      const res = await menu(open.token, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().data[0].target_element).toBe(field);
    }
  });
});
