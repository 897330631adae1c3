import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { withheldHealthInfo } from '../masked-values';
import { healthReview } from './health-review';

describe('healthReview', () => {
  it('groups each question under its text with the answer and the entry labels; 146 uses the physician layout', () => {
    const review = healthReview({
      condition_questions: [
        {
          question_id: 141,
          question_text: 'Heart?',
          yes_no_flag: 1,
          conditions: [{ health_condition: 'Hypertension', is_treatment: 1, is_medicate: 0 }],
        },
        { question_id: 145, question_text: 'Pregnant?', yes_no_flag: 0, conditions: [] },
        {
          question_id: 146,
          question_text: 'Physician?',
          yes_no_flag: 1,
          conditions: [{ physician_name: 'Dr. Ray', condition: 'Knee', status: 'Healing' }],
        },
      ],
      medication_question: {
        question_id: 150,
        question_text: 'Medication?',
        yes_no_flag: 1,
        medications: [{ medication: 'A', dosage: '1 mg' }],
      },
      notes: 'Yearly check-up',
    });
    // Every row is a health answer: marked so the review page's screenshot masks it.
    expect(review.rows).toEqual([{ label: 'Additional Notes', value: 'Yearly check-up', sensitive: true }]);
    expect(review.groups).toEqual([
      {
        title: 'Heart?',
        rows: [
          { label: 'Answer', value: 'Yes', sensitive: true },
          { label: 'Condition', value: 'Hypertension', sensitive: true },
          { label: 'Currently Receiving Treatment', value: 'Yes', sensitive: true },
          { label: 'Taking Medication', value: 'No', sensitive: true },
        ],
      },
      { title: 'Pregnant?', rows: [{ label: 'Answer', value: 'No', sensitive: true }] },
      {
        title: 'Physician?',
        rows: [
          { label: 'Answer', value: 'Yes', sensitive: true },
          { label: 'Condition', value: 'Knee', sensitive: true },
          { label: 'Status', value: 'Healing', sensitive: true },
          { label: 'Physician Name', value: 'Dr. Ray', sensitive: true },
        ],
      },
      {
        title: 'Medication?',
        rows: [
          { label: 'Answer', value: 'Yes', sensitive: true },
          { label: 'Medication 1: Medication', value: 'A', sensitive: true },
          { label: 'Medication 1: Dosage', value: '1 mg', sensitive: true },
        ],
      },
    ]);
  });

  it('says the answers are withheld when the session does not prove the enrollment', () => {
    expect(healthReview(withheldHealthInfo())).toEqual({
      rows: [{ label: 'Answers', value: MESSAGES.healthAnswersWithheld }],
      groups: [],
    });
  });
});
