import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TEMP_INFO_COLUMNS } from '../../schemas/api/filters';
import { allNo, withAnswer, yesStandard } from '../helpers/health';
import { provenClient } from '../helpers/proven-session';
import { completableEnrollment, PERSON } from '../helpers/review';
import { enrollmentWithCart, openWizardApp, putInCart, wizardClient, type WizardClient } from '../helpers/wizard';

/**
 * Security review: once saved, SSNs, account numbers and card numbers never go back to the browser
 * in full, on any read (every get-enrollment-temp-info column, every get-form-fields-*), whichever
 * session asks; health answers go back only to a session that proves the enrollment.
 */

let app: FastifyInstance;
let token: string;
let api: WizardClient;
beforeAll(async () => ({ app, token, api } = await openWizardApp()));
afterAll(async () => app.close());

const HEALTH_PLAN = 191;
const PREMIER = 123;
const BENEFICIARY_SSNS = ['321-54-9876', '321549877'];
const DEPENDENT_SSNS = ['401-22-3333', '401223334'];
const STASHED_SSN = '555-66-7777';
const CARD = '4111111111111111';
// The review helper stores this account number sealed in payment_info (in full, unlike the billing step).
const FIXTURE_ACCOUNT = '123456789';
const SECRETS = [PERSON.ssn, ...BENEFICIARY_SSNS, ...DEPENDENT_SSNS, STASHED_SSN, CARD, FIXTURE_ACCOUNT];
/** Nine-digit values that are not secrets: the routing number (a bank's public number). */
const NOT_SECRET = new Set(['021000021']);
const FORM_FIELDS = [
  'personal-info',
  'contact-info',
  'employer-info',
  'beneficiary-info',
  'dependent-primary-info',
  'billing-info',
  'agreement-info',
];
const nextYear = String(new Date().getFullYear() + 1);

const dependent = (first: string, relationship: 'spouse' | 'child', ssn: string, health: object = allNo()) => ({
  primary_info: { first_name: first, last_name: 'Diaz', birthdate: '02/03/2012', ssn, relationship, gender: '1' },
  health_info: health,
});
const beneficiary = (first: string, pct: string, ssn: string) => ({
  first_name: first,
  last_name: 'Diaz',
  birthdate: '02/03/2001',
  ssn,
  relationship: 'Child',
  beneficiary_percentage: pct,
});

/** The SSN-shaped numbers and the known secrets an answer's text holds (separators ignored). */
function leaks(text: string): string[] {
  const found = [...text.matchAll(/\b\d{3}-?\d{2}-?\d{4}\b/g)].map((m) => m[0]).filter((m) => !NOT_SECRET.has(m));
  const flat = text.replace(/[\s-]/g, '');
  return [...found, ...SECRETS.filter((s) => flat.includes(s.replace(/\D/g, '')))];
}

async function ok(client: WizardClient, path: string, body: object): Promise<void> {
  const res = await client.post(path, body);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
}

/** Every read of saved data a session can make of an enrollment: each temp-info column and each form's descriptors. */
async function everyRead(client: WizardClient, id: string): Promise<Array<[string, string]>> {
  const reads: Array<[string, string]> = [];
  for (const column of TEMP_INFO_COLUMNS) {
    const res = await client.get(`/get-enrollment-temp-info?enrollment_id=${id}&column=${column}`);
    expect(res.statusCode, column).toBe(200);
    reads.push([column, res.body]);
  }
  for (const form of FORM_FIELDS) {
    const res = await client.get(`/get-form-fields-${form}?enrollment_id=${id}`);
    expect(res.statusCode, form).toBe(200);
    reads.push([form, res.body]);
  }
  return reads;
}

/** A Family enrollment with plan 191 (health questions for everyone) and every step saved through the routes. */
async function wholeEnrollment(): Promise<string> {
  const id = await completableEnrollment(app, token, [101, HEALTH_PLAN], { tier: 'IF' });
  await ok(api, '/save-beneficiary-info', {
    enrollment_id: id,
    beneficiaries: [beneficiary('Sam', '60', BENEFICIARY_SSNS[0]!), beneficiary('Ada', '40', BENEFICIARY_SSNS[1]!)],
  });
  await ok(api, '/save-primary-health-info', {
    enrollment_id: id,
    ...withAnswer(0, yesStandard),
    notes: 'Seen yearly',
  });
  await ok(api, '/save-dependent-info', {
    enrollment_id: id,
    dependents: [
      dependent('Ana', 'spouse', DEPENDENT_SSNS[0]!, withAnswer(1, yesStandard)),
      dependent('Leo', 'child', DEPENDENT_SSNS[1]!),
    ],
  });
  return id;
}

