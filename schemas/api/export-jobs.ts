import type { FromSchema } from 'json-schema-to-ts';
import { resultListOf, resultOf } from './common';

/**
 * Background exports (issue 27; docs/decisions/0140-export-jobs.md), beyond the contract. A job is
 * started by its kind's route (the census: POST /group-census-exports), read by its owner with
 * GET /export-jobs/:id until it is done or failed, and its file downloaded with
 * GET /export-jobs/:id/file until it expires. Another owner's job answers 404, like an unknown id.
 */

export const EXPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/** A job id: 128 random bits as 22 base64url characters. */
const exportJobIdProperty = { type: 'string', pattern: '^[A-Za-z0-9_-]{22}$' } as const;

export const exportJobParams = {
  type: 'object',
  required: ['id'],
  properties: { id: exportJobIdProperty },
  additionalProperties: false,
} as const;
export type ExportJobParams = FromSchema<typeof exportJobParams>;

export const exportJobsQuery = {
  type: 'object',
  properties: { kind: { type: 'string', enum: ['census'] } },
  additionalProperties: false,
} as const;
export type ExportJobsQuery = FromSchema<typeof exportJobsQuery>;

const nullableText = { type: ['string', 'null'] } as const;
const nullableCount = { type: ['integer', 'null'] } as const;

/** A job as its owner sees it. `rows_total` is null until counted; `error` is set when failed. */
export const exportJob = {
  type: 'object',
  required: [
    'id',
    'kind',
    'status',
    'rows_done',
    'rows_total',
    'error',
    'file_name',
    'bytes',
    'created_at',
    'finished_at',
    'expires_at',
  ],
  properties: {
    id: exportJobIdProperty,
    kind: { type: 'string' },
    status: { type: 'string', enum: EXPORT_JOB_STATUSES },
    rows_done: { type: 'integer' },
    rows_total: nullableCount,
    error: nullableText,
    file_name: nullableText,
    bytes: nullableCount,
    created_at: { type: 'string' },
    finished_at: nullableText,
    expires_at: { type: 'string' },
  },
  additionalProperties: false,
} as const;
export type ExportJob = FromSchema<typeof exportJob>;

export const exportJobData = resultOf(exportJob);
export const exportJobListData = resultListOf(exportJob);

/** How often the page asks for a running job's progress (ms). */
export const EXPORT_POLL_MS = 1000;
