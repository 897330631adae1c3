import type { FromSchema } from 'json-schema-to-ts';
import { enrollmentIdProperty } from './common';

/**
 * Quote by e-mail (000 section 7): POST /save-enrollment with tab 'cart_info' and GET
 * /get-quote-preview-content. Name and e-mail are checked in the handlers with the
 * specification's own messages, so the schema only bounds their size.
 */

const quoteFields = {
  enrollment_id: enrollmentIdProperty,
  name: { type: 'string', maxLength: 100 },
  email: { type: 'string', maxLength: 254 },
  message: { type: 'string', maxLength: 2000 },
  /** Beyond the contract: the effective date chosen in the cart (mm/dd/yyyy), which the quote names when offered. */
  effective_date: { type: 'string', maxLength: 10 },
} as const;

/**
 * The Save Cart payload: the contract's fields, with the effective date chosen in the cart in `data`
 * (beyond the contract), where the shared save-enrollment route hands it to the cart_info tab
 * (server/routes/quote.ts).
 */
export interface SaveQuotePayload {
  enrollment_id: string;
  tab: 'cart_info';
  email: string;
  name: string;
  message: string;
  data: Record<string, unknown>;
}

/** GET /get-quote-preview-content?enrollment_id&email&name&tab&message&type=preview */
export const quotePreviewQuery = {
  type: 'object',
  required: ['enrollment_id'],
  properties: {
    ...quoteFields,
    tab: { type: 'string', enum: ['cart_info'] },
    type: { type: 'string', enum: ['preview'] },
  },
  additionalProperties: false,
} as const;
export type QuotePreviewQuery = FromSchema<typeof quotePreviewQuery>;

export const quotePreviewData = {
  type: 'object',
  required: ['content'],
  properties: { content: { type: 'string' } },
} as const;
export type QuotePreview = FromSchema<typeof quotePreviewData>;
