import type { FromSchema } from 'json-schema-to-ts';

/**
 * GET /outbox: `data.result: [{ to, subject, text, html, sent_at, channel }]`, newest first
 * (demo-data.md). A text message (`channel` 'sms') has the phone number (E.164) in `to`, an empty
 * subject and html null.
 */
export const outboxData = {
  type: 'object',
  required: ['result'],
  properties: {
    result: {
      type: 'array',
      items: {
        type: 'object',
        required: ['to', 'subject', 'text', 'html', 'sent_at', 'channel'],
        properties: {
          to: { type: 'string' },
          subject: { type: 'string' },
          text: { type: 'string' },
          html: { type: ['string', 'null'] },
          sent_at: { type: 'string' },
          channel: { type: 'string', enum: ['email', 'sms'] },
        },
      },
    },
  },
} as const;
export type Outbox = FromSchema<typeof outboxData>;
