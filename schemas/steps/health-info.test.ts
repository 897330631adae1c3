import { describe, expect, it } from 'vitest';
import { INPUT_MESSAGES } from '../messages';
import { validateStepData } from '../validate-step-data';
import { followUpOf } from './health-entries';
import {
  healthDescriptors,
  healthInfoErrors,
  healthInfoStep,
  prefixHealthErrors,
  toHealthPayload,
  type HealthQuestionSet,
} from './health-info';

const today = new Date('2026-06-15T12:00:00Z');

const QUESTIONS: HealthQuestionSet = {
  condition_questions: [
    { question_id: 141, question_text: 'Heart?' },
    { question_id: 145, question_text: 'Pregnant?' },
    { question_id: 146, question_text: 'Physician?' },
  ],
  medication_question: { question_id: 150, question_text: 'Medication?' },
};

const standardYes = {
  health_condition: ' Hypertension ',
  date_of_onset: '01/02/2020',
  date_of_recovery: '03/04/2021',
  is_treatment: 1,
  is_medicate: 0,
  d_last_seen: '05/06/2025',
  symptoms: 'none',
};

const allNo = {
  condition_questions: [
    { question_id: 141, yes_no_flag: 0, conditions: [] },
    { question_id: 145, yes_no_flag: 0, conditions: [] },
    { question_id: 146, yes_no_flag: 0, conditions: [] },
  ],
  medication_question: { question_id: 150, yes_no_flag: 0, medications: [] },
};

describe('health follow-up layouts', () => {
  it('145 has none, 146 and 147 the physician entry, others the ordinary entry', () => {
    expect([145, 146, 147, 141].map(followUpOf)).toEqual(['none', 'physician', 'physician', 'standard']);
  });
});

describe('toHealthPayload', () => {
  it('No sends yes_no_flag 0 and no conditions, even when follow-up values were typed', () => {
    const out = toHealthPayload({
      condition_questions: [{ question_id: 141, yes_no_flag: '0', conditions: [standardYes] }],
    });
    expect(out.condition_questions).toEqual([{ question_id: 141, yes_no_flag: 0, conditions: [] }]);
  });

  it('Yes keeps one trimmed entry with only the layout fields; 145 never sends conditions', () => {
    const out = toHealthPayload({
      condition_questions: [
        {
          question_id: 141,
          yes_no_flag: 1,
          conditions: [{ ...standardYes, stray: 'x' }, { health_condition: 'second' }],
        },
        { question_id: 145, yes_no_flag: 1, conditions: [{ health_condition: 'x' }] },
      ],
    });
    expect(out.condition_questions[0]!.conditions).toEqual([{ ...standardYes, health_condition: 'Hypertension' }]);
    expect(out.condition_questions[1]).toEqual({ question_id: 145, yes_no_flag: 1, conditions: [] });
  });

  it('medication entries 2 and 3 are sent only when any of their fields is filled', () => {
    const out = toHealthPayload({
      medication_question: {
        question_id: 150,
        yes_no_flag: 1,
        medications: [
          { medication: 'A', dosage: '1', medical_condition: 'c' },
          { medication: ' ' },
          { dosage: '5mg' },
          { medication: 'D' },
        ],
      },
    });
    expect(out.medication_question!.medications).toEqual([
      { id: 1, medication: 'A', dosage: '1', medical_condition: 'c' },
      { id: 2, dosage: '5mg' },
    ]);
  });
});

