import type { Expression } from './expressions/expression';
import { nestContext, type FieldCheck, type FieldExpressions } from './expressions/field-expressions';
import type { FormatName } from './formats';
import { fileRulesOf } from './field-types/file';
import {
  groupBounds,
  groupItemDescriptors,
  groupOf,
  GROUP_ITEM_STEP_ID,
  type GroupDefinition,
} from './field-types/group';
import type { FieldDefinition, FieldFragment, StepDefinition, WidgetName } from './step-definition';

/**
 * A carrier's typed field (docs/decisions/0060-form-engine-v2.md): what a form-field rule
 * carries as `definition` for a field its step does not know. Checked by the server before it is
 * stored (definitionProblems), answered beside the descriptor, and turned into the step's own
 * FieldDefinition (carrierField), so the browser and the server validate it with the same data and
 * no generated code.
 */

/** The widgets a carrier may name; each maps onto a widget of the widgets/ registry. */
export const CARRIER_WIDGETS = [
  'text',
  'textarea',
  'number',
  'date',
  'select',
  'radio',
  'yes_no',
  'checkbox',
  'email',
  'phone',
  'zip',
  'state',
  'ssn',
  'heading',
  'group',
  'file',
] as const;
export type CarrierWidget = (typeof CARRIER_WIDGETS)[number];

/** The JSON Schema keywords a carrier's schema may use (and nothing else). */
export const DEFINITION_SCHEMA_KEYWORDS = [
  'type',
  'enum',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'format',
  'notInFuture',
  'notInPast',
  'minAge',
  'maxAge',
] as const;

/** The keywords a message may be given for: the schema's checks plus 'required'. */
export const MESSAGE_KEYWORDS = ['required', ...DEFINITION_SCHEMA_KEYWORDS] as const;
export type MessageKeyword = (typeof MESSAGE_KEYWORDS)[number];

export type CarrierValue = string | number | boolean;

export interface CarrierSchema {
  type: 'string' | 'integer' | 'number' | 'boolean' | 'array';
  enum?: CarrierValue[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  format?: FormatName;
  notInFuture?: boolean;
  notInPast?: boolean;
  minAge?: number;
  maxAge?: number;
}

/** A follow-up: the field is asked (shown, checked, saved) only while another field of the step has this value. */
export interface CarrierCondition {
  field: string;
  equals: CarrierValue;
}

export interface CarrierFieldDefinition {
  label: string;
  help?: string;
  widget: CarrierWidget;
  schema: CarrierSchema;
  messages?: Partial<Record<MessageKeyword, string>>;
  sensitive?: boolean;
  options?: Array<{ value: CarrierValue; label: string }>;
  /** Asked only when another field has a value (a question's follow-up: `{ field: 'tobacco', equals: 'yes' }`). */
  when?: CarrierCondition;
  /** Expressions (JSON Logic, docs/decisions/0220-expressions.md): asked only while true. */
  visible_if?: Expression;
  /** Required while true (besides the rule's own `required`). */
  required_if?: Expression;
  /** Read-only while true: the saved value stands, whatever is sent. */
  read_only_if?: Expression;
  /** A calculated value: shown read-only, saved, recomputed by the server from the other answers. */
  calculate?: Expression;
  /** Checks across fields, each with its own message, shown under this field when it has a value. */
  checks?: FieldCheck[];
  /**
   * Where the answer goes (schemas/answer-destinations.ts, decision 0270): the carrier's 834 (loop 2700,
   * `category`), a census column (`column`), or nowhere (the default).
   */
  destination?: '834' | 'census' | 'none';
  /** The 834 member reporting category (N1*75) the answer goes under. */
  category?: string;
  /** The census column the answer goes in. */
  column?: string;
  /** A repeating group's items (widget 'group', schemas/field-types/group.ts). */
  group?: GroupDefinition;
  /** An upload's types and limits (widget 'file', schemas/field-types/file.ts). */
  file?: { types: string[]; max_bytes: number; max_files?: number };
  /**
   * Set by the server on a descriptor, never stored: the values of the dotted variables
   * (`primary_info.marital_status`, `cart.plans`, `applicant.age`) the expressions read.
   */
  context?: Record<string, unknown>;
}

export const DEFINITION_LIMITS = {
  label: 120,
  help: 500,
  message: 200,
  pattern: 200,
  options: 200,
  optionLabel: 120,
  /** The longest text any carrier field may hold, whatever its own maxLength says. */
  textLength: 2000,
  /** The length of a text field whose definition sets none. */
  defaultTextLength: 255,
} as const;

/** The JSON Schema of a definition's shape (the API schema of the admin routes); definitionProblems checks the rest. */
export const carrierDefinitionSchema = {
  type: 'object',
  required: ['label', 'widget', 'schema'],
  additionalProperties: false,
  properties: {
    label: { type: 'string' },
    help: { type: 'string' },
    widget: { type: 'string' },
    schema: { type: 'object' },
    messages: { type: 'object' },
    sensitive: { type: 'boolean' },
    options: { type: 'array' },
    when: { type: 'object' },
    visible_if: {},
    required_if: {},
    read_only_if: {},
    calculate: {},
    checks: { type: 'array' },
    destination: {},
    category: {},
    column: {},
    group: { type: 'object' },
    file: { type: 'object' },
  },
} as const;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The shape a descriptor's definition must have to be built into a field (the server checked it in
 * full with definitionProblems, field-definition-check.ts, before storing it).
 */
