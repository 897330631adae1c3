/** The demo catalogue's health questions (asked when a plan such as 191 or 123 requires the health tab). */
export const CONDITION_IDS = [141, 142, 143, 144, 145, 146, 147];
export const MEDICATION_QUESTION_ID = 150;

/** Every question answered No: a complete health_info. */
export const allNo = () => ({
  condition_questions: CONDITION_IDS.map((question_id) => ({
    question_id,
    yes_no_flag: 0,
    conditions: [] as object[],
  })),
  medication_question: { question_id: MEDICATION_QUESTION_ID, yes_no_flag: 0, medications: [] as object[] },
  notes: '',
});

/** All No but question `i`, which takes `answer`. */
export const withAnswer = (i: number, answer: object) => {
  const body = allNo();
  body.condition_questions[i] = { ...body.condition_questions[i]!, ...answer };
  return body;
};

/** A Yes with the standard condition entry filled. */
export const yesStandard = {
  yes_no_flag: 1,
  conditions: [
    {
      health_condition: 'Hypertension',
      date_of_onset: '01/02/2020',
      date_of_recovery: '03/04/2021',
      is_treatment: 1,
      is_medicate: 0,
      d_last_seen: '05/06/2025',
      symptoms: 'Headaches',
    },
  ],
};
