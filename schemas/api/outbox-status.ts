const count = { type: 'integer' } as const;

/** GET /admin/outbox-status: mail counts per status and the latest failed attempts (no bodies, no recipients). */
export const outboxStatusData = {
  type: 'object',
  required: ['counts', 'failures'],
  properties: {
    counts: {
      type: 'object',
      required: ['queued', 'sending', 'sent', 'kept', 'failed'],
      properties: { queued: count, sending: count, sent: count, kept: count, failed: count },
    },
    failures: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'kind', 'status', 'attempts', 'last_error', 'next_attempt_at'],
        properties: {
          id: { type: 'integer' },
          kind: { type: 'string' },
          status: { type: 'string' },
          attempts: { type: 'integer' },
          last_error: { type: ['string', 'null'] },
          next_attempt_at: { type: ['string', 'null'] },
        },
      },
    },
  },
} as const;
