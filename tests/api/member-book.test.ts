import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { members } from '../../server/db/schema';
import { completeInOneStatement, readForCompletion } from '../../server/repositories/completion';
import { findEnrollment, type NewEnrollment } from '../../server/repositories/enrollments';
import { policyOfEnrollment } from '../../server/repositories/policies';
import { storefrontKeyOf, type StorefrontScope } from '../../server/domain/storefront-key';
import { buildTestApp } from '../helpers/build-app';
import { CONTACT, completableEnrollment, PERSON } from '../helpers/review';
import { wizardClient } from '../helpers/wizard';
import { call, homeSessions } from './homes-helpers';

/**
 * A completed enrollment puts its person in the enroller's book (issue 26, item 6): the member is
 * made on the first enrollment; the next of the same person (same birth date and SSN) joins that
 * member instead of adding one, and the signed-in rep's enrollment of a current member updates their
 * details; shown only to the signed-in rep or group administrator whose book it is.
 */

interface Row {
  name: string;
  user_id: string;
  email: string;
  ssn: string;
  dob: string;
  policy_id: number | null;
  group_info: { group_id: number | null };
  plan_info: { plan: number; plan_status: string }[];
}

interface Person {
  first: string;
  last: string;
  ssn: string;
  email: string;
  /** yyyy-mm-dd, the filter's birth date. */
  dob: string;
}

let app: FastifyInstance;
let s: Awaited<ReturnType<typeof homeSessions>>;
beforeAll(async () => {
  app = await buildTestApp();
  s = await homeSessions(app);
});
afterAll(async () => app.close());

/** A storefront's session as its code gives it: Jordan's (AG1001) or Acme's (GRP2001). */
async function storefront(path: string): Promise<{ token: string; scope: StorefrontScope }> {
  const data = (await call(app, 'GET', path)).json().data;
  const kind = path.includes('group') ? 'group' : 'rep';
  return {
    token: data.token as string,
    scope: { kind, agent_id: data.agent_id, group_id: data.group_id ?? null, portal_id: data.portal_id },
  };
}

type Storefront = { token: string; scope: StorefrontScope };

/** A shopper on the storefront enrolls `who` in plan 101 (every step saved, review completed); answers the policy id. */
async function enroll(on: Storefront, who: Person, planIds = [101]): Promise<number> {
  return complete(on, await prepare(on, who, planIds));
}

/** The review's Complete Enrollment; answers the policy id. */
async function complete(on: Storefront, id: string): Promise<number> {
  const done = await wizardClient(app, on.token).post('/save-review-info', { enrollment_id: id, first_enroll: 1 });
  expect(done.statusCode, done.body).toBe(200);
  return done.json().data.policy_id as number;
}

/** Every step of `who`'s enrollment saved, up to the review. */
async function prepare(
  on: Storefront,
  who: Person,
  planIds = [101],
  values: Partial<NewEnrollment> = {},
): Promise<string> {
  const id = await completableEnrollment(app, on.token, planIds, {
    storefront: storefrontKeyOf(on.scope),
    agentId: on.scope.agent_id,
    groupId: on.scope.group_id,
    portalId: on.scope.portal_id,
    dob: who.dob,
    ...values,
  });
  const api = wizardClient(app, on.token);
  const personal = { enrollment_id: id, ...PERSON, first_name: who.first, last_name: who.last, ssn: who.ssn };
  expect((await api.post('/save-personal-info', personal)).statusCode).toBe(200);
  expect(
    (await api.post('/save-contact-info', { enrollment_id: id, ...CONTACT, email_address: who.email })).statusCode,
  ).toBe(200);
  return id;
}

