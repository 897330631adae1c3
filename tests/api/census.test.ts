import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { CENSUS_COLUMNS } from '../../schemas/api/census';
import { members, policies } from '../../server/db/schema';
import { storefrontKeyOf } from '../../server/domain/storefront-key';
import { buildTestApp } from '../helpers/build-app';
import { exportCensus, fileOf, jobOf, startCensus } from '../helpers/census-export';
import { completableEnrollment, PERSON } from '../helpers/review';
import { wizardClient } from '../helpers/wizard';
import { call, homeSessions } from './homes-helpers';

/** RFC 4180 reading (quoted cells, doubled quotes, CRLF), enough to prove what a spreadsheet sees. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else {
      cell += ch;
    }
  }
  return rows;
}

let app: FastifyInstance;
let sessions: Awaited<ReturnType<typeof homeSessions>>;
let policyId: number;
/** The subscriber id of the completed enrollment's rows: its person's member user id in the group's book. */
let subscriberId: string;

beforeAll(async () => {
  app = await buildTestApp();
  sessions = await homeSessions(app);
  // The group administrator's storefront enrolls a family (spouse and child) in dental for group 2001.
  const signedIn = (
    await call(app, 'POST', '/group-sign-in', undefined, {
      email: 'hr@acme.example.com',
      password: 'demo-group-pass',
    })
  ).json().data as { agent_id: number; group_id: number; portal_id: number; token: string };
  const scope = {
    kind: 'group',
    agent_id: signedIn.agent_id,
    group_id: signedIn.group_id,
    portal_id: signedIn.portal_id,
  } as const;
  const id = await completableEnrollment(app, signedIn.token, [101], {
    eprocess: 'group',
    agentId: scope.agent_id,
    groupId: scope.group_id,
    portalId: scope.portal_id,
    storefront: storefrontKeyOf(scope),
    tier: 'IF',
  });
  const api = wizardClient(app, signedIn.token);
  const dependent = (first: string, relationship: 'spouse' | 'child', birthdate: string, ssn: string) => ({
    primary_info: { first_name: first, last_name: 'Diaz', birthdate, ssn, relationship, gender: '1' },
  });
  const saved = await api.post('/save-dependent-info', {
    enrollment_id: id,
    dependents: [
      dependent('Luis', 'spouse', '07/14/1988', '401-22-3333'),
      dependent('-Kid', 'child', '02/03/2015', '401-22-3334'),
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const completed = await api.post('/save-review-info', { enrollment_id: id, first_enroll: 1 });
  expect(completed.statusCode, completed.body).toBe(200);
  policyId = completed.json().data.policy_id as number;
  const [linked] = await app.db
    .select({ userId: members.userId })
    .from(policies)
    .innerJoin(members, eq(members.id, policies.memberId))
    .where(eq(policies.id, policyId));
  subscriberId = linked!.userId;
  // A member on file whose name a spreadsheet would split or run: a comma, quotes, a formula.
  await app.db
    .update(members)
    .set({ lastName: 'Rivera, "Jr"', firstName: '=HYPERLINK("x")' })
    .where(eq(members.userId, 'U3002'));
});
afterAll(async () => app.close());

/** The group's census file, made by the export job (started, run by the worker, downloaded). */
const census = async (token: string) => (await exportCensus(app, token)).file;

describe('the group census export', () => {
  it('answers a UTF-8 CSV attachment with one header row and one row per covered person and plan', async () => {
    const res = await census(sessions.group);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="census-group-2001-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual([...CENSUS_COLUMNS]);
    expect(rows.every((r) => r.length === CENSUS_COLUMNS.length && r[0] === '2001')).toBe(true);

    expect(subscriberId).toMatch(/^U\d+$/);
    const family = rows.filter((r) => r[1] === subscriberId);
    expect(family.map((r) => r.slice(2, 11))).toEqual([
      [
        'Subscriber',
        PERSON.last_name,
        PERSON.first_name,
        '04/05/1990',
        'Self (18)',
        expect.any(String),
        'Dental',
        'Family',
        '01/01/2031',
      ],
      ['Spouse', 'Diaz', 'Luis', '07/14/1988', 'Spouse (01)', expect.any(String), 'Dental', 'Family', '01/01/2031'],
      ['Child', 'Diaz', "'-Kid", '02/03/2015', 'Child (19)', expect.any(String), 'Dental', 'Family', '01/01/2031'],
    ]);
    // The tier's premium stands once, on the subscriber's row, in dollars with two decimals.
    expect(family.map((r) => r[11])).toEqual([expect.stringMatching(/^\d+\.\d{2}$/), '', '']);

    // Pat Morgan (Member + Spouse, two active plans): Pat and Chris on each plan. A termed plan is left out.
    expect(rows.filter((r) => r[1] === 'U3001').map((r) => `${r[2]} ${r[4]}`)).toEqual([
      'Subscriber Pat',
      'Spouse Chris',
      'Subscriber Pat',
      'Spouse Chris',
    ]);
    expect(rows.filter((r) => r[1] === 'U3004')).toHaveLength(1);
  });

  it('quotes commas and quotes, and makes formula cells text', async () => {
    const res = await census(sessions.group);
    expect(res.body).toContain(`"'=HYPERLINK(""x"")"`);
    const alex = parseCsv(res.body.slice(1)).find((r) => r[1] === 'U3002');
    expect(alex?.slice(3, 5)).toEqual(['Rivera, "Jr"', `'=HYPERLINK("x")`]);
  });

  it('carries no SSN, neither the ones saved in the wizard nor the members on file', async () => {
    const res = await census(sessions.group);
    expect(res.body).not.toMatch(/\d{3}-?\d{2}-?\d{4}/);
    expect(res.body.toLowerCase()).not.toContain('ssn');
  });

  it('answers 401 without a sign-in and 403 for another group, a rep or a named group that is not the own', async () => {
    expect((await call(app, 'POST', '/group-census-exports')).statusCode).toBe(401);
    expect((await startCensus(app, sessions.open)).statusCode).toBe(401);
    expect((await startCensus(app, sessions.group, '?group_id=2556')).statusCode).toBe(403);
    expect((await startCensus(app, sessions.rep)).statusCode).toBe(403);
    const otherGroup = app.issueSession({
      kind: 'group',
      agent_id: 1001,
      group_id: 2556,
      portal_id: null,
      over65: false,
      signed_in: true,
    });
    const theirs = await census(otherGroup);
    expect(theirs.statusCode).toBe(200);
    expect(
      parseCsv(theirs.body.slice(1))
        .slice(1)
        .every((r) => r[0] === '2556'),
    ).toBe(true);
    expect(theirs.body).not.toContain('Morgan');
    expect((await startCensus(app, sessions.group, '?group_id=2001')).statusCode).toBe(200);
  });

  it("reads the job and its file only for the group's own administrator: another group, a rep and a shopper get 404 or 401", async () => {
    const { job } = await exportCensus(app, sessions.group);
    expect((await fileOf(app, sessions.group, job.id)).statusCode).toBe(200);
    const otherGroup = app.issueSession({
      kind: 'group',
      agent_id: 1001,
      group_id: 2556,
      portal_id: null,
      over65: false,
      signed_in: true,
    });
    for (const token of [otherGroup, sessions.rep, sessions.otherRep]) {
      expect((await jobOf(app, token, job.id)).statusCode).toBe(404);
      const file = await fileOf(app, token, job.id);
      expect(file.statusCode).toBe(404);
      expect(file.body).not.toContain('Morgan');
    }
    // A shopper's storefront session (not signed in) and no session at all: asked to sign in.
    for (const token of [sessions.open, sessions.repCode, undefined]) {
      expect((await jobOf(app, token, job.id)).statusCode).toBe(401);
      expect((await fileOf(app, token, job.id)).statusCode).toBe(401);
    }
    const theirList = await call(app, 'GET', '/export-jobs', otherGroup);
    expect((theirList.json().data.result as Array<{ id: string }>).map((j) => j.id)).not.toContain(job.id);
    const ownList = await call(app, 'GET', '/export-jobs?kind=census', sessions.group);
    expect((ownList.json().data.result as Array<{ id: string }>).map((j) => j.id)).toContain(job.id);
  });
});
