import type { FromSchema } from 'json-schema-to-ts';

/**
 * The group census: a signed-in group administrator's enrolled members and their covered dependents
 * as CSV, one row per covered person and plan. Made by a background export (issue 27,
 * schemas/api/export-jobs.ts): POST /group-census-exports starts it (or answers the one already
 * running), GET /export-jobs/:id follows it, GET /export-jobs/:id/file downloads the file, a
 * `text/csv` attachment (UTF-8 with a byte order mark).
 */

/** Query of POST /group-census-exports: the group, which must be the signed-in administrator's own (403 otherwise); defaults to it. */
export const censusQuery = {
  type: 'object',
  properties: { group_id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  additionalProperties: false,
} as const;
export type CensusQuery = FromSchema<typeof censusQuery>;

/** The header row, in column order. No SSN column: the census never carries one. */
export const CENSUS_COLUMNS = [
  'Group ID',
  'Subscriber ID',
  'Person',
  'Last name',
  'First name',
  'Date of birth',
  'Relationship',
  'Plan',
  'Category',
  'Tier',
  'Effective date',
  'Monthly premium',
] as const;

/** The file name a census downloads as: the group and the day it was made (yyyy-mm-dd). */
export function censusFileName(groupId: number, day: string): string {
  return `census-group-${groupId}-${day}.csv`;
}
