import type { FieldError } from '../../../schemas/envelope';
import {
  CARRIER_WIDGETS,
  withCarrierFields,
  type CarrierCondition,
  type CarrierFieldDefinition,
  type CarrierValue,
  type CarrierWidget,
  type MessageKeyword,
} from '../../../schemas/field-definition';
import { STEP_TITLES } from '../../../schemas/messages';
import { fieldDefinition, type FieldDefinition, type StepDefinition } from '../../../schemas/step-definition';
import { customStep, isStepTab, rulesTabOf, STEP_MODULES, type StepTabName } from '../../../schemas/steps';
import { ApiRequestError } from '../../lib/api-client';
import type { AdminRule, AdminTab, RuleScope } from './api/types';

/**
 * The console's pure model: which tabs exist, which rules a scope shows, the definition form's
 * strings <-> a field definition, and the server's field errors under the editor's inputs.
 */

export interface ConsoleTab {
  tab: string;
  title: string;
  custom: boolean;
}

/** The step tabs (STEP_MODULES, in its order) and then the custom tabs, each once. */
export function consoleTabs(customTabs: readonly AdminTab[]): ConsoleTab[] {
  const out: ConsoleTab[] = (Object.keys(STEP_MODULES) as StepTabName[]).map((tab) => ({
    tab,
    title: STEP_TITLES[tab],
    custom: false,
  }));
  const seen = new Set(out.map((t) => t.tab));
  for (const t of [...customTabs].sort((a, b) => a.sort - b.sort)) {
    if (seen.has(t.tab)) continue;
    seen.add(t.tab);
    out.push({ tab: t.tab, title: t.title, custom: true });
  }
  return out;
}

/** The form_field_rules tab of a console tab (dependent_info's rules live under its rules tab). */
export function rulesTabFor(tab: string): string {
  return isStepTab(tab) ? rulesTabOf(tab) : tab;
}

/** The step module of a tab (what the preview renders): the step's own, or a custom tab's step, which knows no field. */
export function previewStepFor(tab: string): StepDefinition {
  return isStepTab(tab) ? STEP_MODULES[tab].step : customStep(tab);
}

/** The field names the step itself defines (their definition belongs to the step, not a rule). */
export function stepFieldNames(tab: string): string[] {
  return isStepTab(tab) ? Object.keys(STEP_MODULES[tab].step.fields) : [];
}

export interface ScopeFilter {
  scope: RuleScope | 'all';
  scopeId?: number | undefined;
}

/** A rule's (or custom tab's) scope as the editors hold it. */
export interface ScopeValue {
  scope: RuleScope;
  scopeId?: number | undefined;
}

/** A scope in a list of choices: 'Default (everyone)', 'Carrier', 'Plan', 'Group'. */
export function scopeChoiceLabel(scope: RuleScope): string {
  return scope === 'default' ? 'Default (everyone)' : scope.charAt(0).toUpperCase() + scope.slice(1);
}

/** The label of a scope's id input: 'Carrier id', 'Plan id', 'Group id'. */
export function scopeIdLabel(scope: RuleScope): string {
  return `${scopeChoiceLabel(scope)} id`;
}

/** True when a rule (or tab) belongs to the chosen scope. */
export function inScope(item: { scope: RuleScope; scope_id?: number | undefined }, filter: ScopeFilter): boolean {
  if (filter.scope === 'all') return true;
  if (item.scope !== filter.scope) return false;
  return filter.scope === 'default' || filter.scopeId === undefined || item.scope_id === filter.scopeId;
}

/** A rule's identity in the draft: tab, field and scope. */
export function ruleKey(r: Pick<AdminRule, 'tab' | 'field_name' | 'scope' | 'scope_id'>): string {
  return `${r.tab}|${r.field_name}|${r.scope}|${r.scope_id ?? ''}`;
}

