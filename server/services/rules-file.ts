import { readFile, stat } from 'node:fs/promises';
import type { Db } from '../db/client';
import type { FormFieldRule } from '../domain/form-rules';
import { replaceFormRules } from '../repositories/form-rules';
import { formRulesBodySchema, type FormRulesBody } from '../../schemas/api/wizard';
import { createAjv } from '../../schemas/ajv';

/**
 * The form-field rules file (RULES_FILE, JSON `{ "rules": [...] }` in the admin API's shape):
 * loaded at start and reloaded when its modification time changes, checked on each descriptor
 * read, so a carrier's new requirement reaches the next get-form-fields and save without a
 * rebuild or restart. Only the tabs the file names are replaced; the others keep their rules.
 */

const validate = createAjv().compile<FormRulesBody>(formRulesBodySchema);

/** API rule items -> repository rules. */
export function toFormFieldRules(body: FormRulesBody): FormFieldRule[] {
  return body.rules.map((r, i) => ({
    tab: r.tab,
    fieldName: r.field_name,
    required: r.required ?? false,
    readOnly: r.read_only ?? false,
    visible: r.visible ?? true,
    sort: r.sort ?? i,
    scope: r.scope ?? 'default',
    scopeId: (r.scope ?? 'default') === 'default' ? null : (r.scope_id ?? null),
  }));
}

/** Problems of a rule set that the schema cannot see: scoped rules without an id, duplicates. */
export function ruleSetProblems(rules: readonly FormFieldRule[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const r of rules) {
    if (r.scope !== 'default' && r.scopeId === null) problems.push(`${r.tab}.${r.fieldName}: scope ${r.scope} needs scope_id`);
    const key = `${r.tab}|${r.fieldName}|${r.scope}|${r.scopeId ?? 0}`;
    if (seen.has(key)) problems.push(`${r.tab}.${r.fieldName}: duplicate rule for ${r.scope} ${r.scopeId ?? ''}`.trim());
    seen.add(key);
  }
  return problems;
}

export interface RulesFileWatcher {
  /** Loads the file when it changed since the last load; a broken file is reported and skipped. */
  refresh(): Promise<void>;
}

/** A watcher over `path` writing into form_field_rules; a no-op without a path. */
export function createRulesFileWatcher(db: Db, path: string | undefined, warn: (msg: string) => void): RulesFileWatcher {
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
    try {
      parsed = JSON.parse(await readFile(path, 'utf8'));
    } catch {
      warn(`rules file ${path} is not valid JSON; keeping the current rules`);
      return;
    }
    if (!validate(parsed)) {
      warn(`rules file ${path} does not match the rules schema; keeping the current rules`);
      return;
    }
    const rules = toFormFieldRules(parsed);
    const problems = ruleSetProblems(rules);
    if (problems.length > 0) {
      warn(`rules file ${path}: ${problems.join('; ')}; keeping the current rules`);
      return;
    }
    await replaceFormRules(db, rules);
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
export function rulesWatcherOf(app: { db: Db; config: { rulesFile: string | undefined }; log: { warn(msg: string): void } }): RulesFileWatcher {
  let watcher = watchers.get(app.db);
  if (!watcher) {
    watcher = createRulesFileWatcher(app.db, app.config.rulesFile, (msg) => app.log.warn(msg));
    watchers.set(app.db, watcher);
  }
  return watcher;
}
