import { FORM_ADMIN_MESSAGES as M, type ApiRule, type ApiTab, type FormRulesBody } from '../../schemas/api/form-admin';
import type { Db } from '../db/client';
import {
  listFormRules,
  publishDraft,
  readVersion,
  replaceDraftTabs,
  replaceFormRules,
  type RowFilter,
  type StoredRows,
} from '../repositories/form-rules';
import { catalogueFacts, publishedExpressionProblems, RefusedRuleSet, type CatalogueFacts } from './expression-rules';
import { rowsOf, scopedSnapshot, snapshotOf } from './form-versions';
import { ensurePublished } from './pinned-form';
import { recordAudit, type AuditActor } from './audit';

/**
 * Publishing (docs/decisions/0240-versions-that-hold.md): a publish that changes nothing is refused,
 * a carrier admin's first publish is their own (the draft outside their scopes goes first, as
 * 'Initial rules'), a publish may move the enrollments in progress, and an earlier version is
 * restored in one call as a new version.
 */

/** A publish refused because it would change nothing (409). */
export class NothingToPublish extends Error {
  constructor(
    readonly target: string,
    message: string,
  ) {
    super(message);
  }
}

/** JSON with every object's keys sorted (a jsonb column answers them in its own order). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

/** True when two stored versions hold the same rules and tabs (in any key order). */
export function sameRows(a: StoredRows, b: StoredRows | null): boolean {
  if (!b) return false;
  const [x, y] = [snapshotOf(rowsOf(a)), snapshotOf(rowsOf(b))];
  return canonical(x.rules) === canonical(y.rules) && canonical(x.tabs) === canonical(y.tabs);
}

/** The checks every version passes before it goes live: an expression's problems, and a change at all. */
function checked(
  snapshot: StoredRows,
  latest: StoredRows | null,
  unchanged: () => NothingToPublish,
  facts: CatalogueFacts,
): StoredRows {
  // Nothing goes live with an expression naming an unknown field, an impossible value or a required field never asked.
  const problems = publishedExpressionProblems(snapshot.rules as ApiRule[], snapshot.tabs, facts);
  if (problems.length > 0) throw new RefusedRuleSet(problems);
  if (sameRows(snapshot, latest)) throw unchanged();
  return snapshot;
}

export interface PublishChoice {
  /** Move the enrollments in progress to the new version (otherwise each keeps its pin). */
  appliesInProgress?: boolean;
  /** Who publishes, for the audit log (decision 0327); the start-up 'Initial rules' are not audited. */
  audit?: AuditActor;
}

/** The audit entry of a publish or restore, written in its transaction (decision 0327). */
function audited(choice: PublishChoice, action: 'publish' | 'restore', note: string, from?: number) {
  const who = choice.audit;
  if (!who) return undefined;
  return async (tx: Db, version: number, stored: StoredRows, latest: StoredRows | null) => {
    const count = (rows: StoredRows | null, key: 'rules' | 'tabs') => (rows ? String(rows[key].length) : null);
    const how = action === 'restore' ? `restored from version ${from ?? '?'}` : 'published';
    await recordAudit(tx, who, {
      entity: 'form_rules',
      entityId: version,
      action,
      summary: `Form rules version ${version} ${how}: ${note}${choice.appliesInProgress ? ' (applies to enrollments in progress)' : ''}`,
      changes: [
        { field: 'rules', before: count(latest, 'rules'), after: count(stored, 'rules') },
        { field: 'custom tabs', before: count(latest, 'tabs'), after: count(stored, 'tabs') },
      ].filter((c) => c.before !== c.after),
    });
  };
}

/**
 * Publishes the next version; answers its number. Without `within` (staff, ADMIN_TOKEN) the whole
 * draft; with it (a carrier admin's scopes) the newest version with only the draft's rows inside
 * `within` replacing that version's rows there (scopedSnapshot). A scoped publish with no version
 * yet first publishes the draft OUTSIDE the caller's scopes as version 1 ('Initial rules', by
 * system), so the caller's own version holds (and its diff shows) exactly their changes.
 */
export async function publish(
  db: Db,
  note: string,
  by: string,
  within?: RowFilter,
  choice: PublishChoice = {},
): Promise<number> {
  const facts = await catalogueFacts(db);
  if (within) {
    const outside: RowFilter = (row) => !within(row);
    await publishDraft(
      db,
      'Initial rules',
      'system',
      (draft) => snapshotOf({ rules: draft.rules.filter(outside), tabs: draft.tabs.filter(outside) }),
      { onlyFirst: true },
    );
  }
  const version = await publishDraft(
    db,
    note,
    by,
    (draft, latest) =>
      checked(
        within ? scopedSnapshot(draft, latest, within) : snapshotOf(draft),
        latest,
        () => new NothingToPublish('note', M.nothingToPublish),
        facts,
      ),
    { appliesInProgress: choice.appliesInProgress === true, onPublished: audited(choice, 'publish', note) },
  );
  // publishDraft answers null only for its start-up call (onlyFirst).
  if (version === null) throw new Error('publishing made no version');
  return version;
}

/**
 * Restores version `from` as a new version in one call: its rows (within the caller's scopes; other
 * scopes as last published) go live, and the draft (within the same scopes) becomes them, so the
 * next publish starts from what was restored. Refused (409) when it is what is live already.
 */
export async function restoreVersion(
  db: Db,
  from: number,
  note: string,
  by: string,
  within?: RowFilter,
  choice: PublishChoice = {},
): Promise<number | null> {
  const row = await readVersion(db, from);
  if (!row) return null;
  await ensurePublished(db);
  const restored = rowsOf(row);
  const facts = await catalogueFacts(db);
  const version = await publishDraft(
    db,
    note,
    by,
    (_draft, latest) =>
      checked(
        within ? scopedSnapshot(restored, latest, within) : snapshotOf(restored),
        latest,
        () => new NothingToPublish('version', M.alreadyLive(from)),
        facts,
      ),
    {
      appliesInProgress: choice.appliesInProgress === true,
      restoredFrom: from,
      onPublished: audited(choice, 'restore', note, from),
    },
  );
  if (version === null) throw new Error('restoring made no version');
  // The draft follows: every rule tab of the restored version or the draft is replaced within the scopes.
  const keep: RowFilter = (r) => !within || within(r);
  const tabs = [...new Set(restored.rules.map((r) => r.tab))];
  await replaceFormRules(db, restored.rules.filter(keep), within, { tabs: [...tabs, ...(await draftTabsOf(db))] });
  await replaceDraftTabs(db, restored.tabs.filter(keep), within);
  return version;
}

/** The tabs the draft has rules on (so a restore empties a tab the restored version did not have). */
async function draftTabsOf(db: Db): Promise<string[]> {
  return [...new Set((await listFormRules(db)).map((r) => r.tab))];
}

/** A version as the RULES_FILE (and the PUT) takes it: its rules and custom tabs within the caller's scopes, each rule tab replaced. */
export function versionFile(row: StoredRows, visible: RowFilter): FormRulesBody {
  const { rules, tabs } = rowsOf(row);
  const snapshot = snapshotOf({ rules: rules.filter(visible), tabs: tabs.filter(visible) });
  return {
    rules: snapshot.rules as ApiRule[],
    tabs: snapshot.tabs as ApiTab[],
    replace_tabs: [...new Set(snapshot.rules.map((r) => String(r.tab)))],
  };
}