/** Rules in screen order: sort, then field name, then scope. */
export function sortRules(rules: readonly AdminRule[]): AdminRule[] {
  return [...rules].sort(
    (a, b) => a.sort - b.sort || a.field_name.localeCompare(b.field_name) || ruleKey(a).localeCompare(ruleKey(b)),
  );
}

/** The list with `rule` replacing the one keyed `replacing` (or appended); answers the list and the rule's index. */
export function upsertRule(
  rules: readonly AdminRule[],
  rule: AdminRule,
  replacing: string | null,
): { rules: AdminRule[]; index: number } {
  const out = [...rules];
  const at = replacing === null ? -1 : out.findIndex((r) => ruleKey(r) === replacing);
  if (at >= 0) {
    out[at] = rule;
    return { rules: out, index: at };
  }
  out.push(rule);
  return { rules: out, index: out.length - 1 };
}

/** The list without the rule keyed `key`. */
export function withoutRule(rules: readonly AdminRule[], key: string): AdminRule[] {
  return rules.filter((r) => ruleKey(r) !== key);
}

// ---- the definition form ------------------------------------------------------------------

/** The definition as the editor's inputs hold it: strings for text and numbers, one row per option. */
export interface DefinitionForm {
  label: string;
  help: string;
  widget: CarrierWidget;
  type: CarrierFieldDefinition['schema']['type'];
  minLength: string;
  maxLength: string;
  pattern: string;
  minimum: string;
  maximum: string;
  notInFuture: boolean;
  notInPast: boolean;
  minAge: string;
  maxAge: string;
  options: Array<{ value: string; label: string }>;
  messages: Partial<Record<MessageKeyword, string>>;
  sensitive: boolean;
  /** The follow-up's question and answer as typed or chosen; field '' when the field is always asked. */
  when: { field: string; equals: string };
  /**
   * The field's expressions (visible_if, required_if, read_only_if, calculate, checks) as JSON text,
   * '' for none; edited as text until the builder has inputs for them (docs/decisions/0220-expressions.md).
   */
  expressions: string;
}

/** The JSON type a widget implies (the first the server accepts for it). */
export const WIDGET_TYPE: Readonly<Record<CarrierWidget, CarrierFieldDefinition['schema']['type']>> = {
  text: 'string',
  textarea: 'string',
  number: 'number',
  date: 'string',
  select: 'string',
  radio: 'string',
  yes_no: 'string',
  checkbox: 'boolean',
  email: 'string',
  phone: 'string',
  zip: 'string',
  state: 'string',
  ssn: 'string',
  heading: 'string',
  group: 'array',
  file: 'array',
};

export const WIDGET_LABELS: Readonly<Record<CarrierWidget, string>> = {
  text: 'Text',
  textarea: 'Text area',
  number: 'Number',
  date: 'Date (mm/dd/yyyy)',
  select: 'Drop-down list',
  radio: 'Radio buttons',
  yes_no: 'Yes / No',
  checkbox: 'Checkbox',
  email: 'E-mail',
  phone: 'Phone',
  zip: 'Zip code',
  state: 'State',
  ssn: 'Social Security number',
  heading: 'Heading / section text (no answer)',
  group: 'Repeating group',
  file: 'Document upload',
};

export { CARRIER_WIDGETS };

/** Widgets whose answers come from the options list. */
export const OPTION_WIDGETS: ReadonlySet<CarrierWidget> = new Set(['select', 'radio']);

export function emptyDefinitionForm(): DefinitionForm {
  return {
    label: '',
    help: '',
    widget: 'text',
    type: 'string',
    minLength: '',
    maxLength: '',
    pattern: '',
    minimum: '',
    maximum: '',
    notInFuture: false,
    notInPast: false,
    minAge: '',
    maxAge: '',
    options: [],
    messages: {},
    sensitive: false,
    when: { field: '', equals: '' },
    expressions: '',
  };
}

const numberText = (n: number | undefined) => (n === undefined ? '' : String(n));