async function book(token: string, path = '/get-agent-members'): Promise<Row[]> {
  const res = await call(app, 'GET', path, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.result as Row[];
}

const named = (rows: Row[], name: string) => rows.filter((r) => r.name === name);

describe("a completed enrollment in the enroller's book", () => {
  it("a shopper on Jordan's storefront becomes Jordan's member, with the plan and the SSN masked; no other rep or group sees them", async () => {
    const jordan = await storefront('/validate-agent?agent_code=AG1001');
    const who = { first: 'Nadia', last: 'Okonkwo', ssn: '512-34-7788', email: 'nadia@mail.com', dob: '1988-02-11' };
    const policyId = await enroll(jordan, who);

    const rows = named(await book(s.rep), 'Nadia Okonkwo');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: 'nadia@mail.com',
      ssn: '***-**-7788',
      dob: '02/11/1988',
      policy_id: policyId,
      group_info: { group_id: null },
      plan_info: [{ plan: 101, plan_status: 'ACTIVE' }],
    });
    expect(rows[0]!.user_id).toMatch(/^U\d+$/);
    // The member is the signed-in rep's to open, and nobody else's.
    expect((await call(app, 'GET', `/get-member-info?user_id=${rows[0]!.user_id}`, s.rep)).statusCode).toBe(200);
    expect(named(await book(s.otherRep), 'Nadia Okonkwo')).toHaveLength(0);
    expect(named(await book(s.group, '/get-group-users'), 'Nadia Okonkwo')).toHaveLength(0);
    expect((await call(app, 'GET', `/get-member-info?user_id=${rows[0]!.user_id}`, s.otherRep)).statusCode).toBe(403);
    // The access code alone reads no member data.
    expect((await call(app, 'GET', '/get-agent-members', jordan.token)).statusCode).toBe(403);
  });

  it('a second enrollment of the same person joins their member (one row, both plans) and keeps the details on file', async () => {
    const jordan = await storefront('/validate-agent?agent_code=AG1001');
    const who = { first: 'Imre', last: 'Szabo', ssn: '523-45-1122', email: 'imre@mail.com', dob: '1979-09-30' };
    await enroll(jordan, who);
    const [first] = named(await book(s.rep), 'Imre Szabo');
    // A shopper who knows the SSN and birth date must not redirect the member's mail.
    const again = await enroll(jordan, { ...who, email: 'someone.else@mail.com' }, [111]);

    const rows = named(await book(s.rep), 'Imre Szabo');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: first!.user_id, email: 'imre@mail.com', policy_id: again });
    expect(rows[0]!.plan_info.map((p) => p.plan).sort()).toEqual([101, 111]);
  });

  it("the signed-in rep's enrollment of a current member updates that member's record", async () => {
    const jordan = await storefront('/validate-agent?agent_code=AG1001');
    const [on] = await app.db.select().from(members).where(eq(members.userId, 'U3005'));
    const who = {
      first: on!.firstName,
      last: on!.lastName,
      ssn: '578-90-6677',
      email: 'new.mail@mail.com',
      dob: on!.dob,
    };
    const id = await prepare({ token: s.rep, scope: jordan.scope }, who, [111], {
      memberId: on!.id,
      type: 'existing-member',
    });
    await complete({ token: s.rep, scope: jordan.scope }, id);
    const rows = named(await book(s.rep), `${on!.firstName} ${on!.lastName}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: 'U3005', email: 'new.mail@mail.com' });
    expect(rows[0]!.plan_info.map((p) => p.plan)).toContain(111);
  });

  it('two completions of the same person at once still give one member', async () => {
    const jordan = await storefront('/validate-agent?agent_code=AG1001');
    const who = { first: 'Tomas', last: 'Ruiz', ssn: '567-89-5566', email: 'tomas@mail.com', dob: '1990-03-03' };
    const [a, b] = [await prepare(jordan, who), await prepare(jordan, who, [111])];
    await Promise.all([complete(jordan, a), complete(jordan, b)]);
    expect(named(await book(s.rep), 'Tomas Ruiz')).toHaveLength(1);
  });

  it('a completion whose read of the book day went stale (the same person added meanwhile) writes nothing; the next completion joins that member', async () => {
    const jordan = await storefront('/validate-agent?agent_code=AG1001');
    const who = { first: 'Ines', last: 'Moreau', ssn: '589-01-7788', email: 'ines@mail.com', dob: '1991-07-07' };
    const [a, b] = [await prepare(jordan, who), await prepare(jordan, who, [111])];
    const day = {
      book: { agentId: jordan.scope.agent_id!, groupId: null, portalId: jordan.scope.portal_id },
      dob: who.dob,
    };
    // b's read of the day, then a completes (adding Ines, raising the day's version) before b's statement.
    const read = await readForCompletion(app.db, day);
    expect(read.born).toEqual([]);
    const first = await complete(jordan, a);
    const enrollment = await findEnrollment(app.db, b);
    const person = {
      firstName: who.first,
      middleName: null,
      lastName: who.last,
      dob: who.dob,
      gender: null,
      email: who.email,
    };
    const stale = await completeInOneStatement(app.db, {
      enrollment: enrollment!,
      effectiveDate: enrollment!.effectiveDate!,
      reviewRecord: {},
      policyId: read.policyId,
      book: {
        kind: 'add',
        memberId: read.newMemberId!,
        book: day.book,
        person: { ...person, phone: null, address1: null, address2: null, city: null, state: null, zip: null },
        ssnEncrypted: 'v1.not-written',
        dayVersion: read.dayVersion,
      },
      mails: [],
    });
    expect(stale).toEqual({ outcome: 'stale' });
    expect(await policyOfEnrollment(app.db, b)).toBeNull();
    expect((await findEnrollment(app.db, b))?.status).not.toBe('completed');
    expect(await app.db.select().from(members).where(eq(members.id, read.newMemberId!))).toEqual([]);
    // Through the review, b now joins the member a added.
    const second = await complete(jordan, b);
    const rows = named(await book(s.rep), 'Ines Moreau');
    expect(rows).toHaveLength(1);
    expect([first, second]).toContain(rows[0]!.policy_id);
    expect(rows[0]!.plan_info.map((p) => p.plan).sort()).toEqual([101, 111]);
  });

  it('the same name with another SSN is another person: the seeded Pat Morgan stays one row, the new one is added', async () => {
    const jordan = await storefront('/validate-agent?agent_code=AG1001');
    await enroll(jordan, {
      first: 'Pat',
      last: 'Morgan',
      ssn: '534-56-2233',
      email: 'pat2@mail.com',
      dob: '1986-04-12',
    });
    const pats = named(await book(s.rep), 'Pat Morgan');
    expect(pats).toHaveLength(2);
    expect(pats.find((p) => p.user_id === 'U3001')?.email).not.toBe('pat2@mail.com');
  });

  it("an Acme employee's enrollment is in Acme's book (and its rep Jordan's), never in another rep's", async () => {
    const acme = await storefront('/validate-group?group_code=GRP2001');
    const who = { first: 'Lena', last: 'Varga', ssn: '545-67-3344', email: 'lena@mail.com', dob: '1992-06-18' };
    await enroll(acme, who);

    const inGroup = named(await book(s.group, '/get-group-users'), 'Lena Varga');
    expect(inGroup).toHaveLength(1);
    expect(inGroup[0]).toMatchObject({ group_info: { group_id: 2001 }, ssn: '***-**-3344' });
    expect(named(await book(s.rep), 'Lena Varga')).toHaveLength(1);
    expect(named(await book(s.otherRep), 'Lena Varga')).toHaveLength(0);
  });

  it("the same person enrolled by another rep is that rep's member: each book keeps its own", async () => {
    const jordan = await storefront('/validate-agent?agent_code=AG1001');
    const sam = await storefront('/validate-agent?agent_code=AG1002');
    const who = { first: 'Omar', last: 'Haddad', ssn: '556-78-4455', email: 'omar@mail.com', dob: '1983-12-01' };
    await enroll(jordan, who);
    await enroll(sam, who);
    const inJordans = named(await book(s.rep), 'Omar Haddad');
    const inSams = named(await book(s.otherRep), 'Omar Haddad');
    expect(inJordans).toHaveLength(1);
    expect(inSams).toHaveLength(1);
    expect(inSams[0]!.user_id).not.toBe(inJordans[0]!.user_id);
  });
});
