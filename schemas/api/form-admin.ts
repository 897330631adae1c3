import type { FromSchema } from 'json-schema-to-ts';
import { FIELD_NAME_PATTERN } from '../descriptors';
import type { CarrierFieldDefinition } from '../field-definition';

/**
 * The form engine's admin API (docs/decisions/0060-form-engine-v2.md): the draft's rules
 * and custom tabs, publishing immutable versions, their history and a preview. Used by the staff
 * console (/admin) and by automation (Bearer ADMIN_TOKEN).
 */

const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;
const int = { type: 'integer' } as const;

/** A rule's or a custom tab's tab name: a step's tab or `custom_<name>`. */
export const RULE_TAB_PATTERN = '^[a-z][a-z0-9_]{0,47}$';
/** A custom tab: `custom_` and 1 to 40 lower-case letters, digits and underscores. */
export const CUSTOM_TAB_PATTERN = '^custom_[a-z0-9_]{1,40}$';

const scope = { type: 'string', enum: ['default', 'carrier', 'plan', 'group'] } as const;
// The definition's own shape is checked by definitionProblems, which names the part that is wrong.
// An empty schema on purpose: the server's ajv removes unknown keys of object schemas
// (removeAdditional 'all'), which would silently drop an unsafe keyword instead of refusing it.
const definition = {} as const;

export const ruleItem = {
  type: 'object',
  required: ['tab', 'field_name'],
  properties: {
    tab: { type: 'string', pattern: RULE_TAB_PATTERN },
    field_name: { type: 'string', pattern: FIELD_NAME_PATTERN },
    required: bool,
    read_only: bool,
    visible: bool,
    sort: { type: 'integer', minimum: 0, maximum: 10000 },
    scope,
    scope_id: { type: 'integer', minimum: 1 },
    definition,
  },
  additionalProperties: false,
} as const;

export const tabItem = {
  type: 'object',
  required: ['tab', 'title'],
  properties: {
    tab: { type: 'string', pattern: CUSTOM_TAB_PATTERN },
    title: { type: 'string', minLength: 1, maxLength: 80 },
    sort: { type: 'integer', minimum: 0, maximum: 10 },
    required: bool,
    scope,
    scope_id: { type: 'integer', minimum: 1 },
    // A page condition (issue 29): JSON Logic, checked by expression-check (a value, list or operation).
    visible_if: {},
  },
  additionalProperties: false,
} as const;

/** A rule as the admin API answers and takes it. */
export type ApiRule = Omit<FromSchema<typeof ruleItem>, 'definition'> & {
  definition?: CarrierFieldDefinition | Record<string, unknown>;
};
/** A custom tab as the admin API answers and takes it. */
export type ApiTab = FromSchema<typeof tabItem>;

/**
 * Body of PUT /admin/form-field-rules and the RULES_FILE: replaces the draft rules of the tabs it names
 * in `rules` and in `replace_tabs` (a tab named only there loses its rules: the way to delete a tab's
 * last rule), within the caller's scopes, and the custom tabs when `tabs` is given.
 */
export const formRulesBodySchema = {
  type: 'object',
  required: ['rules'],
  properties: {
    rules: { type: 'array', maxItems: 5000, items: ruleItem },
    tabs: { type: 'array', maxItems: 100, items: tabItem },
    replace_tabs: { type: 'array', maxItems: 100, items: { type: 'string', pattern: RULE_TAB_PATTERN } },
  },
  additionalProperties: false,
} as const;
export type FormRulesBody = { rules: ApiRule[]; tabs?: ApiTab[]; replace_tabs?: string[] };

/**
 * The body limit of PUT /admin/form-field-rules (the rest of the API keeps 256 KiB): 2,000 fully typed
 * fields of a carrier questionnaire (label, help, pattern, messages, options) are about 3 MiB of JSON.
 */
export const FORM_RULES_BODY_LIMIT = 8 * 1024 * 1024;

/** The admin API's own refusals (the one place they are worded; the server imports them). */
export const FORM_ADMIN_MESSAGES = {
  noSuchTab: (tab: string) => `No step has the tab ${tab}`,
  scopeNeedsId: (scope: string) => `Scope ${scope} needs scope_id`,
  secondRule: (tab: string, fieldName: string) => `${tab}.${fieldName}: a second rule for the same scope`,
  secondTab: (tab: string) => `${tab}: a second tab for the same scope`,
  definedByStep: (fieldName: string) => `${fieldName} is defined by the step; a definition is for a new field`,
  outsideScope: (what: string) => `${what} is outside your carrier's scope`,
  noSuchVersion: (version: number) => `There is no version ${version}`,
  noSuchPlan: (planId: number) => `There is no plan ${planId}`,
  nothingToPublish: 'Nothing to publish: the draft is what is live. Change a rule or a tab first.',
  alreadyLive: (version: number) => `Version ${version} is what is live already: nothing to restore.`,
  rulesTooLarge: `Form rules are limited to ${FORM_RULES_BODY_LIMIT / 1024 / 1024} MiB per request: send the rules of fewer tabs at a time`,
} as const;