/** A stored definition as the editor's inputs. */
export function toDefinitionForm(d: CarrierFieldDefinition | undefined): DefinitionForm {
  if (!d) return emptyDefinitionForm();
  const s = d.schema;
  return {
    label: d.label,
    help: d.help ?? '',
    widget: d.widget,
    type: s.type,
    minLength: numberText(s.minLength),
    maxLength: numberText(s.maxLength),
    pattern: s.pattern ?? '',
    minimum: numberText(s.minimum),
    maximum: numberText(s.maximum),
    notInFuture: s.notInFuture === true,
    notInPast: s.notInPast === true,
    minAge: numberText(s.minAge),
    maxAge: numberText(s.maxAge),
    options: (d.options ?? []).map((o) => ({ value: String(o.value), label: o.label })),
    messages: { ...d.messages },
    sensitive: d.sensitive === true,
    when: d.when ? { field: d.when.field, equals: String(d.when.equals) } : { field: '', equals: '' },
    expressions: expressionsText(d),
  };
}

/** The keys of a definition the expressions text holds (and where its answer goes, decision 0270). */
export const EXPRESSION_KEYS = [
  'visible_if',
  'required_if',
  'read_only_if',
  'calculate',
  'checks',
  'group',
  'file',
  'destination',
  'category',
  'column',
] as const;

function expressionsText(d: CarrierFieldDefinition): string {
  const present = EXPRESSION_KEYS.filter((k) => d[k] !== undefined);
  return present.length === 0 ? '' : JSON.stringify(Object.fromEntries(present.map((k) => [k, d[k]])), null, 2);
}

/**
 * The expressions text's keys, or, when it is not a JSON object, the text itself under
 * `expressions` (the server then refuses the definition, naming that part).
 */
function expressionsOf(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // Sent as typed below.
  }
  return { expressions: text };
}

// A number input's text: empty -> left out; not a number -> sent as typed, so the server names it.
function numberOf(text: string): number | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : (t as unknown as number);
}

function optionValue(text: string, type: FieldDefinition['schema']['type']): CarrierValue {
  if (type === 'integer' || type === 'number') {
    const n = Number(text.trim());
    return text.trim() !== '' && Number.isFinite(n) ? n : text;
  }
  if (type === 'boolean') return text === 'true' ? true : text === 'false' ? false : text;
  return text;
}

/**
 * The editor's inputs as a definition: empty inputs left out, numbers as numbers; a follow-up's
 * answer takes the type of its question (`question`, when known: 'yes', 2, true).
 */
export function fromDefinitionForm(f: DefinitionForm, question?: FieldDefinition): CarrierFieldDefinition {
  const schema: CarrierFieldDefinition['schema'] = { type: f.type };
  const put = (key: 'minLength' | 'maxLength' | 'minimum' | 'maximum' | 'minAge' | 'maxAge', text: string) => {
    const n = numberOf(text);
    if (n !== undefined) schema[key] = n;
  };
  if (f.type === 'string') {
    put('minLength', f.minLength);
    put('maxLength', f.maxLength);
    if (f.pattern !== '') schema.pattern = f.pattern;
  }
  if (f.type === 'integer' || f.type === 'number') {
    put('minimum', f.minimum);
    put('maximum', f.maximum);
  }
  if (f.widget === 'date') {
    if (f.notInFuture) schema.notInFuture = true;
    if (f.notInPast) schema.notInPast = true;
    put('minAge', f.minAge);
    put('maxAge', f.maxAge);
  }
  const out: CarrierFieldDefinition = { label: f.label.trim(), widget: f.widget, schema };
  if (f.help.trim() !== '') out.help = f.help.trim();
  if (OPTION_WIDGETS.has(f.widget))
    out.options = f.options.map((o) => ({ value: optionValue(o.value, f.type), label: o.label }));
  const messages = Object.fromEntries(
    Object.entries(f.messages)
      .filter(([, m]) => typeof m === 'string' && m.trim() !== '')
      .map(([k, m]) => [k, (m as string).trim()]),
  );
  if (Object.keys(messages).length > 0) out.messages = messages;
  if (f.sensitive) out.sensitive = true;
  if (f.when.field !== '')
    out.when = { field: f.when.field, equals: question ? answerValue(question, f.when.equals) : f.when.equals };
  return { ...out, ...expressionsOf(f.expressions) };
}

