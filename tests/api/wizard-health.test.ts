import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../schemas/messages';
import { findMemberByUserId } from '../../server/repositories/members';
import { stepNotCompleted } from '../../schemas/review-rules';
import { allNo, CONDITION_IDS, withAnswer, yesStandard } from '../helpers/health';
import { completableEnrollment } from '../helpers/review';
import { provenClient } from '../helpers/proven-session';
import {
  enrollmentWithCart,
  errorMap,
  OPEN_SESSION,
  openWizardApp,
  putInCart,
  storedStepsText,
  UNKNOWN_ENROLLMENT,
  wizardClient,
  type WizardClient,
} from '../helpers/wizard';

let app: FastifyInstance;
let api: WizardClient;
beforeAll(async () => ({ app, api } = await openWizardApp()));
afterAll(async () => app.close());

const HEALTH_PLAN = 191;
const otherStorefront = () => enrollmentWithCart(app, [HEALTH_PLAN], { agentId: 1002, portalId: 504 });

describe('GET /get-health-questions-primary-health-info and -dependent-info', () => {
  it('answers codition_questions (spelled so) starting unanswered, and the medication question', async () => {
    const id = await enrollmentWithCart(app, [HEALTH_PLAN]);
    for (const path of ['/get-health-questions-primary-health-info', '/get-health-questions-dependent-info']) {
      const res = await api.get(`${path}?enrollment_id=${id}`);
      expect(res.statusCode).toBe(200);
      const { result } = res.json().data;
      expect(result.codition_questions.map((q: { question_id: number }) => q.question_id)).toEqual(CONDITION_IDS);
      expect(result.codition_questions[0]).toMatchObject({ yes_no_flag: 0, conditions: [] });
      expect(result.codition_questions[0].question_text).toMatch(/heart disease/);
      expect(result.medication_question).toMatchObject({ question_id: 150, yes_no_flag: 0, medications: [] });
    }
  });
  it('guards: 403 without a session, 404 unknown or another storefront, 400 malformed', async () => {
    const path = '/get-health-questions-primary-health-info';
    expect((await wizardClient(app, null).get(`${path}?enrollment_id=${UNKNOWN_ENROLLMENT}`)).statusCode).toBe(403);
    expect((await api.get(`${path}?enrollment_id=${UNKNOWN_ENROLLMENT}`)).statusCode).toBe(404);
    expect((await api.get(`${path}?enrollment_id=${await otherStorefront()}`)).statusCode).toBe(404);
    expect(
      (await api.get(`/get-health-questions-dependent-info?enrollment_id=${await otherStorefront()}`)).statusCode,
    ).toBe(404);
    const bad = await api.get(`${path}?enrollment_id=1`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data[0].target_element).toBe('enrollment_id');
  });
});

