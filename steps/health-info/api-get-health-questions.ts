import { questionSetOf, type HealthQuestionsData } from '../../schemas/api/health';
import type { HealthQuestionSet } from '../../schemas/steps/health-info';
import { apiGet } from '../../src/lib/api-client';

/** GET /get-health-questions-primary-health-info: the questions asked of the applicant. The dependent form asks its own (steps/dependent-info). */
export async function getHealthQuestions(enrollmentId: string, signal?: AbortSignal): Promise<HealthQuestionSet> {
  const { result } = await apiGet<HealthQuestionsData>(
    '/get-health-questions-primary-health-info',
    { enrollment_id: enrollmentId },
    { signal },
  );
  return questionSetOf(result);
}
