import type { FieldError } from '../../schemas/envelope';
import { FORM_ADMIN_MESSAGES as M, type ApiRule, type ApiTab, type FormRulesBody } from '../../schemas/api/form-admin';
import type { CarrierFieldDefinition } from '../../schemas/field-definition';
import { definitionProblems } from '../../schemas/field-definition-check';
import { isStepTab, stepModuleFor, STEP_MODULES } from '../../schemas/steps';
import { DEFAULT_CUSTOM_TAB_ORDER } from '../../schemas/steps/tabs';
import type { Db } from '../db/client';
import type { FormFieldRule, FormTab, RuleScope } from '../domain/form-rules';
import { catalogueFacts, sentRulesExpressionProblems } from './expression-rules';
import {
  listFormRules,
  replaceDraftTabs,
  replaceFormRules,
  type DraftRows,
  type RowFilter,
  type StoredRows,
} from '../repositories/form-rules';

/**
 * Published versions of the form engine's configuration (docs/decisions/0060-form-engine-v2.md): staff edit a draft
 * (form_field_rules, form_tabs) and publish it as an immutable numbered version (services/form-publish.ts);
 * an enrollment reads the version it is pinned to (services/pinned-form.ts, decision 0240).
 */

/** Repository rule -> admin API shape (also the stored shape of a version). */
export function toApiRule(r: FormFieldRule): ApiRule {
  const out: ApiRule = {
    tab: r.tab,
    field_name: r.fieldName,
    required: r.required,
    read_only: r.readOnly,
    visible: r.visible,
    sort: r.sort,
    scope: r.scope,
  };
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
  if (t.visibleIf !== undefined && t.visibleIf !== null) out.visible_if = t.visibleIf;
  return out;
}

export function fromApiTabs(tabs: readonly ApiTab[]): FormTab[] {
  return tabs.map((t) => {
    const scope: RuleScope = t.scope ?? 'default';
    return {
      tab: t.tab,
      title: t.title.trim(),
      sort: t.sort ?? DEFAULT_CUSTOM_TAB_ORDER,
      required: t.required ?? true,
      scope,
      scopeId: scope === 'default' ? null : (t.scope_id ?? null),
      visibleIf: t.visible_if ?? null,
    };
  });
}

/** True when rules may name `tab`: a step's tab, a step's rules tab, or a custom tab `custom_<name>`. */
function isRuleTab(tab: string): boolean {
  return (
    tab.startsWith('custom_') ||
    isStepTab(tab) ||
    Object.values(STEP_MODULES).some((m) => 'rulesTab' in m && m.rulesTab === tab)
  );
}

/**
 * The scope errors of one rule or custom tab: a scoped row needs its scope_id, and a second row with
 * the same `name` (tab and field, or tab) and scope is refused with `duplicate`.
 */
function scopeErrors(
  row: { scope?: RuleScope; scope_id?: number },
  at: string,
  name: string,
  seen: Set<string>,
  duplicate: string,
): FieldError[] {
  const errors: FieldError[] = [];
  const scope = row.scope ?? 'default';
  if (scope !== 'default' && row.scope_id === undefined)
    errors.push({ target_element: `${at}.scope_id`, error_message: M.scopeNeedsId(scope) });
  const key = `${name}|${scope}|${scope === 'default' ? 0 : (row.scope_id ?? 0)}`;
  if (seen.has(key)) errors.push({ target_element: at, error_message: duplicate });
  seen.add(key);
  return errors;
}

/** The field errors of a rule set the JSON schema cannot see, each naming the rule (`rules[3].definition.schema.pattern`). */
export function ruleSetErrors(body: FormRulesBody): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  body.rules.forEach((r, i) => {
    const at = `rules[${i}]`;
    errors.push(...scopeErrors(r, at, `${r.tab}|${r.field_name}`, seen, M.secondRule(r.tab, r.field_name)));
    if (!isRuleTab(r.tab)) errors.push({ target_element: `${at}.tab`, error_message: M.noSuchTab(r.tab) });
    if (r.definition === undefined) return;
    const step = stepModuleFor(r.tab)?.step;
    if (step && Object.hasOwn(step.fields, r.field_name)) {
      errors.push({ target_element: `${at}.definition`, error_message: M.definedByStep(r.field_name) });
      return;
    }
    errors.push(...definitionProblems(r.definition, `${at}.definition`, r.field_name));
  });
  (body.replace_tabs ?? []).forEach((tab, i) => {
    if (!isRuleTab(tab)) errors.push({ target_element: `replace_tabs[${i}]`, error_message: M.noSuchTab(tab) });
  });
  const tabSeen = new Set<string>();
  (body.tabs ?? []).forEach((t, i) => errors.push(...scopeErrors(t, `tabs[${i}]`, t.tab, tabSeen, M.secondTab(t.tab))));
  return errors;
}

