import {
  agreementTexts,
  assistantQuestions,
  healthConditionQuestions,
  planQuestionOptions,
  planQuestions,
} from '../schema';
import { carrierId } from './carriers';
import type { SeedContext } from './context';
import { SPECIAL_PLAN } from './plans';

const DECLINE_MESSAGE = 'Based on your answers you are not eligible for this plan. Please choose another plan.';

/** Plan eligibility questions: health (191), Aflac-type (201) and a declining set (171). */
async function seedPlanQuestions({ tx }: SeedContext): Promise<void> {
  await tx.insert(planQuestions).values([
    {
      id: 1001,
      planId: SPECIAL_PLAN.healthQuestions,
      kind: 'health',
      sort: 1,
      subType: 'checkbox',
      questionText: 'Has any applicant been diagnosed with or treated for heart disease, stroke or cancer?',
    },
    {
      id: 1002,
      planId: SPECIAL_PLAN.healthQuestions,
      kind: 'health',
      sort: 2,
      subType: 'detail',
      requireDetail: true,
      questionText: 'Has any applicant been hospitalized in the last 2 years?',
    },
    {
      id: 1003,
      planId: SPECIAL_PLAN.healthQuestions,
      kind: 'health',
      sort: 3,
      subType: 'text_field',
      questionText: 'Is any applicant currently taking prescription medication? If yes, list it.',
    },
    {
      id: 1011,
      planId: SPECIAL_PLAN.aflacQuestions,
      kind: 'aflac',
      sort: 1,
      trueCondition: 1,
      questionText: 'Are you actively at work on a full-time basis (at least 30 hours per week)?',
    },
    {
      id: 1012,
      planId: SPECIAL_PLAN.aflacQuestions,
      kind: 'aflac',
      sort: 2,
      trueCondition: 1,
      questionText:
        'Do you understand that this policy pays scheduled benefits only and is not major medical insurance?',
    },
    {
      id: 1021,
      planId: SPECIAL_PLAN.declines,
      kind: 'health',
      sort: 1,
      subType: 'checkbox',
      declineOn: 1,
      declineMessage: DECLINE_MESSAGE,
      questionText: 'Has any applicant ever been diagnosed with or treated for cancer (other than skin cancer)?',
    },
    {
      id: 1022,
      planId: SPECIAL_PLAN.declines,
      kind: 'health',
      sort: 2,
      subType: 'detail',
      declineOn: 1,
      declineMessage: DECLINE_MESSAGE,
      requireDetail: true,
      questionText:
        'In the last 5 years, has any applicant had an abnormal biopsy, mammogram or PSA test that was not followed by a normal result?',
    },
    {
      id: 1023,
      planId: SPECIAL_PLAN.declines,
      kind: 'health',
      sort: 3,
      subType: 'text_field',
      questionText: 'Please name your primary care physician (optional detail).',
    },
  ]);
  await tx.insert(planQuestionOptions).values([
    { questionId: 1001, optionGroup: 'age', optionText: 'A. Prior to age 60', sort: 1 },
    { questionId: 1001, optionGroup: 'age', optionText: 'B. Prior to age 75', sort: 2 },
    { questionId: 1021, optionGroup: 'when', optionText: 'A. Within the last 5 years', declines: true, sort: 1 },
    { questionId: 1021, optionGroup: 'when', optionText: 'B. More than 5 years ago', sort: 2 },
  ]);
}

/** Gender codes as enrollments and dependents store them (schemas/filter-fields.ts GENDERS). */
const FEMALE = 1;

/** Primary-health step questions; 145 has no follow-up and is asked of women only, 146/147 use the physician layout. */
async function seedHealthConditionQuestions({ tx }: SeedContext): Promise<void> {
  const q = (
    id: number,
    questionText: string,
    followUp: 'standard' | 'physician' | 'none' = 'standard',
    appliesToGender: number | null = null,
  ) => ({ id, kind: 'condition' as const, questionText, followUp, appliesToGender, sort: id });
  await tx.insert(healthConditionQuestions).values([
    q(
      141,
      'In the last 5 years, have you been diagnosed with or treated for heart disease, high blood pressure or stroke?',
    ),
    q(142, 'In the last 5 years, have you been diagnosed with or treated for diabetes, kidney or liver disease?'),
    q(143, 'In the last 5 years, have you been diagnosed with or treated for cancer, a tumor or leukemia?'),
    q(144, 'In the last 5 years, have you been diagnosed with or treated for a lung disorder such as COPD or asthma?'),
    q(145, 'Are you currently pregnant?', 'none', FEMALE),
    q(146, 'Are you currently under the care of a physician for any condition not listed above?', 'physician'),
    q(
      147,
      'In the last 12 months, have you been advised to have surgery or a diagnostic test that has not yet been done?',
      'physician',
    ),
    {
      id: 150,
      kind: 'medication',
      questionText: 'Are you currently taking any prescription medication?',
      followUp: 'standard',
      sort: 150,
    },
  ]);
}

async function seedAgreements({ tx }: SeedContext): Promise<void> {
  await tx.insert(agreementTexts).values([
    {
      sort: 1,
      textHead: 'Authorization',
      textBody:
        'I authorize the carriers of the plans I selected to enroll me and the dependents I listed, and I confirm that the information I gave is true and complete.',
    },
    {
      sort: 2,
      textHead: 'Payment authorization',
      textBody:
        'I authorize the monthly premium to be drawn from the account or card I provide until I cancel in writing.',
    },
    {
      sort: 3,
      textHead: 'Electronic delivery',
      textBody:
        'I agree to receive my enrollment receipt and plan documents by e-mail. I will receive an e-mail within 10 minutes of completing enrollment.',
    },
    {
      sort: 4,
      textHead: 'Privacy',
      textRequired: false,
      textBody:
        'I have read the privacy notice, which explains how my personal and health information is protected and used.',
    },
    {
      sort: 10,
      carrierId: carrierId('MML'),
      textHead: 'Evidence of insurability',
      textBody:
        'Optional life of $100,000 to $300,000 requires evidence of insurability. Coverage is not guaranteed; a decision is made in 5 to 10 days. Quotes include a 3% administrative fee.',
    },
    {
      sort: 11,
      carrierId: carrierId('TUB'),
      textHead: 'Union plan fees',
      textBody:
        'I understand the union plan price includes union dues, the annuity fund, billing fees, association member fees and marketer fees as explained in the price dialog.',
    },
    {
      sort: 12,
      planId: SPECIAL_PLAN.premierL713,
      textHead: 'Premier L713 plan',
      textBody:
        'I understand that the Premier L713 plan is billed together with its companion benefit and that only one child may be enrolled on the Member + Child tier.',
    },
  ]);
}

async function seedAssistant({ tx }: SeedContext): Promise<void> {
  await tx.insert(assistantQuestions).values([
    { sort: 1, question: 'What is your name?' },
    { sort: 2, question: 'What is the best phone number or e-mail to reach you?' },
    { sort: 3, question: 'Which kind of coverage are you looking for?' },
    { sort: 4, question: 'When is a good time for your rep to contact you?' },
  ]);
}

/** Plan questions, primary-health questions, agreement texts and the assistant's questions. */
export async function seedQuestions(ctx: SeedContext): Promise<void> {
  await seedPlanQuestions(ctx);
  await seedHealthConditionQuestions(ctx);
  await seedAgreements(ctx);
  await seedAssistant(ctx);
}
