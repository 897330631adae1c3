import '../../helpers/dom-in-node';
import fc from 'fast-check';
import { vi } from 'vitest';
import { isPlainObject } from '../../../schemas/field-values';
import { fieldDefinition, type FieldDefinition } from '../../../schemas/step-definition';
import { STEP_MODULES } from '../../../schemas/steps';
import { conditionEntryOf, followUpOf, medicationEntry, YES_NO_OPTIONS } from '../../../schemas/steps/health-entries';
import { toHealthPayload, type HealthQuestionSet } from '../../../schemas/steps/health-info';
import { TAB_ROUTES } from '../../../schemas/steps/tabs';
import { CARRIER_NAMES, formInput, healthInput } from '../../../schemas/test-support/form-engine';
import { toSavePayload } from '../../../schemas/to-save-payload';
import { enrollmentWithCart } from '../../helpers/wizard';
import { inject, withApp, world } from './bridge';
import { heldFormData, typeInto, typeIntoId } from './dom';
import { runFormKind } from './form-kind';

// The screenshot after a save needs a canvas happy-dom does not have; its failure is ignored by the page anyway.
vi.mock('html2canvas', () => ({ default: () => Promise.reject(new Error('no canvas in happy-dom')) }));

const step = STEP_MODULES.primary_health_info.step;
const YES_NO = { label: 'Yes or no', schema: { type: 'integer', oneOf: YES_NO_OPTIONS } } as unknown as FieldDefinition;
const rows = (v: unknown) => (Array.isArray(v) ? v.filter(isPlainObject) : []);

/** Types an entry's values (a condition's follow-up, a medication) into its inputs under an id prefix. */
function typeEntry(prefix: string, value: unknown, entry: Parameters<typeof fieldDefinition>[0]): void {
  if (!isPlainObject(value)) return;
  for (let round = 0; round < 2; round += 1)
    for (const [name, v] of Object.entries(value)) typeIntoId(`${prefix}_${name}`, v, fieldDefinition(entry, name));
}

async function questionsOf(id: string): Promise<HealthQuestionSet> {
  const res = await inject('GET', `/api/v1/get-health-questions-primary-health-info?enrollment_id=${id}`);
  const result = res.json().data.result;
  return { condition_questions: result.codition_questions, medication_question: result.medication_question };
}

/**
 * The pages agreement test (issue 28) on the health questions page (the questions layout): Yes or No
 * clicked for each question, a Yes's follow-up entry and up to three medications typed, the notes and a
 * carrier's own questions on the step; rule sets are carriers' fields (the questions are the catalogue's).
 * A refused Next's payload is what the page's form holds, as its Next would send it.
 */
withApp();
runFormKind({
  name: 'primary_health_info',
  rulesTab: 'primary_health_info',
  route: TAB_ROUTES.primary_health_info,
  step,
  names: CARRIER_NAMES,
  saveCall: 'save-primary-health-info',
  fieldsUrl: (id) => `/api/v1/get-form-fields-primary-health-info?enrollment_id=${id}`,
  enroll: () => enrollmentWithCart(world.app, [191]),
  async inputOf(carrier, today, id) {
    const fieldOf = (n: string) => fieldDefinition(carrier, n);
    return fc
      .tuple(healthInput(await questionsOf(id), today), formInput(carrier, CARRIER_NAMES, today, fieldOf))
      .map(([answers, extra]) => ({
        ...answers,
        ...Object.fromEntries(Object.entries(extra).filter(([k]) => (CARRIER_NAMES as readonly string[]).includes(k))),
      }));
  },
  typeAll(input, fieldOf) {
    const typed: Record<string, unknown> = {};
    // Each case answers afresh: every question back to No, then a 1 (or '1') clicked as Yes.
    for (const group of document.querySelectorAll('fieldset[id$="_yes_no_flag"]')) typeIntoId(group.id, 0, YES_NO);
    const flag = (v: unknown) => (Number(v) === 1 ? 1 : 0);
    rows(input.condition_questions).forEach((row, i) => {
      const at = `root_condition_questions_${i}`;
      typeIntoId(`${at}_yes_no_flag`, flag(row.yes_no_flag), YES_NO);
      const entry = conditionEntryOf(followUpOf(Number(row.question_id)));
      if (entry) typeEntry(`${at}_conditions_0`, rows(row.conditions)[0], entry);
    });
    const med = isPlainObject(input.medication_question) ? input.medication_question : undefined;
    if (med) {
      typeIntoId('root_medication_question_yes_no_flag', flag(med.yes_no_flag), YES_NO);
      // The next medication opens once the one before holds a value.
      rows(med.medications).forEach((m, n) =>
        typeEntry(`root_medication_question_medications_${n}`, m, medicationEntry),
      );
    }
    // The notes and a carrier's questions: what the input leaves out is cleared (each case answers afresh).
    for (const name of ['notes', ...CARRIER_NAMES])
      if (typeInto(name, input[name], fieldOf(name))) typed[name] = input[name];
    return typed;
  },
  held: async () => toSavePayload(step, heldFormData(document.querySelector('form[id]')!)),
  // HealthStepPage's saveHealthInfo: the payload with the answers normalised.
  body: (data, id) => ({ ...data, ...toHealthPayload(data), enrollment_id: id }),
  payloadOf: ({ enrollment_id: _e, ...rest }) => rest,
  // The test's session does not prove the enrollment: the server withholds every answer of this page on reads.
  readBack: false,
});