/**
 * ruleSetErrors plus the expressions' problems (schemas/expressions/expression-check.ts), read with
 * the draft's rules of the tabs the body leaves alone: what a PUT and the RULES_FILE import refuse.
 */
export async function draftRuleSetErrors(db: Db, body: FormRulesBody): Promise<FieldError[]> {
  const errors = ruleSetErrors(body);
  if (errors.length > 0) return errors;
  const [draft, facts] = await Promise.all([listFormRules(db), catalogueFacts(db)]);
  return sentRulesExpressionProblems(body.rules, draft.map(toApiRule), body.tabs, facts);
}

/** Writes a PUT body (or the RULES_FILE) into the draft: the rules of its tabs and `replace_tabs`, and the custom tabs when given, each only where `within` admits. Answers the replaced tabs. */
export async function saveDraft(db: Db, body: FormRulesBody, within?: RowFilter): Promise<string[]> {
  const replaced = await replaceFormRules(db, fromApiRules(body.rules), within, { tabs: body.replace_tabs });
  if (body.tabs) await replaceDraftTabs(db, fromApiTabs(body.tabs), within);
  return replaced;
}

/** A draft's rows in the stored (API) shape of a version. */
export function snapshotOf({ rules, tabs }: DraftRows): StoredRows {
  return { rules: rules.map((r) => ({ ...toApiRule(r) })), tabs: tabs.map((t) => ({ ...toApiTab(t) })) };
}

/** A published version's rules and tabs as the wizard reads them (services/pinned-form.ts: which one). */
export interface PublishedForm extends DraftRows {
  version: number;
}

/** A stored version's API-shaped rows decoded back into rules and tabs (none for no version). */
export function rowsOf(row: StoredRows | null): DraftRows {
  return { rules: fromApiRules((row?.rules ?? []) as ApiRule[]), tabs: fromApiTabs((row?.tabs ?? []) as ApiTab[]) };
}

/**
 * What a carrier admin publishes: the newest version with only the rows inside their scopes
 * (`within`) taken from the draft; every other scope stays as last published, whatever the draft
 * holds there. Rules by tab then sort, tabs by sort then name, as the draft lists them.
 */
export function scopedSnapshot(draft: DraftRows, latest: StoredRows | null, within: RowFilter): StoredRows {
  const before = rowsOf(latest);
  const outside = (row: Parameters<RowFilter>[0]) => !within(row);
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const rules = [...before.rules.filter(outside), ...draft.rules.filter(within)].sort(
    (a, b) => byName(a.tab, b.tab) || a.sort - b.sort,
  );
  const tabs = [...before.tabs.filter(outside), ...draft.tabs.filter(within)].sort(
    (a, b) => a.sort - b.sort || byName(a.tab, b.tab),
  );
  return snapshotOf({ rules, tabs });
}

type Keyed = Record<string, unknown>;

function keyOf(r: Keyed): string {
  return [r.tab, r.field_name ?? '', r.scope ?? 'default', r.scope_id ?? 0].join('|');
}

/** What changed from one list of rules (or tabs) to another: added, removed, and changed with before and after. */
export function diffRows(
  before: readonly Keyed[],
  after: readonly Keyed[],
): { added: Keyed[]; removed: Keyed[]; changed: Array<{ before: Keyed; after: Keyed }> } {
  const old = new Map(before.map((r) => [keyOf(r), r]));
  const now = new Map(after.map((r) => [keyOf(r), r]));
  const added = after.filter((r) => !old.has(keyOf(r)));
  const removed = before.filter((r) => !now.has(keyOf(r)));
  const changed = after.flatMap((r) => {
    const was = old.get(keyOf(r));
    return was !== undefined && JSON.stringify(was) !== JSON.stringify(r) ? [{ before: was, after: r }] : [];
  });
  return { added, removed, changed };
}
