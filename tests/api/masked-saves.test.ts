import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../schemas/messages';
import { readStep } from '../../server/repositories/enrollments';
import { openSealed } from '../../server/services/step-crypto';
import { allNo } from '../helpers/health';
import { completableEnrollment, PERSON } from '../helpers/review';
import { enrollmentWithCart, errorMap, openWizardApp, type WizardClient } from '../helpers/wizard';

/**
 * Security review: the browser only sees '***-**-1234', so a save carrying that mask means
 * "unchanged" (the stored SSN is kept, checked here by opening the database's sealed value with the
 * server's key); a full value replaces it; a mask standing for no stored SSN is a field error.
 */

let app: FastifyInstance;
let token: string;
let api: WizardClient;
beforeAll(async () => ({ app, token, api } = await openWizardApp()));
afterAll(async () => app.close());

const PREMIER = 123;
const MASK = '***-**-6789';
const FULL_SSN_ERROR = MESSAGES.fullSsnRequired;

/** A person as a stored tab holds it: the step's fields, the SSN among them. */
interface StoredPerson {
  ssn: string;
  primary_info: { ssn: string };
}

/** The parts of a stored tab these tests read (which parts exist depends on the tab). */
interface StoredTab {
  ssn: string;
  beneficiaries: StoredPerson[];
  dependents: StoredPerson[];
  stashed_spouse: StoredPerson;
}

/** A tab's record as the database holds it, opened with the server's key (the draft of a save for later laid over). */
async function stored(id: string, tab: string): Promise<StoredTab> {
  return openSealed(await readStep(app.db, id, tab, { withDraft: true }), app.config.encryptionKey) as StoredTab;
}

const beneficiary = (first: string, pct: string, ssn: string, extra: object = {}) => ({
  first_name: first,
  last_name: 'Diaz',
  birthdate: '02/03/2001',
  ssn,
  relationship: 'Child',
  beneficiary_percentage: pct,
  ...extra,
});
const dependent = (first: string, relationship: 'spouse' | 'child', ssn: string, extra: object = {}) => ({
  primary_info: {
    first_name: first,
    last_name: 'Diaz',
    birthdate: '02/03/2012',
    ssn,
    relationship,
    gender: '1',
    ...extra,
  },
});
const answered = (d: ReturnType<typeof dependent>) => ({ ...d, health_info: allNo() });

async function temp(id: string, column: string) {
  return (await api.get(`/get-enrollment-temp-info?enrollment_id=${id}&column=${column}`)).json().data.result;
}

describe('personal information', () => {
  it('keeps the stored SSN for its mask, through to a completed enrollment', async () => {
    const id = await completableEnrollment(app, token);
    const res = await api.post('/save-personal-info', { enrollment_id: id, ...PERSON, first_name: 'Anna', ssn: MASK });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(id, 'primary_info')).toMatchObject({ first_name: 'Anna', ssn: '123456789' });
    expect((await api.post('/save-review-info', { enrollment_id: id, first_enroll: 1 })).statusCode).toBe(200);
  });

  it('replaces it with a new full value', async () => {
    const id = await completableEnrollment(app, token);
    expect(
      (await api.post('/save-personal-info', { enrollment_id: id, ...PERSON, ssn: '987-65-4321' })).statusCode,
    ).toBe(200);
    expect((await stored(id, 'primary_info')).ssn).toBe('987654321');
    expect((await temp(id, 'primary_info')).ssn).toBe('***-**-4321');
  });

  it('refuses a mask with no stored SSN, or one whose last four differ', async () => {
    const fresh = await enrollmentWithCart(app);
    expect(errorMap(await api.post('/save-personal-info', { enrollment_id: fresh, ...PERSON, ssn: MASK }))).toEqual({
      ssn: FULL_SSN_ERROR,
    });
    const id = await completableEnrollment(app, token);
    expect(
      errorMap(await api.post('/save-personal-info', { enrollment_id: id, ...PERSON, ssn: '***-**-0000' })),
    ).toEqual({ ssn: FULL_SSN_ERROR });
    expect((await stored(id, 'primary_info')).ssn).toBe('123456789');
  });

  it('save for later keeps it too, and refuses a mask standing for nothing', async () => {
    const id = await completableEnrollment(app, token);
    const later = (data: object) =>
      api.post('/save-enrollment', { enrollment_id: id, email: 'ana@mail.com', tab: 'primary_info', data });
    expect((await later({ first_name: 'Anna', ssn: MASK })).statusCode).toBe(200);
    expect(await stored(id, 'primary_info')).toMatchObject({ first_name: 'Anna', ssn: '123456789' });
    expect(errorMap(await later({ ssn: '***-**-1111' }))).toEqual({ ssn: FULL_SSN_ERROR });
  });
});

