import type { ApiRule, ApiTab, FormRulesBody } from '../../../../schemas/api/form-admin';
import type { FieldDescriptor } from '../../../../schemas/descriptors';
import type { FieldError } from '../../../../schemas/envelope';
import type { CarrierFieldDefinition } from '../../../../schemas/field-definition';

/**
 * Shapes of the admin form-field-rules API (docs/decisions/0060-form-engine-v2.md), as the console
 * holds them: the API's own rule and tab (schemas/api/form-admin.ts) with every flag given, as the
 * server answers them, and a checked definition.
 */

export const RULE_SCOPES = ['default', 'carrier', 'plan', 'group'] as const satisfies ReadonlyArray<
  NonNullable<ApiRule['scope']>
>;
export type RuleScope = (typeof RULE_SCOPES)[number];

type Given<T, K extends keyof T> = { [P in K]-?: NonNullable<T[P]> };

export type AdminRule = Given<
  ApiRule,
  'tab' | 'field_name' | 'required' | 'read_only' | 'visible' | 'sort' | 'scope'
> & {
  scope_id?: number;
  definition?: CarrierFieldDefinition;
};

export type AdminTab = Given<ApiTab, 'tab' | 'title' | 'sort' | 'required' | 'scope'> & { scope_id?: number };

/** GET /admin/form-field-rules: the draft (or `?version=N`), `version` the newest published number. */
export interface DraftData {
  version: number;
  rules: AdminRule[];
  tabs: AdminTab[];
}

/** PUT /admin/form-field-rules; `replace_tabs` names tabs whose rules (within the caller's scopes) are exactly what `rules` lists for them, possibly none. */
export type SaveDraftBody = Omit<FormRulesBody, 'rules' | 'tabs'> & { rules: AdminRule[]; tabs?: AdminTab[] };

export interface SaveDraftData extends DraftData {
  replaced_tabs: string[];
}

export interface VersionSummary {
  version: number;
  note: string;
  published_by: string;
  published_at: string;
  /** The publish moved the enrollments in progress to it (decision 0240). */
  applies_in_progress?: boolean;
  /** The version it restored. */
  restored_from?: number;
}

/** A version as the RULES_FILE (and the PUT) takes it: GET /admin/form-field-rules/versions/:n/export. */
export type VersionFile = SaveDraftBody;

/** Rules and custom tabs added, removed and changed against the version before. */
export interface RuleDiff {
  added: Array<AdminRule | AdminTab>;
  removed: Array<AdminRule | AdminTab>;
  changed: Array<{ before: AdminRule | AdminTab; after: AdminRule | AdminTab }>;
}

export interface VersionDetail extends VersionSummary {
  rules: AdminRule[];
  tabs: AdminTab[];
  diff: RuleDiff;
}

export interface PreviewBody {
  tab: string;
  plan_id?: number;
  group_id?: number;
  data?: Record<string, unknown>;
}

export interface PreviewData {
  descriptors: FieldDescriptor[];
  errors: FieldError[];
}
