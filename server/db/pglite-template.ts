import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * A fresh PGlite data directory costs an initdb (seconds of WebAssembly and about 800 MB of
 * memory) before the migrations run. The first start dumps the migrated, still empty database to
 * a tarball under node_modules/.cache/openenroll, keyed by the PGlite version and the migration
 * files; later new data directories (and every in-memory test database) start from that tarball
 * instead.
 *
 * A start that seeds the demo catalogue (`npm start`) also keeps a seeded template, keyed besides
 * by the seed's source files: the migrated database with the demo catalogue in it, dumped once
 * after the first seed, so a new data directory is a file copy instead of a few hundred inserts.
 * Its few encrypted demo values belong to the directory that made it: the seed re-encrypts them
 * with the new directory's own key (seed/index.ts, the re-key marker).
 */

const require = createRequire(import.meta.url);

/**
 * Where the template of this PGlite version and these migrations lives (file may not exist);
 * with `seedFolder`, the seeded template of that seed's files.
 */
export function templateFile(migrationsFolder: string, seedFolder?: string): string {
  const hash = createHash('sha256');
  const entry = require.resolve('@electric-sql/pglite');
  const packageDir = entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`));
  hash.update((JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }).version);
  for (const name of readdirSync(migrationsFolder).sort()) {
    if (name.endsWith('.sql')) hash.update(name).update(readFileSync(path.join(migrationsFolder, name)));
  }
  hash.update(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json')));
  if (seedFolder) {
    for (const name of readdirSync(seedFolder).sort()) {
      if (name.endsWith('.ts') && !name.endsWith('.test.ts'))
        hash.update(name).update(readFileSync(path.join(seedFolder, name)));
    }
    // The demo catalogue file the seed imports (seed/catalogue/: catalogue.json and rates/*.csv).
    const catalogue = path.join(seedFolder, 'catalogue');
    if (existsSync(catalogue))
      for (const name of readdirSync(catalogue, { recursive: true, encoding: 'utf8' }).sort()) {
        if (/\.(json|csv)$/.test(name)) hash.update(name).update(readFileSync(path.join(catalogue, name)));
      }
  }
  const cacheDir = process.env.PGLITE_TEMPLATE_DIR ?? path.join(packageDir, '..', '..', '.cache', 'openenroll');
  const prefix = seedFolder ? SEEDED_PREFIX : TEMPLATE_PREFIX;
  return path.join(cacheDir, `${prefix}${hash.digest('hex').slice(0, 16)}.tar`);
}

const TEMPLATE_PREFIX = 'pglite-template-';
const SEEDED_PREFIX = 'pglite-seeded-';

/** Reads the template when one exists and is readable. */
export function readTemplate(file: string): Buffer | undefined {
  try {
    return existsSync(file) ? readFileSync(file) : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the template atomically (several test workers may race) and drops stale ones of its kind. */
export function writeTemplate(file: string, tar: Uint8Array): void {
  try {
    const dir = path.dirname(file);
    mkdirSync(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    writeFileSync(tmp, tar);
    renameSync(tmp, file);
    const prefix = path.basename(file).startsWith(SEEDED_PREFIX) ? SEEDED_PREFIX : TEMPLATE_PREFIX;
    for (const name of readdirSync(dir)) {
      if (name.startsWith(prefix) && name.endsWith('.tar') && name !== path.basename(file))
        rmSync(path.join(dir, name), { force: true });
    }
  } catch {
    // A cache only: a read-only node_modules just means every new database runs initdb.
  }
}

/** True when `dataDir` holds no database yet (PGlite would run initdb there). */
export function isEmptyDataDir(dataDir: string): boolean {
  return !existsSync(path.join(dataDir, 'PG_VERSION'));
}

/**
 * Unpacks PGlite's dumpDataDir tarball (plain ustar, directories and regular files) into an
 * empty directory with Node's own file calls, much faster than PGlite's loadDataDir through its
 * virtual file system; PGlite then opens the directory as on any later start.
 */
export function extractTemplate(tar: Uint8Array, dataDir: string): void {
  const buf = Buffer.from(tar.buffer, tar.byteOffset, tar.byteLength);
  const text = (start: number, length: number) => {
    const raw = buf.subarray(start, start + length);
    const end = raw.indexOf(0);
    return raw.subarray(0, end === -1 ? length : end).toString('utf8');
  };
  const root = path.resolve(dataDir);
  mkdirSync(root, { recursive: true });
  let offset = 0;
  while (offset + 512 <= buf.length) {
    const name = text(offset, 100);
    if (!name) break;
    const prefix = text(offset + 345, 155);
    const size = parseInt(text(offset + 124, 12).trim() || '0', 8);
    const type = text(offset + 156, 1) || '0';
    const full = path.resolve(root, `.${path.posix.sep}${prefix ? `${prefix}/` : ''}${name}`);
    if (full !== root && !full.startsWith(root + path.sep))
      throw new Error('template entry outside the data directory');
    const body = offset + 512;
    if (type === '5') mkdirSync(full, { recursive: true, mode: 0o700 });
    else if (type === '0') {
      mkdirSync(path.dirname(full), { recursive: true, mode: 0o700 });
      writeFileSync(full, buf.subarray(body, body + size), { mode: 0o600 });
    } else throw new Error(`unexpected template entry type ${type}`);
    offset = body + Math.ceil(size / 512) * 512;
  }
}