export function hasDefinitionShape(value: unknown): value is CarrierFieldDefinition {
  return (
    isRecord(value) &&
    typeof value.label === 'string' &&
    (CARRIER_WIDGETS as readonly unknown[]).includes(value.widget) &&
    isRecord(value.schema) &&
    ['string', 'integer', 'number', 'boolean', 'array'].includes(value.schema.type as string)
  );
}

const YES_NO = [
  { const: 'yes', title: 'Yes' },
  { const: 'no', title: 'No' },
] as const;

// The widget of the registry a carrier widget renders with.
const REGISTRY_WIDGET: Readonly<Record<CarrierWidget, WidgetName>> = {
  text: 'text',
  textarea: 'textarea',
  number: 'number',
  date: 'date',
  select: 'select',
  radio: 'radio',
  yes_no: 'radio',
  checkbox: 'checkbox',
  email: 'email',
  phone: 'phone',
  zip: 'zip',
  state: 'state',
  ssn: 'ssn',
  heading: 'heading',
  group: 'text',
  file: 'text',
};

// The format a widget implies when the carrier names none (a phone field checks phones).
const WIDGET_FORMAT: Partial<Record<CarrierWidget, FormatName>> = {
  date: 'oe-date',
  email: 'oe-email',
  phone: 'oe-phone',
  zip: 'oe-zip',
  state: 'oe-state',
  ssn: 'oe-ssn',
};

/** A checked definition as the step's FieldDefinition: the schema fragment, widget, label and per-keyword messages. */
export function carrierField(definition: CarrierFieldDefinition): FieldDefinition {
  const { schema: s, widget } = definition;
  const fragment: { -readonly [K in keyof FieldFragment]: FieldFragment[K] } = { type: s.type };
  for (const key of [
    'minLength',
    'maxLength',
    'pattern',
    'minimum',
    'maximum',
    'notInFuture',
    'notInPast',
    'minAge',
    'maxAge',
  ] as const) {
    if (s[key] !== undefined) (fragment as Record<string, unknown>)[key] = s[key];
  }
  const format = s.format ?? WIDGET_FORMAT[widget];
  if (format) fragment.format = format;
  if (s.type === 'string')
    fragment.maxLength = Math.min(s.maxLength ?? DEFINITION_LIMITS.defaultTextLength, DEFINITION_LIMITS.textLength);
  if (widget === 'yes_no') fragment.oneOf = YES_NO;
  else if (definition.options) fragment.oneOf = definition.options.map((o) => ({ const: o.value, title: o.label }));
  else if (s.enum) fragment.enum = [...s.enum];
  const field: FieldDefinition = {
    label: definition.label,
    schema: fragment,
    widget: REGISTRY_WIDGET[widget],
    keywordMessages: { ...definition.messages },
  };
  if (definition.help) field.help = definition.help;
  if (widget === 'date') field.placeholder = 'mm/dd/yyyy';
  if (definition.sensitive) field.sensitive = true;
  if (definition.when) field.shownWhen = { field: definition.when.field, equals: definition.when.equals };
  const expressions = fieldExpressionsOf(definition);
  if (expressions) field.expressions = expressions;
  if (widget === 'heading') field.display = true;
  const group = widget === 'group' ? groupOf(definition) : null;
  if (group) {
    // The item is a step of its own: its fields, conditions and checks run through the same engine.
    const descriptors = groupItemDescriptors(group, definition.context);
    const { min, max } = groupBounds(group);
    const item = withCarrierFields({ id: GROUP_ITEM_STEP_ID, fields: {}, order: [] }, descriptors);
    field.group = { step: item, descriptors, minItems: min, maxItems: max, itemLabel: group.item_label };
    field.field = 'repeatingGroup';
  }
  const files = widget === 'file' ? fileRulesOf(definition) : null;
  if (files) {
    field.files = files;
    field.field = 'fileUpload';
  }
  return field;
}

