import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { CarrierFieldDefinition } from '../../schemas/field-definition';
import type { Db } from '../db/client';
import { cartLines, enrollments, formFieldRules, formRuleVersions, formTabs, plans, wizardTabs } from '../db/schema';
import type { FormFieldRule, FormTab } from '../domain/form-rules';
import { forgetRequestReads, requestRead } from '../plugins/request-reads';
import { cartProfileKey, cartProfileOf } from './enrollments';

/** The DRAFT form-field rules of one tab, or of every tab when none is given (the wizard reads published versions). */
export async function listFormRules(db: Db, tab?: string): Promise<FormFieldRule[]> {
  const query = db
    .select({
      tab: formFieldRules.tab,
      fieldName: formFieldRules.fieldName,
      required: formFieldRules.required,
      readOnly: formFieldRules.readOnly,
      visible: formFieldRules.visible,
      sort: formFieldRules.sort,
      scope: formFieldRules.scope,
      scopeId: formFieldRules.scopeId,
      definition: formFieldRules.definition,
    })
    .from(formFieldRules);
  const rows = await (tab === undefined ? query : query.where(eq(formFieldRules.tab, tab))).orderBy(
    asc(formFieldRules.tab),
    asc(formFieldRules.sort),
    asc(formFieldRules.id),
  );
  return rows.map((r) => ({ ...r, definition: (r.definition as CarrierFieldDefinition | null) ?? null }));
}

/** Which stored rows a writer may replace or publish (a carrier admin: their carrier's scopes); everything when absent. */
export type RowFilter = (row: { scope: FormFieldRule['scope']; scopeId: number | null }) => boolean;

/** The rows a filter admits (all of them without one). */
function admitted<T extends { scope: FormFieldRule['scope']; scopeId: number | null }>(
  rows: readonly T[],
  within?: RowFilter,
): T[] {
  return within ? rows.filter(within) : [...rows];
}

/**
 * Replaces the draft rules of the tabs named in `rules` and in `tabs` in one transaction (only the
 * rows `within` admits; other tabs and other scopes keep theirs). A tab named in `tabs` with no rule
 * in `rules` is emptied (within `within`). Answers the replaced tabs.
 */
export async function replaceFormRules(
  db: Db,
  rules: readonly FormFieldRule[],
  within?: RowFilter,
  { tabs: alsoTabs = [], now = new Date() }: { tabs?: readonly string[]; now?: Date } = {},
): Promise<string[]> {
  const tabs = [...new Set([...rules.map((r) => r.tab), ...alsoTabs])];
  if (tabs.length === 0) return [];
  await db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: formFieldRules.id, scope: formFieldRules.scope, scopeId: formFieldRules.scopeId })
      .from(formFieldRules)
      .where(inArray(formFieldRules.tab, tabs));
    const gone = admitted(existing, within).map((r) => r.id);
    if (gone.length > 0) await tx.delete(formFieldRules).where(inArray(formFieldRules.id, gone));
    if (rules.length > 0)
      await tx
        .insert(formFieldRules)
        .values(
          rules.map((r) => ({ ...r, definition: r.definition as Record<string, unknown> | null, updatedAt: now })),
        );
  });
  return tabs;
}

/** The draft's custom tabs. */
export async function listDraftTabs(db: Db): Promise<FormTab[]> {
  return db
    .select({
      tab: formTabs.tab,
      title: formTabs.title,
      sort: formTabs.sort,
      required: formTabs.required,
      scope: formTabs.scope,
      scopeId: formTabs.scopeId,
      visibleIf: formTabs.visibleIf,
    })
    .from(formTabs)
    .orderBy(asc(formTabs.sort), asc(formTabs.tab), asc(formTabs.id));
}

/** Replaces the draft's custom tabs (only the rows `within` admits). */
export async function replaceDraftTabs(
  db: Db,
  tabs: readonly FormTab[],
  within?: RowFilter,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: formTabs.id, scope: formTabs.scope, scopeId: formTabs.scopeId })
      .from(formTabs);
    const gone = admitted(existing, within).map((r) => r.id);
    if (gone.length > 0) await tx.delete(formTabs).where(inArray(formTabs.id, gone));
    if (tabs.length > 0) await tx.insert(formTabs).values(tabs.map((t) => ({ ...t, updatedAt: now })));
  });
}

/** A published version as stored (API-shaped rules and tabs). */
export type VersionRow = typeof formRuleVersions.$inferSelect;

/** The newest published version number, 0 when none is published. */
export async function latestVersionNumber(db: Db): Promise<number> {
  const [row] = await db
    .select({ v: sql<number>`coalesce(max(${formRuleVersions.version}), 0)::int` })
    .from(formRuleVersions);
  return row?.v ?? 0;
}

/** One published version, or null. */
export async function readVersion(db: Db, version: number): Promise<VersionRow | null> {
  const [row] = await db.select().from(formRuleVersions).where(eq(formRuleVersions.version, version));
  return row ?? null;
}

