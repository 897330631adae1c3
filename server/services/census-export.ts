import { setImmediate as nextTurn } from 'node:timers/promises';
import { CENSUS_COLUMNS, censusFileName } from '../../schemas/api/census';
import { isPlainObject } from '../../schemas/field-values';
import type { Db } from '../db/client';
import { coverageRows, type CensusCoverage, type CensusDependent } from '../domain/census';
import { CSV_BOM, csvLine } from '../domain/csv';
import { claimExportJob, findExportJob, type ExportJobRow } from '../repositories/export-jobs';
import { censusChunk, censusWorkList, type CensusPolicyRecord } from '../repositories/census';
import {
  EXPORT_MAX_ATTEMPTS,
  exportFile,
  runClaimedJob,
  startExport,
  type ExportContext,
  type ExportRunner,
} from './export-jobs';
import { censusAnswerColumns } from './census-answers';
import { openSealed } from './step-crypto';

/**
 * The group census as a background export (kind 'census', docs/decisions/0120 and 0140): one row per
 * covered person and plan, no SSN. The run writes the group's policies into the job's work list in
 * census order (one statement), then reads it CENSUS_CHUNK policies at a time, opens the sealed
 * steps in memory for names and birth dates only, writes the chunk's CSV lines, reports progress
 * and yields to the event loop before the next chunk: memory stays bounded whatever the group's size.
 */

export const CENSUS_KIND = 'census';
/** Policies read per query. */
export const CENSUS_CHUNK = 500;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A saved dependent list's people (dependent_info: `dependents[].primary_info`). */
function stepDependents(step: Record<string, unknown> | null): CensusDependent[] | null {
  if (!step || !Array.isArray(step.dependents)) return null;
  return step.dependents.flatMap((item: unknown) => {
    const p = isPlainObject(item) && isPlainObject(item.primary_info) ? item.primary_info : null;
    if (!p || (p.relationship !== 'spouse' && p.relationship !== 'child')) return [];
    return [
      {
        firstName: text(p.first_name),
        lastName: text(p.last_name),
        dob: text(p.birthdate) || null,
        relationship: p.relationship,
      },
    ];
  });
}

/** A policy as census coverage: the completed enrollment's steps first, else the member on file. */
function coverageOf(
  record: CensusPolicyRecord,
  groupId: number,
  key: Buffer,
  answers: readonly string[],
): CensusCoverage | null {
  const open = (step: Record<string, unknown> | undefined) => {
    const opened = step ? openSealed(step, key) : null;
    return isPlainObject(opened) ? opened : null;
  };
  const primary = open(record.enrollment?.steps.primary_info);
  const member = record.member;
  const firstName = text(primary?.first_name) || member?.firstName || '';
  const lastName = text(primary?.last_name) || member?.lastName || '';
  if (!firstName && !lastName) return null;
  const dependents =
    stepDependents(open(record.enrollment?.steps.dependent_info)) ??
    (member?.dependents ?? []).map((d) => ({ ...d, dob: d.birthdate }));
  return {
    groupId,
    subscriberId: member?.userId ?? String(record.policyId),
    subscriber: { firstName, lastName, dob: text(primary?.birthdate) || record.enrollment?.dob || member?.dob || null },
    dependents,
    tier: record.tier,
    effectiveDate: record.effectiveDate,
    plans: record.plans,
    answers,
  };
}

/** The census runner of the export worker. */
export const censusRunner: ExportRunner = async (ctx, run) => {
  const groupId = Number(run.job.params.group_id);
  if (!Number.isInteger(groupId) || groupId < 1) throw new Error('census job without a group');
  const fileName = censusFileName(groupId, new Date().toISOString().slice(0, 10));
  await run.setTotal(await censusWorkList(ctx.db, run.job.id, groupId));
  // Carriers' answers for the group (decision 0270): extra columns after the census's own.
  const answers = await censusAnswerColumns(ctx.db, groupId);
  await run.write(`${CSV_BOM}${csvLine([...CENSUS_COLUMNS, ...answers.names])}\r\n`);
  let after = 0;
  let done = 0;
  for (;;) {
    const records = await censusChunk(ctx.db, run.job.id, after, CENSUS_CHUNK, answers.tabs);
    if (records.length === 0) break;
    const lines: string[] = [];
    for (const record of records) {
      const cells = answers.cellsOf(record, ctx.encryptionKey);
      const coverage = coverageOf(record, groupId, ctx.encryptionKey, cells);
      if (coverage) for (const row of coverageRows(coverage)) lines.push(`${csvLine(row)}\r\n`);
    }
    await run.write(lines.join(''));
    after = records.at(-1)?.seq ?? after;
    done += records.length;
    await run.progress(done);
    // Other requests run between two chunks.
    await nextTurn();
  }
  return { fileName, rowsDone: done };
};

/** Queues the census of a group (or answers the group's census export still queued or running). */
export function startCensusExport(ctx: ExportContext, groupId: number) {
  return startExport(ctx, { kind: CENSUS_KIND, scope: { kind: 'group', groupId }, params: { group_id: groupId } });
}

/**
 * Runs a group's census to completion in this process, as the export worker would (a script or a
 * benchmark: `const { job, file } = await runCensusExport(db, 2001, { encryptionKey })`, then
 * `for await (const piece of file())`). Answers the job as it ended ('done', or 'failed' with its
 * message) and a reader of its CSV. A census already queued or running for the group is the one run.
 *
 * @public for scripts and benchmarks (issue 27's 100k census); the app itself runs jobs through the worker.
 */
export async function runCensusExport(
  db: Db,
  groupId: number,
  opts: { encryptionKey: Buffer },
): Promise<{ job: ExportJobRow; file: () => AsyncGenerator<Buffer> }> {
  const ctx: ExportContext = { db, encryptionKey: opts.encryptionKey };
  const { job } = await startCensusExport(ctx, groupId);
  const now = new Date();
  const claimed = await claimExportJob(db, now, new Date(now.getTime() + 60_000), EXPORT_MAX_ATTEMPTS, job.id);
  if (claimed) await runClaimedJob(ctx, claimed, censusRunner);
  else {
    // Another process holds it: wait for its end.
    for (;;) {
      const row = await findExportJob(db, job.id, { scopes: [job.scope] });
      if (!row || row.status === 'done' || row.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const ended = (await findExportJob(db, job.id, { scopes: [job.scope] })) ?? job;
  return { job: ended, file: () => exportFile(ctx, job.id) };
}
