import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { INPUT_MESSAGES, MESSAGES } from '../../schemas/messages';
import { findMemberByUserId } from '../../server/repositories/members';
import { savedStepData } from '../../server/routes/wizard/step-support';
import { CARD } from '../helpers/billing-bodies';
import { buildTestApp } from '../helpers/build-app';
import {
  enrollmentWithCart,
  errorMap,
  OPEN_SESSION,
  openWizardApp,
  wizardClient,
  type WizardClient,
} from '../helpers/wizard';

/**
 * Issue 26, item 8: the server refuses impossible input with the message that names what is wrong
 * (the same rule the browser runs, from schemas/), and never stores a rewritten value.
 */

let app: FastifyInstance;
let api: WizardClient;
beforeAll(async () => ({ app, api } = await openWizardApp()));
afterAll(async () => app.close());
afterEach(() => vi.useRealTimers());

const EMPLOYER = {
  name: 'Acme Manufacturing',
  phone: '4045550100',
  address1: '1450 Foundry Way NW',
  city: 'Atlanta',
  state: 'GA',
  zip: '30318',
  average_work_week: '40',
  occupation: 'Machinist',
  compensation_type: 'G20',
  employment_status: 'A',
};

describe('save-billing-info: an expired card', () => {
  it('is refused under Expiration Month with when it expired (today 11/27/2026), not as a bad card number', async () => {
    // The server's own clock decides; pinned to the issue's day.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 27, 12));
    const id = await enrollmentWithCart(app, [101]);
    const expired = await api.post('/save-billing-info', {
      enrollment_id: id,
      ...CARD,
      expiration_month: '10',
      expiration_year: '2026',
    });
    expect(expired.statusCode).toBe(400);
    expect(errorMap(expired)).toEqual({ expiration_month: INPUT_MESSAGES.cardExpired('10', '2026') });
    // Good through its month: November 2026 is accepted on the 27th.
    const current = await api.post('/save-billing-info', {
      enrollment_id: id,
      ...CARD,
      expiration_month: '11',
      expiration_year: '2026',
    });
    expect(current.statusCode, current.body).toBe(200);
  });
});

describe('dates that do not exist', () => {
  it('save-employer-info refuses Employment Start 13/45/2020 with the month named and stores no other date', async () => {
    const id = await enrollmentWithCart(app, [], { groupId: 2001, eprocess: 'group', type: 'new-group-member' });
    const res = await api.post('/save-employer-info', {
      enrollment_id: id,
      ...EMPLOYER,
      employment_start_date: '13/45/2020',
    });
    expect(res.statusCode).toBe(400);
    expect(errorMap(res)).toEqual({ employment_start_date: INPUT_MESSAGES.monthOutOfRange('13') });
    expect(await savedStepData(app, id, 'employer_info')).toBeNull();
  });

  it('add-filter-for-new-user (Get Started) refuses 02/30/1990 as no date, not as an age', async () => {
    const res = await api.post('/add-filter-for-new-user', {
      zip: '30301',
      dob: '02/30/1990',
      gender: '0',
      tier: 'IO',
    });
    expect(res.statusCode).toBe(400);
    expect(errorMap(res)).toEqual({ dob: INPUT_MESSAGES.dayOutOfRange('30', 'February', 1990, 28) });
    const real = await api.post('/add-filter-for-new-user', {
      zip: '30301',
      dob: '02/28/1990',
      gender: '0',
      tier: 'IO',
    });
    expect(real.statusCode, real.body).toBe(200);
  });
});

describe('personal information', () => {
  it('refuses a weight of -5 (never stored as 5) and names the limit of a 300-character first name', async () => {
    const id = await enrollmentWithCart(app, [131]);
    const res = await api.post('/save-personal-info', {
      enrollment_id: id,
      first_name: 'A'.repeat(300),
      last_name: 'Diaz',
      marital_status: '1',
      ssn: '123-45-6789',
      weight: '-5',
      height_feet: '5',
      height_inch: '6',
    });
    expect(res.statusCode).toBe(400);
    expect(errorMap(res)).toEqual({
      first_name: INPUT_MESSAGES.tooLong('First Name', 50),
      weight: MESSAGES.weightNotPositive,
    });
    expect(await savedStepData(app, id, 'primary_info')).toBeNull();
  });
});

describe("a dependent's SSN", () => {
  const spouse = (ssn: string) => ({
    first_name: 'Sam',
    last_name: 'Diaz',
    birthdate: '02/03/1988',
    ssn,
    relationship: 'spouse',
    gender: '0',
  });

  it("refuses a spouse with the applicant's own SSN, in any writing, on validate and on save", async () => {
    const id = await enrollmentWithCart(app, [], { tier: 'IS' });
    const personal = await api.post('/save-personal-info', {
      enrollment_id: id,
      first_name: 'Ana',
      last_name: 'Diaz',
      marital_status: '1',
      ssn: '123-45-6789',
    });
    expect(personal.statusCode, personal.body).toBe(200);
    const single = await api.post('/validate-single-dependent', {
      enrollment_id: id,
      primary_info: spouse('123456789'),
    });
    expect(single.statusCode).toBe(400);
    expect(errorMap(single)).toEqual({ 'primary_info.ssn': INPUT_MESSAGES.ssnIsApplicants });
    const saved = await api.post('/save-dependent-info', {
      enrollment_id: id,
      dependents: [{ primary_info: spouse('123-45-6789') }],
    });
    expect(saved.statusCode).toBe(400);
    expect(errorMap(saved)).toEqual({ 'dependents.0.primary_info.ssn': INPUT_MESSAGES.ssnIsApplicants });
    const own = await api.post('/save-dependent-info', {
      enrollment_id: id,
      dependents: [{ primary_info: spouse('321-54-9876') }],
    });
    expect(own.statusCode, own.body).toBe(200);
  });
});

describe('validate-email-neverbounce: the seeded members', () => {
  it("accepts a seeded member's @example.com address in the demo, where mail stays in the outbox", async () => {
    const pat = await findMemberByUserId(app.db, 'U3001');
    expect(pat?.email).toMatch(/@example\.com$/);
    const res = await api.post('/validate-email-neverbounce', { email: pat!.email });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses it, naming the reserved domain, where mail is delivered', async () => {
    const delivering = await buildTestApp({}, { transport: nodemailer.createTransport({ jsonTransport: true }) });
    try {
      const client = wizardClient(delivering, delivering.issueSession(OPEN_SESSION));
      const res = await client.post('/validate-email-neverbounce', { email: 'pat.morgan@example.com' });
      expect(res.statusCode).toBe(400);
      expect(errorMap(res)).toEqual({ email: INPUT_MESSAGES.emailReserved('example.com') });
      expect((await client.post('/validate-email-neverbounce', { email: 'pat.morgan@gmail.com' })).statusCode).toBe(
        200,
      );
    } finally {
      await delivering.close();
    }
  });
});
