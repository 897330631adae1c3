import type { FieldError } from './envelope';
import type { FieldDescriptor, NormalizedDescriptor } from './descriptors';
import type { MessageKeyword } from './field-definition';
import { resolveExpressions, type FieldExpressions } from './expressions/field-expressions';
import type { FileRules } from './field-types/file';
import type { FormatName } from './formats';

/**
 * What a wizard step knows about its fields. The server's descriptors say which fields exist and
 * which are required; the step definition says what each known field looks like (schema fragment,
 * widget, label) and which message each failure shows. Step modules (schemas/<step>.ts) export one.
 */

/** Widget keys of the widgets/ registry (widgets/ owns the components; this list owns the names). */
export const WIDGET_NAMES = [
  'text',
  'textarea',
  'number',
  'select',
  'radio',
  'checkbox',
  'date',
  'ssn',
  'phone',
  'zip',
  'state',
  'email',
  'maritalStatus',
  'gender',
  'heightFeet',
  'heightInches',
  'weight',
  'percentage',
  'holidayPolicy',
  'routing',
  'accountNumber',
  'cardNumber',
  'securityCode',
  'signature',
  'calculated',
  'heading',
] as const;

export type WidgetName = (typeof WIDGET_NAMES)[number];

/**
 * Custom field keys of the widgets/ registry: a property edited as a whole (a list of health
 * questions, a people page's list of beneficiaries or dependents).
 */
export const CUSTOM_FIELD_NAMES = [
  'healthConditionQuestions',
  'healthMedicationQuestion',
  'beneficiaryList',
  'dependentList',
  'repeatingGroup',
  'fileUpload',
] as const;

export type CustomFieldName = (typeof CUSTOM_FIELD_NAMES)[number];

/** The JSON Schema keywords a field may use; validateStepData implements exactly these. */
export interface FieldFragment {
  type: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array';
  format?: FormatName;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  enum?: readonly (string | number | boolean)[];
  /** Options with labels; consts must be distinct. */
  oneOf?: readonly { const: string | number | boolean; title: string }[];
  /** Date rules on 'mm/dd/yyyy' strings (a carrier's date field). */
  notInFuture?: boolean;
  notInPast?: boolean;
  minAge?: number;
  maxAge?: number;
  /** For objects of flags such as holiday_policy; each present property must match. */
  properties?: Readonly<Record<string, FieldFragment & { title?: string }>>;
}

export interface FieldMessages {
  /** Shown when a required field is empty; 'Field is required' unless given. */
  required?: string;
  /** Shown for any other failure; defaults by format (format-messages.ts), then 'Field is required'. */
  invalid?: string;
}

export interface FieldDefinition {
  label: string;
  schema: FieldFragment;
  widget?: WidgetName;
  /** A custom field (widgets/fields) that edits the whole value; its step rules check the inside. */
  field?: CustomFieldName;
  placeholder?: string;
  help?: string;
  messages?: FieldMessages;
  /**
   * A carrier's field: the message is chosen by the check that failed (required, pattern,
   * maxLength, ...), from these or else the catalogue's (format-messages.ts keywordMessage).
   */
  keywordMessages?: Partial<Record<MessageKeyword, string>>;
  /** Sealed at rest, masked in reads and screenshots (a carrier's `sensitive: true`). */
  sensitive?: boolean;
  /** A follow-up: asked only while the step's field `field` has the value `equals` (a carrier's `when`). */
  shownWhen?: { field: string; equals: string | number | boolean };
  /** A carrier's expressions (schemas/expressions/): visibility (with `when`), required-if, read-only-if, calculation, checks. */
  expressions?: FieldExpressions;
  /** A carrier's repeating group (schemas/field-types/group.ts): each item checked and saved as this step. */
  group?: RepeatingGroup;
  /** A heading or section text: drawn, never asked, checked or saved. */
  display?: true;
  /** A carrier's document upload (schemas/field-types/file.ts): the answer is the stored files' references. */
  files?: FileRules;
}

/** A repeating group's items: their step (the item's fields), descriptors and count bounds. */
export interface RepeatingGroup {
  step: StepDefinition;
  descriptors: readonly FieldDescriptor[];
  minItems: number;
  maxItems: number;
  /** 'Physician': an item is 'Physician #1'. */
  itemLabel: string;
}

export interface StepRuleContext {
  descriptors: readonly NormalizedDescriptor[];
  today: Date;
}

/** A cross-field rule (beneficiary total, retired employer, ...) over the normalised save payload. */
export type StepRule = (payload: Readonly<Record<string, unknown>>, ctx: StepRuleContext) => FieldError[];

export interface StepDefinition {
  /** The tab name of the specification (primary_info, contact_info, ...). */
  id: string;
  fields: Readonly<Record<string, FieldDefinition>>;
  /** Field order on screen; fields not listed (unknown ones) follow in descriptor order. */
  order: readonly string[];
  /** 'only fields marked required are shown' (contact, employer, billing). */
  onlyRequired?: boolean;
  rules?: readonly StepRule[];
  /**
   * Rules shown under their field as soon as the value changes, blocking Next while they fail
   * (retired employer). Each must also be in rules, so the server enforces it too.
   */
  liveRules?: readonly LiveRule[];
}

/** A rule that needs only the payload, so the browser can run it on every change. */
export type LiveRule = (payload: Readonly<Record<string, unknown>>) => FieldError[];

/** Checks a step definition once at import time (order names known fields) and returns it unchanged. */
export function defineStep<const T extends StepDefinition>(definition: T): T {
  const unknown = definition.order.filter((name) => !Object.hasOwn(definition.fields, name));
  if (unknown.length > 0) throw new Error(`step ${definition.id}: order names unknown fields ${unknown.join(', ')}`);
  return definition;
}

/** 'emp_num_employed' -> 'Emp num employed': the label of a field the step does not know. */
export function humanizeFieldName(name: string): string {
  const words = name.replace(/_+/g, ' ').trim();
  return words === '' ? name : words.charAt(0).toUpperCase() + words.slice(1);
}

/** The longest value of a field nobody defined (a rule naming a field with no definition). */
export const UNDEFINED_FIELD_MAX_LENGTH = 255;

/**
 * The definition of a field, or a labelled text field of at most 255 characters for a name the step
 * does not know (withCarrierFields, in field-definition.ts, adds the carriers' typed fields to a step first).
 */
export function fieldDefinition(step: StepDefinition, name: string): FieldDefinition {
  return (
    ownField(step, name) ?? {
      label: humanizeFieldName(name),
      schema: { type: 'string', maxLength: UNDEFINED_FIELD_MAX_LENGTH },
      keywordMessages: {},
    }
  );
}

/** The step's own definition of a field (never an inherited property such as 'constructor'). */
function ownField(step: StepDefinition, name: string): FieldDefinition | undefined {
  return Object.hasOwn(step.fields, name) ? step.fields[name] : undefined;
}

/** Whether a descriptor is on screen: visible, and required when the step shows only required fields. */
export function isShown(step: StepDefinition, d: NormalizedDescriptor): boolean {
  return d.visible && (!step.onlyRequired || d.required);
}

/**
 * The fields of a payload that are not asked: fields whose visibility expression (a follow-up's
 * `when`, a carrier's `visible_if`) is false once the fields it reads are resolved, or whose
 * conditions loop. These are not drawn, checked or saved (schemas/expressions/field-expressions.ts).
 */
export function unaskedFields(step: StepDefinition, payload: Readonly<Record<string, unknown>>): Set<string> {
  return resolveExpressions(step, payload, (_name, value) =>
    value === null || value === undefined || value === '' ? undefined : value,
  ).unasked;
}
