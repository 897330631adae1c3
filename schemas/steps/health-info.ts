import type { FieldDescriptor } from '../descriptors';
import type { FieldError } from '../envelope';
import { isEmptyValue, isPlainObject, toFormValue } from '../field-values';
import { failureMessage } from '../format-messages';
import { matchesFragment } from '../matches-fragment';
import { MESSAGES } from '../messages';
import { defineStep, fieldDefinition, type StepDefinition } from '../step-definition';
import { toSavePayload } from '../to-save-payload';
import { validateStepData } from '../validate-step-data';
import { conditionEntryOf, entryDescriptors, followUpOf, medicationEntry } from './health-entries';

/**
 * The health questions' answers (002 sections 2-5), generic: the Primary Health Questions step
 * (steps/health-info, tab primary_health_info, saved as health_info) and each dependent's health_info
 * in the dependent form (schemas/steps/dependent-health.ts) have this one shape,
 * `{ condition_questions, medication_question, notes }`, so everything here is a pure function over it.
 * What only the health page has (a carrier's questions on its tab, its page and routes) is in its folder.
 */

/** 'Medications: up to 3 per question or dependent' (002 section 9). */
export const MAX_MEDICATIONS = 3;

type Entry = Record<string, unknown>;

export interface ConditionAnswer {
  question_id: number;
  question_text?: string;
  /** 1 Yes, 0 No; absent while unanswered. */
  yes_no_flag?: 0 | 1;
  /** One entry on Yes (none for question 145 and on No). */
  conditions: Entry[];
}

export interface MedicationAnswer {
  question_id: number;
  question_text?: string;
  yes_no_flag?: 0 | 1;
  medications: Entry[];
}

export interface HealthInfo {
  condition_questions: ConditionAnswer[];
  medication_question?: MedicationAnswer;
  notes?: string;
}

/** A question as GET get-health-questions-* lists it. */
export interface HealthQuestion {
  question_id: number;
  question_text: string;
  /** '0' Male or '1' Female: the question is for that gender only (see isAskedOf); null or absent: everyone. */
  applies_to_gender?: string | null;
}

/** The questions an enrollment is asked: the condition questions and the one medication question. */
export interface HealthQuestionSet {
  condition_questions: readonly HealthQuestion[];
  medication_question: HealthQuestion | null;
}

/** The variable expressions of later pages read a catalogue question's answer by (`primary_health_info.question_<id>`, 'yes' or 'no'; decision 0301). */
export function healthQuestionVariable(questionId: number): string {
  return `question_${questionId}`;
}

/** The key health answers are saved under: the health step's saved tab and each dependent's record (browser-view withholds it). */
export const HEALTH_ANSWERS_KEY = 'health_info';

const genderCode = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

/**
 * Whether a question is asked of a person with this gender code (0 Male, 1 Female, as enrollments
 * and dependents store it): a question for one of the two is left out only for a person recorded
 * with the other one; an unknown gender or 'Other' (2) is asked everything.
 */
export function isAskedOf(question: { applies_to_gender?: unknown }, gender: unknown): boolean {
  const only = genderCode(question.applies_to_gender);
  const person = genderCode(gender);
  if (only === '' || (person !== '0' && person !== '1')) return true;
  return only === person;
}

/** The questions asked of a person with this gender: the others left out (never asked, never required, refused if answered). */
export function questionsFor(set: HealthQuestionSet, gender: unknown): HealthQuestionSet {
  const med = set.medication_question;
  return {
    condition_questions: set.condition_questions.filter((q) => isAskedOf(q, gender)),
    medication_question: med && isAskedOf(med, gender) ? med : null,
  };
}

/**
 * A form's answers with the condition rows not asked of `gender` left out: a dependent's form
 * carries every question (each row with its applies_to_gender) and draws only the ones asked of
 * the gender chosen in it, so its payload and checks leave the others out too. Errors are then
 * keyed by a row's place among the asked rows, as the server keys them and the widget reads them.
 */
export function withoutUnaskedRows(data: Readonly<Record<string, unknown>>, gender: unknown): Record<string, unknown> {
  if (!Array.isArray(data.condition_questions)) return { ...data };
  return {
    ...data,
    condition_questions: data.condition_questions.filter((row) => !isPlainObject(row) || isAskedOf(row, gender)),
  };
}

export const healthInfoStep = defineStep({
  id: 'primary_health_info',
  fields: {
    condition_questions: { label: 'Health Questions', schema: { type: 'array' }, field: 'healthConditionQuestions' },
    medication_question: { label: 'Medication', schema: { type: 'object' }, field: 'healthMedicationQuestion' },
    notes: { label: 'Additional Notes', schema: { type: 'string', maxLength: 2000 }, widget: 'textarea' },
  },
  order: ['condition_questions', 'medication_question', 'notes'],
  // The answers inside the two lists; the top-level fields are the renderer's own checks.
  rules: [(payload, ctx) => answerListErrors(toHealthPayload(payload), false, ctx.today)],
});

