import fc from 'fast-check';
import { toPayloadValue } from '../field-values';
import { matchesFragment } from '../matches-fragment';
import type { FieldDefinition, StepDefinition } from '../step-definition';
import { conditionEntryOf, followUpOf, medicationEntry } from '../steps/health-entries';
import type { HealthQuestion, HealthQuestionSet } from '../steps/health-info';
import { anyValue, INTERESTING } from './arbitraries';

// The rule sets (carriers' definitions, follow-ups, flags) are in carrier-rule-sets.ts.
export { CARRIER_NAMES, carrierDefinition, ruleSet, type RuleInput } from './carrier-rule-sets';

/**
 * Test-only generators of the form-engine property test (tests/api/form-engine-property.test.ts):
 * rule sets of a tab (random subsets of its fields with random flags) and form input that is
 * valid for a field often enough that whole steps get saved, and anything else otherwise.
 */

// Values some field of some step accepts; validValues keeps those a field's own schema accepts.
const SAMPLES: readonly unknown[] = [
  'Mary',
  'Ana Diaz',
  "O'Brien",
  'Acme Co',
  '1 Main St',
  'Atlanta',
  'Jane Doe',
  'Dr. Who',
  'Flu',
  '10 mg',
  '150',
  '5',
  '11',
  '0',
  '1',
  '2',
  '3',
  '20',
  '40',
  'A',
  'R',
  'C',
  'MW',
  'yes',
  'no',
  '100',
  '50',
  '25',
  '123-45-6789',
  '123456789',
  '30301',
  '1234',
  'GA',
  'NY',
  '4045550101',
  '(404) 555-0101',
  'jo@example.com',
  '021000021',
  '12345678',
  '4111111111111111',
  '5555555555554444',
  '123',
  '1234',
  '01/01/1990',
  '04/05/1985',
  '12/31/2020',
  'data:image/png;base64,iVBORw0KGgo=',
  'checking',
  'savings',
  'individual',
  'company',
  0,
  1,
  2,
  5,
  12,
  28,
  29,
  100,
  250,
  { Standard_6: 1 },
  { Standard_6: 0, Birthday: 1 },
  {},
];

/** Values a field's schema accepts (as the payload holds them), from the samples, its options and INTERESTING. */
export function validValues(field: FieldDefinition, today: Date): unknown[] {
  const options = [...(field.schema.oneOf?.map((o) => o.const) ?? []), ...(field.schema.enum ?? [])];
  const candidates = [...new Set([...options, ...SAMPLES, ...INTERESTING])];
  return candidates.filter((v) => {
    const payload = toPayloadValue(field, v);
    return payload !== undefined && matchesFragment(field.schema, payload, today);
  });
}

const STRINGS = INTERESTING.filter((v): v is string => typeof v === 'string');

/**
 * Anything the field's widget could hold: an option list only its options, a text field any string,
 * a number field numbers and numeric text, a flags object its flags; and empty values.
 */
function noise(field: FieldDefinition): fc.Arbitrary<unknown> {
  const options = [...(field.schema.oneOf?.map((o) => o.const) ?? []), ...(field.schema.enum ?? [])];
  const empty = fc.constantFrom<unknown>('', null, '   ');
  if (options.length > 0)
    return fc.oneof({ weight: 3, arbitrary: fc.constantFrom<unknown>(...options) }, { weight: 1, arbitrary: empty });
  switch (field.schema.type) {
    case 'integer':
    case 'number':
      return fc.oneof(
        fc.integer({ min: -3, max: 200_000 }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom<unknown>(1.5, 0, -1, '12', 'x'),
        empty,
      );
    case 'boolean':
      return fc.oneof(fc.boolean(), empty);
    case 'object':
      return anyValue;
    default:
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom<unknown>(...STRINGS) },
        { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
        { weight: 1, arbitrary: empty },
      );
  }
}

/** A field's value: valid with weight `validWeight` against 1 for noise. */
export function fieldValue(field: FieldDefinition, today: Date, validWeight: number): fc.Arbitrary<unknown> {
  const valid = validValues(field, today);
  if (valid.length === 0 || validWeight === 0) return noise(field);
  return fc.oneof(
    { weight: validWeight, arbitrary: fc.constantFrom(...valid) },
    { weight: 1, arbitrary: noise(field) },
  );
}

