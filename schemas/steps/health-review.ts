import { fieldDefinition, type StepDefinition } from '../step-definition';
import { conditionEntryOf, followUpOf, medicationEntry, YES_NO_OPTIONS } from './health-entries';
import { toHealthPayload } from './health-info';
import { ANSWERS_WITHHELD } from '../masked-values';
import { MESSAGES } from '../messages';

/**
 * How Review & Confirmation shows saved health answers (002 section 3, 'Review display values'):
 * one group per question titled by its text, the answer, then the follow-up entry with the entry
 * form's labels (the physician layout of 146 and 147 in its own order), medications numbered.
 */

export interface StepReviewRow {
  label: string;
  value: string;
  /** A health answer: masked in screenshots of the review page. */
  sensitive?: boolean;
}

export interface StepReviewGroup {
  title: string;
  rows: StepReviewRow[];
}

export interface StepReview {
  rows: StepReviewRow[];
  groups: StepReviewGroup[];
}

const yesNo = (flag: unknown) => YES_NO_OPTIONS.find((o) => o.const === flag)?.title ?? '';

function entryRows(entry: StepDefinition, values: Readonly<Record<string, unknown>>, prefix = ''): StepReviewRow[] {
  return entry.order.flatMap((name) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') return [];
    const def = fieldDefinition(entry, name);
    const shown = def.schema.oneOf?.find((o) => o.const === value)?.title ?? String(value);
    return [{ label: `${prefix}${def.label}`, value: shown }];
  });
}

/** The review card of the health step (also a dependent's health_info). */
export function healthReview(data: Readonly<Record<string, unknown>>): StepReview {
  // A session that does not prove the enrollment gets the answers withheld: say so rather than show none.
  if (data[ANSWERS_WITHHELD] === true)
    return { rows: [{ label: 'Answers', value: MESSAGES.healthAnswersWithheld }], groups: [] };
  const info = toHealthPayload(data);
  const groups: StepReviewGroup[] = info.condition_questions.map((q, i) => {
    const entry = conditionEntryOf(followUpOf(q.question_id));
    const first = q.conditions[0];
    return {
      title: q.question_text || `Question #${i + 1}`,
      rows: [{ label: 'Answer', value: yesNo(q.yes_no_flag) }, ...(entry && first ? entryRows(entry, first) : [])],
    };
  });
  const med = info.medication_question;
  if (med) {
    const rows = med.medications.flatMap((m, n) => entryRows(medicationEntry, m, `Medication ${n + 1}: `));
    groups.push({
      title: med.question_text || 'Medication',
      rows: [{ label: 'Answer', value: yesNo(med.yes_no_flag) }, ...rows],
    });
  }
  // Every row is a health answer or its detail.
  const sensitive = (rows: StepReviewRow[]) => rows.map((r) => ({ ...r, sensitive: true }));
  return {
    rows: sensitive(info.notes ? [{ label: 'Additional Notes', value: info.notes }] : []),
    groups: groups.map((g) => ({ ...g, rows: sensitive(g.rows) })),
  };
}
