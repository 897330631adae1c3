import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../schemas/messages';
import {
  aflacHint,
  DEFAULT_DECLINE_MESSAGE,
  judgeAflacAnswers,
  judgeHealthAnswers,
  questionsChangedSince,
  type HealthQuestionRule,
} from './plan-questions';

// Shaped like the demo questions of plan 171 (the demo catalogue file, server/db/seed/catalogue/catalogue.json).
const cancer: HealthQuestionRule = {
  id: 1021,
  requireDetail: false,
  declineOn: 1,
  declineMessage: 'Not eligible.',
  options: [
    { id: 1, declines: true },
    { id: 2, declines: false },
  ],
};
const biopsy: HealthQuestionRule = { id: 1022, requireDetail: true, declineOn: 1, declineMessage: null, options: [] };
const physician: HealthQuestionRule = {
  id: 1023,
  requireDetail: false,
  declineOn: null,
  declineMessage: null,
  options: [],
};
const all = [cancer, biopsy, physician];
const detail = [{ reason_for_condition: 'follow-up normal' }];

describe('judgeHealthAnswers', () => {
  it('asks for every question', () => {
    expect(judgeHealthAnswers(all, [{ question_id: 1021, yes_no_flag: 0 }])).toEqual({
      ok: false,
      target: 'question_1022',
      message: MESSAGES.answerAllQuestions,
    });
  });
  it('needs detail for a yes on a detail question', () => {
    const answers = [
      { question_id: 1021, yes_no_flag: 0 },
      { question_id: 1022, yes_no_flag: 1 },
      { question_id: 1023, yes_no_flag: 0 },
    ];
    expect(judgeHealthAnswers(all, answers)).toMatchObject({
      ok: false,
      target: 'detail_1022',
      message: MESSAGES.fieldRequired,
    });
  });
  it('refuses options that belong to no question', () => {
    expect(judgeHealthAnswers([cancer], [{ question_id: 1021, yes_no_flag: 1, checkbox_answers: [99] }])).toMatchObject(
      { ok: false },
    );
  });
  it('accepts all-no answers', () => {
    const answers = all.map((q) => ({ question_id: q.id, yes_no_flag: 0 }));
    expect(judgeHealthAnswers(all, answers)).toEqual({ ok: true, outcome: 'accepted' });
  });
  it('declines on the declining answer with the question message, narrowed by options', () => {
    const no = { question_id: 1022, yes_no_flag: 0 };
    const other = { question_id: 1023, yes_no_flag: 1 };
    expect(judgeHealthAnswers(all, [{ question_id: 1021, yes_no_flag: 1, checkbox_answers: [1] }, no, other])).toEqual({
      ok: true,
      outcome: 'declined',
      message: 'Not eligible.',
    });
    expect(judgeHealthAnswers(all, [{ question_id: 1021, yes_no_flag: 1, checkbox_answers: [2] }, no, other])).toEqual({
      ok: true,
      outcome: 'accepted',
    });
    expect(
      judgeHealthAnswers(all, [
        { question_id: 1021, yes_no_flag: 0 },
        { question_id: 1022, yes_no_flag: 1, detail },
        other,
      ]),
    ).toEqual({ ok: true, outcome: 'declined', message: DEFAULT_DECLINE_MESSAGE });
  });
});

describe('judgeAflacAnswers', () => {
  const qs = [
    { id: 1011, trueCondition: 1 },
    { id: 1012, trueCondition: 0 },
  ];
  it('needs Yes where true_condition is 1', () => {
    expect(
      judgeAflacAnswers(qs, [
        { qid: 1011, true_condition: 0 },
        { qid: 1012, true_condition: 0 },
      ]),
    ).toEqual({ ok: false, target: 'qid_1011', message: MESSAGES.answerYesToContinue });
    expect(
      judgeAflacAnswers(qs, [
        { qid: 1011, true_condition: 1 },
        { qid: 1012, true_condition: 0 },
      ]),
    ).toEqual({ ok: true });
  });
  it('needs every question answered', () => {
    expect(judgeAflacAnswers(qs, [{ qid: 1011, true_condition: 1 }])).toEqual({
      ok: false,
      target: 'qid_1012',
      message: MESSAGES.answerAllQuestions,
    });
  });
  it('hints per true_condition', () => {
    expect(aflacHint(1)).toBe(MESSAGES.hintAnswerYes);
    expect(aflacHint(0)).toBe(MESSAGES.hintAnswerYesNo);
  });
});

describe('questionsChangedSince', () => {
  it('is true only when a current question was never answered', () => {
    expect(questionsChangedSince([1, 2, 3], [1, 2, 3])).toBe(false);
    expect(questionsChangedSince([1, 2], [1, 2, 3])).toBe(false);
    expect(questionsChangedSince([1, 2, 4], [1, 2, 3])).toBe(true);
  });
});
