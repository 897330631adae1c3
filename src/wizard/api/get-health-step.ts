import type { HealthQuestionsData } from '../../../schemas/api/health';
import type { HealthQuestionSet } from '../../../schemas/steps/health-info';
import { apiGet } from '../../lib/api-client';

/**
 * The health questions' call, generic: the health page (steps/health-info) asks the applicant's, the
 * dependent form each dependent's.
 */

/** Whose questions: the applicant's (primary-health-info) or a dependent's (dependent-info, the same shape). */
export type HealthQuestionsFor = 'primary' | 'dependent';

const QUESTIONS_PATH: Readonly<Record<HealthQuestionsFor, string>> = {
  primary: '/get-health-questions-primary-health-info',
  dependent: '/get-health-questions-dependent-info',
};

/** GET /get-health-questions-{primary-health,dependent}-info: the asked questions ('codition_questions' in the contract). */
export async function getHealthQuestions(
  enrollmentId: string,
  who: HealthQuestionsFor = 'primary',
  signal?: AbortSignal,
): Promise<HealthQuestionSet> {
  const { result } = await apiGet<HealthQuestionsData>(
    QUESTIONS_PATH[who],
    { enrollment_id: enrollmentId },
    { signal },
  );
  // applies_to_gender (beside the contract's fields): the dependent form draws such a question by the dependent's gender.
  const pick = ({
    question_id,
    question_text,
    applies_to_gender,
  }: {
    question_id: number;
    question_text: string;
    applies_to_gender?: string | null;
  }) => (applies_to_gender ? { question_id, question_text, applies_to_gender } : { question_id, question_text });
  return {
    condition_questions: result.codition_questions.map(pick),
    medication_question: result.medication_question ? pick(result.medication_question) : null,
  };
}
