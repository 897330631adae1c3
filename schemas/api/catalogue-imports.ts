import type { FromSchema } from 'json-schema-to-ts';

/**
 * POST /admin/catalogue-imports (staff): a catalogue directory's files uploaded as multipart parts
 * (catalogue.json and rate tables *.csv, by their file names; docs/catalogue-format.md), checked,
 * compared with what is live and, without `dry_run`, applied in one transaction. The answer is the
 * import's report: every problem (the first 1,000 and the count) and the diff.
 */
export const catalogueImportQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { dry_run: { type: 'boolean', default: false } },
} as const;
export type CatalogueImportQuery = FromSchema<typeof catalogueImportQuery>;

/** Most files a request may carry, and the largest file (a 1,000,000-row rate table is about 30 MB). */
export const CATALOGUE_UPLOAD_LIMITS = { files: 500, fileSize: 128 * 1024 * 1024 } as const;

const ids = { type: 'array', items: { type: 'integer' } } as const;

/**
 * How far an import has gone (server/catalogue/progress.ts): the phase (reading, checking, comparing,
 * writing, done, failed) and rate rows read, checked, compared, to write, staged (copied to the
 * staging table) and written to the live rates, and milliseconds since it started. In the import's
 * answer (its last state) and, while it runs, in GET /admin/catalogue-imports/progress.
 */
export const catalogueImportProgress = {
  type: 'object',
  required: [
    'phase',
    'rows_read',
    'rows_checked',
    'rows_compared',
    'rows_to_write',
    'rows_staged',
    'rows_written',
    'elapsed_ms',
  ],
  properties: {
    phase: { type: 'string', enum: ['reading', 'checking', 'comparing', 'writing', 'done', 'failed'] },
    rows_read: { type: 'integer' },
    rows_checked: { type: 'integer' },
    rows_compared: { type: 'integer' },
    rows_to_write: { type: 'integer' },
    rows_staged: { type: 'integer' },
    rows_written: { type: 'integer' },
    elapsed_ms: { type: 'integer' },
  },
} as const;

/** GET /admin/catalogue-imports/progress: the imports this server process is running (a carrier admin: their own). */
export const catalogueImportsRunningData = {
  type: 'object',
  required: ['imports'],
  properties: { imports: { type: 'array', items: catalogueImportProgress } },
} as const;
const codes = { type: 'array', items: { type: 'string' } } as const;

export const catalogueImportData = {
  type: 'object',
  required: ['applied', 'problems', 'problem_count', 'diff', 'empty', 'rate_rows', 'version_before', 'version_after'],
  properties: {
    applied: { type: 'boolean' },
    problems: {
      type: 'array',
      items: {
        type: 'object',
        required: ['file', 'row', 'column', 'message'],
        properties: {
          file: { type: 'string' },
          row: { type: ['integer', 'null'] },
          column: { type: ['string', 'null'] },
          message: { type: 'string' },
        },
      },
    },
    problem_count: { type: 'integer' },
    diff: {
      type: ['object', 'null'],
      properties: {
        carriers: { type: 'object', properties: { added: codes, changed: codes } },
        plans: {
          type: 'object',
          properties: {
            added: ids,
            changed: {
              type: 'array',
              items: { type: 'object', properties: { id: { type: 'integer' }, keys: codes } },
            },
            retired: ids,
          },
        },
        agreementsChanged: { type: 'boolean' },
        singlePlanCategoriesChanged: { type: 'boolean' },
        areas: { type: 'object', properties: { added: codes, changed: codes, removed: codes } },
        rates: {
          type: 'object',
          properties: {
            added: { type: 'integer' },
            removed: { type: 'integer' },
            changed: { type: 'integer' },
            unchanged: { type: 'integer' },
            maxChangePercent: { type: 'number' },
            maxChangeAt: {
              type: ['object', 'null'],
              properties: {
                planId: { type: 'integer' },
                tier: { type: 'string' },
                ageMin: { type: 'integer' },
                tobacco: { type: 'boolean' },
              },
            },
            plansWithChanges: { type: 'integer' },
          },
        },
      },
    },
    empty: { type: 'boolean' },
    rate_rows: { type: 'integer' },
    version_before: { type: 'integer' },
    version_after: { type: 'integer' },
    /** The applied import's id, to roll it back with (decision 0290); null when nothing was applied. */
    import_id: { type: ['integer', 'null'] },
    /** The import's progress when it ended (phase done or failed), with its counts and time. */
    progress: catalogueImportProgress,
  },
} as const;

/** GET /admin/catalogue-imports: the applied imports, newest first, a page after the id `after`. */
export const catalogueSnapshotsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
    after: { type: 'integer', minimum: 1 },
  },
} as const;
export type CatalogueSnapshotsQuery = FromSchema<typeof catalogueSnapshotsQuery>;

export const catalogueSnapshotsData = {
  type: 'object',
  required: ['imports'],
  properties: {
    imports: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'created_at', 'version_before', 'version_after', 'rate_rows', 'rolled_back_at'],
        properties: {
          id: { type: 'integer' },
          created_at: { type: 'string' },
          version_before: { type: 'integer' },
          version_after: { type: ['integer', 'null'] },
          /** The rate rows the import replaced (what a rollback puts back). */
          rate_rows: { type: 'integer' },
          rolled_back_at: { type: ['string', 'null'] },
        },
      },
    },
  },
} as const;