describe('beneficiaries', () => {
  it('keep their stored SSNs when the list read back is saved unchanged, matched by beneficiary_id', async () => {
    const id = await enrollmentWithCart(app, [131]);
    const first = [beneficiary('Sam', '60', '321-54-9876'), beneficiary('Ada', '40', '321549877')];
    expect((await api.post('/save-beneficiary-info', { enrollment_id: id, beneficiaries: first })).statusCode).toBe(
      200,
    );
    const list = (await temp(id, 'benificiary_info')).beneficiaries as Array<Record<string, unknown>>;
    expect(list.map((b) => b.ssn)).toEqual(['***-**-9876', '***-**-9877']);
    // Sam removed: Ada, the second, keeps hers by her id.
    const res = await api.post('/save-beneficiary-info', {
      enrollment_id: id,
      beneficiaries: [{ ...list[1], beneficiary_percentage: '100' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored(id, 'benificiary_info')).beneficiaries).toEqual([
      expect.objectContaining({ first_name: 'Ada', ssn: '321549877', beneficiary_id: 2 }),
    ]);
    const swapped = await api.post('/save-beneficiary-info', {
      enrollment_id: id,
      beneficiaries: [{ ...list[1], ssn: '***-**-9876', beneficiary_percentage: '100' }],
    });
    expect(errorMap(swapped)).toEqual({ 'beneficiaries.0.ssn': FULL_SSN_ERROR });
  });

  it('validate-single-beneficiary accepts the mask of the edited beneficiary only', async () => {
    const id = await enrollmentWithCart(app, [131]);
    await api.post('/save-beneficiary-info', {
      enrollment_id: id,
      beneficiaries: [beneficiary('Sam', '100', '321-54-9876')],
    });
    const check = (body: object) => api.post('/validate-single-beneficiary', { enrollment_id: id, ...body });
    expect((await check(beneficiary('Sam', '100', '***-**-9876', { beneficiary_id: 1 }))).statusCode).toBe(200);
    expect(errorMap(await check(beneficiary('Sam', '100', '***-**-1234', { beneficiary_id: 1 })))).toEqual({
      ssn: FULL_SSN_ERROR,
    });
    expect(errorMap(await api.post('/validate-single-beneficiary', beneficiary('Sam', '100', '***-**-9876')))).toEqual({
      ssn: FULL_SSN_ERROR,
    });
  });

  it('save for later keeps them', async () => {
    const id = await enrollmentWithCart(app, [131]);
    await api.post('/save-beneficiary-info', {
      enrollment_id: id,
      beneficiaries: [beneficiary('Sam', '100', '321-54-9876')],
    });
    const list = (await temp(id, 'benificiary_info')).beneficiaries;
    expect(
      (
        await api.post('/save-enrollment', {
          enrollment_id: id,
          email: 'ana@mail.com',
          tab: 'benificiary_info',
          data: { beneficiaries: list },
        })
      ).statusCode,
    ).toBe(200);
    expect((await stored(id, 'benificiary_info')).beneficiaries[0]?.ssn).toBe('321549876');
  });
});

describe('dependents', () => {
  it('keep their stored SSNs by dependent_id in every save; a new one needs the full SSN', async () => {
    const id = await enrollmentWithCart(app, [], { tier: 'IF' });
    await api.post('/save-dependent-info', {
      enrollment_id: id,
      dependents: [dependent('Ann', 'spouse', '401-22-3333'), dependent('Leo', 'child', '401223334')],
    });
    const list = (await temp(id, 'dependent_info')).dependents as Array<ReturnType<typeof dependent>>;
    expect(list.map((d) => d.primary_info.ssn)).toEqual(['***-**-3333', '***-**-3334']);

    expect((await api.post('/validate-single-dependent', { enrollment_id: id, ...list[1] })).statusCode).toBe(200);
    expect((await api.post('/save-dependent-info', { enrollment_id: id, dependents: list })).statusCode).toBe(200);
    expect((await stored(id, 'dependent_info')).dependents.map((d) => d.primary_info.ssn)).toEqual([
      '401223333',
      '401223334',
    ]);
    expect(
      (await api.post('/save-dependent-info-to-temp', { enrollment_id: id, dependents: [list[1]!, list[0]!] }))
        .statusCode,
    ).toBe(200);
    expect((await stored(id, 'dependent_info')).dependents.map((d) => d.primary_info.ssn)).toEqual([
      '401223334',
      '401223333',
    ]);

    const stranger = dependent('Mia', 'child', '***-**-3334');
    expect(errorMap(await api.post('/validate-single-dependent', { enrollment_id: id, ...stranger }))).toEqual({
      'primary_info.ssn': FULL_SSN_ERROR,
    });
    expect(
      errorMap(await api.post('/save-dependent-info', { enrollment_id: id, dependents: [...list, stranger] })),
    ).toEqual({ 'dependents.2.primary_info.ssn': FULL_SSN_ERROR });
    const later = await api.post('/save-enrollment', {
      enrollment_id: id,
      email: 'ana@mail.com',
      tab: 'dependent_info',
      data: { dependents: [...list, stranger] },
    });
    expect(errorMap(later)).toEqual({ 'dependents.2.primary_info.ssn': `Dependent #3 ${FULL_SSN_ERROR}` });
  });

  it('a stashed spouse keeps the SSN on file, moved in or out of the list', async () => {
    const id = await enrollmentWithCart(app, [PREMIER], { tier: 'IF' });
    const kid = answered(dependent('Kid', 'child', '401-22-3334', { dependent_id: 1 }));
    const ann = answered(dependent('Ann', 'spouse', '555-66-7777', { dependent_id: 2 }));
    await api.post('/save-dependent-info-to-temp', { enrollment_id: id, dependents: [kid, ann] });
    const list = (await temp(id, 'dependent_info')).dependents.map((d: object) => ({ ...d, health_info: allNo() }));
    // The spouse question answered No: Ann, read back masked, is set aside.
    const res = await api.post('/save-dependent-info-to-temp', {
      enrollment_id: id,
      dependents: [list[0]],
      stashed_spouse: list[1],
    });
    expect(res.statusCode, res.body).toBe(200);
    const record = await stored(id, 'dependent_info');
    expect(record.stashed_spouse.primary_info.ssn).toBe('555667777');
    // And Yes again: back in the list from the stash.
    const stash = { ...(await temp(id, 'dependent_info')).stashed_spouse, health_info: allNo() };
    expect(
      (await api.post('/save-dependent-info-to-temp', { enrollment_id: id, dependents: [list[0], stash] })).statusCode,
    ).toBe(200);
    expect((await stored(id, 'dependent_info')).dependents.map((d) => d.primary_info.ssn)).toEqual([
      '401223334',
      '555667777',
    ]);
  });
});