// ---- follow-ups -----------------------------------------------------------------------------

/** A field a follow-up may depend on: its name, its label and what the step knows of it. */
export interface FollowUpQuestion {
  name: string;
  label: string;
  field: FieldDefinition;
}

/** True when `rule` is asked wherever a rule of `scope` is: the default scope, the same scope, or a carrier admin's carrier for one of its plans. */
function covers(rule: AdminRule, scope: ScopeValue, carrierId: number | null): boolean {
  if (rule.scope === 'default') return true;
  if (rule.scope === scope.scope) return rule.scope_id === scope.scopeId;
  return rule.scope === 'carrier' && scope.scope === 'plan' && carrierId !== null && rule.scope_id === carrierId;
}

/**
 * The fields of the tab a follow-up of `self` may depend on: the step's own fields (those with one
 * value to compare) and the carrier fields of the tab's other rules asked wherever `scope` is, in
 * screen order, each once. `carrierId`: a carrier admin's carrier, whose rules cover its plans.
 */
export function followUpQuestions(
  tab: string,
  rules: readonly AdminRule[],
  self: string,
  scope: ScopeValue,
  carrierId: number | null = null,
): FollowUpQuestion[] {
  const offered = sortRules(rules.filter((r) => r.field_name !== self && covers(r, scope, carrierId)));
  const step = withCarrierFields(previewStepFor(tab), offered);
  const names = [...new Set([...step.order, ...Object.keys(step.fields), ...offered.map((r) => r.field_name)])];
  return names
    .filter((name) => name !== self)
    .map((name) => ({ name, field: fieldDefinition(step, name) }))
    .filter(({ field }) => field.field === undefined && field.schema.type !== 'object' && field.schema.type !== 'array')
    .map(({ name, field }) => ({ name, label: field.label, field }));
}

/** The answers a question offers (Yes/No, its options), or null when any typed value will do. */
export function answerChoices(field: FieldDefinition): Array<{ value: string; label: string }> | null {
  const s = field.schema;
  if (s.oneOf) return s.oneOf.map((o) => ({ value: String(o.const), label: o.title }));
  if (s.enum) return s.enum.map((v) => ({ value: String(v), label: String(v) }));
  if (s.type === 'boolean')
    return [
      { value: 'true', label: 'Ticked' },
      { value: 'false', label: 'Not ticked' },
    ];
  return null;
}

/** An answer's text as the question's value: one of its options, a number for a number, true/false for a checkbox. */
export function answerValue(field: FieldDefinition, text: string): CarrierValue {
  const listed = [...(field.schema.oneOf?.map((o) => o.const) ?? []), ...(field.schema.enum ?? [])].find(
    (v) => String(v) === text,
  );
  return listed ?? optionValue(text, field.schema.type);
}

/** A follow-up in words: 'Follow-up of tobacco = yes'. */
export function followUpText(when: CarrierCondition): string {
  return `Follow-up of ${when.field} = ${String(when.equals)}`;
}

// ---- the server's errors --------------------------------------------------------------------

/** A failed call's field errors, or one error at `target` saying what went wrong. */
export function fieldErrorsOf(error: unknown, target: string): FieldError[] {
  if (error instanceof ApiRequestError && error.fieldErrorList.length > 0) return error.fieldErrorList;
  return [
    {
      target_element: target,
      error_message: error instanceof Error ? error.message : 'Something went wrong. Please try again.',
    },
  ];
}

