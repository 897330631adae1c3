import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { policies, policyPlans } from '../../server/db/schema';
import { findEnrollment, readStep } from '../../server/repositories/enrollments';
import { listOutbox } from '../../server/services/mail';
import { pageNotCompleted, stepNotCompleted } from '../../schemas/review-rules';
import { STEP_TITLES } from '../../schemas/steps/tabs';
import { completableEnrollment, CONTACT, PERSON } from '../helpers/review';
import {
  enrollmentWithCart,
  errorMap,
  openWizardApp,
  UNKNOWN_ENROLLMENT,
  wizardClient,
  type WizardClient,
} from '../helpers/wizard';

let app: FastifyInstance;
let token: string;
let api: WizardClient;
beforeAll(async () => ({ app, token, api } = await openWizardApp()));
afterAll(async () => app.close());

const policyCount = async (id: string) =>
  (await app.db.select().from(policies).where(eq(policies.enrollmentId, id))).length;

describe('POST /save-review-info', () => {
  it('completes: one policy with the cart plans, status completed, notes kept, the receipt mailed', async () => {
    const id = await completableEnrollment(app, token);
    const res = await api.post('/save-review-info', {
      enrollment_id: id,
      additional_notes: 'Call after 5pm',
      first_enroll: 1,
      send_sms: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    const policyId = res.json().data.policy_id as number;
    expect(policyId).toBeGreaterThanOrEqual(700000);
    const plans = await app.db.select().from(policyPlans).where(eq(policyPlans.policyId, policyId));
    expect(plans.map((p) => p.planId).sort()).toEqual([101, 111]);
    const enrollment = await findEnrollment(app.db, id);
    expect([enrollment?.status, enrollment?.savedTab]).toEqual(['completed', 'review_info']);
    expect(await readStep(app.db, id, 'review_info')).toMatchObject({
      additional_notes: 'Call after 5pm',
      send_sms: 0,
    });
    const mail = (await listOutbox(app.db)).find((m) => m.to === 'ana@mail.com' && m.subject.includes(`#${policyId}`));
    expect(mail?.text).toContain('Dear Ana Diaz, Thank you');
    expect(mail?.subject).toContain('Enrollment Receipt');
    // Neither the SSN nor the account number travels in the receipt.
    expect(`${mail?.text}${mail?.html}`).not.toMatch(/123-?45-?6789/);
  });

  it('is idempotent: a retry answers the same policy and mails once', async () => {
    const id = await completableEnrollment(app, token);
    const first = await api.post('/save-review-info', { enrollment_id: id, first_enroll: 1 });
    const again = await api.post('/save-review-info', { enrollment_id: id, first_enroll: 1 });
    expect(again.json().data.policy_id).toBe(first.json().data.policy_id);
    expect(await policyCount(id)).toBe(1);
    const receipts = (await listOutbox(app.db)).filter((m) => m.subject.includes(`#${first.json().data.policy_id}`));
    expect(receipts).toHaveLength(1);
  });

  it('two parallel completes yield exactly one policy', async () => {
    const id = await completableEnrollment(app, token);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => api.post('/save-review-info', { enrollment_id: id, first_enroll: 1 })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().data.policy_id)).size).toBe(1);
    expect(await policyCount(id)).toBe(1);
    const result = (await app.db.execute(
      sql`select count(*)::int as n from policy_plans pp join policies p on p.id = pp.policy_id where p.enrollment_id = ${id}`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(result.rows[0]?.n).toBe(2);
  });

  it('names every required tab that was not saved, and creates nothing', async () => {
    const id = await enrollmentWithCart(app, [101], { effectiveDate: '2031-01-01' });
    const res = await api.post('/save-review-info', { enrollment_id: id });
    expect(res.statusCode).toBe(400);
    expect(errorMap(res)).toEqual({
      primary_info: stepNotCompleted('primary_info'),
      contact_info: stepNotCompleted('contact_info'),
      employer_info: stepNotCompleted('employer_info'),
      payment_info: stepNotCompleted('billing_info'),
      aggrement_info: stepNotCompleted('agreement_info'),
    });
    expect(await policyCount(id)).toBe(0);
  });

  it('treats a save-for-later draft of a step as not completed until the step is saved in full', async () => {
    const id = await completableEnrollment(app, token);
    const draft = await api.post('/save-enrollment', {
      enrollment_id: id,
      email: 'draft@mail.com',
      tab: 'contact_info',
      data: { city: 'Atlanta' },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(errorMap(await api.post('/save-review-info', { enrollment_id: id }))).toEqual({
      contact_info: stepNotCompleted('contact_info'),
    });
    expect(await policyCount(id)).toBe(0);
    expect((await api.post('/save-contact-info', { enrollment_id: id, ...CONTACT })).statusCode).toBe(200);
    expect((await api.post('/save-review-info', { enrollment_id: id })).statusCode).toBe(200);
  });

  it('treats any tab kept by save for later as a draft, whatever its step checks', async () => {
    const id = await completableEnrollment(app, token);
    const draft = await api.post('/save-enrollment', {
      enrollment_id: id,
      email: 'draft@mail.com',
      tab: 'payment_info',
      data: { payment_method: 'eft' },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(errorMap(await api.post('/save-review-info', { enrollment_id: id }))).toEqual({
      payment_info: stepNotCompleted('billing_info'),
    });
    expect(await policyCount(id)).toBe(0);
  });

  it('closes a completed enrollment to writes (409) but still answers reads and a retried completion', async () => {
    const id = await completableEnrollment(app, token);
    expect((await api.post('/save-review-info', { enrollment_id: id })).statusCode).toBe(200);
    const edit = await api.post('/save-contact-info', { enrollment_id: id, ...CONTACT, city: 'Macon' });
    expect(edit.statusCode).toBe(409);
    expect(errorMap(edit)).toHaveProperty('enrollment_id');
    const later = await api.post('/save-enrollment', {
      enrollment_id: id,
      email: 'late@mail.com',
      tab: 'contact_info',
      data: { city: 'Macon' },
    });
    expect(later.statusCode).toBe(409);
    expect(await readStep(app.db, id, 'contact_info')).toMatchObject({ city: 'Atlanta' });
    expect((await api.get(`/get-receipt?enrollment_id=${id}`)).statusCode).toBe(200);
    expect((await api.post('/save-review-info', { enrollment_id: id })).statusCode).toBe(200);
  });

  it('requires the dependents tab for a family tier', async () => {
    const id = await completableEnrollment(app, token, [101], { tier: 'IF' });
    expect(errorMap(await api.post('/save-review-info', { enrollment_id: id }))).toEqual({
      dependent_info: stepNotCompleted('dependent_info'),
    });
  });

  it('refuses an empty cart and a cart that was not checked out', async () => {
    const empty = await enrollmentWithCart(app, []);
    expect(errorMap(await api.post('/save-review-info', { enrollment_id: empty }))).toHaveProperty('enrollment_id');
    const unchecked = await enrollmentWithCart(app, [101]);
    expect(errorMap(await api.post('/save-review-info', { enrollment_id: unchecked }))).toHaveProperty(
      'effective_date',
    );
  });

  it('accepts send_sms only where the SMS rule allows it', async () => {
    const applicant = await completableEnrollment(app, token);
    const res = await api.post('/save-review-info', { enrollment_id: applicant, send_sms: 1 });
    expect(res.statusCode).toBe(400);
    expect(errorMap(res)).toHaveProperty('send_sms');
    expect(await policyCount(applicant)).toBe(0);
  });

  it('answers bad input with a 4xx naming the field', async () => {
    const id = await completableEnrollment(app, token);
    for (const body of [
      { enrollment_id: id, send_sms: 7 },
      { enrollment_id: id, first_enroll: 'x' },
      { enrollment_id: id, additional_notes: 'x'.repeat(2001) },
    ]) {
      const res = await api.post('/save-review-info', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe('error');
    }
    expect(errorMap(await api.post('/save-review-info', { enrollment_id: 'nope' }))).toHaveProperty('enrollment_id');
  });

  it('answers 403 without a session and 404 for unknown or foreign enrollments', async () => {
    const id = await completableEnrollment(app, token);
    expect((await wizardClient(app, null).post('/save-review-info', { enrollment_id: id })).statusCode).toBe(403);
    expect((await api.post('/save-review-info', { enrollment_id: UNKNOWN_ENROLLMENT })).statusCode).toBe(404);
    const sam = wizardClient(
      app,
      app.issueSession({ kind: 'rep', agent_id: 1002, group_id: null, portal_id: 504, over65: false }),
    );
    expect((await sam.post('/save-review-info', { enrollment_id: id })).statusCode).toBe(404);
    expect(await policyCount(id)).toBe(0);
  });
});

describe('GET /get-missing-fields: the steps the review names before Complete', () => {
  const missingSteps = async (id: string) => {
    const res = await api.get(`/get-missing-fields?enrollment_id=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.missing_steps as Array<{ tab: string; title: string }>;
  };

  it('names, in the wizard order with their titles, the required steps save-review-info refuses for', async () => {
    const id = await enrollmentWithCart(app, [101], { effectiveDate: '2031-01-01' });
    expect((await api.post('/save-personal-info', { enrollment_id: id, ...PERSON })).statusCode).toBe(200);
    const named = await missingSteps(id);
    expect(named).toEqual(
      (['contact_info', 'employer_info', 'billing_info', 'agreement_info'] as const).map((tab) => ({
        tab,
        title: STEP_TITLES[tab],
      })),
    );
    // The same steps the completion refuses for, one rule.
    const refused = errorMap(await api.post('/save-review-info', { enrollment_id: id }));
    expect(Object.values(refused)).toEqual(named.map((s) => pageNotCompleted(s.title)));
  });

  it('names a step kept only as a save-for-later draft, and nothing once every step is saved', async () => {
    const id = await completableEnrollment(app, token);
    expect(await missingSteps(id)).toEqual([]);
    await api.post('/save-enrollment', {
      enrollment_id: id,
      email: 'draft2@mail.com',
      tab: 'contact_info',
      data: { city: 'Atlanta' },
    });
    expect(await missingSteps(id)).toEqual([{ tab: 'contact_info', title: STEP_TITLES.contact_info }]);
  });
});

describe('POST /save-enrollment tab review_info', () => {
  it('keeps the notes and mails a code', async () => {
    const id = await completableEnrollment(app, token);
    const res = await api.post('/save-enrollment', {
      enrollment_id: id,
      email: 'later@mail.com',
      tab: 'review_info',
      data: { additional_notes: 'half done' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await readStep(app.db, id, 'review_info')).toEqual({ additional_notes: 'half done' });
    expect((await findEnrollment(app.db, id))?.savedTab).toBe('review_info');
    expect((await listOutbox(app.db))[0]?.to).toBe('later@mail.com');
    const bad = await api.post('/save-enrollment', {
      enrollment_id: id,
      email: 'later@mail.com',
      tab: 'review_info',
      data: { additional_notes: 5 },
    });
    expect(errorMap(bad)).toHaveProperty('additional_notes');
  });
});