/** 1, '1', 0 or '0' as the flag; anything else is unanswered. */
export function yesNoFlag(value: unknown): 0 | 1 | undefined {
  if (value === 1 || value === '1') return 1;
  if (value === 0 || value === '0') return 0;
  return undefined;
}

const questionIdOf = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
};

const entriesOf = (value: unknown): Entry[] => (Array.isArray(value) ? value.filter(isPlainObject) : []);

/** The entry's own fields, normalised (typed as the field is: '1' -> 1 for the selects; trimmed, mm/dd/yyyy, empties dropped). */
function entryPayload(step: StepDefinition, entry: Entry): Entry {
  const known = Object.entries(entry).filter(([k]) => step.order.includes(k));
  return toSavePayload(step, Object.fromEntries(known.map(([k, v]) => [k, toFormValue(fieldDefinition(step, k), v)])));
}

function conditionPayload(raw: Entry): ConditionAnswer {
  const question_id = questionIdOf(raw.question_id) ?? 0;
  const flag = yesNoFlag(raw.yes_no_flag);
  const entry = conditionEntryOf(followUpOf(question_id));
  const first = entriesOf(raw.conditions)[0] ?? {};
  const out: ConditionAnswer = { question_id, conditions: flag === 1 && entry ? [entryPayload(entry, first)] : [] };
  if (typeof raw.question_text === 'string') out.question_text = raw.question_text;
  if (flag !== undefined) out.yes_no_flag = flag;
  return out;
}

/** 'Medication entries 2 and 3 are included only if any of their fields is filled'; ids are positions. */
function medicationPayload(raw: Entry): MedicationAnswer {
  const flag = yesNoFlag(raw.yes_no_flag);
  const entries = entriesOf(raw.medications)
    .slice(0, MAX_MEDICATIONS)
    .map((m) => entryPayload(medicationEntry, m));
  const kept = flag === 1 ? [entries[0] ?? {}, ...entries.slice(1).filter((m) => !isEmptyValue(m))] : [];
  const out: MedicationAnswer = {
    question_id: questionIdOf(raw.question_id) ?? 0,
    medications: kept.map((m, i) => ({ id: i + 1, ...m })),
  };
  if (typeof raw.question_text === 'string') out.question_text = raw.question_text;
  if (flag !== undefined) out.yes_no_flag = flag;
  return out;
}

/** The save payload of the step (also a dependent's health_info): No sends no conditions; empty medications 2-3 dropped. */
export function toHealthPayload(data: Readonly<Record<string, unknown>>): HealthInfo {
  const out: HealthInfo = { condition_questions: entriesOf(data.condition_questions).map(conditionPayload) };
  if (isPlainObject(data.medication_question)) out.medication_question = medicationPayload(data.medication_question);
  const notes = typeof data.notes === 'string' ? data.notes.trim() : '';
  if (notes) out.notes = notes;
  return out;
}

/** The answers to the asked questions: normalised by the step module, question texts from the catalogue (never the browser's). */
export function storedHealthInfo(data: Readonly<Record<string, unknown>>, set: HealthQuestionSet): HealthInfo {
  const info = toHealthPayload(data);
  const text = new Map(set.condition_questions.map((q) => [q.question_id, q.question_text]));
  info.condition_questions = info.condition_questions.flatMap((q) => {
    const question_text = text.get(q.question_id);
    return question_text === undefined ? [] : [{ ...q, question_text }];
  });
  if (info.medication_question && set.medication_question)
    info.medication_question.question_text = set.medication_question.question_text;
  return info;
}

export interface HealthCheckOptions {
  /** Save for later: present values must be valid, nothing is required yet. */
  partial?: boolean;
  /** The questions asked (server): every one answered once, no other. */
  questions?: HealthQuestionSet;
  today?: Date;
}

const at = (prefix: string, errors: readonly FieldError[]) =>
  errors.map((e) => ({ ...e, target_element: `${prefix}${e.target_element}` }));

function answerErrors(prefix: string, flag: 0 | 1 | undefined, partial: boolean): FieldError[] {
  return flag === undefined && !partial
    ? [{ target_element: `${prefix}yes_no_flag`, error_message: MESSAGES.fieldRequired }]
    : [];
}