/**
 * Splits a PUT's field errors for the item sent at `index` of `list` (the rules, or the custom
 * tabs): `byPath` keyed by the path inside it (`field_name`, `definition.schema.pattern`,
 * `definition.when.equals`), and `other` for errors of other items or of the request as a whole
 * (shown above the editor).
 */
export function ruleErrors(
  errors: readonly FieldError[],
  index: number,
  list: 'rules' | 'tabs' = 'rules',
): { byPath: Record<string, string>; other: FieldError[] } {
  const byPath: Record<string, string> = {};
  const other: FieldError[] = [];
  for (const e of errors) {
    const m = /^(\w+)\[(\d+)\](?:\.(.+))?$/.exec(e.target_element);
    if (m && m[1] === list && Number(m[2]) === index && m[3]) {
      byPath[m[3]] ??= e.error_message;
    } else {
      other.push(e);
    }
  }
  return { byPath, other };
}

/** A short readable line of a rule's flags (or a custom tab's), for the diff and the table. */
export function ruleSummary(r: AdminRule | AdminTab): string {
  if (!('field_name' in r)) return [`"${r.title}"`, `order ${r.sort}`, r.required ? 'required' : 'optional'].join(', ');
  const flags = [
    r.required ? 'required' : 'optional',
    r.read_only ? 'read-only' : '',
    r.visible ? '' : 'hidden',
    `sort ${r.sort}`,
  ].filter(Boolean);
  if (r.definition) flags.push(`${r.definition.widget} "${r.definition.label}"`);
  if (r.definition?.when) flags.push(`f${followUpText(r.definition.when).slice(1)}`);
  return flags.join(', ');
}

/** The names of what differs between two versions of a rule (or of a custom tab). */
export function changedParts(before: AdminRule | AdminTab, after: AdminRule | AdminTab): string[] {
  const parts: string[] = [];
  const b = before as unknown as Record<string, unknown>;
  const a = after as unknown as Record<string, unknown>;
  for (const key of ['required', 'read_only', 'visible', 'sort', 'title']) if (b[key] !== a[key]) parts.push(key);
  if (JSON.stringify(b.definition ?? null) !== JSON.stringify(a.definition ?? null)) parts.push('definition');
  return parts;
}

/** A custom tab's identity in the draft: tab and scope. */
export function tabKey(t: Pick<AdminTab, 'tab' | 'scope' | 'scope_id'>): string {
  return ruleKey({ ...t, field_name: '' });
}

/** A diff row's key: a rule's, or a custom tab's (which has no field). */
export function diffRowKey(r: AdminRule | AdminTab): string {
  return 'field_name' in r ? ruleKey(r) : tabKey(r);
}

/** Plan names by id (GET /admin/me): the console says a plan's name, not its id alone. */
export type PlanNames = ReadonlyMap<number, string>;

/** A plan in words: 'Sunfield Cancer Care (plan 191)', or 'Plan 191' when its name is not known. */
export function planLabel(id: number, plans?: PlanNames): string {
  const name = plans?.get(id);
  return name ? `${name} (plan ${id})` : `Plan ${id}`;
}

/** A scope as words: 'Default', 'Carrier 11', 'Sunfield Cancer Care (plan 191)', 'Group 2001'. */
export function scopeLabel(scope: RuleScope, scopeId?: number, plans?: PlanNames): string {
  if (scope === 'plan' && scopeId !== undefined) return planLabel(scopeId, plans);
  const word = scope.charAt(0).toUpperCase() + scope.slice(1);
  return scope === 'default' || scopeId === undefined ? word : `${word} ${scopeId}`;
}

/** True for a valid custom tab name: custom_ and 1..40 of [a-z0-9_]. */
export function isCustomTabName(name: string): boolean {
  return /^custom_[a-z0-9_]{1,40}$/.test(name);
}
