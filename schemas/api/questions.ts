import type { FromSchema } from 'json-schema-to-ts';
import { enrollmentIdProperty } from './common';
import { planIdProperty } from './pricing';

/**
 * Plan eligibility questions (001 sections 3-5, 7): health questions (get-questions /
 * save-question-answers) and Aflac-type questions. The envelope's statusCode is 200 when questions
 * are waiting for answers and 204 when there are none to answer, which is when the cart buttons show.
 */

/** GET /get-questions?enrollment_id&plan_id&type=save */
export const getQuestionsQuery = {
  type: 'object',
  required: ['enrollment_id', 'plan_id'],
  properties: {
    enrollment_id: enrollmentIdProperty,
    plan_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
    type: { type: 'string', enum: ['save', 'view'] },
  },
  additionalProperties: false,
} as const;
export type GetQuestionsQuery = FromSchema<typeof getQuestionsQuery>;

export const healthQuestionItem = {
  type: 'object',
  required: ['question_id', 'question_text', 'question_sub_type', 'require_detail', 'options'],
  properties: {
    question_id: { type: 'integer' },
    question_text: { type: 'string' },
    question_sub_type: { type: ['string', 'null'], enum: ['text_field', 'checkbox', 'detail', null] },
    require_detail: { type: 'boolean' },
    options: {
      type: 'array',
      items: {
        type: 'object',
        required: ['option_id', 'option_text', 'option_group'],
        properties: {
          option_id: { type: 'integer' },
          option_text: { type: 'string' },
          option_group: { type: ['string', 'null'] },
        },
      },
    },
  },
} as const;
export type HealthQuestion = FromSchema<typeof healthQuestionItem>;

export const questionsData = {
  type: 'object',
  required: ['result', 'declined', 'error_message'],
  properties: {
    result: { type: 'array', items: healthQuestionItem },
    /** Earlier answers declined the applicant for this plan. */
    declined: { type: 'boolean' },
    error_message: { type: ['string', 'null'] },
  },
} as const;
export type Questions = FromSchema<typeof questionsData>;

const shortText = (max: number) => ({ type: 'string', maxLength: max }) as const;

/** One detail entry of a yes answer (two at most). */
const detailEntry = {
  type: 'object',
  properties: {
    dot_from: shortText(10),
    dot_to: shortText(10),
    reason_for_condition: shortText(500),
    degree_of_recovery: shortText(200),
    physician_name_address: shortText(300),
  },
  additionalProperties: false,
} as const;

export const healthAnswerItem = {
  type: 'object',
  required: ['question_id', 'yes_no_flag'],
  properties: {
    question_id: { type: 'integer', minimum: 1 },
    yes_no_flag: { type: 'integer', enum: [0, 1] },
    who: shortText(50),
    checkbox_answers: { type: 'array', maxItems: 20, items: { type: 'integer', minimum: 1 } },
    detail: { type: 'array', maxItems: 2, items: detailEntry },
  },
  additionalProperties: false,
} as const;
export type HealthAnswerInput = FromSchema<typeof healthAnswerItem>;

/** POST /save-question-answers {enrollment_id, plan_id, answers} */
export const saveQuestionAnswersBody = {
  type: 'object',
  required: ['enrollment_id', 'plan_id', 'answers'],
  properties: {
    enrollment_id: enrollmentIdProperty,
    plan_id: planIdProperty,
    answers: { type: 'array', maxItems: 50, items: healthAnswerItem },
  },
  additionalProperties: false,
} as const;
export type SaveQuestionAnswersBody = FromSchema<typeof saveQuestionAnswersBody>;

/** Answer of save-question-answers: errorCode 'decline' with error_message, or success_message. */
export const saveQuestionAnswersData = {
  type: 'object',
  required: ['errorCode'],
  properties: {
    errorCode: { type: ['string', 'null'], enum: ['decline', null] },
    error_message: { type: 'string' },
    success_message: { type: 'string' },
  },
} as const;
export type SaveQuestionAnswers = FromSchema<typeof saveQuestionAnswersData>;

/** GET /get-aflac-questions?plan_id&enrollment_id */
export const aflacQuestionsData = {
  type: 'object',
  required: ['result'],
  properties: {
    result: {
      type: 'array',
      items: {
        type: 'object',
        required: ['qid', 'question', 'true_condition', 'hint'],
        properties: {
          qid: { type: 'integer' },
          question: { type: 'string' },
          true_condition: { type: 'integer', enum: [0, 1] },
          hint: { type: 'string' },
        },
      },
    },
  },
} as const;
export type AflacQuestions = FromSchema<typeof aflacQuestionsData>;
export type AflacQuestion = AflacQuestions['result'][number];

/** POST /save-aflac-questions {enrollment_id, plan_id, aflac_data: [{qid, true_condition}]} */
export const saveAflacBody = {
  type: 'object',
  required: ['enrollment_id', 'plan_id', 'aflac_data'],
  properties: {
    enrollment_id: enrollmentIdProperty,
    plan_id: planIdProperty,
    aflac_data: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        required: ['qid', 'true_condition'],
        properties: { qid: { type: 'integer', minimum: 1 }, true_condition: { type: 'integer', enum: [0, 1] } },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const;
export type SaveAflacBody = FromSchema<typeof saveAflacBody>;

export const saveAflacData = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' } },
} as const;
export type SaveAflac = FromSchema<typeof saveAflacData>;

/** GET /check-already-answered: result true once the plan's questions were answered (accepted or declined). */
export const alreadyAnsweredData = {
  type: 'object',
  required: ['result', 'outcome'],
  properties: {
    result: { type: 'boolean' },
    outcome: { type: ['string', 'null'], enum: ['accepted', 'declined', null] },
  },
} as const;
export type AlreadyAnswered = FromSchema<typeof alreadyAnsweredData>;
