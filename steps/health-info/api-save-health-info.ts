import type { SaveStepData } from '../../schemas/api/wizard';
import { toHealthPayload } from '../../schemas/steps/health-info';
import { apiPost } from '../../src/lib/api-client';

/**
 * POST /save-primary-health-info: enrollment_id, condition_questions, medication_question, notes,
 * and a carrier's questions beside them (`answers` is StepRenderer's save payload).
 */
export function saveHealthInfo(
  enrollmentId: string,
  answers: Readonly<Record<string, unknown>>,
): Promise<SaveStepData> {
  return apiPost<SaveStepData>('/save-primary-health-info', {
    ...answers,
    ...toHealthPayload(answers),
    enrollment_id: enrollmentId,
  });
}
