import type { FromSchema } from 'json-schema-to-ts';

/** Lead and assistant calls (000 section 7, "Lead and assistant"). */

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
/** A browser's random device id (storage key deviceId). */
export const deviceIdProperty = { type: 'string', minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const;
const webUrl = { type: 'string', maxLength: 300 } as const;

export const checkLeadQuery = {
  type: 'object',
  required: ['device_id'],
  properties: { device_id: deviceIdProperty, web_url: webUrl, agent_id: id },
  additionalProperties: false,
} as const;
export type CheckLeadQuery = FromSchema<typeof checkLeadQuery>;
export const checkLeadData = {
  type: 'object',
  required: ['status', 'zip_code'],
  properties: { status: { type: 'boolean' }, zip_code: { type: ['string', 'null'] } },
} as const;
export type CheckLead = FromSchema<typeof checkLeadData>;

/** store_information is the browser's position as 'latitude,longitude'; the server keeps only the zip. */
export const getLeadQuery = {
  type: 'object',
  required: ['device_id', 'store_information'],
  properties: {
    store_information: { type: 'string', maxLength: 60, pattern: '^-?\\d{1,3}(\\.\\d+)?,-?\\d{1,3}(\\.\\d+)?$' },
    device_id: deviceIdProperty,
    web_url: webUrl,
    group_id: id,
    agent_id: id,
  },
  additionalProperties: false,
} as const;
export type GetLeadQuery = FromSchema<typeof getLeadQuery>;
export const getLeadData = {
  type: 'object',
  required: ['result'],
  properties: { result: { type: 'object', required: ['zip_code'], properties: { zip_code: { type: 'string' } } } },
} as const;
export type GetLead = FromSchema<typeof getLeadData>;

export const assistGetQuery = {
  type: 'object',
  required: ['device_id'],
  properties: { agent_id: id, device_id: deviceIdProperty, web_url: webUrl },
  additionalProperties: false,
} as const;
export type AssistGetQuery = FromSchema<typeof assistGetQuery>;

export const assistAddBody = {
  type: 'object',
  required: ['question_id', 'answer', 'device_id'],
  properties: {
    question_id: id,
    answer: { type: 'string', maxLength: 1000 },
    device_id: deviceIdProperty,
    agent_id: id,
    web_url: webUrl,
  },
  additionalProperties: false,
} as const;
export type AssistAddBody = FromSchema<typeof assistAddBody>;

/** data.question: the next unanswered question (null when none is left); data.answer: past answers. */
export const assistData = {
  type: 'object',
  required: ['question', 'answer'],
  properties: {
    question: {
      type: ['object', 'null'],
      required: ['id', 'question'],
      properties: { id: { type: 'integer' }, question: { type: 'string' } },
    },
    answer: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'question_id', 'answer', 'assistant_question'],
        properties: {
          id: { type: 'integer' },
          question_id: { type: 'integer' },
          answer: { type: 'string' },
          assistant_question: { type: 'object', required: ['question'], properties: { question: { type: 'string' } } },
        },
      },
    },
  },
} as const;
export type AssistData = FromSchema<typeof assistData>;

export const decryptDetailBody = {
  type: 'object',
  required: ['agentId'],
  properties: { agentId: { type: 'string', minLength: 1, maxLength: 40 } },
  additionalProperties: false,
} as const;
export const decryptDetailData = {
  type: 'object',
  required: ['agent_id', 'agent_code', 'display_name'],
  properties: { agent_id: { type: 'integer' }, agent_code: { type: 'string' }, display_name: { type: 'string' } },
} as const;
export type DecryptDetail = FromSchema<typeof decryptDetailData>;
