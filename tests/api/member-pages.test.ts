import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { MEMBER_LIST_MESSAGES } from '../../schemas/messages';
import { buildTestApp } from '../helpers/build-app';
import { call, homeSessions } from './homes-helpers';

interface Page {
  result: Array<{ name: string; user_id: string; email: string; ssn: string; group_info: { group_id: number | null } }>;
  total: number;
  next: string | null;
}

/**
 * The rep's and the group's member lists in pages (issue 27): `limit` rows after the opaque cursor
 * `after`, `total` and `next` beside the contract's `result`, in the lists' order (last name, first
 * name, id), searched in SQL, within the signed-in scope only.
 */
describe('member list pages', () => {
  let app: FastifyInstance;
  let s: Awaited<ReturnType<typeof homeSessions>>;
  beforeAll(async () => {
    app = await buildTestApp();
    s = await homeSessions(app);
  });
  afterAll(async () => app.close());

  const page = async (path: string, token: string, query: Record<string, string | number> = {}) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    const res = await call(app, 'GET', `${path}${qs ? `?${qs}` : ''}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Page;
  };

  /** Every page of a list, following `next` until null. */
  const allPages = async (path: string, token: string, query: Record<string, string | number>) => {
    const pages: Page[] = [];
    let after: string | null = null;
    do {
      const p: Page = await page(path, token, { ...query, ...(after ? { after } : {}) });
      pages.push(p);
      after = p.next;
    } while (after && pages.length < 50);
    return pages;
  };

  /** Adds a member to rep 1001's book (a copy of U3001 with a new id, member ID and name). */
  const addMember = (id: number, userId: string, first: string, last: string) =>
    app.db.execute(
      sql`INSERT INTO members SELECT (jsonb_populate_record(t, jsonb_build_object('id', ${id}::int, 'user_id', ${userId}::text, 'first_name', ${first}::text, 'last_name', ${last}::text))).* FROM members t WHERE t.user_id = 'U3001'`,
    );

  it("answers the rep's whole book in one page by default, with total and no next page", async () => {
    const all = await page('/get-agent-members', s.rep);
    expect(all.result).toHaveLength(12);
    expect(all.total).toBe(12);
    expect(all.next).toBeNull();
  });

  it('pages of 5 cover every member exactly once, in the list order, each saying the total', async () => {
    const whole = (await page('/get-agent-members', s.rep, { limit: 200 })).result.map((r) => r.user_id);
    const pages = await allPages('/get-agent-members', s.rep, { limit: 5 });
    expect(pages.map((p) => p.result.length)).toEqual([5, 5, 2]);
    expect(pages.map((p) => p.total)).toEqual([12, 12, 12]);
    expect(pages.flatMap((p) => p.result.map((r) => r.user_id))).toEqual(whole);
    expect(pages.at(-1)!.next).toBeNull();
    // The order is the lists' own: last name, then first name.
    const names = pages.flatMap((p) => p.result.map((r) => r.name.split(' ').reverse().join(' ')));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const row of pages.flatMap((p) => p.result)) expect(row.ssn).toMatch(/^\*\*\*-\*\*-\d{4}$/);
  });

  it('a member added while a rep pages shows once if after the position, and nobody shows twice or goes missing', async () => {
    const before = (await page('/get-agent-members', s.rep, { limit: 200 })).result.map((r) => r.user_id);
    const first = await page('/get-agent-members', s.rep, { limit: 5 });
    await addMember(1_990_001, 'MID001', 'Aaron', 'Aardvark'); // sorts before the position: not on later pages
    await addMember(1_990_002, 'MID002', 'Zed', 'Zywicki'); // sorts after it: on the last page
    const rest = await allPages('/get-agent-members', s.rep, { limit: 5, after: first.next! });
    const seen = [...first.result, ...rest.flatMap((p) => p.result)].map((r) => r.user_id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => !id.startsWith('MID'))).toEqual(before);
    expect(seen).toContain('MID002');
    expect(seen).not.toContain('MID001');
    expect(rest.at(-1)!.total).toBe(before.length + 2);
    await app.db.execute(sql`DELETE FROM members WHERE user_id IN ('MID001', 'MID002')`);
  });

  it("pages the group administrator's list within the group only", async () => {
    const pages = await allPages('/get-group-users', s.group, { group_id: 2001, limit: 4 });
    expect(pages.map((p) => p.result.length)).toEqual([4, 2]);
    expect(pages.map((p) => p.total)).toEqual([6, 6]);
    const rows = pages.flatMap((p) => p.result);
    expect(new Set(rows.map((r) => r.user_id)).size).toBe(6);
    expect(new Set(rows.map((r) => r.group_info.group_id))).toEqual(new Set([2001]));
  });

  it("a cursor from the rep's list never opens another scope's members", async () => {
    const repFirst = await page('/get-agent-members', s.rep, { limit: 1 });
    const other = await page('/get-agent-members', s.otherRep, { after: repFirst.next! });
    expect(other.total).toBe(2);
    for (const r of other.result) expect(['U3013', 'U3014']).toContain(r.user_id);
    const group = await page('/get-group-users', s.group, { after: repFirst.next! });
    for (const r of group.result) expect(r.group_info.group_id).toBe(2001);
    expect((await call(app, 'GET', `/get-group-users?after=${repFirst.next}`, s.rep)).statusCode).toBe(403);
    expect((await call(app, 'GET', `/get-agent-members?limit=5`, s.repCode)).statusCode).toBe(403);
  });

  it('searches by the start of a name or e-mail, or a whole member ID, case-insensitive, within the scope', async () => {
    const names = async (token: string, search: string, path = '/get-agent-members') => {
      const p = await page(path, token, { search });
      expect(p.result).toHaveLength(p.total);
      return p.result.map((r) => r.name);
    };
    // 'morg' starts Pat Morgan's last name and Morgan Patel's first: in the list order.
    expect(await names(s.rep, 'MORG')).toEqual(['Pat Morgan', 'Morgan Patel']);
    expect(await names(s.rep, 'morgan p')).toEqual(['Morgan Patel']);
    expect(await names(s.rep, 'pat mor')).toEqual(['Pat Morgan']);
    expect(await names(s.rep, 'u3004')).toEqual(['Casey Nguyen']);
    expect(await names(s.rep, '  Nguyen ')).toEqual(['Casey Nguyen']);
    expect(await names(s.rep, 'organ')).toEqual([]); // a prefix, not any part
    expect(await names(s.rep, '%')).toEqual([]); // LIKE's wildcards are plain characters
    expect(await names(s.rep, '_')).toEqual([]);
    expect(await names(s.otherRep, 'Morgan')).toEqual([]);
    expect(await names(s.group, 'Pat', '/get-group-users')).toEqual(['Pat Morgan', 'Morgan Patel']);
    const pat = (await page('/get-agent-members', s.rep, { search: 'U3001' })).result[0]!;
    const byMail = await page('/get-agent-members', s.rep, { search: pat.email.toUpperCase() });
    expect(byMail.result.map((r) => r.user_id)).toEqual(['U3001']);
    // Search and pages together: 2 per page over the rep's members whose names start with a letter run.
    const p1 = await page('/get-agent-members', s.rep, { search: 'p', limit: 1 });
    expect(p1.result).toHaveLength(1);
    if (p1.total > 1) expect(p1.next).not.toBeNull();
  });

  it('refuses a damaged or foreign cursor with a clear message, and limits out of range', async () => {
    const first = await page('/get-agent-members', s.rep, { limit: 2 });
    const cursor = first.next!;
    const flipped = `${cursor.slice(0, 20)}${cursor[20] === 'A' ? 'B' : 'A'}${cursor.slice(21)}`;
    for (const bad of [
      flipped,
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      Buffer.from('["Morgan","Pat",1]').toString('base64url'),
    ]) {
      const res = await call(app, 'GET', `/get-agent-members?after=${bad}`, s.rep);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().data).toEqual([{ target_element: 'after', error_message: MEMBER_LIST_MESSAGES.badCursor }]);
    }
    for (const query of [
      'after=not%2Bbase64',
      'after=',
      'limit=0',
      'limit=201',
      'limit=x',
      `search=${'a'.repeat(101)}`,
    ]) {
      const res = await call(app, 'GET', `/get-agent-members?${query}`, s.rep);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().status).toBe('error');
    }
    // A cursor is opaque: the names it marks the place with are not readable in it.
    expect(Buffer.from(cursor, 'base64url').toString('latin1')).not.toMatch(/Brooks|Morgan|Nguyen|Patel|Rivera/);
  });
});
