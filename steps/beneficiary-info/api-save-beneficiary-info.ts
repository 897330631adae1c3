import type { SaveStepData } from '../../schemas/api/wizard';
import { apiPost } from '../../src/lib/api-client';

/** POST /save-beneficiary-info: the whole list. */
export function saveBeneficiaryInfo(
  enrollmentId: string,
  beneficiaries: readonly Record<string, unknown>[],
): Promise<SaveStepData> {
  return apiPost<SaveStepData>('/save-beneficiary-info', { enrollment_id: enrollmentId, beneficiaries });
}