describe('saved secrets answer masked', () => {
  it('no temp-info column and no get-form-fields answer holds a full SSN or account number, for any session', async () => {
    const id = await wholeEnrollment();
    for (const client of [api, provenClient(app, id)]) {
      for (const [read, body] of await everyRead(client, id)) expect(leaks(body), read).toEqual([]);
    }
    const primary = (await api.get(`/get-enrollment-temp-info?enrollment_id=${id}&column=primary_info`)).json().data
      .result;
    expect(primary.ssn).toBe('***-**-6789');
    const fields = (await api.get(`/get-form-fields-personal-info?enrollment_id=${id}`)).json().data.result as Array<{
      field_name: string;
      value: unknown;
    }>;
    expect(fields.find((d) => d.field_name === 'ssn')?.value).toBe('***-**-6789');
    const beneficiaries = (
      await api.get(`/get-enrollment-temp-info?enrollment_id=${id}&column=benificiary_info`)
    ).json().data.result.beneficiaries;
    expect(beneficiaries.map((b: { ssn: string }) => b.ssn)).toEqual(['***-**-9876', '***-**-9877']);
    const dependents = (await api.get(`/get-enrollment-temp-info?enrollment_id=${id}&column=dependent_info`)).json()
      .data.result.dependents;
    expect(dependents.map((d: { primary_info: { ssn: string } }) => d.primary_info.ssn)).toEqual([
      '***-**-3333',
      '***-**-3334',
    ]);
    const payment = (await api.get(`/get-enrollment-temp-info?enrollment_id=${id}&column=payment_info`)).json().data
      .result;
    expect(payment).toMatchObject({ routing_number: '021000021', account_number: 'XXXXXXXX6789' });
  });

  it('a card saved through the billing step answers masked, without its vault token', async () => {
    const id = await completableEnrollment(app, token, [101]);
    await ok(api, '/save-billing-info', {
      enrollment_id: id,
      payment_method: 'cc',
      bill_date: 28,
      first_name_on_cc: 'Ana',
      last_name_on_cc: 'Diaz',
      card_number: CARD,
      expiration_month: '12',
      expiration_year: nextYear,
      security_code: '123',
      address1: '1 Main St',
      city: 'Atlanta',
      state: 'GA',
      zip: '30301',
    });
    for (const [read, body] of await everyRead(provenClient(app, id), id)) {
      expect(leaks(body), read).toEqual([]);
      expect(body, read).not.toMatch(/tok_/);
    }
    const payment = (await api.get(`/get-enrollment-temp-info?enrollment_id=${id}&column=payment_info`)).json().data
      .result;
    expect(payment).toMatchObject({ card_number: 'XXXXXXXX1111', card_brand: 'visa' });
    expect(Object.keys(payment)).not.toContain('card_token');
    expect(Object.keys(payment)).not.toContain('security_code');
  });

  it("a stashed spouse's SSN answers masked too", async () => {
    const id = await enrollmentWithCart(app, [PREMIER], { tier: 'IF' });
    await ok(api, '/save-dependent-info-to-temp', {
      enrollment_id: id,
      dependents: [dependent('Kid', 'child', DEPENDENT_SSNS[1]!)],
      stashed_spouse: dependent('Ann', 'spouse', STASHED_SSN),
    });
    const temp = await api.get(`/get-enrollment-temp-info?enrollment_id=${id}&column=dependent_info`);
    expect(leaks(temp.body)).toEqual([]);
    expect(temp.json().data.result.stashed_spouse.primary_info.ssn).toBe('***-**-7777');
  });
});

