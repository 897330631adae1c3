import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { describeError } from '../db/errors';
import { exportCatalogue } from '../catalogue/export';
import { importCatalogue } from '../catalogue/import';
import { ProblemList } from '../catalogue/problems';
import { ProgressTracker, progressLine } from '../catalogue/progress';
import { readCatalogueDir } from '../catalogue/read';
import { reportLines } from '../catalogue/report';

const USAGE = 'usage: npm run catalogue -- export <dir> | import <dir> [--dry-run] [--json]\n';

/**
 * `npm run catalogue -- export <dir>` writes the live catalogue as a catalogue directory
 * (docs/catalogue-format.md); `import <dir> [--dry-run]` checks one, prints every problem (file, row,
 * column) and the diff against what is live, and applies it in one transaction that bumps the
 * catalogue version. Runs against DATABASE_URL, or the embedded data directory (stop the server
 * first: one process opens a PGlite directory). Exit 0: done (or nothing to do); 1: problems.
 */
async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'dry-run': { type: 'boolean', default: false }, json: { type: 'boolean', default: false } },
  });
  const [command, dir] = positionals;
  if ((command !== 'export' && command !== 'import') || !dir || positionals.length !== 2) {
    process.stderr.write(USAGE);
    return 64;
  }
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    poolMax: config.databasePoolMax,
  });
  try {
    if (command === 'export') {
      const s = await exportCatalogue(database.db, dir);
      process.stdout.write(
        `exported ${s.carriers} carriers, ${s.plans} plans, ${s.rates} rates (${s.rateFiles.length} rate files) to ${dir} in ${Date.now() - started} ms\n`,
      );
      return 0;
    }
    const problems = new ProblemList();
    // Progress on stderr: a line a second at most while rows flow, and one at each phase change.
    let printed = { at: 0, phase: '' };
    const progress = new ProgressTracker((p) => {
      if (p.phase === printed.phase && p.elapsedMs - printed.at < 1000) return;
      printed = { at: p.elapsedMs, phase: p.phase };
      process.stderr.write(`${progressLine(p)}\n`);
    });
    const source = await readCatalogueDir(dir, problems, (_file, rows) => progress.update({ rowsRead: rows }));
    progress.update({ rowsRead: source.rates.length });
    process.stderr.write(
      `read ${source.rates.length} rate rows from ${source.rateFiles.length} files in ${Date.now() - started} ms\n`,
    );
    const dryRun = values['dry-run'] ?? false;
    const report = await importCatalogue(database.db, source, problems, { dryRun, progress });
    if (values.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    else process.stdout.write(`${reportLines(report, dryRun).join('\n')}\n`);
    process.stderr.write(`done in ${Date.now() - started} ms\n`);
    return report.problemCount ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    const { message, sqlstate, error_code: code } = describeError(e);
    process.stderr.write(`catalogue: ${[message, sqlstate ?? code].filter(Boolean).join(' ')}\n`);
    process.exit(1);
  },
);
