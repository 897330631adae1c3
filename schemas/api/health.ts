import type { FromSchema } from 'json-schema-to-ts';
import { FIELD_NAME_PATTERN } from '../descriptors';
import { MAX_MEDICATIONS, type HealthQuestion, type HealthQuestionSet } from '../steps/health-info';
import { enrollmentIdProperty, formScalar } from './common';
import { stepFields } from './wizard';

/**
 * Request and answer schemas of the Primary Health Questions calls (002 section 7). The answers'
 * values are judged by the step module (schemas/steps/health-info.ts); these schemas bound the
 * shape and sizes only, so a wrong value answers a field error rather than a schema error.
 */

const str = { type: 'string' } as const;
const questionId = { type: 'integer', minimum: 1 } as const;
const flagValue = {
  anyOf: [{ type: 'integer', enum: [0, 1] }, { type: 'string', maxLength: 1 }, { type: 'null' }],
} as const;

/** One follow-up entry (a condition or a medication): field-shaped names with short scalar values. */
const entry = {
  type: 'object',
  patternProperties: {
    [FIELD_NAME_PATTERN]: formScalar(2000),
  },
  additionalProperties: false,
  maxProperties: 12,
} as const;

/** condition_questions of a save: one answer per question, one condition entry per answer. */
export const conditionAnswers = {
  type: 'array',
  maxItems: 50,
  items: {
    type: 'object',
    required: ['question_id'],
    properties: {
      question_id: questionId,
      question_text: { type: 'string', maxLength: 1000 },
      yes_no_flag: flagValue,
      conditions: { type: 'array', maxItems: 1, items: entry },
    },
    additionalProperties: false,
  },
} as const;

/** medication_question of a save: up to 3 medications. */
export const medicationAnswer = {
  type: 'object',
  required: ['question_id'],
  properties: {
    question_id: questionId,
    question_text: { type: 'string', maxLength: 1000 },
    yes_no_flag: flagValue,
    medications: { type: 'array', maxItems: MAX_MEDICATIONS, items: entry },
  },
  additionalProperties: false,
} as const;

/** A health_info record (the step's payload; a dependent's health_info has the same shape). */
export const healthInfoProperties = {
  condition_questions: conditionAnswers,
  medication_question: { anyOf: [medicationAnswer, { type: 'null' }] },
  notes: { type: ['string', 'null'], maxLength: 4000 },
} as const;

/** Body of POST /save-primary-health-info. */
export const saveHealthInfoBody = {
  type: 'object',
  required: ['enrollment_id', 'condition_questions'],
  properties: { enrollment_id: enrollmentIdProperty, ...healthInfoProperties },
  // A carrier's questions (form-field rules on primary_health_info) are field-named keys beside the answers.
  ...stepFields,
} as const;
export type SaveHealthInfoBody = FromSchema<typeof saveHealthInfoBody>;

const questionOut = {
  type: 'object',
  required: ['question_id', 'question_text', 'yes_no_flag'],
  properties: {
    question_id: { type: 'integer' },
    question_text: str,
    yes_no_flag: { type: 'integer' },
    // Beside the contract's fields: '0' Male / '1' Female when the question is for one gender only (the dependent form draws it by the dependent's gender).
    applies_to_gender: { type: ['string', 'null'] },
  },
} as const;

/** `data` of GET /get-health-questions-primary-health-info and -dependent-info ('codition_questions' as the contract spells it). */
export const healthQuestionsData = {
  type: 'object',
  required: ['result'],
  properties: {
    result: {
      type: 'object',
      required: ['codition_questions', 'medication_question'],
      properties: {
        codition_questions: {
          type: 'array',
          items: {
            ...questionOut,
            required: [...questionOut.required, 'conditions'],
            properties: { ...questionOut.properties, conditions: { type: 'array', maxItems: 0 } },
          },
        },
        medication_question: {
          anyOf: [
            {
              ...questionOut,
              required: [...questionOut.required, 'medications'],
              properties: { ...questionOut.properties, medications: { type: 'array', maxItems: 0 } },
            },
            { type: 'null' },
          ],
        },
      },
    },
  },
} as const;
export type HealthQuestionsData = FromSchema<typeof healthQuestionsData>;

/** A question set as GET /get-health-questions-* sends it ('codition_questions' in the contract), nothing answered yet. */
export function healthQuestionsResult(set: HealthQuestionSet): HealthQuestionsData['result'] {
  return {
    codition_questions: set.condition_questions.map((q) => ({ ...q, yes_no_flag: 0, conditions: [] })),
    medication_question: set.medication_question
      ? { ...set.medication_question, yes_no_flag: 0, medications: [] }
      : null,
  };
}

/** A question as a form keeps it: applies_to_gender beside the contract's fields when the server gives it. */
const askedQuestion = ({ question_id, question_text, applies_to_gender }: HealthQuestion): HealthQuestion =>
  applies_to_gender ? { question_id, question_text, applies_to_gender } : { question_id, question_text };

/** The question set of a GET /get-health-questions-* answer (the applicant's page and the dependent form). */
export function questionSetOf(result: HealthQuestionsData['result']): HealthQuestionSet {
  return {
    condition_questions: result.codition_questions.map(askedQuestion),
    medication_question: result.medication_question ? askedQuestion(result.medication_question) : null,
  };
}

/** `data` of GET /get-existing-primary-health-info: the member's last answers, or null. */
export const existingHealthInfoData = {
  type: 'object',
  required: ['result'],
  properties: {
    result: {
      anyOf: [
        {
          type: 'object',
          required: ['condition_questions'],
          // Answers keep every field they were saved with (the serializer must not drop unnamed keys).
          properties: {
            condition_questions: { type: 'array', items: { type: 'object', additionalProperties: true } },
            medication_question: { type: ['object', 'null'], additionalProperties: true },
            notes: { type: ['string', 'null'] },
          },
        },
        { type: 'null' },
      ],
    },
  },
} as const;
