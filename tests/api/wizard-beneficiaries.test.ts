import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { INPUT_MESSAGES, MESSAGES } from '../../schemas/messages';
import { findMemberByUserId } from '../../server/repositories/members';
import {
  enrollmentWithCart,
  errorMap,
  openWizardApp,
  storedStepsText,
  UNKNOWN_ENROLLMENT,
  wizardClient,
  type WizardClient,
} from '../helpers/wizard';

let app: FastifyInstance;
let api: WizardClient;
beforeAll(async () => ({ app, api } = await openWizardApp()));
afterAll(async () => app.close());

const person = (first: string, pct: string, ssn = '321-54-9876') => ({
  first_name: first,
  last_name: 'Lee',
  birthdate: '02/03/2001',
  ssn,
  relationship: 'Child',
  beneficiary_percentage: pct,
});

const storedText = (id: string) => storedStepsText(app, id);

describe('POST /save-beneficiary-info', () => {
  it('answers each beneficiary error and the total message', async () => {
    const id = await enrollmentWithCart(app, [131]);
    const res = await api.post('/save-beneficiary-info', {
      enrollment_id: id,
      beneficiaries: [person('Sam', '60', '12'), { ...person('', '50'), relationship: 'Boss' }],
    });
    expect(res.statusCode).toBe(400);
    expect(errorMap(res)).toEqual({
      'beneficiaries.0.ssn': MESSAGES.invalidSsn,
      'beneficiaries.1.first_name': MESSAGES.fieldRequired,
      'beneficiaries.1.relationship': MESSAGES.fieldRequired,
      beneficiary_percentage: 'Your total Beneficiary Percentage is 110 and it Should not be more than 100%',
    });
  });

  it('refuses an empty list and more than three', async () => {
    const id = await enrollmentWithCart(app, [131]);
    expect(errorMap(await api.post('/save-beneficiary-info', { enrollment_id: id, beneficiaries: [] }))).toEqual({
      beneficiaries: MESSAGES.addBeneficiariesFirst,
    });
    const four = ['25', '25', '25', '25'].map((p, i) => person(`Kid${'abcd'[i]}`, p));
    expect(
      errorMap(await api.post('/save-beneficiary-info', { enrollment_id: id, beneficiaries: four })).beneficiaries,
    ).toBe(MESSAGES.maxBeneficiaries);
  });

  it('saves a list totalling 100 with SSNs encrypted, never in plain text', async () => {
    const id = await enrollmentWithCart(app, [131]);
    const res = await api.post('/save-beneficiary-info', {
      enrollment_id: id,
      beneficiaries: [person('Sam', '60', '321-54-9876'), person('Ada', '40', '321549877')],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.saved_tab).toBe('benificiary_info');
    const stored = await storedText(id);
    expect(stored).toContain('Sam');
    expect(stored).not.toMatch(/32154987[67]|321-54-987/);
    expect(stored).toMatch(/"ssn": "v1\./);
  });

  it('is refused without a session and for unknown enrollments', async () => {
    expect(
      (
        await wizardClient(app, null).post('/save-beneficiary-info', {
          enrollment_id: UNKNOWN_ENROLLMENT,
          beneficiaries: [],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await api.post('/save-beneficiary-info', {
          enrollment_id: UNKNOWN_ENROLLMENT,
          beneficiaries: [person('Sam', '100')],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await api.post('/save-beneficiary-info', { enrollment_id: UNKNOWN_ENROLLMENT, beneficiaries: 'x' })).statusCode,
    ).toBe(400);
  });
});

describe('no plaintext SSN after saving personal info', () => {
  it('stores the applicant SSN sealed', async () => {
    const id = await enrollmentWithCart(app);
    const res = await api.post('/save-personal-info', {
      enrollment_id: id,
      first_name: 'Ana',
      last_name: 'Diaz',
      marital_status: '0',
      ssn: '987-65-4321',
    });
    expect(res.statusCode).toBe(200);
    expect(await storedText(id)).not.toMatch(/987654321|987-65-4321/);
  });
});

describe('POST /validate-single-beneficiary', () => {
  it('answers success for a valid beneficiary and field errors otherwise', async () => {
    expect(
      (await api.post('/validate-single-beneficiary', { beneficiary_id: 1, ...person('Sam', '100') })).statusCode,
    ).toBe(200);
    const res = await api.post('/validate-single-beneficiary', { ...person('Sam', '0'), birthdate: '13/45/2001' });
    expect(errorMap(res)).toEqual({
      beneficiary_percentage: MESSAGES.beneficiaryPercentageRange,
      // 13/45/2001 is no date: the refusal names the month (issue 26).
      birthdate: INPUT_MESSAGES.monthOutOfRange('13'),
    });
  });
  it('uses the enrollment rules when given, 404 for an unknown one, 403 without a session', async () => {
    const id = await enrollmentWithCart(app, [131]);
    expect(
      (await api.post('/validate-single-beneficiary', { enrollment_id: id, ...person('Sam', '50') })).statusCode,
    ).toBe(200);
    expect(
      (await api.post('/validate-single-beneficiary', { enrollment_id: UNKNOWN_ENROLLMENT, ...person('Sam', '50') }))
        .statusCode,
    ).toBe(404);
    expect((await wizardClient(app, null).post('/validate-single-beneficiary', person('Sam', '50'))).statusCode).toBe(
      403,
    );
  });
});

describe('GET /get-beneficiaries-existing-user-enrollment', () => {
  it("answers an existing member's beneficiaries to the signed-in rep, SSN masked", async () => {
    const member = await findMemberByUserId(app.db, 'U3001');
    const id = await enrollmentWithCart(app, [], { memberId: member!.id, type: 'existing-member', groupId: 2001 });
    const rep = wizardClient(
      app,
      app.issueSession({ kind: 'rep', agent_id: 1001, group_id: null, portal_id: 502, over65: false, signed_in: true }),
    );
    const res = await rep.get(`/get-beneficiaries-existing-user-enrollment?enrollment_id=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.result).toEqual([
      expect.objectContaining({
        first_name: 'Chris',
        last_name: 'Morgan',
        dob: '02/17/1985',
        ssn: '***-**-6781',
        relationship: 'Spouse',
        beneficiary_percentage: '100',
      }),
    ]);
  });
  it("refuses a session that is not signed in or not the member's rep", async () => {
    const member = await findMemberByUserId(app.db, 'U3001');
    const id = await enrollmentWithCart(app, [], { memberId: member!.id, type: 'existing-member' });
    expect((await api.get(`/get-beneficiaries-existing-user-enrollment?enrollment_id=${id}`)).statusCode).toBe(403);
    // Sam Lee's own enrollment naming Jordan Avery's member: the storefront matches, the member does not.
    const samsOwn = await enrollmentWithCart(app, [], {
      memberId: member!.id,
      type: 'existing-member',
      agentId: 1002,
      portalId: 504,
    });
    const sam = wizardClient(
      app,
      app.issueSession({ kind: 'rep', agent_id: 1002, group_id: null, portal_id: 504, over65: false, signed_in: true }),
    );
    expect((await sam.get(`/get-beneficiaries-existing-user-enrollment?enrollment_id=${samsOwn}`)).statusCode).toBe(
      403,
    );
    expect((await sam.get(`/get-beneficiaries-existing-user-enrollment?enrollment_id=${id}`)).statusCode).toBe(404);
  });
  it('answers an empty list for a new member', async () => {
    const id = await enrollmentWithCart(app);
    expect(
      (await api.get(`/get-beneficiaries-existing-user-enrollment?enrollment_id=${id}`)).json().data.result,
    ).toEqual([]);
  });
});
