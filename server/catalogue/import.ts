import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { describeError } from '../db/errors';
import { readCatalogueVersion } from '../services/catalogue-version';
import { applyCatalogue } from './apply';
import { diffCatalogue, isEmptyDiff, type CatalogueDiff } from './diff';
import { readLiveCatalogue, type LiveCatalogue } from './live';
import type { Tx } from '../db/seed/context';
import type { CatalogueProblem, ProblemList } from './problems';
import type { ReadCatalogue } from './read';
import { checkCatalogue } from './validate';
import { forgetAgreementTexts } from '../repositories/agreement-texts';
import type { ProgressTracker } from './progress';

export interface ImportReport {
  /** True when the file was applied (not a dry run, no problems, something changed). */
  applied: boolean;
  /** The first problems found (ProblemList.limit) and how many in all; any problem refuses the import. */
  problems: CatalogueProblem[];
  problemCount: number;
  /** Null when problems stopped the import before the comparison. */
  diff: CatalogueDiff | null;
  empty: boolean;
  rateRows: number;
  versionBefore: number;
  versionAfter: number;
}

/** The report as the admin API answers it (the import and a rollback alike). */
export function importReportBody(report: ImportReport) {
  return {
    applied: report.applied,
    problems: report.problems,
    problem_count: report.problemCount,
    diff: report.diff,
    empty: report.empty,
    rate_rows: report.rateRows,
    version_before: report.versionBefore,
    version_after: report.versionAfter,
  };
}

// Any constant: two imports (or an import and the seed) never interleave.
const IMPORT_LOCK_ID = 720_431_030;

/** A database refusal during the writes, in the import's words (the transaction is rolled back). */
function refusalOf(e: unknown): string {
  // Described as the logs describe errors: a failed statement's parameters (whole rate chunks) are never quoted.
  const d = describeError(e);
  if (d.sqlstate === '23503')
    return 'a rate row the file drops is held by a cart or policy: keep that row (same plan, tier, tobacco, age_min) or retire the plan instead';
  const detail = [d.message, d.sqlstate, d.constraint, d.table].filter(Boolean).join(' ');
  return `the database refused the import: ${detail}`;
}

class Rollback extends Error {}

/**
 * Called in the import's transaction just before it applies a non-empty diff, with the live picture
 * the diff read: the console's imports keep a snapshot and write the audit entry there (decision 0290).
 */
export type OnApply = (tx: Tx, live: LiveCatalogue, diff: CatalogueDiff, versionBefore: number) => Promise<void>;

/**
 * Checks a read catalogue, compares it with the live one and, unless `dryRun`, applies it: all in
 * one transaction under an advisory lock, so a failure anywhere leaves the live catalogue as it
 * was and two imports never interleave. Every problem is reported (bounded list plus the count).
 */
export async function importCatalogue(
  db: Db,
  source: ReadCatalogue,
  problems: ProblemList,
  opts: { dryRun: boolean; onApply?: OnApply; progress?: ProgressTracker },
): Promise<ImportReport> {
  const progress = opts.progress;
  progress?.update({ phase: 'checking', rowsRead: source.rates.length });
  const versionBefore = await readCatalogueVersion(db);
  let diff: CatalogueDiff | null = null;
  let applied = false;
  const file = source.file ?? source.partial;
  if (file) {
    try {
      await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${IMPORT_LOCK_ID})`);
        const live = await readLiveCatalogue(tx);
        const checked = checkCatalogue(
          file,
          source.rates,
          source.rateFiles,
          new Set(live.portalIds.keys()),
          problems,
          source.salvaged,
        );
        progress?.update({ rowsChecked: source.rates.length });
        if (problems.count || !source.file) return;
        progress?.update({ phase: 'comparing' });
        const found = await diffCatalogue(tx, checked, source.rates, live);
        diff = found.diff;
        const { insert, update, remove } = found.edits;
        progress?.update({
          rowsCompared: source.rates.length,
          rowsToWrite: insert.length + update.length + remove.length,
        });
        if (opts.dryRun || isEmptyDiff(found.diff)) return;
        await opts.onApply?.(tx, live, found.diff, versionBefore);
        progress?.update({ phase: 'writing' });
        const written = { removed: 0, updated: 0, inserted: 0 };
        await applyCatalogue(tx, checked, source.rates, live, found.diff, found.edits, (step, rows) => {
          if (step === 'staged') progress?.update({ rowsStaged: rows });
          else {
            written[step] = rows;
            progress?.update({ rowsWritten: written.removed + written.updated + written.inserted });
          }
        });
        if (problems.count) throw new Rollback();
        applied = true;
      });
    } catch (e) {
      if (!(e instanceof Rollback)) {
        applied = false;
        problems.add({ file: 'catalogue.json', row: null, column: null, message: refusalOf(e) });
      }
    }
  }
  // The agreement texts are kept per process (repositories/agreement-texts.ts): read them again.
  if (applied) forgetAgreementTexts(db);
  progress?.update({ phase: problems.count ? 'failed' : 'done' });
  const finalDiff = diff as CatalogueDiff | null;
  return {
    applied,
    problems: problems.items,
    problemCount: problems.count,
    diff: finalDiff,
    empty: finalDiff ? isEmptyDiff(finalDiff) : false,
    rateRows: source.rates.length,
    versionBefore,
    versionAfter: await readCatalogueVersion(db),
  };
}