/** Errors of the asked set: each question answered once (row errors), the medication question present when asked. */
function questionSetErrors(info: HealthInfo, questions: HealthQuestionSet, partial: boolean): FieldError[] {
  const errors: FieldError[] = [];
  const asked = new Set(questions.condition_questions.map((q) => q.question_id));
  const seen = new Set<number>();
  info.condition_questions.forEach((q, i) => {
    if (!asked.has(q.question_id) || seen.has(q.question_id))
      errors.push({ target_element: `condition_questions.${i}`, error_message: MESSAGES.answerAllQuestions });
    else seen.add(q.question_id);
  });
  if (!partial && seen.size < asked.size)
    errors.push({ target_element: 'condition_questions', error_message: MESSAGES.answerAllQuestions });
  const med = questions.medication_question;
  if (info.medication_question && info.medication_question.question_id !== med?.question_id) {
    errors.push({ target_element: 'medication_question', error_message: MESSAGES.answerAllQuestions });
  } else if (med && !info.medication_question && !partial) {
    errors.push({ target_element: 'medication_question.yes_no_flag', error_message: MESSAGES.fieldRequired });
  }
  return errors;
}

function answerListErrors(info: HealthInfo, partial: boolean, today: Date): FieldError[] {
  const errors: FieldError[] = [];
  info.condition_questions.forEach((q, i) => {
    const prefix = `condition_questions.${i}.`;
    errors.push(...answerErrors(prefix, q.yes_no_flag, partial));
    const entry = conditionEntryOf(followUpOf(q.question_id));
    const first = q.conditions[0];
    if (entry && first)
      errors.push(
        ...at(
          `${prefix}conditions.0.`,
          validateStepData(entry, entryDescriptors(entry, {}, partial), first, { today }),
        ),
      );
  });
  const med = info.medication_question;
  if (med) {
    errors.push(...answerErrors('medication_question.', med.yes_no_flag, partial));
    med.medications.forEach((m, n) => {
      errors.push(
        ...at(
          `medication_question.medications.${n}.`,
          validateStepData(medicationEntry, entryDescriptors(medicationEntry, {}, partial), m, { today }),
        ),
      );
    });
  }
  return errors;
}

/**
 * The step's field errors, keyed as 002 section 5 keys them: condition_questions.{i}.yes_no_flag,
 * condition_questions.{i}.conditions.0.{field}, medication_question.medications.{n}.{field}; a
 * question that is not asked (or asked twice) gets its row, condition_questions.{i}.
 */
export function healthInfoErrors(
  data: Readonly<Record<string, unknown>>,
  options: HealthCheckOptions = {},
): FieldError[] {
  const { partial = false, today = new Date() } = options;
  const info = toHealthPayload(data);
  const errors: FieldError[] = options.questions ? questionSetErrors(info, options.questions, partial) : [];
  errors.push(...answerListErrors(info, partial, today));
  const notes = healthInfoStep.fields.notes;
  if (info.notes !== undefined && !matchesFragment(notes.schema, info.notes, today)) {
    // The browser's message for the same failure: a value only too long names the limit.
    const tooLong = notes.schema.maxLength !== undefined && info.notes.length > notes.schema.maxLength;
    errors.push({ target_element: 'notes', error_message: failureMessage(notes, tooLong ? 'maxLength' : 'pattern') });
  }
  return errors;
}

/** Errors of an embedded health_info (the dependent form): the same keys under a prefix such as 'health_info.'. */
export function prefixHealthErrors(prefix: string, errors: readonly FieldError[]): FieldError[] {
  return at(prefix, errors);
}

/**
 * The step's descriptors for the renderer: the asked questions with the saved answers merged in
 * (each starts on No, 002 section 4), the medication question, and the notes. The health page adds a
 * carrier's questions after them (steps/health-info/module.ts); a dependent's form draws these alone.
 */
export function healthDescriptors(
  questions: HealthQuestionSet,
  saved: Readonly<Record<string, unknown>> | null,
): FieldDescriptor[] {
  const answers = saved ? toHealthPayload(saved) : { condition_questions: [] as ConditionAnswer[] };
  const byId = new Map(answers.condition_questions.map((a) => [a.question_id, a]));
  const conditionQuestions = questions.condition_questions.map((q) => {
    const a = byId.get(q.question_id);
    const row = {
      question_id: q.question_id,
      question_text: q.question_text,
      yes_no_flag: a?.yes_no_flag ?? 0,
      conditions: a?.conditions ?? [],
    };
    // A question for one gender keeps the mark, so a form about a person whose gender is chosen in it draws it only for them.
    return q.applies_to_gender ? { ...row, applies_to_gender: q.applies_to_gender } : row;
  });
  const list: FieldDescriptor[] = [
    { field_name: 'condition_questions', value: conditionQuestions, required: true, read_only: false },
  ];
  const med = questions.medication_question;
  if (med) {
    const a = answers.medication_question?.question_id === med.question_id ? answers.medication_question : undefined;
    const value = {
      question_id: med.question_id,
      question_text: med.question_text,
      yes_no_flag: a?.yes_no_flag ?? 0,
      medications: a?.medications ?? [],
    };
    list.push({ field_name: 'medication_question', value, required: true, read_only: false });
  }
  list.push({
    field_name: 'notes',
    value: typeof answers.notes === 'string' ? answers.notes : null,
    required: false,
    read_only: false,
  });
  return list;
}
