import { createHash } from 'node:crypto';
import type { ValidateFunction } from 'ajv';
import { readFile, stat } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appMeta } from '../db/schema';
import { formRulesBodySchema, type FormRulesBody } from '../../schemas/api/form-admin';
import { createAjv } from '../../schemas/ajv';
import { draftRuleSetErrors, saveDraft } from './form-versions';

/**
 * The form-field rules file (RULES_FILE, JSON `{ "rules": [...], "tabs"?: [...] }` in the admin API's
 * shape): an IMPORT INTO THE DRAFT, never a second live source (docs/decisions/0060-form-engine-v2.md). A file is imported once
 * per content (its SHA-256 is kept in app_meta), so a restart never undoes a draft edit made since;
 * what it brings goes live only when someone publishes the draft.
 */

// Compiled for the first file to check: a start without RULES_FILE never pays for it.
let validate: ValidateFunction | undefined;
const META_KEY = 'rules_file_sha256';

export interface RulesFileWatcher {
  /** Loads the file when it changed since the last load; a broken file is reported and skipped. */
  refresh(): Promise<void>;
}

/** A watcher over `path` importing a changed file into the draft; a no-op without a path. */
export function createRulesFileWatcher(
  db: Db,
  path: string | undefined,
  warn: (msg: string) => void,
  onImport?: () => void,
): RulesFileWatcher {
  let loadedMtime = -1;
  let pending: Promise<void> | null = null;
  async function load(): Promise<void> {
    if (!path) return;
    let mtime: number;
    try {
      mtime = (await stat(path)).mtimeMs;
    } catch {
      return; // No file (yet): the rules in the database stand.
    }
    if (mtime === loadedMtime) return;
    loadedMtime = mtime;
    let parsed: unknown;
    let text: string;
    try {
      text = await readFile(path, 'utf8');
      parsed = JSON.parse(text);
    } catch {
      warn(`rules file ${path} is not valid JSON; keeping the current rules`);
      return;
    }
    validate ??= createAjv().compile(formRulesBodySchema);
    if (!validate(parsed)) {
      warn(`rules file ${path} does not match the rules schema; keeping the current rules`);
      return;
    }
    const body = parsed as unknown as FormRulesBody;
    const problems = await draftRuleSetErrors(db, body);
    if (problems.length > 0) {
      warn(
        `rules file ${path}: ${problems.map((p) => `${p.target_element}: ${p.error_message}`).join('; ')}; keeping the current rules`,
      );
      return;
    }
    const sha = createHash('sha256').update(text).digest('hex');
    const [seen] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, META_KEY));
    if (seen?.value === sha) return; // Imported before: the draft may have moved on since.
    await saveDraft(db, body);
    await db
      .insert(appMeta)
      .values({ key: META_KEY, value: sha })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: sha, updatedAt: new Date() } });
    onImport?.();
  }
  return {
    refresh() {
      // Concurrent requests share one load instead of racing to replace the same rows.
      pending ??= load().finally(() => {
        pending = null;
      });
      return pending;
    },
  };
}

const watchers = new WeakMap<object, RulesFileWatcher>();

/** The rules-file watcher of an app (one per database handle), created on first use from RULES_FILE. */
export function rulesWatcherOf(app: {
  db: Db;
  config: { rulesFile: string | undefined };
  log: { warn(msg: string): void; info(msg: string): void };
}): RulesFileWatcher {
  let watcher = watchers.get(app.db);
  if (!watcher) {
    watcher = createRulesFileWatcher(
      app.db,
      app.config.rulesFile,
      (msg) => app.log.warn(msg),
      () => app.log.info('rules file imported into the draft; publish to make it live'),
    );
    watchers.set(app.db, watcher);
  }
  return watcher;
}
