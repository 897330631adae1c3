/**
 * Resolving a tab's field descriptors from form_field_rules (architecture.md, the form engine).
 * A 'default' row applies to every enrollment; 'carrier', 'plan' and 'group' rows apply when the
 * enrollment's cart holds a plan of that carrier, that plan, or the enrollment is in that group.
 * Where scoped rows exist for a field they override the default, and among them the strictest
 * wins: required if any requires, read_only if any says so, visible if any shows.
 */

import type { CarrierFieldDefinition } from '../../schemas/field-definition';

export type RuleScope = 'default' | 'carrier' | 'plan' | 'group';

export interface FormFieldRule {
  tab: string;
  fieldName: string;
  required: boolean;
  readOnly: boolean;
  visible: boolean;
  sort: number;
  scope: RuleScope;
  scopeId: number | null;
  /** A carrier's typed field (checked by definitionProblems before it was stored), or null. */
  definition: CarrierFieldDefinition | null;
}

/** A carrier's question page (tab `custom_<name>`), scoped like a rule: the one row type of the draft, versions and the wizard (domain/custom-tabs.ts). */
export interface FormTab {
  tab: string;
  title: string;
  sort: number;
  required: boolean;
  scope: RuleScope;
  scopeId: number | null;
  /** A page condition (issue 29, a JSON Logic expression over other tabs, the cart, the applicant), or null. */
  visibleIf?: unknown;
}

/** What decides which scoped rules apply: the cart's carriers and plans and the enrollment's group. */
export interface EnrollmentScopes {
  carrierIds: readonly number[];
  planIds: readonly number[];
  groupId: number | null;
}

export interface ResolvedField {
  field_name: string;
  required: boolean;
  read_only: boolean;
  visible: boolean;
  definition?: CarrierFieldDefinition;
}

/** True when a rule (or a custom tab, scoped alike) applies to an enrollment with these scopes. */
export function ruleApplies(rule: Pick<FormFieldRule, 'scope' | 'scopeId'>, scopes: EnrollmentScopes): boolean {
  switch (rule.scope) {
    case 'default':
      return true;
    case 'carrier':
      return rule.scopeId !== null && scopes.carrierIds.includes(rule.scopeId);
    case 'plan':
      return rule.scopeId !== null && scopes.planIds.includes(rule.scopeId);
    case 'group':
      return rule.scopeId !== null && scopes.groupId === rule.scopeId;
  }
}

/** The fields of one tab for one enrollment, in display order (sort, then name). */
export function resolveFormFields(
  rules: readonly FormFieldRule[],
  tab: string,
  scopes: EnrollmentScopes,
): ResolvedField[] {
  const byField = new Map<string, { defaults: FormFieldRule[]; scoped: FormFieldRule[] }>();
  for (const rule of rules) {
    if (rule.tab !== tab || !ruleApplies(rule, scopes)) continue;
    const entry = byField.get(rule.fieldName) ?? { defaults: [], scoped: [] };
    (rule.scope === 'default' ? entry.defaults : entry.scoped).push(rule);
    byField.set(rule.fieldName, entry);
  }
  const fields: Array<ResolvedField & { sort: number }> = [];
  for (const [field_name, { defaults, scoped }] of byField) {
    const deciding = scoped.length > 0 ? scoped : defaults;
    const field: ResolvedField & { sort: number } = {
      field_name,
      required: deciding.some((r) => r.required),
      read_only: deciding.some((r) => r.readOnly),
      visible: deciding.some((r) => r.visible),
      // The default row places a field; a field only a scope adds goes where that scope puts it.
      sort: Math.min(...(defaults.length > 0 ? defaults : scoped).map((r) => r.sort)),
    };
    // The definition may sit on the default row while a scope only toggles the flags.
    const definition = [...scoped, ...defaults].find((r) => r.definition !== null)?.definition;
    if (definition) field.definition = definition;
    fields.push(field);
  }
  fields.sort((a, b) => a.sort - b.sort || a.field_name.localeCompare(b.field_name));
  return fields.map(({ sort: _sort, ...field }) => field);
}
