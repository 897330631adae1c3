import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { CatalogueFile } from '../../schemas/catalogue/catalogue';
import { exportCatalogue } from '../../server/catalogue/export';
import { importCatalogue, type ImportReport } from '../../server/catalogue/import';
import { ProblemList } from '../../server/catalogue/problems';
import { readCatalogueDir } from '../../server/catalogue/read';

/** Exports the app's live catalogue into a new temporary directory. */
export async function exportToTemp(app: FastifyInstance): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'oe-catalogue-'));
  await exportCatalogue(app.db, dir);
  return dir;
}

/** A copy of a catalogue directory to edit. */
export async function copyCatalogue(dir: string): Promise<string> {
  const copy = await mkdtemp(path.join(tmpdir(), 'oe-catalogue-edit-'));
  await cp(dir, copy, { recursive: true });
  return copy;
}

/** Reads the directory and imports it as the command does. */
export async function importDir(app: FastifyInstance, dir: string, dryRun = false): Promise<ImportReport> {
  const problems = new ProblemList();
  const source = await readCatalogueDir(dir, problems);
  return importCatalogue(app.db, source, problems, { dryRun });
}

export async function editJson(dir: string, edit: (c: CatalogueFile) => void): Promise<void> {
  const file = path.join(dir, 'catalogue.json');
  const c = JSON.parse(await readFile(file, 'utf8')) as CatalogueFile;
  edit(c);
  await writeFile(file, JSON.stringify(c));
}

/** Rewrites a rate file's lines (index 0 is the header). */
export async function editCsv(dir: string, name: string, edit: (lines: string[]) => string[]): Promise<void> {
  const file = path.join(dir, 'rates', name);
  let lines: string[] = [];
  try {
    lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
  } catch {
    // A new rate file.
  }
  await writeFile(file, `${edit(lines).join('\n')}\n`);
}
