import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveStepData } from '../../../schemas/api/wizard';
import { apiPost } from '../../lib/api-client';
import { savedBeneficiariesQueryKey } from './get-saved-beneficiaries';

/** POST /save-beneficiary-info: the whole list. */
export function saveBeneficiaryInfo(enrollmentId: string, beneficiaries: readonly Record<string, unknown>[]): Promise<SaveStepData> {
  return apiPost<SaveStepData>('/save-beneficiary-info', { enrollment_id: enrollmentId, beneficiaries });
}

export function useSaveBeneficiaryInfo(enrollmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (list: readonly Record<string, unknown>[]) => saveBeneficiaryInfo(enrollmentId, list),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedBeneficiariesQueryKey(enrollmentId) }),
  });
}
