import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { buildTestApp } from '../helpers/build-app';
import { openSession } from '../helpers/cart-fixtures';
import { getAs, landingSession, postAs, quoteEnrollment, type TestSession } from '../helpers/quote-enrollment';
import { planQuestionAnswers, planQuestions } from '../../server/db/schema';
import { MESSAGES } from '../../schemas/messages';

const allNo = (ids: number[]) => ids.map((question_id) => ({ question_id, yes_no_flag: 0 }));

describe('plan questions', () => {
  let app: FastifyInstance;
  let open: TestSession;
  let lee: TestSession;

  // The demo's question ids (the import numbers them): health (191), Aflac-type (201), declining (171), in order.
  let H1 = 0,
    H2 = 0,
    H3 = 0,
    A1 = 0,
    A2 = 0,
    D1 = 0,
    D2 = 0,
    D3 = 0;

  beforeAll(async () => {
    app = await buildTestApp();
    open = await openSession(app);
    lee = await landingSession(app, 'samlee');
    const ids = async (planId: number) =>
      (
        await app.db
          .select({ id: planQuestions.id })
          .from(planQuestions)
          .where(eq(planQuestions.planId, planId))
          .orderBy(asc(planQuestions.sort))
      ).map((q) => q.id);
    [H1 = 0, H2 = 0, H3 = 0] = await ids(191);
    [A1 = 0, A2 = 0] = await ids(201);
    [D1 = 0, D2 = 0, D3 = 0] = await ids(171);
  });
  afterAll(async () => app.close());

  const questions = (e: string, plan: number, token = open.token) =>
    getAs(app, token, `/get-questions?enrollment_id=${e}&plan_id=${plan}&type=save`);

  it('GET /get-questions answers 200 with the health questions until they are accepted, then 204', async () => {
    const e = await quoteEnrollment(app, open);
    const first = (await questions(e, 191)).json();
    expect(first.statusCode).toBe(200);
    expect(first.data.result.map((q: { question_id: number }) => q.question_id)).toEqual([H1, H2, H3]);
    expect(first.data.result[0]).toMatchObject({
      question_sub_type: 'checkbox',
      options: [{ option_text: 'A. Prior to age 60' }, { option_text: 'B. Prior to age 75' }],
    });
    expect(first.data.result[1]).toMatchObject({ require_detail: true });
    const saved = await postAs(app, open.token, '/save-question-answers', {
      enrollment_id: e,
      plan_id: 191,
      answers: allNo([H1, H2, H3]),
    });
    expect(saved.json()).toMatchObject({
      status: 'success',
      statusCode: 200,
      data: { errorCode: null, success_message: expect.any(String) },
    });
    expect((await questions(e, 191)).json()).toMatchObject({ statusCode: 204, data: { result: [] } });
    expect((await questions(e, 101)).json()).toMatchObject({ statusCode: 204, data: { result: [] } });
    expect(
      (await getAs(app, open.token, `/check-already-answered?enrollment_id=${e}&plan_id=191`)).json().data,
    ).toEqual({ result: true, outcome: 'accepted' });
  });

  it('stores the answers encrypted', async () => {
    const e = await quoteEnrollment(app, open);
    const answers = [
      { question_id: H1, yes_no_flag: 1, checkbox_answers: [] },
      { question_id: H2, yes_no_flag: 1, detail: [{ reason_for_condition: 'Broken leg in 2024' }] },
      { question_id: H3, yes_no_flag: 0 },
    ];
    await postAs(app, open.token, '/save-question-answers', { enrollment_id: e, plan_id: 191, answers });
    const [row] = await app.db
      .select()
      .from(planQuestionAnswers)
      .where(and(eq(planQuestionAnswers.enrollmentId, e), eq(planQuestionAnswers.planId, 191)));
    expect(row!.answersEncrypted).toMatch(/^v1\./);
    expect(row!.answersEncrypted).not.toContain('Broken leg');
  });

  it("POST /save-question-answers needs every answer ('Please answer all questions') and detail for a yes", async () => {
    const e = await quoteEnrollment(app, open);
    const missing = await postAs(app, open.token, '/save-question-answers', {
      enrollment_id: e,
      plan_id: 191,
      answers: allNo([H1]),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data[0]).toEqual({
      target_element: `question_${H2}`,
      error_message: MESSAGES.answerAllQuestions,
    });
    const noDetail = await postAs(app, open.token, '/save-question-answers', {
      enrollment_id: e,
      plan_id: 191,
      answers: [...allNo([H1, H3]), { question_id: H2, yes_no_flag: 1 }],
    });
    expect(noDetail.json().data[0].target_element).toBe(`detail_${H2}`);
    const bad = await postAs(app, open.token, '/save-question-answers', {
      enrollment_id: e,
      plan_id: 191,
      answers: [{ question_id: H1, yes_no_flag: 3 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data[0].target_element).toContain('yes_no_flag');
  });

  it('answers the decline code with the error message for 171, and keeps the questions open', async () => {
    const e = await quoteEnrollment(app, open);
    const res = await postAs(app, open.token, '/save-question-answers', {
      enrollment_id: e,
      plan_id: 171,
      answers: [{ question_id: D1, yes_no_flag: 1, checkbox_answers: [] }, ...allNo([D2, D3])],
    });
    const [decline] = await app.db.select().from(planQuestions).where(eq(planQuestions.id, D1));
    expect(res.json()).toMatchObject({
      statusCode: 'decline',
      data: { errorCode: 'decline', error_message: decline!.declineMessage },
    });
    const again = (await questions(e, 171)).json();
    expect(again).toMatchObject({ statusCode: 200, data: { declined: true, error_message: decline!.declineMessage } });
    expect(
      (await getAs(app, open.token, `/check-already-answered?enrollment_id=${e}&plan_id=171`)).json().data.outcome,
    ).toBe('declined');
  });

  it('asks again (newQuestionsError) when the plan gains a question after the answers', async () => {
    const e = await quoteEnrollment(app, open);
    await postAs(app, open.token, '/save-question-answers', {
      enrollment_id: e,
      plan_id: 191,
      answers: allNo([H1, H2, H3]),
    });
    const [added] = await app.db
      .insert(planQuestions)
      .values({ planId: 191, kind: 'health', questionText: 'Added later?', sort: 9 })
      .returning();
    try {
      const pricing = (await getAs(app, open.token, `/get-plan-pricing-detail?pid=191&enrollment_id=${e}`)).json().data;
      expect(pricing).toMatchObject({ errorCode: 'newQuestionsError', plans: [] });
      expect((await questions(e, 191)).json().statusCode).toBe(200);
    } finally {
      await app.db.delete(planQuestions).where(eq(planQuestions.id, added!.id));
    }
  });

  it('Aflac-type: questions with hints, Yes required where true_condition is 1', async () => {
    const e = await quoteEnrollment(app, open);
    const list = (await getAs(app, open.token, `/get-aflac-questions?plan_id=201&enrollment_id=${e}`)).json();
    expect(list.statusCode).toBe(200);
    expect(list.data.result).toEqual([
      { qid: A1, question: expect.any(String), true_condition: 1, hint: MESSAGES.hintAnswerYes },
      { qid: A2, question: expect.any(String), true_condition: 1, hint: MESSAGES.hintAnswerYes },
    ]);
    const no = await postAs(app, open.token, '/save-aflac-questions', {
      enrollment_id: e,
      plan_id: 201,
      aflac_data: [
        { qid: A1, true_condition: 0 },
        { qid: A2, true_condition: 1 },
      ],
    });
    expect(no.statusCode).toBe(400);
    expect(no.json().data[0]).toEqual({ target_element: `qid_${A1}`, error_message: MESSAGES.answerYesToContinue });
    const yes = await postAs(app, open.token, '/save-aflac-questions', {
      enrollment_id: e,
      plan_id: 201,
      aflac_data: [
        { qid: A1, true_condition: 1 },
        { qid: A2, true_condition: 1 },
      ],
    });
    expect(yes.json()).toMatchObject({ status: 'success', data: { message: expect.any(String) } });
    expect((await getAs(app, open.token, `/get-aflac-questions?plan_id=201&enrollment_id=${e}`)).json()).toMatchObject({
      statusCode: 204,
      data: { result: [] },
    });
    expect(
      (await getAs(app, open.token, `/check-already-answered?enrollment_id=${e}&plan_id=201`)).json().data,
    ).toEqual({ result: true, outcome: 'accepted' });
  });

  it('refuses bad input, a missing session, another storefront and unknown enrollments on every call', async () => {
    const e = await quoteEnrollment(app, open);
    const calls: Array<(token: string | undefined, enrollment: string) => ReturnType<typeof getAs>> = [
      (t, x) => getAs(app, t, `/get-questions?enrollment_id=${x}&plan_id=191`),
      (t, x) =>
        postAs(app, t, '/save-question-answers', {
          enrollment_id: x,
          plan_id: 191,
          answers: allNo([H1, H2, H3]),
        }),
      (t, x) => getAs(app, t, `/get-aflac-questions?enrollment_id=${x}&plan_id=201`),
      (t, x) =>
        postAs(app, t, '/save-aflac-questions', {
          enrollment_id: x,
          plan_id: 201,
          aflac_data: [
            { qid: A1, true_condition: 1 },
            { qid: A2, true_condition: 1 },
          ],
        }),
      (t, x) => getAs(app, t, `/check-already-answered?enrollment_id=${x}&plan_id=191`),
    ];
    for (const call of calls) {
      expect((await call(undefined, e)).statusCode).toBe(403);
      expect((await call(open.token, 'a'.repeat(32))).statusCode).toBe(404);
      expect((await call(lee.token, e)).statusCode).toBe(404);
      expect((await call(open.token, 'not-an-id')).statusCode).toBe(400);
    }
    const noQuestions = await postAs(app, open.token, '/save-question-answers', {
      enrollment_id: e,
      plan_id: 101,
      answers: [],
    });
    expect(noQuestions.statusCode).toBe(400);
    const extra = await postAs(app, open.token, '/save-aflac-questions', {
      enrollment_id: e,
      plan_id: 201,
      aflac_data: [
        { qid: A1, true_condition: 1, note: 'x' },
        { qid: A2, true_condition: 1 },
      ],
      admin: true,
    });
    expect(extra.statusCode).toBe(200);
  });
});
