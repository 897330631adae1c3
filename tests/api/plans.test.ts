import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { buildTestApp } from '../helpers/build-app';
import { plans, portalPlans } from '../../server/db/schema';
import { signSession } from '../../server/services/session-token';

describe('GET /get-featured-plans', () => {
  let app: FastifyInstance;
  let open: { token: string; agent_id: number; portal_id: number };
  let rep: { token: string; agent_id: number; portal_id: number };

  beforeAll(async () => {
    app = await buildTestApp();
    open = (await app.inject({ method: 'GET', url: '/api/v1/get-default-info' })).json().data;
    rep = (await app.inject({ method: 'GET', url: '/api/v1/validate-landing-page?landing_page=samlee' })).json().data;
  });
  afterAll(async () => app.close());

  const featured = (token: string | undefined, query = '') =>
    app.inject({
      method: 'GET',
      url: `/api/v1/get-featured-plans${query}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  async function featuredInPortal(portalId: number): Promise<number[]> {
    const rows = await app.db
      .select({ id: plans.id, minAge: plans.minAge })
      .from(plans)
      .innerJoin(portalPlans, eq(portalPlans.planId, plans.id))
      .where(
        and(
          eq(portalPlans.portalId, portalId),
          eq(plans.isFeatured, true),
          eq(plans.active, true),
          eq(plans.isMembership, false),
        ),
      );
    return rows
      .filter((r) => r.minAge === null || r.minAge < 65)
      .map((r) => r.id)
      .sort((a, b) => a - b);
  }

  it("answers the featured plans the session's storefront sells, with the card fields", async () => {
    const res = await featured(
      open.token,
      `?agent_id=${open.agent_id}&portal_id=${open.portal_id}&eprocess=applicant&open_type=user`,
    );
    expect(res.statusCode).toBe(200);
    const result = res.json().data.result as Array<{
      plan_id: number;
      plan_name: string;
      plan_logo: string | null;
      plan_short_text: string;
    }>;
    expect(result.map((p) => p.plan_id).sort((a, b) => a - b)).toEqual(await featuredInPortal(open.portal_id));
    expect(result.length).toBeGreaterThanOrEqual(4);
    const [first] = await app.db.select().from(plans).where(eq(plans.id, result[0]!.plan_id));
    expect(result[0]).toEqual({
      plan_id: first!.id,
      plan_name: first!.planName,
      plan_logo: first!.logo,
      plan_short_text: first!.shortText,
    });
  });

  it("limits a rep storefront to the rep's portal", async () => {
    const ids = (await featured(rep.token))
      .json()
      .data.result.map((p: { plan_id: number }) => p.plan_id)
      .sort((a: number, b: number) => a - b);
    expect(ids).toEqual(await featuredInPortal(rep.portal_id));
    const openIds = (await featured(open.token)).json().data.result.map((p: { plan_id: number }) => p.plan_id);
    expect(openIds.filter((id: number) => !ids.includes(id)).length).toBeGreaterThan(0);
  });

  it('refuses a request without a session', async () => {
    const res = await featured(undefined);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 'error', statusCode: 403 });
  });

  it('refuses ids that differ from the session', async () => {
    for (const query of [`?agent_id=${open.agent_id + 1}`, '?group_id=2001', `?portal_id=${rep.portal_id}`]) {
      const res = await featured(open.token, query);
      expect(res.statusCode, query).toBe(403);
    }
  });

  it('refuses a token signed with another secret or edited', async () => {
    const foreign = signSession(
      { kind: 'open', agent_id: open.agent_id, group_id: null, portal_id: open.portal_id, over65: false },
      randomBytes(32),
    );
    const [prefix, payload, sig] = open.token.split('.') as [string, string, string];
    const edited = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), kind: 'rep' }),
    ).toString('base64url');
    for (const token of [foreign, `${prefix}.${edited}.${sig}`]) expect((await featured(token)).statusCode).toBe(403);
  });

  it('refuses malformed ids with a 400 naming the field', async () => {
    const res = await featured(open.token, '?portal_id=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().data[0].target_element).toBe('portal_id');
  });
});