describe('POST /save-primary-health-info', () => {
  it('saves the answers sealed at rest; temp info answers them opened, with the catalogue question texts', async () => {
    const id = await enrollmentWithCart(app, [HEALTH_PLAN]);
    const body = withAnswer(0, yesStandard);
    body.medication_question = {
      question_id: 150,
      yes_no_flag: 1,
      medications: [{ medication: 'Lisinopril', dosage: '10 mg', medical_condition: 'Hypertension' }, {}, {}],
    } as never;
    body.notes = 'Seen yearly';
    const res = await api.post('/save-primary-health-info', { enrollment_id: id, ...body });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.saved_tab).toBe('health_info');
    const stored = await storedStepsText(app, id);
    expect(stored).toContain('sealed_document');
    expect(stored).not.toMatch(/Hypertension|Lisinopril|Seen yearly|yes_no_flag/);
    // Only a session that proves the enrollment (the enr claim) reads the answers back; any other gets the shape, withheld.
    const withheld = (await api.get(`/get-enrollment-temp-info?enrollment_id=${id}&column=health_info`)).json().data
      .result;
    expect(withheld).toEqual({ condition_questions: [], answers_withheld: true });
    const temp = (
      await provenClient(app, id).get(`/get-enrollment-temp-info?enrollment_id=${id}&column=health_info`)
    ).json().data.result;
    expect(temp.notes).toBe('Seen yearly');
    expect(temp.condition_questions[0]).toMatchObject({
      question_id: 141,
      yes_no_flag: 1,
      conditions: yesStandard.conditions,
    });
    expect(temp.condition_questions[0].question_text).toMatch(/heart disease/);
    expect(temp.condition_questions[1]).toMatchObject({ yes_no_flag: 0, conditions: [] });
    // 'entries 2 and 3 sent only when filled': the empty ones are not kept.
    expect(temp.medication_question.medications).toEqual([
      { id: 1, medication: 'Lisinopril', dosage: '10 mg', medical_condition: 'Hypertension' },
    ]);
  });
  it('answers the follow-up errors under condition_questions.{i}.conditions.0.{field} and medication_question.medications.{n}.{field}', async () => {
    const id = await enrollmentWithCart(app, [HEALTH_PLAN]);
    const body = withAnswer(5, {
      yes_no_flag: 1,
      conditions: [{ condition: 'Back pain', last_seen_by_physician: '13/01/2025' }],
    });
    body.medication_question = { question_id: 150, yes_no_flag: 1, medications: [{ medication: 'X' }] } as never;
    const res = await api.post('/save-primary-health-info', { enrollment_id: id, ...body });
    expect(res.statusCode).toBe(400);
    expect(errorMap(res)).toEqual({
      'condition_questions.5.conditions.0.status': MESSAGES.fieldRequired,
      'condition_questions.5.conditions.0.last_seen_by_physician': expect.any(String),
      'condition_questions.5.conditions.0.physician_name': MESSAGES.fieldRequired,
      'medication_question.medications.0.dosage': MESSAGES.fieldRequired,
      'medication_question.medications.0.medical_condition': MESSAGES.fieldRequired,
    });
  });
  it('needs every question answered once: a missing answer, an unasked question (its row) and a missing question', async () => {
    const id = await enrollmentWithCart(app, [HEALTH_PLAN]);
    const body = allNo();
    body.condition_questions[0] = { question_id: 141, conditions: [] } as never;
    body.condition_questions[1] = { question_id: 999, yes_no_flag: 0, conditions: [] };
    const res = await api.post('/save-primary-health-info', { enrollment_id: id, ...body });
    expect(res.statusCode).toBe(400);
    expect(errorMap(res)).toEqual({
      'condition_questions.0.yes_no_flag': MESSAGES.fieldRequired,
      'condition_questions.1': MESSAGES.answerAllQuestions,
      condition_questions: MESSAGES.answerAllQuestions,
    });
  });
  it('refuses malformed bodies with a 4xx naming the field', async () => {
    const id = await enrollmentWithCart(app, [HEALTH_PLAN]);
    const notList = await api.post('/save-primary-health-info', { enrollment_id: id, condition_questions: 'yes' });
    expect(notList.statusCode).toBe(400);
    expect(notList.json().data[0].target_element).toMatch(/^condition_questions/);
    const twoEntries = withAnswer(0, { yes_no_flag: 1, conditions: [{}, {}] });
    expect((await api.post('/save-primary-health-info', { enrollment_id: id, ...twoEntries })).statusCode).toBe(400);
    const fourMeds = {
      ...allNo(),
      medication_question: { question_id: 150, yes_no_flag: 1, medications: [{}, {}, {}, {}] },
    };
    expect((await api.post('/save-primary-health-info', { enrollment_id: id, ...fourMeds })).statusCode).toBe(400);
  });
  it('guards: 403 without a session, 404 unknown or another storefront', async () => {
    expect(
      (
        await wizardClient(app, null).post('/save-primary-health-info', {
          enrollment_id: UNKNOWN_ENROLLMENT,
          ...allNo(),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await api.post('/save-primary-health-info', { enrollment_id: UNKNOWN_ENROLLMENT, ...allNo() })).statusCode,
    ).toBe(404);
    expect(
      (await api.post('/save-primary-health-info', { enrollment_id: await otherStorefront(), ...allNo() })).statusCode,
    ).toBe(404);
  });
});

describe('POST /save-enrollment tab health_info (save for later)', () => {
  it('keeps a half-answered step sealed and refuses invalid values', async () => {
    const id = await enrollmentWithCart(app, [HEALTH_PLAN]);
    const half = {
      condition_questions: [{ question_id: 141, yes_no_flag: 1, conditions: [{ health_condition: 'Asthma' }] }],
    };
    const ok = await api.post('/save-enrollment', {
      enrollment_id: id,
      email: 'later@example.com',
      tab: 'health_info',
      data: half,
    });
    expect(ok.statusCode).toBe(200);
    expect(await storedStepsText(app, id)).not.toContain('Asthma');
    const temp = (
      await provenClient(app, id).get(`/get-enrollment-temp-info?enrollment_id=${id}&column=health_info`)
    ).json().data.result;
    expect(temp.condition_questions[0].conditions).toEqual([{ health_condition: 'Asthma' }]);
    const bad = {
      condition_questions: [{ question_id: 141, yes_no_flag: 1, conditions: [{ date_of_onset: '99/99/2020' }] }],
    };
    const res = await api.post('/save-enrollment', {
      enrollment_id: id,
      email: 'later@example.com',
      tab: 'health_info',
      data: bad,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorMap(res))).toEqual(['condition_questions.0.conditions.0.date_of_onset']);
    expect(
      (
        await api.post('/save-enrollment', {
          enrollment_id: id,
          email: 'later@example.com',
          tab: 'health_info',
          data: 'x',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('GET /get-existing-primary-health-info', () => {
  const signedInRep = () =>
    wizardClient(
      app,
      app.issueSession({ kind: 'rep', agent_id: 1001, group_id: null, portal_id: 502, over65: false, signed_in: true }),
    );
  it("answers a signed-in rep their member's last answers, in the saved shape", async () => {
    const member = await findMemberByUserId(app.db, 'U3001');
    const id = await enrollmentWithCart(app, [HEALTH_PLAN], {
      memberId: member!.id,
      type: 'existing-member',
      groupId: 2001,
    });
    const res = await signedInRep().get(`/get-existing-primary-health-info?enrollment_id=${id}`);
    expect(res.statusCode).toBe(200);
    const { result } = res.json().data;
    expect(result.condition_questions).toHaveLength(7);
    expect(result.condition_questions[0]).toMatchObject({ question_id: 141, yes_no_flag: 1 });
    expect(result.medication_question.medications[0]).toMatchObject({ medication: 'Lisinopril' });
    // The answers save as they are (the browser's auto-save).
    expect((await signedInRep().post('/save-primary-health-info', { enrollment_id: id, ...result })).statusCode).toBe(
      200,
    );
  });
  it('is member data: 403 for an access-code session, null for a new member, 404 for another storefront', async () => {
    const member = await findMemberByUserId(app.db, 'U3001');
    const id = await enrollmentWithCart(app, [HEALTH_PLAN], { memberId: member!.id, type: 'existing-member' });
    expect((await api.get(`/get-existing-primary-health-info?enrollment_id=${id}`)).statusCode).toBe(403);
    expect(
      (await wizardClient(app, null).get(`/get-existing-primary-health-info?enrollment_id=${id}`)).statusCode,
    ).toBe(403);
    const fresh = await enrollmentWithCart(app, [HEALTH_PLAN]);
    expect((await api.get(`/get-existing-primary-health-info?enrollment_id=${fresh}`)).json().data.result).toBeNull();
    expect(
      (await api.get(`/get-existing-primary-health-info?enrollment_id=${await otherStorefront()}`)).statusCode,
    ).toBe(404);
  });
});

describe('get-dynamic-tabs', () => {
  it('requires the health step when the cart holds plan 191', async () => {
    const id = await enrollmentWithCart(app, [HEALTH_PLAN]);
    const tabs = (await api.get(`/get-dynamic-tabs?enrollment_id=${id}`)).json().data.result as Array<{
      tab_name: string;
      required: boolean;
    }>;
    expect(tabs.find((t) => t.tab_name === 'primary_health_info')?.required).toBe(true);
  });
});

describe('completing an enrollment with the health step', () => {
  it('refuses a save-for-later draft of the answers, then completes once they are saved in full', async () => {
    const id = await completableEnrollment(app, app.issueSession(OPEN_SESSION), [HEALTH_PLAN]);
    const half = {
      condition_questions: [{ question_id: 141, yes_no_flag: 1, conditions: [{ health_condition: 'Asthma' }] }],
    };
    expect(
      (
        await api.post('/save-enrollment', {
          enrollment_id: id,
          email: 'later@example.com',
          tab: 'health_info',
          data: half,
        })
      ).statusCode,
    ).toBe(200);
    expect(errorMap(await api.post('/save-review-info', { enrollment_id: id, first_enroll: 1 }))).toEqual({
      health_info: stepNotCompleted('primary_health_info'),
    });
    expect((await api.post('/save-primary-health-info', { enrollment_id: id, ...allNo() })).statusCode).toBe(200);
    expect((await api.post('/save-review-info', { enrollment_id: id, first_enroll: 1 })).statusCode).toBe(200);
  });
  it('refuses dependents saved before a plan asked the health questions, until each one answers them', async () => {
    const id = await completableEnrollment(app, app.issueSession(OPEN_SESSION), [101], { tier: 'IF' });
    const person = (first_name: string, relationship: string, ssn: string) => ({
      primary_info: { first_name, last_name: 'Lee', birthdate: '02/03/2012', ssn, relationship, gender: '1' },
    });
    const family = [person('Ann', 'spouse', '401-22-3335'), person('Sam', 'child', '401-22-3336')];
    expect((await api.post('/save-dependent-info', { enrollment_id: id, dependents: family })).statusCode).toBe(200);
    await putInCart(app, id, HEALTH_PLAN);
    expect((await api.post('/save-primary-health-info', { enrollment_id: id, ...allNo() })).statusCode).toBe(200);
    expect(errorMap(await api.post('/save-review-info', { enrollment_id: id, first_enroll: 1 }))).toEqual({
      dependent_info: stepNotCompleted('dependent_info'),
    });
    const refused = await api.post('/save-dependent-info', { enrollment_id: id, dependents: family });
    expect(errorMap(refused)['dependents.1.health_info.condition_questions']).toBe(MESSAGES.answerAllQuestions);
    const answered = family.map((d) => ({ ...d, health_info: allNo() }));
    expect((await api.post('/save-dependent-info', { enrollment_id: id, dependents: answered })).statusCode).toBe(200);
    expect((await api.post('/save-review-info', { enrollment_id: id, first_enroll: 1 })).statusCode).toBe(200);
  });
});
