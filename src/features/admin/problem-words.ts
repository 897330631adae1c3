import type { FieldError } from '../../../schemas/envelope';
import type { MessageKeyword } from '../../../schemas/field-definition';
import type { AdminRule, AdminTab } from './api/types';
import { scopeLabel, type PlanNames } from './rule-model';

/**
 * The console's words for the parts of a rule or custom tab: the editor's input labels, by the path
 * the server names them with (`definition.schema.pattern`). The editor's inputs and the list of a
 * refused save's problems both read them, so a problem names the input it is under.
 */
const INPUT_LABELS: Readonly<Record<string, string>> = {
  field_name: 'Field name',
  sort: 'Sort order',
  required: 'Required',
  read_only: 'Read-only',
  visible: 'Visible',
  scope: 'Scope',
  scope_id: 'Scope id',
  tab: 'Tab name',
  title: 'Title',
  definition: 'Definition',
  'definition.label': 'Label',
  'definition.help': 'Help text',
  'definition.widget': 'Widget',
  'definition.sensitive': 'Sensitive',
  'definition.options': 'Options',
  'definition.when': 'Ask only when',
  'definition.when.field': 'Ask only when: question',
  'definition.when.equals': 'Ask only when: answer',
  'definition.schema': 'Answer checks',
  'definition.schema.type': 'Answer type',
  'definition.schema.pattern': 'Pattern (regular expression)',
  'definition.schema.minLength': 'Minimum length',
  'definition.schema.maxLength': 'Maximum length',
  'definition.schema.minimum': 'Minimum',
  'definition.schema.maximum': 'Maximum',
  'definition.schema.notInFuture': 'Not in the future',
  'definition.schema.notInPast': 'Not in the past',
  'definition.schema.minAge': 'Minimum age (years)',
  'definition.schema.maxAge': 'Maximum age (years)',
};

/** The labels of the message inputs: the message shown when a check fails. */
export const MESSAGE_LABELS: Readonly<Partial<Record<MessageKeyword, string>>> = {
  required: 'When it is missing',
  type: 'When it is the wrong type',
  enum: 'When it is not one of the options',
  minLength: 'When it is too short',
  maxLength: 'When it is too long',
  pattern: 'When it does not match the pattern',
  minimum: 'When it is too small',
  maximum: 'When it is too large',
  format: 'When it is not a valid value of its kind',
  notInFuture: 'When the date is in the future',
  notInPast: 'When the date is in the past',
  minAge: 'When the age is too low',
  maxAge: 'When the age is too high',
};

/** A path inside a rule or tab in words: 'Label', 'Option 2 value', 'Message: When it is too short'. */
export function pathWords(path: string): string {
  const known = INPUT_LABELS[path];
  if (known) return known;
  const option = /^definition\.options\[(\d+)\]\.(value|label)$/.exec(path);
  if (option) return `Option ${Number(option[1]) + 1} ${option[2]}`;
  const message = /^definition\.messages\.(\w+)$/.exec(path);
  if (message) return MESSAGE_LABELS[message[1] as MessageKeyword] ?? `Message for ${message[1]}`;
  // Anything else: its last part, its underscores as spaces.
  const last = path.split('.').pop() ?? path;
  return last.replace(/\[(\d+)\]/g, (_, n: string) => ` ${Number(n) + 1}`).replace(/_/g, ' ');
}

/** What a refused save sent, so a problem at `rules[1]` can name that rule. */
export interface SentItems {
  rules?: readonly AdminRule[] | undefined;
  tabs?: readonly AdminTab[] | undefined;
}

/**
 * A server problem in words, naming the field (or tab) and the input it is about:
 * `rules[1].definition.label` -> 'sf_code (Carrier 11), Label: Enter a text'.
 */
export function problemInWords(error: FieldError, sent: SentItems = {}, plans?: PlanNames): string {
  const m = /^(rules|tabs)\[(\d+)\](?:\.(.+))?$/.exec(error.target_element);
  if (!m) {
    const part = error.target_element && !/^(rules|tabs|file|note)$/.test(error.target_element);
    return part ? `${pathWords(error.target_element)}: ${error.error_message}` : error.error_message;
  }
  const index = Number(m[2]);
  const item = m[1] === 'rules' ? sent.rules?.[index] : sent.tabs?.[index];
  const what =
    item && 'field_name' in item
      ? `${item.field_name} (${scopeLabel(item.scope, item.scope_id, plans)})`
      : item
        ? `Tab ${item.tab} (${scopeLabel(item.scope, item.scope_id, plans)})`
        : `${m[1] === 'rules' ? 'Rule' : 'Tab'} ${index + 1}`;
  return m[3] ? `${what}, ${pathWords(m[3])}: ${error.error_message}` : `${what}: ${error.error_message}`;
}