/** Published versions, newest first, without their contents. */
export async function listVersions(
  db: Db,
): Promise<
  Array<Pick<VersionRow, 'version' | 'note' | 'publishedBy' | 'publishedAt' | 'appliesInProgress' | 'restoredFrom'>>
> {
  return db
    .select({
      version: formRuleVersions.version,
      note: formRuleVersions.note,
      publishedBy: formRuleVersions.publishedBy,
      publishedAt: formRuleVersions.publishedAt,
      appliesInProgress: formRuleVersions.appliesInProgress,
      restoredFrom: formRuleVersions.restoredFrom,
    })
    .from(formRuleVersions)
    .orderBy(desc(formRuleVersions.version));
}

/** A draft's rows as publishing sees them. */
export interface DraftRows {
  rules: FormFieldRule[];
  tabs: FormTab[];
}

/** Rules and tabs in the stored (API) shape of a version. */
export interface StoredRows {
  rules: Array<Record<string, unknown>>;
  tabs: Array<Record<string, unknown>>;
}

/** How a version is published: `onlyFirst` (start-up), moving the enrollments in progress, the version it restores. */
export interface PublishOptions {
  onlyFirst?: boolean;
  appliesInProgress?: boolean;
  restoredFrom?: number | null;
  /** Run in the publish's transaction once the version is written (the audit entry, decision 0327). */
  onPublished?: (tx: Db, version: number, stored: StoredRows, latest: StoredRows | null) => Promise<void>;
}

/**
 * Publishes the next version in one transaction, under the publishers' advisory lock. `compose`
 * makes the stored (API-shaped) rows from the draft and the newest published version (null when
 * none), read inside the lock, so what it keeps of that version is what the new one follows. With
 * `onlyFirst`, publishes only when no version exists yet (start-up).
 */
export async function publishDraft(
  db: Db,
  note: string,
  publishedBy: string,
  compose: (draft: DraftRows, latest: StoredRows | null) => StoredRows,
  { onlyFirst = false, appliesInProgress = false, restoredFrom = null, onPublished }: PublishOptions = {},
): Promise<number | null> {
  forgetRequestReads();
  const published = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    // One publisher at a time: the version number is max + 1.
    await tx.execute(sql`select pg_advisory_xact_lock(711011)`);
    const current = await latestVersionNumber(txDb);
    if (onlyFirst && current > 0) return null;
    const [rules, tabs, latest] = [
      await listFormRules(txDb),
      await listDraftTabs(txDb),
      current > 0 ? await readVersion(txDb, current) : null,
    ];
    const stored = compose({ rules, tabs }, latest);
    const version = current + 1;
    await tx
      .insert(formRuleVersions)
      .values({ version, note, publishedBy, rules: stored.rules, tabs: stored.tabs, appliesInProgress, restoredFrom });
    // Decision 0240: the enrollments in progress move to it only when the publish says so; the others keep their pin.
    if (appliesInProgress)
      await tx
        .update(enrollments)
        .set({ rulesVersion: version })
        .where(and(isNotNull(enrollments.rulesVersion), inArray(enrollments.status, ['open', 'checked_out'])));
    await onPublished?.(txDb, version, stored, latest);
    return version;
  });
  // The request's later reads see the new version.
  forgetRequestReads();
  return published;
}

/** What the enrollment's cart holds, as the form engine and the tab list need it. */
export interface CartProfile {
  planIds: number[];
  carrierIds: number[];
  /** Tabs the cart's plans make required beyond the defaults (plans.required_tabs). */
  requiredTabs: string[];
  hasIha: boolean;
}

/** The cart profile of an enrollment (empty for an empty cart). */
export async function cartProfile(db: Db, enrollmentId: string): Promise<CartProfile> {
  return requestRead(cartProfileKey(enrollmentId), async () =>
    cartProfileOf(
      await db
        .select({ planId: plans.id, carrierId: plans.carrierId, requiredTabs: plans.requiredTabs, isIha: plans.isIha })
        .from(cartLines)
        .innerJoin(plans, eq(plans.id, cartLines.planId))
        .where(eq(cartLines.enrollmentId, enrollmentId))
        .orderBy(asc(cartLines.id)),
    ),
  );
}

type WizardTabRow = typeof wizardTabs.$inferSelect;
// Reference data: seeded with the catalogue and never written by the app, so read once per database handle.
const wizardTabsOf = new WeakMap<Db, Promise<WizardTabRow[]>>();

/** The wizard tabs in their default order. */
export async function listWizardTabs(db: Db): Promise<WizardTabRow[]> {
  let kept = wizardTabsOf.get(db);
  if (!kept) {
    // A drizzle query runs again on every `then`: the kept value is a real promise of its rows.
    kept = Promise.resolve(db.select().from(wizardTabs).orderBy(asc(wizardTabs.sort)).execute());
    wizardTabsOf.set(db, kept);
    kept.catch(() => wizardTabsOf.delete(db));
  }
  return kept;
}