/** A definition's expressions, `when` translated to `{ '===': [{ var: field }, equals] }` (and-ed with `visible_if`). */
export function fieldExpressionsOf(definition: CarrierFieldDefinition): FieldExpressions | undefined {
  const { when, visible_if, required_if, read_only_if, calculate, checks } = definition;
  const follow = when ? { '===': [{ var: when.field }, when.equals] } : undefined;
  const visibleIf = follow && visible_if !== undefined ? { and: [follow, visible_if] } : (follow ?? visible_if);
  if ([visibleIf, required_if, read_only_if, calculate, checks].every((x) => x === undefined)) return undefined;
  const out: FieldExpressions = { context: nestContext(definition.context) };
  if (visibleIf !== undefined) out.visibleIf = visibleIf;
  if (required_if !== undefined) out.requiredIf = required_if;
  if (read_only_if !== undefined) out.readOnlyIf = read_only_if;
  if (calculate !== undefined) out.calculate = calculate;
  if (checks !== undefined && checks.length > 0) out.checks = checks;
  return out;
}

/** What withCarrierFields needs of a descriptor. */
export interface DefinedDescriptor {
  field_name: string;
  definition?: unknown;
}

// Per step and descriptor list: the renderer, the validator and the payload share one extended step.
const extended = new WeakMap<StepDefinition, WeakMap<readonly DefinedDescriptor[], StepDefinition>>();

/**
 * The step with the carriers' typed fields of these descriptors added (a definition on a field the
 * step defines is ignored: the step owns its fields; one without a definition's shape too). Every
 * other function then treats a carrier's field like the step's own: toStepSchema, validateStepData,
 * toSavePayload, sealing.
 */
export function withCarrierFields(step: StepDefinition, descriptors: readonly DefinedDescriptor[]): StepDefinition {
  const cached = extended.get(step)?.get(descriptors);
  if (cached) return cached;
  const added: Record<string, FieldDefinition> = {};
  for (const d of descriptors) {
    if (
      d.definition === undefined ||
      d.definition === null ||
      Object.hasOwn(step.fields, d.field_name) ||
      Object.hasOwn(added, d.field_name)
    )
      continue;
    if (hasDefinitionShape(d.definition)) added[d.field_name] = carrierField(d.definition);
  }
  inSections(descriptors, added);
  const out = Object.keys(added).length === 0 ? step : { ...step, fields: { ...step.fields, ...added } };
  let byList = extended.get(step);
  if (!byList) extended.set(step, (byList = new WeakMap()));
  byList.set(descriptors, out);
  return out;
}

/**
 * Sections (decision 0300): a carrier heading with `visible_if` holds the carrier fields the
 * descriptors (the server's order, by sort) list after it, up to the next carrier heading; each is
 * given `expressions.section`, so it is asked only while the heading is (resolveExpressions). The
 * step's own fields are never in a section.
 */
function inSections(descriptors: readonly DefinedDescriptor[], added: Record<string, FieldDefinition>): void {
  let heading: string | undefined;
  for (const { field_name: name } of descriptors) {
    const field = Object.hasOwn(added, name) ? added[name] : undefined;
    if (!field) continue;
    if (field.display) heading = field.expressions?.visibleIf !== undefined ? name : undefined;
    else if (heading !== undefined)
      added[name] = { ...field, expressions: { ...(field.expressions ?? { context: {} }), section: heading } };
  }
}
