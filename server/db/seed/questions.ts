import { assistantQuestions, healthConditionQuestions } from '../schema';
import type { SeedContext } from './context';

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

async function seedAssistant({ tx }: SeedContext): Promise<void> {
  await tx.insert(assistantQuestions).values([
    { sort: 1, question: 'What is your name?' },
    { sort: 2, question: 'What is the best phone number or e-mail to reach you?' },
    { sort: 3, question: 'Which kind of coverage are you looking for?' },
    { sort: 4, question: 'When is a good time for your rep to contact you?' },
  ]);
}

/** Primary-health questions and the assistant's questions (plan questions and agreement texts are in the catalogue file). */
export async function seedQuestions(ctx: SeedContext): Promise<void> {
  await seedHealthConditionQuestions(ctx);
  await seedAssistant(ctx);
}
