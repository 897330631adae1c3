import type { FastifyInstance } from 'fastify';
import { envelopeOf } from '../../schemas/api/common';
import { enrollmentPlanQuery, type EnrollmentPlanQuery } from '../../schemas/api/pricing';
import {
  aflacQuestionsData,
  alreadyAnsweredData,
  getQuestionsQuery,
  questionsData,
  saveAflacBody,
  saveAflacData,
  saveQuestionAnswersBody,
  saveQuestionAnswersData,
  type AflacQuestions,
  type AlreadyAnswered,
  type GetQuestionsQuery,
  type Questions,
  type SaveAflac,
  type SaveAflacBody,
  type SaveQuestionAnswers,
  type SaveQuestionAnswersBody,
} from '../../schemas/api/questions';
import { aflacHint, judgeAflacAnswers, judgeHealthAnswers, questionsChangedSince } from '../domain/plan-questions';
import { fieldError } from '../plugins/envelope';
import { enrollmentOf } from '../plugins/enrollment';
import { requireScopedEnrollment } from '../plugins/enrollment-scope';
import { requireSession } from '../plugins/session';
import { questionsOf, questionStatus, readAnswers, writeAnswers } from '../repositories/plan-questions';
import { storefrontPlan } from './pricing';

/** Envelope statusCode when no questions wait for answers: the cart buttons show (001 section 4). */
const NO_QUESTIONS = 204;
const SAVED_MESSAGE = 'Your answers have been saved. You can now add this plan to your cart.';

/** Plan eligibility questions: health and Aflac-type, answers stored encrypted per enrollment and plan. */
export async function planQuestionRoutes(app: FastifyInstance): Promise<void> {
  const scoped = [requireSession(), requireScopedEnrollment];
  const key = app.config.encryptionKey;

  app.get<{ Querystring: GetQuestionsQuery }>(
    '/get-questions',
    { schema: { querystring: getQuestionsQuery, response: { 200: envelopeOf(questionsData) } }, preHandler: scoped },
    async (request, reply) => {
      const enrollment = enrollmentOf(request);
      const plan = await storefrontPlan(request, request.query.plan_id);
      const questions = await questionsOf(app.db, plan.id, 'health');
      const stored = questions.length ? await readAnswers(app.db, key, enrollment.id, plan.id, 'health') : null;
      const status = await questionStatus(app.db, key, enrollment.id, plan.id);
      const waiting = questions.length > 0 && status !== 'accepted';
      const data: Questions = {
        result:
          waiting || request.query.type === 'view'
            ? questions.map((q) => ({
                question_id: q.id,
                question_text: q.questionText,
                question_sub_type: q.subType,
                require_detail: q.requireDetail,
                options: q.options.map((o) => ({
                  option_id: o.id,
                  option_text: o.optionText,
                  option_group: o.optionGroup,
                })),
              }))
            : [],
        declined: stored?.outcome === 'declined',
        error_message: stored?.outcome === 'declined' ? stored.message : null,
      };
      return reply.ok(data, waiting ? 200 : NO_QUESTIONS);
    },
  );

  app.post<{ Body: SaveQuestionAnswersBody }>(
    '/save-question-answers',
    {
      schema: { body: saveQuestionAnswersBody, response: { 200: envelopeOf(saveQuestionAnswersData) } },
      preHandler: scoped,
    },
    async (request, reply) => {
      const enrollment = enrollmentOf(request);
      const plan = await storefrontPlan(request, request.body.plan_id);
      const questions = await questionsOf(app.db, plan.id, 'health');
      if (questions.length === 0) throw fieldError(400, 'plan_id', 'This plan has no questions to answer');
      const rules = questions.map((q) => ({
        id: q.id,
        requireDetail: q.requireDetail,
        declineOn: q.declineOn,
        declineMessage: q.declineMessage,
        options: q.options,
      }));
      const verdict = judgeHealthAnswers(rules, request.body.answers);
      if (!verdict.ok) throw fieldError(400, verdict.target, verdict.message);
      const answers = request.body.answers.filter((a) => questions.some((q) => q.id === a.question_id));
      const message = verdict.outcome === 'declined' ? verdict.message : null;
      await writeAnswers(app.db, key, enrollment.id, plan.id, 'health', {
        outcome: verdict.outcome,
        questionIds: questions.map((q) => q.id),
        answers,
        message,
      });
      const data: SaveQuestionAnswers =
        verdict.outcome === 'declined'
          ? { errorCode: 'decline', error_message: verdict.message }
          : { errorCode: null, success_message: SAVED_MESSAGE };
      return reply.ok(data, verdict.outcome === 'declined' ? 'decline' : 200);
    },
  );

  app.get<{ Querystring: EnrollmentPlanQuery }>(
    '/get-aflac-questions',
    {
      schema: { querystring: enrollmentPlanQuery, response: { 200: envelopeOf(aflacQuestionsData) } },
      preHandler: scoped,
    },
    async (request, reply) => {
      const enrollment = enrollmentOf(request);
      const plan = await storefrontPlan(request, request.query.plan_id);
      const questions = await questionsOf(app.db, plan.id, 'aflac');
      const stored = questions.length ? await readAnswers(app.db, key, enrollment.id, plan.id, 'aflac') : null;
      const waiting =
        questions.length > 0 &&
        (stored === null ||
          questionsChangedSince(
            questions.map((q) => q.id),
            stored.questionIds,
          ));
      const result = waiting
        ? questions.map((q) => ({
            qid: q.id,
            question: q.questionText,
            true_condition: q.trueCondition === 1 ? (1 as const) : (0 as const),
            hint: aflacHint(q.trueCondition),
          }))
        : [];
      return reply.ok({ result } satisfies AflacQuestions, waiting ? 200 : NO_QUESTIONS);
    },
  );

  app.post<{ Body: SaveAflacBody }>(
    '/save-aflac-questions',
    { schema: { body: saveAflacBody, response: { 200: envelopeOf(saveAflacData) } }, preHandler: scoped },
    async (request, reply) => {
      const enrollment = enrollmentOf(request);
      const plan = await storefrontPlan(request, request.body.plan_id);
      const questions = await questionsOf(app.db, plan.id, 'aflac');
      if (questions.length === 0) throw fieldError(400, 'plan_id', 'This plan has no questions to answer');
      const verdict = judgeAflacAnswers(
        questions.map((q) => ({ id: q.id, trueCondition: q.trueCondition })),
        request.body.aflac_data,
      );
      if (!verdict.ok) throw fieldError(400, verdict.target, verdict.message);
      const answers = request.body.aflac_data.filter((a) => questions.some((q) => q.id === a.qid));
      await writeAnswers(app.db, key, enrollment.id, plan.id, 'aflac', {
        outcome: 'accepted',
        questionIds: questions.map((q) => q.id),
        answers,
        message: null,
      });
      return reply.ok({ message: SAVED_MESSAGE } satisfies SaveAflac);
    },
  );

  app.get<{ Querystring: EnrollmentPlanQuery }>(
    '/check-already-answered',
    {
      schema: { querystring: enrollmentPlanQuery, response: { 200: envelopeOf(alreadyAnsweredData) } },
      preHandler: scoped,
    },
    async (request, reply) => {
      const plan = await storefrontPlan(request, request.query.plan_id);
      const status = await questionStatus(app.db, key, enrollmentOf(request).id, plan.id);
      const outcome = status === 'accepted' || status === 'declined' ? status : null;
      return reply.ok({ result: outcome !== null, outcome } satisfies AlreadyAnswered);
    },
  );
}
