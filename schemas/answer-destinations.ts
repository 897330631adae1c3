import { CENSUS_COLUMNS } from './api/census';
import type { FieldError } from './envelope';
import { CARRIER_WIDGETS, type CarrierFieldDefinition } from './field-definition';
import { maskSensitiveText } from './masked-values';
// The rules tabs whose carrier fields are asked per person of a list: their answers have no member-level place yet.
import { PEOPLE_LIST_RULES_TABS } from './steps';

/**
 * Where a carrier field's answer goes (docs/decisions/0270-answers-reach-the-carrier.md, issue 29): the
 * carrier's 834 as a member reporting category (loop 2700: LX, N1*75 with `category`, REF with the
 * value, DTP where it is a date), a column of the group's census (`column`), or nowhere (the default).
 * The definition names it: `{ destination: '834', category: 'TOBACCO USE' }`,
 * `{ destination: 'census', column: 'Tobacco' }`. The receipt shows every carrier answer, wherever it goes.
 */

export const ANSWER_DESTINATIONS = ['834', 'census', 'none'] as const;
export type AnswerDestination = (typeof ANSWER_DESTINATIONS)[number];

/** The longest category (N102 is 60 characters) and census column. */
export const DESTINATION_NAME_MAX = 60;
/** A reporting category: letters, digits, spaces and a few marks, never an X12 delimiter (* ~ : ^). */
const CATEGORY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 &'().,/-]*$/;

/** Widgets whose answer is one value: every carrier widget but a heading (none), a repeating group and an upload (not one value). */
const ONE_VALUE_WIDGETS: ReadonlySet<string> = new Set(
  CARRIER_WIDGETS.filter((w) => w !== 'heading' && w !== 'group' && w !== 'file'),
);

export const DESTINATION_MESSAGES = {
  unknown: `Unknown destination; use ${ANSWER_DESTINATIONS.join(', ')}`,
  category: `Name the 834 reporting category: up to ${DESTINATION_NAME_MAX} letters, digits, spaces and & ' ( ) . , / -`,
  column: `Name the census column: up to ${DESTINATION_NAME_MAX} characters, no line breaks`,
  builtInColumn: (column: string) => `The census already has a column "${column}"`,
  onlyWith: (key: 'category' | 'column', destination: AnswerDestination) =>
    `${key} is for the ${destination} destination only`,
  oneValue: (widget: string) =>
    `A ${widget} field has no single answer to send; uploads are listed for staff and the carrier, not sent`,
  sensitiveCensus: 'A sensitive answer never goes to the census (the employer reads it)',
  duplicateColumn: (column: string, owner: string) => `The census column "${column}" is already used by ${owner}`,
  carrierScope: "The 834 carries a carrier's own fields: scope this field to a carrier or one of its plans",
  peopleList: 'Answers asked per person (beneficiaries, dependents) cannot go to the 834 or the census yet',
} as const;

const M = DESTINATION_MESSAGES;
const isText = (v: unknown): v is string => typeof v === 'string';

/** The problems of one definition's destination (`<path>.destination`, `.category`, `.column`); [] when it can be stored. */
export function destinationProblems(definition: Record<string, unknown>, path: string): FieldError[] {
  const out: FieldError[] = [];
  const at = (key: string, message: string) => out.push({ target_element: `${path}.${key}`, error_message: message });
  const { destination, category, column, widget } = definition;
  if (destination !== undefined && !(ANSWER_DESTINATIONS as readonly unknown[]).includes(destination)) {
    at('destination', M.unknown);
    return out;
  }
  const to = (destination ?? 'none') as AnswerDestination;
  if (category !== undefined && to !== '834') at('category', M.onlyWith('category', '834'));
  if (column !== undefined && to !== 'census') at('column', M.onlyWith('column', 'census'));
  if (to === 'none') return out;
  if (isText(widget) && !ONE_VALUE_WIDGETS.has(widget)) at('destination', M.oneValue(widget));
  if (to === '834') {
    const name = isText(category) ? category.trim() : '';
    if (!name || name.length > DESTINATION_NAME_MAX || !CATEGORY_PATTERN.test(name)) at('category', M.category);
  } else {
    const name = isText(column) ? column.trim() : '';
    // eslint-disable-next-line no-control-regex -- a column name is one line of plain text
    if (!name || name.length > DESTINATION_NAME_MAX || /[\u0000-\u001f\u007f]/.test(name)) at('column', M.column);
    else if (CENSUS_COLUMNS.some((c) => c.toLowerCase() === name.toLowerCase())) at('column', M.builtInColumn(name));
    if (definition.sensitive === true || widget === 'ssn') at('destination', M.sensitiveCensus);
  }
  return out;
}

/** What the set check reads of a rule (the admin API's shape). */
export interface DestinedRule {
  tab: string;
  field_name: string;
  scope?: string | undefined;
  definition?: object | undefined;
}

/**
 * The problems of a rule set that no one definition shows, each at `<tab>.<field>.<part>`: a census
 * column two fields name, an 834 answer on a field of no carrier (default or group scope), an answer
 * asked per person of a list. What publish refuses.
 */
export function destinationSetProblems(rules: readonly DestinedRule[]): FieldError[] {
  const out: FieldError[] = [];
  const owners = new Map<string, string>();
  for (const rule of rules) {
    const d = rule.definition as Partial<CarrierFieldDefinition> | undefined;
    const to = d?.destination ?? 'none';
    if (to === 'none') continue;
    const where = `${rule.tab}.${rule.field_name}`;
    if (PEOPLE_LIST_RULES_TABS.has(rule.tab))
      out.push({ target_element: `${where}.destination`, error_message: M.peopleList });
    if (to === '834' && rule.scope !== 'carrier' && rule.scope !== 'plan')
      out.push({ target_element: `${where}.destination`, error_message: M.carrierScope });
    if (to === 'census' && isText(d?.column)) {
      const key = d.column.trim().toLowerCase();
      const owner = owners.get(key);
      // The same field in several scopes is one answer: its column once.
      if (owner !== undefined && owner !== where)
        out.push({ target_element: `${where}.column`, error_message: M.duplicateColumn(d.column.trim(), owner) });
      if (owner === undefined) owners.set(key, where);
    }
  }
  return out;
}

/**
 * An answer as a person reads it: an option's label, Yes or No, the text as saved. A sensitive one is
 * masked: a chosen option or a yes/no shows nothing of itself, a text its last four characters at most.
 */
export function answerText(definition: CarrierFieldDefinition, value: unknown): string {
  if (value === undefined || value === null || value === '' || typeof value === 'object') return '';
  const sensitive = definition.sensitive === true || definition.widget === 'ssn';
  const option = definition.options?.find((o) => o.value === value);
  const chosen = definition.widget === 'yes_no' || typeof value === 'boolean' || option !== undefined;
  if (sensitive) return chosen ? maskSensitiveText('') : maskSensitiveText(String(value));
  if (definition.widget === 'yes_no') return value === 'yes' ? 'Yes' : value === 'no' ? 'No' : String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return option ? option.label : String(value);
}
