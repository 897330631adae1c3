import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enrollments } from '../db/schema';
import { requestRead } from '../plugins/request-reads';
import { formVersionKey } from '../repositories/enrollments';
import { latestVersionNumber, publishDraft, readVersion } from '../repositories/form-rules';
import { rowsOf, snapshotOf, type PublishedForm } from './form-versions';

/**
 * Which published version a reader gets (docs/decisions/0240-versions-that-hold.md): an enrollment
 * reads the version it is pinned to (`enrollments.rules_version`, set the first time its rules are
 * resolved) until it completes; a publish marked "applies to enrollments in progress" moves the pin
 * (repositories/form-rules.ts publishDraft). Nothing in the wizard reads "the newest" directly.
 */

// Versions are immutable: a decoded version is kept per database handle and number, a few at a time.
const KEPT_VERSIONS = 16;
const kept = new WeakMap<object, Map<number, PublishedForm>>();

/** The newest version number, publishing the draft as version 1 ('Initial rules') when none exists yet. */
export async function ensurePublished(db: Db): Promise<number> {
  // Once per request (the enrollment's context read may already hold it: repositories/enrollments.ts).
  const latest = await requestRead(formVersionKey, () => latestVersionNumber(db));
  if (latest > 0) return latest;
  await publishDraft(db, 'Initial rules', 'system', snapshotOf, { onlyFirst: true });
  return latestVersionNumber(db);
}

/** A published version's rules and tabs (decoded once per handle), or null when there is no such version. */
export async function versionForm(db: Db, version: number): Promise<PublishedForm | null> {
  let forms = kept.get(db);
  if (!forms) kept.set(db, (forms = new Map()));
  const hit = forms.get(version);
  if (hit) return hit;
  const row = await readVersion(db, version);
  if (!row) return null;
  const form: PublishedForm = { version, ...rowsOf(row) };
  if (forms.size >= KEPT_VERSIONS) forms.delete(forms.keys().next().value as number);
  forms.set(version, form);
  return form;
}

/** The newest published version (publishing the draft as version 1, 'Initial rules', when none exists yet). */
export async function publishedForm(db: Db): Promise<PublishedForm> {
  const form = await versionForm(db, await ensurePublished(db));
  if (!form) throw new Error('the newest version vanished');
  return form;
}

/** The version an enrollment reads: the one it is pinned to, pinning it to the newest on its first read. */
export async function pinnedVersion(db: Db, enrollment: { id: string; rulesVersion: number | null }): Promise<number> {
  if (enrollment.rulesVersion !== null) return enrollment.rulesVersion;
  return requestRead(`rules-pin:${enrollment.id}`, async () => {
    const latest = await ensurePublished(db);
    // One statement; a concurrent first read that pinned it already wins (coalesce keeps its pin).
    const [row] = await db
      .update(enrollments)
      .set({ rulesVersion: sql`coalesce(${enrollments.rulesVersion}, ${latest})` })
      .where(eq(enrollments.id, enrollment.id))
      .returning({ v: enrollments.rulesVersion });
    return row?.v ?? latest;
  });
}

/** The rules and tabs an enrollment's pages, messages and checks use: its pinned version's. */
export async function enrollmentForm(
  db: Db,
  enrollment: { id: string; rulesVersion: number | null },
): Promise<PublishedForm> {
  const version = await pinnedVersion(db, enrollment);
  return (await versionForm(db, version)) ?? publishedForm(db);
}

/** The field names carriers marked sensitive in a form's rules (of one tab, or any): sealed at rest, masked in every read. */
export function carrierSensitiveIn(form: PublishedForm, tab?: string): Set<string> {
  return new Set(
    form.rules
      .filter((r) => r.definition?.sensitive === true && (tab === undefined || r.tab === tab))
      .map((r) => r.fieldName),
  );
}

/** carrierSensitiveIn of the version the enrollment is pinned to. */
export async function carrierSensitiveFields(
  db: Db,
  enrollment: { id: string; rulesVersion: number | null },
  tab?: string,
): Promise<Set<string>> {
  return carrierSensitiveIn(await enrollmentForm(db, enrollment), tab);
}
