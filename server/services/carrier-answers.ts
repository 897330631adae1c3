import type { ApiRule } from '../../schemas/api/form-admin';
import type { CarrierFieldDefinition } from '../../schemas/field-definition';
import { isPlainObject } from '../../schemas/field-values';
import { rulesTabOf, STEP_MODULES, type StepTabName } from '../../schemas/steps';
import { SAVED_TAB_OF } from '../../schemas/steps/tabs';
import type { Db } from '../db/client';
import type { FormFieldRule } from '../domain/form-rules';
import { latestVersionNumber, readVersion } from '../repositories/form-rules';
import { fromApiRules } from './form-versions';
import { openSealed } from './step-crypto';

/**
 * Carriers' answers on their way out (docs/decisions/0270-answers-reach-the-carrier.md): which fields of
 * a published version send their answer to the 834 or the census (`definition.destination`), the saved
 * tab each answer is read from, and the answer read from an enrollment's saved steps. A file reads the
 * versions its policies are pinned to once each (VersionRules), never once per policy.
 */

/** A field whose answer goes somewhere: where it is saved, and its definition. */
export interface DestinedField {
  /** The enrollment_steps tab the answer is saved in (a step's own tab, or `custom_<name>`). */
  savedTab: string;
  field: string;
  scope: FormFieldRule['scope'];
  scopeId: number | null;
  definition: CarrierFieldDefinition;
}

/** Rules tab -> the enrollment_steps tab that saves it (the health step's rules are saved in health_info). */
const SAVED_TAB_OF_RULES: ReadonlyMap<string, string> = new Map(
  (Object.keys(STEP_MODULES) as StepTabName[]).map((tab) => [rulesTabOf(tab), SAVED_TAB_OF[tab]]),
);

function savedTabOf(rulesTab: string): string | null {
  if (rulesTab.startsWith('custom_')) return rulesTab;
  return SAVED_TAB_OF_RULES.get(rulesTab) ?? null;
}

/** A version's fields whose answers go to `destination`, in the version's order, a scoped row before the default's. */
export function destinedFields(rules: readonly FormFieldRule[], destination: '834' | 'census'): DestinedField[] {
  const out: DestinedField[] = [];
  for (const r of rules) {
    if (r.definition?.destination !== destination) continue;
    const savedTab = savedTabOf(r.tab);
    if (savedTab === null) continue;
    out.push({ savedTab, field: r.fieldName, scope: r.scope, scopeId: r.scopeId, definition: r.definition });
  }
  return out;
}

/** The published versions a file reads, each read once (a policy pinned to none reads the newest). */
export class VersionRules {
  private readonly versions = new Map<number, FormFieldRule[]>();
  private readonly destined = new Map<string, DestinedField[]>();
  private latest: number | null = null;

  constructor(private readonly db: Db) {}

  private numberOf(version: number | null): number {
    return version ?? this.latest ?? 0;
  }

  /** Reads the versions not read yet among these (null: the newest). */
  async load(versions: Iterable<number | null>): Promise<void> {
    for (const v of new Set(versions)) {
      if (v === null) this.latest ??= await latestVersionNumber(this.db);
      const n = this.numberOf(v);
      if (this.versions.has(n)) continue;
      const row = n > 0 ? await readVersion(this.db, n) : null;
      this.versions.set(n, fromApiRules((row?.rules ?? []) as ApiRule[]));
    }
  }

  /** The fields of a loaded version (null: the newest) whose answers go to `destination`. */
  fields(version: number | null, destination: '834' | 'census'): DestinedField[] {
    const n = this.numberOf(version);
    const key = `${n}:${destination}`;
    let out = this.destined.get(key);
    if (!out) this.destined.set(key, (out = destinedFields(this.versions.get(n) ?? [], destination)));
    return out;
  }

  /** The fields of every loaded version whose answers go to `destination`. */
  allFields(destination: '834' | 'census'): DestinedField[] {
    return [...this.versions.keys()].flatMap((n) => this.fields(n, destination));
  }
}

/** The saved tabs these fields are read from. */
export function tabsOfFields(fields: Iterable<DestinedField>): string[] {
  return [...new Set([...fields].map((f) => f.savedTab))].sort();
}

/**
 * The answers of these fields in an enrollment's saved steps (still sealed, opened here in memory),
 * each field once (the first of its rows), in the fields' order; a field with no answer is left out.
 */
export function answersOf(
  fields: readonly DestinedField[],
  steps: ReadonlyMap<string, unknown> | undefined,
  key: Buffer,
): Array<{ field: DestinedField; value: unknown }> {
  if (!steps || fields.length === 0) return [];
  const opened = new Map<string, Record<string, unknown> | null>();
  const tabData = (tab: string) => {
    if (!opened.has(tab)) {
      const raw = steps.get(tab);
      const value = raw === undefined ? null : openSealed(raw, key);
      opened.set(tab, isPlainObject(value) ? value : null);
    }
    return opened.get(tab) ?? null;
  };
  const seen = new Set<string>();
  const out: Array<{ field: DestinedField; value: unknown }> = [];
  for (const field of fields) {
    const id = `${field.savedTab}.${field.field}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const value = tabData(field.savedTab)?.[field.field];
    if (value === undefined || value === null || value === '' || typeof value === 'object') continue;
    out.push({ field, value });
  }
  return out;
}
