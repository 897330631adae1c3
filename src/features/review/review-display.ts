import { maskSsn } from '../../../schemas/input-formatters';
import { isPlainObject } from '../../../schemas/field-values';
import {
  fieldDefinition,
  humanizeFieldName,
  type FieldDefinition,
  type StepDefinition,
} from '../../../schemas/step-definition';
import { customStep, stepModuleFor, type ReviewDisplay } from '../../../schemas/steps';
import { healthReview } from '../../../schemas/steps/health-review';
import { withCarrierFields, type CarrierFieldDefinition } from '../../../schemas/field-definition';
import { answerView, type AnswerFile } from '../../../schemas/answer-view';

/**
 * What a review card shows of a saved tab (002 sections 2 and 3, 'Review display values'): labels
 * and option titles from the tab's step module (marital status, compensation types, employment
 * status, holiday flags...), lists as numbered groups, secrets masked. Tabs whose module this page
 * does not know are shown with their field names made readable.
 */

export interface ReviewRow {
  label: string;
  value: string;
  /** A health answer: masked in the review page's screenshot. */
  sensitive?: boolean;
  /** A carrier's repeating group: one line per item (schemas/answer-view.ts, decision 0310). */
  items?: string[];
  /** A carrier's upload: its files by name, size and type. */
  files?: AnswerFile[];
}

export interface ReviewGroup {
  title: string;
  rows: ReviewRow[];
  /** Who or what the group is, in one line (a person's name): what the card's preview shows of it. */
  summary?: string;
}

export interface ReviewSection {
  rows: ReviewRow[];
  groups: ReviewGroup[];
}

/** Keys that identify records rather than describe them. */
const HIDDEN = new Set(['enrollment_id', 'question_id', 'id', 'first_enroll']);
/** Never shown, not even masked (security.md: the security code is never kept or shown). */
const NEVER = new Set(['security_code', 'cvv']);
const LAST_FOUR = new Set(['account_number', 'card_number']);

const GROUP_TITLES: Readonly<Record<string, string>> = {
  beneficiaries: 'Beneficiary',
  dependents: 'Dependent',
  condition_questions: 'Question',
  medications: 'Medication',
};

/** '****1234' for account and card numbers; a value the server already masked is kept. */
export function maskLastFour(value: string): string {
  if (/[*xX•]/.test(value)) return value;
  const digits = value.replace(/\D/g, '');
  return digits.length <= 4 ? '****' : `****${digits.slice(-4)}`;
}

function optionTitle(def: FieldDefinition, value: unknown): string | undefined {
  return def.schema.oneOf?.find((o) => String(o.const) === String(value))?.title;
}

/** A kind that adds nothing to its card (ReviewDisplay, declared by the step module). */
const NO_DISPLAY: ReviewDisplay = {};

