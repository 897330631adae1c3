import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../helpers/build-app';
import { enrollments } from '../../server/db/schema';
import { writeStep } from '../../server/repositories/enrollments';
import { encryptField } from '../../server/services/field-crypto';
import { call, homeSessions } from './homes-helpers';

const welcome = { zip: '30301', dob: '04/12/1986', gender: '1', tier: 'IO' };

describe('filters', () => {
  let app: FastifyInstance;
  let s: Awaited<ReturnType<typeof homeSessions>>;
  beforeAll(async () => {
    app = await buildTestApp();
    s = await homeSessions(app);
  });
  afterAll(async () => app.close());

  const rowOf = async (id: string) => (await app.db.select().from(enrollments).where(eq(enrollments.id, id)))[0]!;
  const newFilter = (token: string | undefined, body: object) =>
    call(app, 'POST', '/add-filter-for-new-user', token, body);

  describe('POST /add-filter-for-new-user', () => {
    it('creates a temporary enrollment with ids from the session and the state from the zip', async () => {
      const res = await newFilter(s.open, { ...welcome, eprocess: 'applicant', open_type: 'user', unknown_field: 'x' });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.temp_enrollment_id).toMatch(/^[0-9a-f]{32}$/);
      expect(data).toMatchObject({ tier: 'IO', state: 'GA' });
      const row = await rowOf(data.temp_enrollment_id);
      expect(row).toMatchObject({
        zip: '30301',
        state: 'GA',
        dob: '1986-04-12',
        gender: 1,
        tier: 'IO',
        eprocess: 'applicant',
        type: 'new-member',
        agentId: 1000,
        portalId: 501,
      });
    });

    it('derives the tier of the quote form from spouse and children and keeps categories and income', async () => {
      const res = await newFilter(s.open, {
        zip: '10001',
        dob: '01/01/1980',
        gender: '0',
        spouse_dop: '02/02/1981',
        child_num: 2,
        categories: 'DENTAL',
        coverage: 'LOW_COST',
        annual_incode: 52000,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ tier: 'IF', state: 'NY' });
      const row = await rowOf(res.json().data.temp_enrollment_id);
      expect(row).toMatchObject({
        categories: ['DENTAL'],
        coverage: 'LOW_COST',
        annualIncode: 52000,
        spouseDob: '1981-02-02',
        childNum: 2,
      });
      const spouseOnly = await newFilter(s.open, {
        zip: '10001',
        dob: '01/01/1980',
        gender: '0',
        spouse_dop: '02/02/1981',
        child_num: 0,
      });
      expect(spouseOnly.json().data.tier).toBe('IS');
    });

    it('answers each invalid field with the spec message, as a 400 envelope', async () => {
      const res = await newFilter(s.open, { zip: '123', dob: '01/01/2015', gender: '', tier: 'XX' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error' });
      expect(res.json().data).toEqual([
        { target_element: 'zip', error_message: 'Invalid Zip code' },
        { target_element: 'gender', error_message: 'Field is required' },
        { target_element: 'tier', error_message: 'Field is required' },
        { target_element: 'dob', error_message: 'Age must be between 18 and 100 years.' },
      ]);
      const empty = await newFilter(s.open, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().data.map((e: { target_element: string }) => e.target_element)).toEqual([
        'zip',
        'gender',
        'tier',
        'dob',
      ]);
    });

    it('refuses the zip service failures 00000 and an unassigned zip', async () => {
      for (const zip of ['00000', '99999']) {
        const res = await newFilter(s.open, { ...welcome, zip });
        expect(res.statusCode, zip).toBe(400);
        expect(res.json().data).toEqual([{ target_element: 'zip', error_message: 'Invalid Zip code' }]);
      }
    });

    it('refuses a missing session and ids, groups, portals or processes the session does not own', async () => {
      expect((await newFilter(undefined, welcome)).statusCode).toBe(403);
      expect((await newFilter(s.open, { ...welcome, agent_id: 1001 })).statusCode).toBe(403);
      expect((await newFilter(s.open, { ...welcome, eprocess: 'rep' })).statusCode).toBe(403);
      // The access code opens the rep's storefront, not the broker's verification: that needs the rep signed in.
      expect((await newFilter(s.repCode, { ...welcome, eprocess: 'rep' })).statusCode).toBe(403);
      expect((await newFilter(s.repCode, { ...welcome, group_id: 2003 })).statusCode).toBe(403);
      expect((await newFilter(s.repCode, { ...welcome, platform_group_id: 504 })).statusCode).toBe(403);
    });

    it("lets a signed-in rep pick one of the rep's own groups and portals and enroll as broker", async () => {
      const res = await newFilter(s.rep, { ...welcome, eprocess: 'rep', group_id: 2001, platform_group_id: 503 });
      expect(res.statusCode).toBe(200);
      expect(await rowOf(res.json().data.temp_enrollment_id)).toMatchObject({
        agentId: 1001,
        groupId: 2001,
        portalId: 503,
        type: 'new-group-member',
        eprocess: 'rep',
      });
    });
  });

  describe('POST /add-filter-for-existing-user and /add-filter-for-member', () => {
    it('creates an existing-member enrollment for the signed-in rep', async () => {
      const res = await call(app, 'POST', '/add-filter-for-existing-user', s.rep, {
        user_id: 'U3004',
        tier: 'IS',
        eprocess: 'rep',
        open_type: 'agent',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ tier: 'IS', portal_id: 503 });
      expect(await rowOf(res.json().data.temp_enrollment_id)).toMatchObject({
        type: 'existing-member',
        tier: 'IS',
        agentId: 1001,
        groupId: 2001,
      });
    });

    it('lets the group administrator enroll a member of the group only', async () => {
      expect(
        (await call(app, 'POST', '/add-filter-for-existing-user', s.group, { user_id: 'U3002', tier: 'IO' }))
          .statusCode,
      ).toBe(200);
      expect(
        (await call(app, 'POST', '/add-filter-for-existing-user', s.group, { user_id: 'U3010', tier: 'IO' }))
          .statusCode,
      ).toBe(403);
    });

    it("refuses a code-only or missing session, another rep's member and an unknown user alike", async () => {
      for (const [token, user] of [
        [s.repCode, 'U3001'],
        [undefined, 'U3001'],
        [s.otherRep, 'U3001'],
        [s.rep, 'U3013'],
        [s.rep, 'U9999'],
      ] as const) {
        const res = await call(app, 'POST', '/add-filter-for-existing-user', token, { user_id: user, tier: 'IO' });
        expect(res.statusCode, `${user}`).toBe(403);
        expect(res.json().status).toBe('error');
      }
    });

    it("says 'Please choose a tier' without a tier and names bad input", async () => {
      const res = await call(app, 'POST', '/add-filter-for-existing-user', s.rep, { user_id: 'U3001' });
      expect(res.statusCode).toBe(400);
      expect(res.json().data).toEqual([{ target_element: 'tier', error_message: 'Please choose a tier' }]);
      const bad = await call(app, 'POST', '/add-filter-for-member', s.rep, { user_id: 'U 1; drop', tier: 'IO' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().data[0].target_element).toBe('user_id');
    });

    it('creates a member-home enrollment for U3001 with the portal', async () => {
      const res = await call(app, 'POST', '/add-filter-for-member', s.group, { user_id: 'U3001', tier: 'IO' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ tier: 'IO', portal_id: 503 });
      expect(
        (await call(app, 'POST', '/add-filter-for-member', s.open, { user_id: 'U3001', tier: 'IO' })).statusCode,
      ).toBe(403);
    });
  });

  describe('updates of a temporary enrollment', () => {
    let id: string;
    beforeAll(async () => {
      id = (await newFilter(s.repCode, welcome)).json().data.temp_enrollment_id;
    });

    it('PUT /change-filter-info drops empties and updates the rest', async () => {
      const res = await call(app, 'PUT', `/change-filter-info/${id}`, s.repCode, {
        zip: '10001',
        dob: '',
        gender: '',
        tier: 'IC',
        is_smoker: '1',
        annual_incode: '',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.result).toMatchObject({
        zip: '10001',
        state: 'NY',
        dob: '04/12/1986',
        gender: 1,
        tier: 'IC',
        is_smoker: 1,
        annual_incode: null,
      });
      expect(await rowOf(id)).toMatchObject({ zip: '10001', dob: '1986-04-12', tier: 'IC', isSmoker: 1 });
    });

    it('PUT /change-filter-info names invalid fields and refuses unknown ids and foreign groups', async () => {
      const res = await call(app, 'PUT', `/change-filter-info/${id}`, s.repCode, {
        zip: '00000',
        dob: '02/31/1990',
        is_smoker: '5',
      });
      expect(res.statusCode).toBe(400);
      expect(
        res
          .json()
          .data.map((e: { target_element: string }) => e.target_element)
          .sort(),
      ).toEqual(['dob', 'is_smoker', 'zip']);
      expect(
        (await call(app, 'PUT', `/change-filter-info/${'0'.repeat(32)}`, s.repCode, { tier: 'IO' })).statusCode,
      ).toBe(404);
      expect((await call(app, 'PUT', `/change-filter-info/${id}`, undefined, { tier: 'IO' })).statusCode).toBe(403);
      expect((await call(app, 'PUT', `/change-filter-info/${id}`, s.repCode, { group_id: 2003 })).statusCode).toBe(403);
      expect((await call(app, 'PUT', `/change-filter-info/${id}`, s.repCode, { user_id: 'U3001' })).statusCode).toBe(
        403,
      );
    });

    it('stores and reads dependents, and update-tier-info derives the tier', async () => {
      const stored = await call(app, 'POST', '/store-temp-dependent-info', s.repCode, {
        enrollment_id: id,
        no_of_children: 2,
        dep_dob: '03/03/1985',
      });
      expect(stored.statusCode).toBe(200);
      const read = await call(app, 'GET', `/get-temp-dependent-info?enrollment_id=${id}`, s.repCode);
      expect(read.json().data).toMatchObject({ spouse_dob: '03/03/1985', no_of_children: 2 });
      const tier = await call(app, 'POST', '/update-tier-info', s.repCode, {
        enrollment_id: id,
        plan_id: 101,
        no_of_children: 1,
      });
      expect(tier.json().data).toMatchObject({ tier: 'IC', no_of_children: 1, spouse_dob: null });
      const bad = await call(app, 'POST', '/store-temp-dependent-info', s.repCode, {
        enrollment_id: id,
        no_of_children: 'x',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().data[0].target_element).toBe('no_of_children');
    });

    it("POST /update-filter-portal accepts only the session rep's portals and groups", async () => {
      const ok = await call(app, 'POST', '/update-filter-portal', s.repCode, {
        enrollment_id: id,
        group_id: null,
        platform_group_id: 503,
      });
      expect(ok.statusCode).toBe(200);
      expect(await rowOf(id)).toMatchObject({ portalId: 503, groupId: null, type: 'new-member' });
      const group = await call(app, 'POST', '/update-filter-portal', s.repCode, {
        enrollment_id: id,
        group_id: 2556,
        platform_group_id: 503,
      });
      expect(group.json().data).toEqual({ portal_id: 503, group_id: 2556 });
      expect(
        (await call(app, 'POST', '/update-filter-portal', s.repCode, { enrollment_id: id, platform_group_id: 504 }))
          .statusCode,
      ).toBe(403);
      expect(
        (await call(app, 'POST', '/update-filter-portal', s.open, { enrollment_id: id, platform_group_id: 503 }))
          .statusCode,
      ).toBe(404);
      expect((await call(app, 'POST', '/update-filter-portal', s.repCode, { enrollment_id: id })).statusCode).toBe(400);
    });

    it('GET /get-enrollment-temp-info answers columns and decrypts saved step data, SSNs masked', async () => {
      const info = await call(
        app,
        'GET',
        `/get-enrollment-temp-info?enrollment_id=${id}&column=filter_info`,
        s.repCode,
      );
      // Started with the rep's access code alone: the client enrolls (and signs) as applicant.
      expect(info.json().data.result).toMatchObject({
        zip: '10001',
        tier: 'IC',
        eprocess: 'applicant',
        agent_id: 1001,
      });
      await writeStep(app.db, id, 'primary_info', {
        first_name: 'Lee',
        ssn: encryptField('123456789', app.config.encryptionKey),
      });
      const primary = await call(
        app,
        'GET',
        `/get-enrollment-temp-info?enrollment_id=${id}&column=primary_info`,
        s.repCode,
      );
      expect(primary.json().data.result).toEqual({ first_name: 'Lee', ssn: '***-**-6789' });
      expect(
        (await call(app, 'GET', `/get-enrollment-temp-info?enrollment_id=${id}&column=passwords`, s.repCode))
          .statusCode,
      ).toBe(400);
      expect(
        (await call(app, 'GET', `/get-enrollment-temp-info?enrollment_id=${'a'.repeat(32)}&column=type`, s.repCode))
          .statusCode,
      ).toBe(404);
      expect((await call(app, 'GET', `/get-enrollment-temp-info?enrollment_id=${id}&column=type`)).statusCode).toBe(
        403,
      );
      // Another storefront's session cannot read (or change) this rep's enrollment.
      expect(
        (await call(app, 'GET', `/get-enrollment-temp-info?enrollment_id=${id}&column=primary_info`, s.open))
          .statusCode,
      ).toBe(404);
      expect((await call(app, 'PUT', `/change-filter-info/${id}`, s.otherRep, { tier: 'IO' })).statusCode).toBe(404);
    });
  });

  describe('GET /validate-zip-code', () => {
    it('answers the place of a real zip and the spec message otherwise', async () => {
      const ok = await call(app, 'GET', '/validate-zip-code?zip_code=30301', s.open);
      expect(ok.json().data).toEqual({ zip_code: '30301', city: 'Atlanta', state: 'GA' });
      for (const zip of ['00000', '1234', 'abcde']) {
        const res = await call(app, 'GET', `/validate-zip-code?zip_code=${zip}`, s.open);
        expect(res.statusCode, zip).toBe(400);
        expect(res.json().data[0].error_message).toBe('Invalid Zip code');
      }
      expect((await call(app, 'GET', '/validate-zip-code?zip_code=30301')).statusCode).toBe(403);
      expect((await call(app, 'GET', '/validate-zip-code', s.open)).statusCode).toBe(400);
    });
  });
});
