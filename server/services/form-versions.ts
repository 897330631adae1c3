import type { FieldError } from '../../schemas/envelope';
import type { ApiRule, ApiTab, FormRulesBody } from '../../schemas/api/form-admin';
import type { CarrierFieldDefinition } from '../../schemas/field-definition';
import { definitionProblems } from '../../schemas/field-definition-check';
import { isStepTab, stepModuleFor, STEP_MODULES } from '../../schemas/steps';
import type { Db } from '../db/client';
import type { FormFieldRule, FormTab, RuleScope } from '../domain/form-rules';
import { latestVersionNumber, publishDraft, readVersion } from '../repositories/form-rules';

/**
 * Published versions of the form engine's configuration (issue 11): staff edit a draft
 * (form_field_rules, form_tabs) and publish it as an immutable numbered version; the wizard reads
 * only the newest version, and every step save records the version it was validated against.
 */

/** Repository rule -> admin API shape (also the stored shape of a version). */
export function toApiRule(r: FormFieldRule): ApiRule {
  const out: ApiRule = { tab: r.tab, field_name: r.fieldName, required: r.required, read_only: r.readOnly, visible: r.visible, sort: r.sort, scope: r.scope };
  if (r.scopeId !== null) out.scope_id = r.scopeId;
  if (r.definition) out.definition = r.definition;
  return out;
}

/** Admin API rules -> repository rules (defaults filled: optional, editable, visible, listed order). */
export function fromApiRules(rules: readonly ApiRule[]): FormFieldRule[] {
  return rules.map((r, i) => {
    const scope: RuleScope = r.scope ?? 'default';
    return {
      tab: r.tab,
      fieldName: r.field_name,
      required: r.required ?? false,
      readOnly: r.read_only ?? false,
      visible: r.visible ?? true,
      sort: r.sort ?? i,
      scope,
      scopeId: scope === 'default' ? null : (r.scope_id ?? null),
      definition: (r.definition as CarrierFieldDefinition | undefined) ?? null,
    };
  });
}

export function toApiTab(t: FormTab): ApiTab {
  const out: ApiTab = { tab: t.tab, title: t.title, sort: t.sort, required: t.required, scope: t.scope };
  if (t.scopeId !== null) out.scope_id = t.scopeId;
  return out;
}

export function fromApiTabs(tabs: readonly ApiTab[]): FormTab[] {
  return tabs.map((t, i) => {
    const scope: RuleScope = t.scope ?? 'default';
    return { tab: t.tab, title: t.title.trim(), sort: t.sort ?? Math.min(10, 6 + i), required: t.required ?? true, scope, scopeId: scope === 'default' ? null : (t.scope_id ?? null) };
  });
}

/** The field errors of a rule set the JSON schema cannot see, each naming the rule (`rules[3].definition.schema.pattern`). */
export function ruleSetErrors(body: FormRulesBody): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  body.rules.forEach((r, i) => {
    const at = `rules[${i}]`;
    const scope = r.scope ?? 'default';
    if (scope !== 'default' && r.scope_id === undefined) errors.push({ target_element: `${at}.scope_id`, error_message: `Scope ${scope} needs scope_id` });
    const key = `${r.tab}|${r.field_name}|${scope}|${scope === 'default' ? 0 : (r.scope_id ?? 0)}`;
    if (seen.has(key)) errors.push({ target_element: at, error_message: `${r.tab}.${r.field_name}: a second rule for the same scope` });
    seen.add(key);
    const custom = r.tab.startsWith('custom_');
    if (!custom && !isStepTab(r.tab) && !Object.values(STEP_MODULES).some((m) => 'rulesTab' in m && m.rulesTab === r.tab)) {
      errors.push({ target_element: `${at}.tab`, error_message: `No step has the tab ${r.tab}` });
    }
    if (r.definition === undefined) return;
    const step = stepModuleFor(r.tab)?.step;
    if (step && Object.hasOwn(step.fields, r.field_name)) {
      errors.push({ target_element: `${at}.definition`, error_message: `${r.field_name} is defined by the step; a definition is for a new field` });
      return;
    }
    errors.push(...definitionProblems(r.definition, `${at}.definition`));
  });
  const tabSeen = new Set<string>();
  (body.tabs ?? []).forEach((t, i) => {
    const scope = t.scope ?? 'default';
    if (scope !== 'default' && t.scope_id === undefined) errors.push({ target_element: `tabs[${i}].scope_id`, error_message: `Scope ${scope} needs scope_id` });
    const key = `${t.tab}|${scope}|${t.scope_id ?? 0}`;
    if (tabSeen.has(key)) errors.push({ target_element: `tabs[${i}]`, error_message: `${t.tab}: a second tab for the same scope` });
    tabSeen.add(key);
  });
  return errors;
}

