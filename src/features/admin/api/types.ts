import type { FieldDescriptor } from '../../../../schemas/descriptors';
import type { FieldError } from '../../../../schemas/envelope';
import type { CarrierFieldDefinition } from '../../../../schemas/field-definition';

/** Shapes of the admin form-field-rules API (docs/decisions/0060-form-engine-v2.md). */

export const RULE_SCOPES = ['default', 'carrier', 'plan', 'group'] as const;
export type RuleScope = (typeof RULE_SCOPES)[number];

export interface AdminRule {
  tab: string;
  field_name: string;
  required: boolean;
  read_only: boolean;
  visible: boolean;
  sort: number;
  scope: RuleScope;
  scope_id?: number;
  definition?: CarrierFieldDefinition;
}

export interface AdminTab {
  tab: string;
  title: string;
  sort: number;
  required: boolean;
  scope: RuleScope;
  scope_id?: number;
}

/** GET /admin/form-field-rules: the draft (or `?version=N`), `version` the newest published number. */
export interface DraftData {
  version: number;
  rules: AdminRule[];
  tabs: AdminTab[];
}

export interface SaveDraftBody {
  rules: AdminRule[];
  tabs?: AdminTab[];
}

export interface SaveDraftData extends DraftData {
  replaced_tabs: string[];
}

export interface VersionSummary {
  version: number;
  note: string;
  published_by: string;
  published_at: string;
}

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
