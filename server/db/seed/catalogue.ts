import type { Db } from '../client';
import { carriers } from '../schema';
import { importCatalogue } from '../../catalogue/import';
import { ProblemList } from '../../catalogue/problems';
import { readCatalogueDir } from '../../catalogue/read';
import type { SeedContext } from './context';
import { DEMO_CATALOGUE_DIR, demoCatalogue } from './demo-file';

/**
 * The demo catalogue (carriers, plans, benefits, questions, agreements, one-per-cart categories and
 * rates) is the catalogue file under server/db/seed/catalogue/, imported by the same import as
 * `npm run catalogue -- import` (decision 0281), inside the seed's transaction (a savepoint). The
 * carriers are written first with their demo ids (1, 2, 3 ... in the file's order, which other seed
 * modules and the demo's carrier admin use); the import finds them unchanged and writes the rest.
 * Any problem with the file fails the seed, naming it.
 */
export async function seedCatalogue({ tx }: SeedContext): Promise<void> {
  await tx.insert(carriers).values(
    demoCatalogue().carriers.map((c, i) => ({
      id: i + 1,
      code: c.code,
      name: c.name,
      logo: c.logo ?? null,
      specialMessage: c.specialMessage ?? null,
    })),
  );
  const problems = new ProblemList();
  const source = await readCatalogueDir(DEMO_CATALOGUE_DIR, problems);
  // The seed's transaction stands in for the database: the import's own transaction is a savepoint in it.
  const report = await importCatalogue(tx as unknown as Db, source, problems, { dryRun: false });
  if (report.problemCount || !report.applied) {
    const first = report.problems
      .slice(0, 5)
      .map((p) => `${p.file}${p.row ? ` row ${p.row}` : ''}${p.column ? ` ${p.column}` : ''}: ${p.message}`);
    throw new Error(`the demo catalogue file does not import: ${first.join('; ') || 'nothing applied'}`);
  }
}