describe('health answers only to a session that proves the enrollment', () => {
  it("withholds the applicant's, the dependents' and a stashed spouse's answers from a session without enr", async () => {
    const id = await wholeEnrollment();
    const withheld = { condition_questions: [], answers_withheld: true };
    const read = async (client: WizardClient, column: string) =>
      (await client.get(`/get-enrollment-temp-info?enrollment_id=${id}&column=${column}`)).json().data.result;
    expect(await read(api, 'health_info')).toEqual(withheld);
    const dependents = await read(api, 'dependent_info');
    expect(dependents.dependents.map((d: { health_info: unknown }) => d.health_info)).toEqual([withheld, withheld]);
    expect(dependents.dependents[0].primary_info.first_name).toBe('Ana');
    // Another enrollment's proof is no proof.
    expect(await read(provenClient(app, await enrollmentWithCart(app)), 'health_info')).toEqual(withheld);

    const proven = provenClient(app, id);
    expect((await read(proven, 'health_info')).notes).toBe('Seen yearly');
    expect((await read(proven, 'dependent_info')).dependents[0].health_info.condition_questions[1]).toMatchObject({
      yes_no_flag: 1,
      conditions: yesStandard.conditions,
    });

    const premier = await enrollmentWithCart(app, [PREMIER], { tier: 'IF' });
    await ok(api, '/save-dependent-info-to-temp', {
      enrollment_id: premier,
      dependents: [dependent('Kid', 'child', DEPENDENT_SSNS[1]!)],
      stashed_spouse: dependent('Ann', 'spouse', STASHED_SSN, withAnswer(0, yesStandard)),
    });
    const stash = (await api.get(`/get-enrollment-temp-info?enrollment_id=${premier}&column=dependent_info`)).json()
      .data.result.stashed_spouse;
    expect(stash.health_info).toEqual(withheld);
    expect(JSON.stringify(stash)).not.toContain('Hypertension');
  });

  it('the session that answered reads them back through every re-sign; a landing, another visitor or a link alone never does', async () => {
    // Acme's employee as the browser goes: the landing's session, Get Started (add-filter answers the session that started it).
    const landing = async (asking: string | null) =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/v1/validate-landing-page?landing_page=acme',
          headers: asking ? { authorization: `Bearer ${asking}` } : {},
        })
      ).json().data.token as string;
    const visitor = await landing(null);
    const started = (
      await wizardClient(app, visitor).post('/add-filter-for-new-user', {
        zip: '30301',
        dob: '05/05/1990',
        gender: '1',
        tier: 'IO',
        eprocess: 'applicant',
      })
    ).json().data;
    const id: string = started.temp_enrollment_id;
    const answered = wizardClient(app, started.token);
    await putInCart(app, id, HEALTH_PLAN);
    const saved = await answered.post('/save-primary-health-info', {
      enrollment_id: id,
      ...withAnswer(0, yesStandard),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const health = async (client: WizardClient) =>
      (await client.get(`/get-enrollment-temp-info?enrollment_id=${id}&column=health_info`)).json().data.result;
    const withheld = { condition_questions: [], answers_withheld: true };

    // The session that answered, and its age re-sign, read them.
    expect((await health(answered)).condition_questions[0]).toMatchObject({ yes_no_flag: 1 });
    const over65 = (await answered.post('/set-age-scope', { over65: true })).json().data.token;
    expect((await health(wizardClient(app, over65))).condition_questions[0]).toMatchObject({ yes_no_flag: 1 });

    // A landing's session proves nothing, even asked with the answering token (the browser keeps its own).
    expect(await health(wizardClient(app, await landing(started.token)))).toEqual(withheld);
    // Another visitor of the same storefront holding the id.
    expect(await health(wizardClient(app, visitor))).toEqual(withheld);
    // The e-mailed link alone (direct-continue, before the code is typed).
    const later = await answered.post('/save-enrollment', {
      enrollment_id: id,
      email: 'acme.health@mail.com',
      tab: 'contact_info',
      data: { city: 'Atlanta' },
    });
    expect(later.statusCode, later.body).toBe(200);
    const link = await app.inject({ method: 'GET', url: `/api/v1/direct-continue/${id}` });
    expect(link.statusCode, link.body).toBe(200);
    expect(await health(wizardClient(app, link.json().data.token))).toEqual(withheld);
  });
});