/** A saved value as the card shows it; undefined to leave the row out. */
export function displayValue(
  name: string,
  value: unknown,
  def: FieldDefinition,
  display: ReviewDisplay = NO_DISPLAY,
): string | undefined {
  if (value === null || value === undefined || value === '' || NEVER.has(name)) return undefined;
  if (name === 'ssn' && typeof value === 'string') return maskSsn(value);
  if (LAST_FOUR.has(name) && (typeof value === 'string' || typeof value === 'number'))
    return maskLastFour(String(value));
  if (name === 'signature' && typeof value === 'string') return 'Signed';
  if (isPlainObject(value)) {
    // Flag objects (holiday policy): the titles of the flags set to 1.
    const on = Object.entries(value).filter(([, v]) => v === 1 || v === '1' || v === true);
    const titled = on.map(([k]) => def.schema.properties?.[k]?.title ?? humanizeFieldName(k));
    return titled.length > 0 ? titled.join(', ') : 'None';
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const title = optionTitle(def, value);
  if (title) return title;
  const own = display.values?.[name]?.(value);
  if (own !== undefined) return own;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

function orderedKeys(data: Record<string, unknown>, step: StepDefinition | undefined): string[] {
  const keys = Object.keys(data);
  const first = step ? step.order.filter((k) => keys.includes(k)) : [];
  return [...first, ...keys.filter((k) => !first.includes(k))];
}

function rowsOf(
  data: Record<string, unknown>,
  step: StepDefinition | undefined,
  prefix = '',
  display: ReviewDisplay = NO_DISPLAY,
): ReviewRow[] {
  const rows: ReviewRow[] = [];
  for (const key of orderedKeys(data, step)) {
    if (HIDDEN.has(key) || display.hidden?.includes(key) || Array.isArray(data[key])) continue;
    const def = step
      ? fieldDefinition(step, key)
      : { label: humanizeFieldName(key), schema: { type: 'string' as const } };
    const value = data[key];
    // Nested records without a definition of their own (a medication question) flatten into labelled rows.
    if (isPlainObject(value) && !def.schema.properties) {
      rows.push(...rowsOf(value, undefined, `${prefix}${def.label}: `, display));
      continue;
    }
    const shown = displayValue(key, value, def, display);
    if (shown !== undefined) rows.push({ label: `${prefix}${def.label}`, value: shown });
  }
  return rows;
}

/** A dependent's health answers as rows: the question with its answer, then its entry's rows; the notes last. */
function healthRows(health: Record<string, unknown>): ReviewRow[] {
  const review = healthReview(health);
  const questions = review.groups.flatMap((g) => g.rows.map((r, k) => (k === 0 ? { ...r, label: g.title } : r)));
  return [...questions, ...review.rows];
}

/** A person's name from their first, middle and last name fields ('' when the record has none). */
function nameOf(record: Record<string, unknown>): string {
  return ['first_name', 'middle_name', 'last_name']
    .map((k) => record[k])
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    .join(' ');
}

function groupsOf(
  data: Record<string, unknown>,
  step: StepDefinition | undefined,
  display: ReviewDisplay = NO_DISPLAY,
): ReviewGroup[] {
  const groups: ReviewGroup[] = [];
  for (const [key, list] of Object.entries(data)) {
    if (!Array.isArray(list)) continue;
    // The people lists (a carrier's repeating group is a row of its own: carrierListRows).
    const title = GROUP_TITLES[key] ?? humanizeFieldName(key);
    list.forEach((item, i) => {
      if (!isPlainObject(item)) return;
      // A dependent is { primary_info, health_info }: its own fields first, with the step's labels,
      // then its health answers as the health card shows them (each question, its answer, the entry).
      const { primary_info: own, health_info: health, ...rest } = item;
      const rows = isPlainObject(own)
        ? [...rowsOf(own, step, '', display), ...rowsOf(rest, undefined, '', display)]
        : rowsOf(item, step, '', display);
      if (isPlainObject(own) && isPlainObject(health)) rows.push(...healthRows(health));
      for (const [innerKey, inner] of Object.entries(item)) {
        if (!Array.isArray(inner)) continue;
        inner.forEach((entry, j) => {
          if (isPlainObject(entry))
            rows.push(
              ...rowsOf(entry, undefined, `${GROUP_TITLES[innerKey] ?? humanizeFieldName(innerKey)} ${j + 1}: `),
            );
        });
      }
      const name = nameOf(isPlainObject(own) ? own : item);
      if (rows.length > 0) groups.push({ title: `${title} #${i + 1}`, rows, ...(name ? { summary: name } : {}) });
    });
  }
  return groups;
}

/** A carrier's list answer (a repeating group, an upload) as one row, as the receipt writes it; undefined when empty. */
export function carrierAnswerRow(definition: CarrierFieldDefinition, value: unknown): ReviewRow | undefined {
  const view = answerView(definition, value);
  if (!view) return undefined;
  return { label: definition.label, ...view, ...(definition.sensitive === true ? { sensitive: true } : {}) };
}

/** The rows of the carrier's list answers in `data` (a group's items one line each, an upload's files). */
function carrierListRows(definitions: Readonly<Record<string, CarrierFieldDefinition>>, data: Record<string, unknown>) {
  return Object.entries(definitions).flatMap(([name, definition]) =>
    Array.isArray(data[name]) ? (carrierAnswerRow(definition, data[name]) ?? []) : [],
  );
}

/**
 * The rows and groups a review card shows for a tab's saved data (null or a non-object: nothing).
 * `definitions` are the carrier's fields in force on the tab (GET get-carrier-fields): their answers
 * are labelled as the carrier defined them, on a step's own layout too (after the health answers).
 */
export function reviewSection(
  tabName: string,
  data: unknown,
  definitions: Readonly<Record<string, CarrierFieldDefinition>> = {},
): ReviewSection {
  if (!isPlainObject(data)) return { rows: [], groups: [] };
  const mod = stepModuleFor(tabName);
  const moduleStep = mod?.step;
  const display = mod?.reviewDisplay ?? NO_DISPLAY;
  const carrier = Object.entries(definitions).map(([field_name, definition]) => ({ field_name, definition }));
  // A carrier's own page has no module: its step is the carrier's fields alone.
  const step = carrier.length > 0 ? withCarrierFields(moduleStep ?? customStep(tabName), carrier) : moduleStep;
  const own = display.card;
  if (own) {
    const section = own(data);
    const answers = Object.fromEntries(
      carrier.filter((c) => Object.hasOwn(data, c.field_name)).map((c) => [c.field_name, data[c.field_name]]),
    );
    // The step's own layout keeps its rows; a carrier's answers follow, as private as the rest of the card.
    const extra = [...rowsOf(answers, step, '', display), ...carrierListRows(definitions, answers)];
    return { rows: [...section.rows, ...extra.map((r) => ({ ...r, sensitive: true }))], groups: section.groups };
  }
  // A carrier's repeating group or upload is one row (its items one line each), not a group per item.
  const lists = carrierListRows(definitions, data);
  const rest = Object.fromEntries(
    Object.entries(data).filter(([k]) => !(Object.hasOwn(definitions, k) && Array.isArray(data[k]))),
  );
  return { rows: [...rowsOf(data, step, '', display), ...lists], groups: groupsOf(rest, step, display) };
}

/** Rows a card shows before View Details. */
const PREVIEW_ROWS = 3;

/**
 * What a review card shows before View Details: the first rows of a tab; for a tab of lists
 * (beneficiaries, dependents) one line per entry, so every person on it is listed, not only the first.
 */
export function previewSection(section: ReviewSection): ReviewSection {
  if (section.rows.length > 0) return { rows: section.rows.slice(0, PREVIEW_ROWS), groups: [] };
  const rows = section.groups.map((g) => ({ label: g.title, value: g.summary ?? g.rows[0]?.value ?? '' }));
  return { rows, groups: [] };
}
