import type { HealthQuestionsData } from '../../schemas/api/health';
import type { HealthQuestionSet } from '../../schemas/steps/health-info';
import { apiGet } from '../../src/lib/api-client';

type AskedQuestion = Pick<
  HealthQuestionsData['result']['codition_questions'][number],
  'question_id' | 'question_text' | 'applies_to_gender'
>;

/** A question as the page uses it: applies_to_gender kept beside the contract's fields when the server gives it. */
const asked = ({ question_id, question_text, applies_to_gender }: AskedQuestion) =>
  applies_to_gender ? { question_id, question_text, applies_to_gender } : { question_id, question_text };

/**
 * GET /get-health-questions-primary-health-info: the questions asked of the applicant ('codition_questions'
 * in the contract). The dependent form asks its own (steps/dependent-info).
 */
export async function getHealthQuestions(enrollmentId: string, signal?: AbortSignal): Promise<HealthQuestionSet> {
  const { result } = await apiGet<HealthQuestionsData>(
    '/get-health-questions-primary-health-info',
    { enrollment_id: enrollmentId },
    { signal },
  );
  return {
    condition_questions: result.codition_questions.map(asked),
    medication_question: result.medication_question ? asked(result.medication_question) : null,
  };
}
