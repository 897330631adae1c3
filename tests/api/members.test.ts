import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers/build-app';
import { call, homeSessions } from './homes-helpers';

interface Row {
  name: string;
  user_id: string;
  ssn: string;
  dob: string;
  group_info: { group_id: number | null; group_name: string | null };
  plan_info: { plan: number; plan_name: string; plan_status: string }[];
}

describe('groups, platforms and current members', () => {
  let app: FastifyInstance;
  let s: Awaited<ReturnType<typeof homeSessions>>;
  beforeAll(async () => {
    app = await buildTestApp();
    s = await homeSessions(app);
  });
  afterAll(async () => app.close());

  it("GET /get-agent-members lists the signed-in rep's own 12 members with SSNs masked to the last four", async () => {
    const res = await call(app, 'GET', '/get-agent-members?agent_id=1001', s.rep);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.result as Row[];
    expect(rows).toHaveLength(12);
    for (const row of rows) expect(row.ssn).toMatch(/^\*\*\*-\*\*-\d{4}$/);
    expect(JSON.stringify(rows)).not.toMatch(/\d{9}|\d{3}-\d{2}-\d{4}/);
    const pat = rows.find((r) => r.user_id === 'U3001')!;
    expect(pat).toMatchObject({
      name: 'Pat Morgan',
      dob: '04/12/1986',
      group_info: { group_id: 2001, group_name: 'Acme Manufacturing' },
    });
    expect(pat.plan_info.map((p) => p.plan_status)).toEqual(['ACTIVE', 'ACTIVE']);
    const casey = rows.find((r) => r.user_id === 'U3004')!;
    expect(casey.plan_info.find((p) => p.plan === 102)?.plan_status).toBe('TERMED');
  });

  it("never answers another rep's members", async () => {
    const other = await call(app, 'GET', '/get-agent-members', s.otherRep);
    const ids = (other.json().data.result as Row[]).map((r) => r.user_id).sort();
    expect(ids).toEqual(['U3013', 'U3014']);
    expect((await call(app, 'GET', '/get-agent-members?agent_id=1001', s.otherRep)).statusCode).toBe(403);
  });

  it('refuses member lists without a signed-in session', async () => {
    for (const token of [undefined, s.open, s.repCode]) {
      const res = await call(app, 'GET', '/get-agent-members', token);
      expect(res.statusCode).toBe(403);
      expect(res.json().status).toBe('error');
    }
    expect((await call(app, 'GET', '/get-group-users', s.rep)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/get-agent-members', s.group)).statusCode).toBe(403);
  });

  it("GET /get-group-users lists only the group administrator's group", async () => {
    const res = await call(app, 'GET', '/get-group-users?group_id=2001', s.group);
    const rows = res.json().data.result as Row[];
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((r) => r.group_info.group_id))).toEqual(new Set([2001]));
    expect((await call(app, 'GET', '/get-group-users?group_id=2556', s.group)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/get-group-users?group_id=abc', s.group)).statusCode).toBe(400);
  });

  it('GET /get-member-info greets the member for the owning signed-in session only', async () => {
    const res = await call(app, 'GET', '/get-member-info?user_id=U3001', s.group);
    expect(res.json().data).toEqual({
      userid: 'U3001',
      member_info: { first_name: 'Pat', last_name: 'Morgan' },
      agent_info: { agent_id: 1001 },
      group_info: { gid: 2001 },
      portal_id: 503,
    });
    expect((await call(app, 'GET', '/get-member-info?user_id=U3001', s.otherRep)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/get-member-info?user_id=U3001', s.open)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/get-member-info', s.rep)).statusCode).toBe(400);
  });

  it("GET /get-agent-groups and /get-enrollment-platforms answer the rep's own lists", async () => {
    const groups = await call(app, 'GET', '/get-agent-groups?agent_id=1001', s.repCode);
    expect(
      groups
        .json()
        .data.map((g: { gid: number }) => g.gid)
        .sort(),
    ).toEqual([2001, 2512, 2556]);
    const platforms = await call(app, 'GET', '/get-enrollment-platforms', s.repCode);
    expect(platforms.json().data.map((p: { platform_group_id: number }) => p.platform_group_id)).toEqual([502, 503]);
    const groupPlatforms = await call(app, 'GET', '/get-enrollment-platforms', s.group);
    expect(groupPlatforms.json().data.map((p: { platform_group_id: number }) => p.platform_group_id)).toEqual([503]);
    expect((await call(app, 'GET', '/get-agent-groups', s.open)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/get-agent-groups?agent_id=1002', s.repCode)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/get-agent-groups')).statusCode).toBe(403);
    expect((await call(app, 'GET', '/get-enrollment-platforms?agent_id=x', s.repCode)).statusCode).toBe(400);
  });

  it('GET /get-group-agent-member-info shows the member name only to the owner', async () => {
    const created = await call(app, 'POST', '/add-filter-for-existing-user', s.rep, { user_id: 'U3001', tier: 'IO' });
    const id = created.json().data.temp_enrollment_id as string;
    const owner = await call(app, 'GET', `/get-group-agent-member-info?enrollment_id=${id}`, s.rep);
    expect(owner.json().data).toMatchObject({
      enrollment_type: 'existing-member',
      result: {
        user_info: { first_name: 'Pat', last_name: 'Morgan' },
        group_info: { gid: 2001, gname: 'Acme Manufacturing' },
        platforms: { platform_group_id: 503 },
      },
    });
    // The rep's storefront without sign-in sees group and portal, never the member's name.
    const codeOnly = await call(app, 'GET', `/get-group-agent-member-info?enrollment_id=${id}`, s.repCode);
    expect(codeOnly.json().data.result).toMatchObject({ user_info: null, group_info: { gid: 2001 } });
    expect((await call(app, 'GET', `/get-group-agent-member-info?enrollment_id=${id}`, s.open)).statusCode).toBe(404);
    expect((await call(app, 'GET', '/get-group-agent-member-info?enrollment_id=nope', s.open)).statusCode).toBe(400);
  });
});
