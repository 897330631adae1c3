import type { FromSchema } from 'json-schema-to-ts';
import { FIELD_NAME_PATTERN } from '../descriptors';
import { enrollmentIdProperty } from './common';

/**
 * Request and answer schemas of the Agreement & Signature calls (002 section 7). The step's field
 * values are judged by the step module (steps/agreement-info/module.ts); these schemas bound the
 * shape only, so a wrong value answers a field error naming it.
 */

const str = { type: 'string' } as const;

/** `data` of GET /get-agreement-texts: the texts for the cart, the carriers' message and the L713 net price. */
export const agreementTextsData = {
  type: 'object',
  required: ['result', 'special_message', 'l713_net_price', 'has_l713'],
  properties: {
    result: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'text_head', 'text_body', 'text_required'],
        properties: { id: { type: 'integer' }, text_head: str, text_body: str, text_required: { type: 'boolean' } },
      },
    },
    special_message: { type: ['string', 'null'] },
    l713_net_price: { type: 'number' },
    has_l713: { type: 'boolean' },
  },
} as const;
export type AgreementTextsData = FromSchema<typeof agreementTextsData>;

/** An agreement text as GET /get-agreement-texts lists it. */
export interface AgreementText {
  id: number;
  text_head: string;
  text_body: string;
  /** A required text has a checkbox that must be checked; others are shown for information. */
  text_required: boolean;
}

/**
 * Body of POST /save-agreement-info: the contract's fields plus accepted_agreements, the ids of the
 * checked agreement texts (the acceptance is part of what is signed).
 */
export const saveAgreementBody = {
  type: 'object',
  required: ['enrollment_id'],
  properties: {
    enrollment_id: enrollmentIdProperty,
    eprocess: { type: 'string', enum: ['rep', 'applicant', 'group', 'sigapplicant'] },
    accepted_agreements: { type: 'array', maxItems: 100, uniqueItems: true, items: { type: 'integer', minimum: 1 } },
  },
  patternProperties: { [FIELD_NAME_PATTERN]: {} },
  additionalProperties: false,
  maxProperties: 40,
} as const;
export type SaveAgreementBody = FromSchema<typeof saveAgreementBody>;
