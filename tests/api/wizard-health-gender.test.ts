import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../schemas/messages';
import { stepNotCompleted } from '../../schemas/review-rules';
import { allNo, CONDITION_IDS } from '../helpers/health';
import { completableEnrollment } from '../helpers/review';
import { enrollmentWithCart, errorMap, OPEN_SESSION, openWizardApp, type WizardClient } from '../helpers/wizard';

/**
 * Health questions asked by who they apply to: the pregnancy question (145) is marked in the
 * catalogue as for women (applies_to_gender '1'); a man is not asked it, neither as the applicant
 * (the enrollment's gender) nor as a dependent (the dependent's own gender), and an answer to it is
 * neither required of him nor accepted.
 */

let app: FastifyInstance;
let api: WizardClient;
beforeAll(async () => ({ app, api } = await openWizardApp()));
afterAll(async () => app.close());

const HEALTH_PLAN = 191;
const PREGNANCY = 145;
const MALE = 0;
const FEMALE = 1;

/** allNo() without the pregnancy question: what a man answers. */
const allNoForMen = () => {
  const body = allNo();
  body.condition_questions = body.condition_questions.filter((q) => q.question_id !== PREGNANCY);
  return body;
};
const idsOf = (list: Array<{ question_id: number }>) => list.map((q) => q.question_id);

describe('the applicant is asked the questions for their gender', () => {
  it("leaves the pregnancy question out of a male applicant's questions and keeps it for a female one", async () => {
    const man = await enrollmentWithCart(app, [HEALTH_PLAN], { gender: MALE });
    const woman = await enrollmentWithCart(app, [HEALTH_PLAN], { gender: FEMALE });
    const asked = async (id: string) =>
      (await api.get(`/get-health-questions-primary-health-info?enrollment_id=${id}`)).json().data.result;
    expect(idsOf((await asked(man)).codition_questions)).toEqual(CONDITION_IDS.filter((id) => id !== PREGNANCY));
    expect(idsOf((await asked(woman)).codition_questions)).toEqual(CONDITION_IDS);
    expect(
      (await asked(woman)).codition_questions.find((q: { question_id: number }) => q.question_id === PREGNANCY)
        .applies_to_gender,
    ).toBe('1');
  });

  it("saves a male applicant's answers without the pregnancy question and refuses an answer to it", async () => {
    const man = await enrollmentWithCart(app, [HEALTH_PLAN], { gender: MALE });
    expect((await api.post('/save-primary-health-info', { enrollment_id: man, ...allNoForMen() })).statusCode).toBe(
      200,
    );
    const answered = await api.post('/save-primary-health-info', { enrollment_id: man, ...allNo() });
    expect(answered.statusCode).toBe(400);
    expect(errorMap(answered)).toEqual({ 'condition_questions.4': MESSAGES.answerAllQuestions });
  });

  it('still requires the pregnancy question of a female applicant', async () => {
    const woman = await enrollmentWithCart(app, [HEALTH_PLAN], { gender: FEMALE });
    const res = await api.post('/save-primary-health-info', { enrollment_id: woman, ...allNoForMen() });
    expect(res.statusCode).toBe(400);
    expect(errorMap(res)).toEqual({ condition_questions: MESSAGES.answerAllQuestions });
  });

  it("completes a male applicant's enrollment with the questions asked of him", async () => {
    const id = await completableEnrollment(app, app.issueSession(OPEN_SESSION), [HEALTH_PLAN], { gender: MALE });
    expect(errorMap(await api.post('/save-review-info', { enrollment_id: id, first_enroll: 1 }))).toEqual({
      health_info: stepNotCompleted('primary_health_info'),
    });
    expect((await api.post('/save-primary-health-info', { enrollment_id: id, ...allNoForMen() })).statusCode).toBe(200);
    expect((await api.post('/save-review-info', { enrollment_id: id, first_enroll: 1 })).statusCode).toBe(200);
  });
});

describe('each dependent is asked the questions for their own gender', () => {
  const person = (first_name: string, relationship: string, ssn: string, gender: string) => ({
    primary_info: { first_name, last_name: 'Lee', birthdate: '02/03/1992', ssn, relationship, gender },
  });

  it('lists every question for the dependent form, each marked with whom it applies to', async () => {
    const id = await enrollmentWithCart(app, [HEALTH_PLAN], { tier: 'IS', gender: MALE });
    const { codition_questions } = (await api.get(`/get-health-questions-dependent-info?enrollment_id=${id}`)).json()
      .data.result;
    expect(idsOf(codition_questions)).toEqual(CONDITION_IDS);
    const marks = Object.fromEntries(
      codition_questions.map((q: { question_id: number; applies_to_gender: string | null }) => [
        q.question_id,
        q.applies_to_gender,
      ]),
    );
    expect(marks).toEqual({ 141: null, 142: null, 143: null, 144: null, 145: '1', 146: null, 147: null });
  });

  it('saves a male spouse without the pregnancy answer, refuses one for him, and requires it of a female spouse', async () => {
    const id = await enrollmentWithCart(app, [HEALTH_PLAN], { tier: 'IS', gender: FEMALE });
    const husband = { ...person('Lee', 'spouse', '401-22-3345', '0'), health_info: allNoForMen() };
    expect((await api.post('/save-dependent-info', { enrollment_id: id, dependents: [husband] })).statusCode).toBe(200);

    const askedAnyway = await api.post('/save-dependent-info', {
      enrollment_id: id,
      dependents: [{ ...husband, health_info: allNo() }],
    });
    expect(askedAnyway.statusCode).toBe(400);
    expect(errorMap(askedAnyway)).toEqual({
      'dependents.0.health_info.condition_questions.4': MESSAGES.answerAllQuestions,
    });

    const wife = { ...person('Kim', 'spouse', '401-22-3346', '1'), health_info: allNoForMen() };
    const unanswered = await api.post('/save-dependent-info', { enrollment_id: id, dependents: [wife] });
    expect(unanswered.statusCode).toBe(400);
    expect(errorMap(unanswered)).toEqual({
      'dependents.0.health_info.condition_questions': MESSAGES.answerAllQuestions,
    });
    expect(
      (await api.post('/save-dependent-info', { enrollment_id: id, dependents: [{ ...wife, health_info: allNo() }] }))
        .statusCode,
    ).toBe(200);
  });
});
