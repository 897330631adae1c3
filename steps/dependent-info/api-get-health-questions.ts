import { questionSetOf, type HealthQuestionsData } from '../../schemas/api/health';
import type { HealthQuestionSet } from '../../schemas/steps/health-info';
import { apiGet } from '../../src/lib/api-client';

/** GET /get-health-questions-dependent-info: the questions each dependent answers. */
export async function getDependentQuestions(enrollmentId: string, signal?: AbortSignal): Promise<HealthQuestionSet> {
  const { result } = await apiGet<HealthQuestionsData>(
    '/get-health-questions-dependent-info',
    { enrollment_id: enrollmentId },
    { signal },
  );
  return questionSetOf(result);
}