/** A draft's rows in the stored (API) shape of a version. */
export function snapshotOf(rules: FormFieldRule[], tabs: FormTab[]): { rules: Array<Record<string, unknown>>; tabs: Array<Record<string, unknown>> } {
  return { rules: rules.map((r) => ({ ...toApiRule(r) })), tabs: tabs.map((t) => ({ ...toApiTab(t) })) };
}

/** The configuration the wizard reads: the newest published version. */
export interface PublishedForm {
  version: number;
  rules: FormFieldRule[];
  tabs: FormTab[];
}

// One decoded version per database handle; a newer number (another process published) replaces it.
const cache = new WeakMap<object, PublishedForm>();

/** Publishes the draft as the next version; answers its number. */
export async function publish(db: Db, note: string, by: string): Promise<number> {
  const version = await publishDraft(db, note, by, snapshotOf);
  return version!;
}

/** The newest published version (publishing the draft as version 1, 'Initial rules', when none exists yet). */
export async function publishedForm(db: Db): Promise<PublishedForm> {
  let latest = await latestVersionNumber(db);
  if (latest === 0) {
    await publishDraft(db, 'Initial rules', 'system', snapshotOf, { onlyFirst: true });
    latest = await latestVersionNumber(db);
  }
  const cached = cache.get(db);
  if (cached && cached.version === latest) return cached;
  const row = await readVersion(db, latest);
  const form: PublishedForm = {
    version: latest,
    rules: fromApiRules((row?.rules ?? []) as ApiRule[]),
    tabs: fromApiTabs((row?.tabs ?? []) as ApiTab[]),
  };
  cache.set(db, form);
  return form;
}

/** The field names carriers marked sensitive in the published rules (of one tab, or any): sealed at rest, masked in every read. */
export async function carrierSensitiveFields(db: Db, tab?: string): Promise<Set<string>> {
  const form = await publishedForm(db);
  return new Set(form.rules.filter((r) => r.definition?.sensitive === true && (tab === undefined || r.tab === tab)).map((r) => r.fieldName));
}

/** The rules of a published version, or null when there is no such version. */
export async function versionForm(db: Db, version: number): Promise<PublishedForm | null> {
  const row = await readVersion(db, version);
  return row ? { version, rules: fromApiRules(row.rules as ApiRule[]), tabs: fromApiTabs(row.tabs as ApiTab[]) } : null;
}

type Keyed = Record<string, unknown>;

function keyOf(r: Keyed): string {
  return [r.tab, r.field_name ?? '', r.scope ?? 'default', r.scope_id ?? 0].join('|');
}

/** What changed from one list of rules (or tabs) to another: added, removed, and changed with before and after. */
export function diffRows(before: readonly Keyed[], after: readonly Keyed[]): { added: Keyed[]; removed: Keyed[]; changed: Array<{ before: Keyed; after: Keyed }> } {
  const old = new Map(before.map((r) => [keyOf(r), r]));
  const now = new Map(after.map((r) => [keyOf(r), r]));
  const added = after.filter((r) => !old.has(keyOf(r)));
  const removed = before.filter((r) => !now.has(keyOf(r)));
  const changed = after
    .filter((r) => old.has(keyOf(r)) && JSON.stringify(old.get(keyOf(r))) !== JSON.stringify(r))
    .map((r) => ({ before: old.get(keyOf(r))!, after: r }));
  return { added, removed, changed };
}
