import type { HealthQuestionsData } from '../../schemas/api/health';
import type { HealthQuestionSet } from '../../schemas/steps/health-info';
import { apiGet } from '../../src/lib/api-client';

/** What the form keeps of an asked question (a condition or the medication question). */
type AskedQuestion = { question_id: number; question_text: string; applies_to_gender?: string | null };

/** A question as the form uses it; applies_to_gender (beside the contract's fields) draws it by the dependent's gender. */
const asked = ({ question_id, question_text, applies_to_gender }: AskedQuestion) =>
  applies_to_gender ? { question_id, question_text, applies_to_gender } : { question_id, question_text };

/** GET /get-health-questions-dependent-info: the questions each dependent answers ('codition_questions' in the contract). */
export async function getDependentQuestions(enrollmentId: string, signal?: AbortSignal): Promise<HealthQuestionSet> {
  const { result } = await apiGet<HealthQuestionsData>(
    '/get-health-questions-dependent-info',
    { enrollment_id: enrollmentId },
    { signal },
  );
  return {
    condition_questions: result.codition_questions.map(asked),
    medication_question: result.medication_question ? asked(result.medication_question) : null,
  };
}