describe('healthInfoErrors', () => {
  it('accepts every question answered No', () => {
    expect(healthInfoErrors(allNo, { questions: QUESTIONS, today })).toEqual([]);
  });

  it('names the limit of notes that are too long, as the browser does (not a required message)', () => {
    const errors = healthInfoErrors({ ...allNo, notes: 'x'.repeat(2001) }, { questions: QUESTIONS, today });
    expect(errors).toEqual([
      { target_element: 'notes', error_message: INPUT_MESSAGES.tooLong(healthInfoStep.fields.notes.label, 2000) },
    ]);
    expect(healthInfoErrors({ ...allNo, notes: 'x'.repeat(2000) }, { questions: QUESTIONS, today })).toEqual([]);
  });

  it('keys the follow-up errors condition_questions.{i}.conditions.0.{field}', () => {
    const data = {
      ...allNo,
      condition_questions: [
        { question_id: 141, yes_no_flag: 1, conditions: [{ health_condition: 'Asthma', date_of_onset: '13/45/2020' }] },
        allNo.condition_questions[1],
        allNo.condition_questions[2],
      ],
    };
    const targets = healthInfoErrors(data, { questions: QUESTIONS, today }).map((e) => e.target_element);
    expect(targets).toEqual([
      'condition_questions.0.conditions.0.date_of_onset',
      'condition_questions.0.conditions.0.date_of_recovery',
      'condition_questions.0.conditions.0.is_treatment',
      'condition_questions.0.conditions.0.is_medicate',
      'condition_questions.0.conditions.0.d_last_seen',
      'condition_questions.0.conditions.0.symptoms',
    ]);
  });

  it('the physician entry requires condition, status, last seen and physician; address and phone may stay empty', () => {
    const data = {
      ...allNo,
      condition_questions: [
        allNo.condition_questions[0],
        allNo.condition_questions[1],
        { question_id: 146, yes_no_flag: 1, conditions: [{ condition: 'Back pain', phone: '12' }] },
      ],
    };
    expect(healthInfoErrors(data, { questions: QUESTIONS, today }).map((e) => e.target_element)).toEqual([
      'condition_questions.2.conditions.0.status',
      'condition_questions.2.conditions.0.last_seen_by_physician',
      'condition_questions.2.conditions.0.physician_name',
      'condition_questions.2.conditions.0.phone',
    ]);
  });

  it('keys medication errors medication_question.medications.{n}.{field}', () => {
    const data = {
      ...allNo,
      medication_question: { question_id: 150, yes_no_flag: 1, medications: [{}, { medication: 'B' }] },
    };
    expect(healthInfoErrors(data, { questions: QUESTIONS, today }).map((e) => e.target_element)).toEqual([
      'medication_question.medications.0.medication',
      'medication_question.medications.0.dosage',
      'medication_question.medications.0.medical_condition',
      'medication_question.medications.1.dosage',
      'medication_question.medications.1.medical_condition',
    ]);
  });

  it('requires an answer, and gives an unasked question its row error', () => {
    const data = {
      ...allNo,
      condition_questions: [
        { question_id: 141, conditions: [] },
        { question_id: 999, yes_no_flag: 0 },
        allNo.condition_questions[2],
      ],
    };
    const errors = healthInfoErrors(data, { questions: QUESTIONS, today });
    expect(errors).toEqual(
      expect.arrayContaining([
        { target_element: 'condition_questions.1', error_message: 'Please answer all questions' },
        { target_element: 'condition_questions', error_message: 'Please answer all questions' },
        { target_element: 'condition_questions.0.yes_no_flag', error_message: 'Field is required' },
      ]),
    );
  });

  it('partial (save for later) checks only the values present', () => {
    const data = {
      condition_questions: [{ question_id: 141, yes_no_flag: 1, conditions: [{ date_of_onset: '99/99/2020' }] }],
    };
    expect(healthInfoErrors(data, { questions: QUESTIONS, partial: true, today }).map((e) => e.target_element)).toEqual(
      ['condition_questions.0.conditions.0.date_of_onset'],
    );
  });

  it('prefixes errors for a dependent health_info', () => {
    expect(prefixHealthErrors('health_info.', [{ target_element: 'notes', error_message: 'x' }])).toEqual([
      { target_element: 'health_info.notes', error_message: 'x' },
    ]);
  });
});

describe('healthDescriptors and the step module', () => {
  it('starts every question on No and merges saved answers by question id', () => {
    const saved = {
      condition_questions: [{ question_id: 146, yes_no_flag: 1, conditions: [{ condition: 'Knee' }] }],
      notes: 'hi',
    };
    const [conditions, medication, notes] = healthDescriptors(QUESTIONS, saved);
    expect(conditions!.value).toEqual([
      { question_id: 141, question_text: 'Heart?', yes_no_flag: 0, conditions: [] },
      { question_id: 145, question_text: 'Pregnant?', yes_no_flag: 0, conditions: [] },
      { question_id: 146, question_text: 'Physician?', yes_no_flag: 1, conditions: [{ condition: 'Knee' }] },
    ]);
    expect(medication!.value).toMatchObject({ question_id: 150, yes_no_flag: 0, medications: [] });
    expect(notes!.value).toBe('hi');
  });

  it('validateStepData runs the nested rules, so the browser and the server agree', () => {
    const descriptors = healthDescriptors(QUESTIONS, null);
    const data = {
      ...allNo,
      medication_question: { question_id: 150, yes_no_flag: 1, medications: [{ medication: 'A', dosage: '1' }] },
    };
    expect(validateStepData(healthInfoStep, descriptors, data, { today })).toEqual([
      { target_element: 'medication_question.medications.0.medical_condition', error_message: 'Field is required' },
    ]);
  });
});