/** `data` of GET/PUT /admin/form-field-rules. */
export const formRulesData = {
  type: 'object',
  required: ['version', 'rules', 'tabs'],
  properties: {
    version: int,
    rules: { type: 'array', items: ruleItem },
    tabs: { type: 'array', items: tabItem },
    replaced_tabs: { type: 'array', items: str },
    note: str,
    published_by: str,
    published_at: str,
  },
} as const;
export interface FormRulesData {
  version: number;
  rules: ApiRule[];
  tabs: ApiTab[];
  replaced_tabs?: string[];
  note?: string;
  published_by?: string;
  published_at?: string;
}

/** Query of GET /admin/form-field-rules: one tab, and a published version instead of the draft. */
export const formRulesQuery = {
  type: 'object',
  properties: { tab: { type: 'string', pattern: RULE_TAB_PATTERN }, version: { type: 'integer', minimum: 1 } },
  additionalProperties: false,
} as const;
export type FormRulesQuery = FromSchema<typeof formRulesQuery>;

/** Body of POST /admin/form-field-rules/publish. */
export const publishBody = {
  type: 'object',
  required: ['note'],
  properties: {
    note: { type: 'string', minLength: 1, maxLength: 500 },
    /** Move the enrollments in progress to the new version (decision 0240); otherwise each keeps the version it started on. */
    applies_in_progress: { type: 'boolean' },
  },
  additionalProperties: false,
} as const;
export type PublishBody = FromSchema<typeof publishBody>;
export const publishData = {
  type: 'object',
  required: ['version'],
  properties: { version: int },
} as const;

/** Body of POST /admin/form-field-rules/versions/:version/restore: the new version's note (default 'Restored version N'). */
export const restoreBody = {
  type: 'object',
  properties: {
    note: { type: 'string', minLength: 1, maxLength: 500 },
    applies_in_progress: { type: 'boolean' },
  },
  additionalProperties: false,
} as const;
export type RestoreBody = FromSchema<typeof restoreBody>;

/**
 * What a carrier admin reads of a version someone else published: its number and time, not its note
 * (it may speak of other carriers) nor who published it (a staff e-mail).
 */
export const WITHHELD_VERSION = {
  publishedBy: 'another administrator',
  note: 'Published by another administrator; the note is not shown.',
} as const;

const versionSummary = {
  type: 'object',
  required: ['version', 'note', 'published_by', 'published_at'],
  properties: {
    version: int,
    note: str,
    published_by: str,
    published_at: str,
    applies_in_progress: { type: 'boolean' },
    restored_from: int,
  },
} as const;

/** `data` of GET /admin/form-field-rules/versions: newest first. */
export const versionsData = {
  type: 'object',
  required: ['versions'],
  properties: { versions: { type: 'array', items: versionSummary } },
} as const;

const anyObject = { type: 'object', additionalProperties: true } as const;

/** `data` of GET /admin/form-field-rules/versions/:version: the version and its difference from the one before. */
export const versionData = {
  type: 'object',
  required: ['version', 'note', 'published_by', 'published_at', 'rules', 'tabs', 'diff'],
  properties: {
    ...versionSummary.properties,
    rules: { type: 'array', items: ruleItem },
    tabs: { type: 'array', items: tabItem },
    diff: {
      type: 'object',
      required: ['added', 'removed', 'changed'],
      properties: {
        added: { type: 'array', items: anyObject },
        removed: { type: 'array', items: anyObject },
        changed: {
          type: 'array',
          items: { type: 'object', required: ['before', 'after'], properties: { before: anyObject, after: anyObject } },
        },
      },
    },
  },
} as const;
export const versionParams = {
  type: 'object',
  required: ['version'],
  properties: { version: { type: 'integer', minimum: 1 } },
} as const;

/** Body of POST /admin/form-field-rules/preview: the draft for an enrollment with this plan and group, and sample input. */
export const previewBody = {
  type: 'object',
  required: ['tab'],
  properties: {
    tab: { type: 'string', pattern: RULE_TAB_PATTERN },
    plan_id: { type: 'integer', minimum: 1 },
    group_id: { type: 'integer', minimum: 1 },
    data: {
      type: 'object',
      patternProperties: { [FIELD_NAME_PATTERN]: {} },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const;
export type PreviewBody = FromSchema<typeof previewBody>;

const fieldError = {
  type: 'object',
  required: ['target_element', 'error_message'],
  properties: { target_element: str, error_message: str },
} as const;
export const previewData = {
  type: 'object',
  required: ['descriptors', 'errors'],
  properties: {
    descriptors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field_name', 'value', 'required', 'read_only', 'visible'],
        properties: {
          field_name: str,
          value: {},
          required: bool,
          read_only: bool,
          visible: bool,
          definition: anyObject,
        },
      },
    },
    errors: { type: 'array', items: fieldError },
  },
} as const;
