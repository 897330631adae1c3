import type { FromSchema } from 'json-schema-to-ts';

/** GET /outbox: `data.result: [{ to, subject, text, html, sent_at }]`, newest first (demo-data.md). */
export const outboxData = {
  type: 'object',
  required: ['result'],
  properties: {
    result: {
      type: 'array',
      items: {
        type: 'object',
        required: ['to', 'subject', 'text', 'html', 'sent_at'],
        properties: {
          to: { type: 'string' },
          subject: { type: 'string' },
          text: { type: 'string' },
          html: { type: ['string', 'null'] },
          sent_at: { type: 'string' },
        },
      },
    },
  },
} as const;
export type Outbox = FromSchema<typeof outboxData>;