/**
 * Form input over `names` (each typed or left as the form has it): mostly noise, half valid, or
 * nearly all valid; or complete, every field typed with a value its schema accepts. Verdicts of
 * both kinds come up: a complete input passes wherever the rules let any input pass, so a step
 * with several required fields is not left to the chance that each one was typed.
 */
export function formInput(
  step: StepDefinition,
  names: readonly string[],
  today: Date,
  fieldOf: (name: string) => FieldDefinition,
): fc.Arbitrary<Record<string, unknown>> {
  const complete = fc.record(
    Object.fromEntries(
      names.map((n) => {
        const valid = validValues(fieldOf(n), today);
        return [n, valid.length > 0 ? fc.constantFrom(...valid) : noise(fieldOf(n))];
      }),
    ),
  );
  return fc.constantFrom(0, 2, 40, -1).chain((validWeight) =>
    validWeight === -1
      ? complete
      : fc.record(Object.fromEntries(names.map((n) => [n, fieldValue(fieldOf(n), today, validWeight)])), {
          requiredKeys: [],
        }),
  );
}

// What the health fields' widgets hold: a flag 0/1 (or unanswered), text in text and date fields, numbers in the selects.
const flag = fc.constantFrom<unknown>(0, 1, 1, '1', '0', 'x', undefined);
const textNoise: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...STRINGS, ''),
  fc.string({ maxLength: 12 }),
);
const selectNoise: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(0, 1, 2, -1, undefined);

function entryValue(entry: StepDefinition, today: Date, validWeight: number): fc.Arbitrary<Record<string, unknown>> {
  const value = (field: FieldDefinition) => {
    const valid = validValues(field, today);
    const other = field.schema.type === 'string' ? textNoise : selectNoise;
    return validWeight === 0 || valid.length === 0
      ? other
      : fc.oneof({ weight: validWeight, arbitrary: fc.constantFrom(...valid) }, { weight: 1, arbitrary: other });
  };
  return fc.record(Object.fromEntries(entry.order.map((n) => [n, value(entry.fields[n]!)])), { requiredKeys: [] });
}

/** A question for one gender keeps its mark in the form's row, as healthDescriptors puts it there. */
const genderMark = (q: HealthQuestion) => (q.applies_to_gender ? { applies_to_gender: q.applies_to_gender } : {});

/**
 * The health step's answers as its custom fields hold them: every asked question once, in order,
 * with a flag and (on Yes) an entry of its follow-up; the medication question; notes.
 */
export function healthInput(questions: HealthQuestionSet, today: Date): fc.Arbitrary<Record<string, unknown>> {
  // 'No' to everything (weight -1) saves; otherwise flags and entries as in formInput.
  return fc.constantFrom(-1, 0, 2, 40).chain((w): fc.Arbitrary<Record<string, unknown>> => {
    if (w === -1) {
      const no = (q: { question_id: number; question_text: string }) => ({
        question_id: q.question_id,
        question_text: q.question_text,
        yes_no_flag: 0,
      });
      const med = questions.medication_question;
      const rows = questions.condition_questions.map((q) => ({ ...no(q), ...genderMark(q), conditions: [] }));
      return fc.constant({
        condition_questions: rows,
        ...(med ? { medication_question: { ...no(med), medications: [] } } : {}),
      });
    }
    const conditions = questions.condition_questions.map((q) => {
      const entry = conditionEntryOf(followUpOf(q.question_id));
      return fc.record({
        question_id: fc.constant(q.question_id),
        question_text: fc.constant(q.question_text),
        ...(q.applies_to_gender ? { applies_to_gender: fc.constant(q.applies_to_gender) } : {}),
        yes_no_flag: w === 40 ? fc.constantFrom<unknown>(0, 0, 1) : flag,
        conditions: entry ? fc.array(entryValue(entry, today, w), { maxLength: 1 }) : fc.constant([]),
      });
    });
    const med = questions.medication_question;
    return fc.record(
      {
        condition_questions: fc.tuple(...conditions),
        ...(med
          ? {
              medication_question: fc.record({
                question_id: fc.constant(med.question_id),
                question_text: fc.constant(med.question_text),
                yes_no_flag: w === 40 ? fc.constantFrom<unknown>(0, 1) : flag,
                medications: fc.array(entryValue(medicationEntry, today, w), { maxLength: 3 }),
              }),
            }
          : {}),
        notes: fc.oneof(fc.constant(undefined), fc.string({ maxLength: 30 }), fc.constant('x'.repeat(2001))),
      },
      { requiredKeys: ['condition_questions'] },
    );
  });
}
