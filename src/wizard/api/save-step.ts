import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveStepData } from '../../../schemas/api/wizard';
import { apiPost } from '../../lib/api-client';
import { formFieldsQueryKey } from './get-form-fields';

/** POST /save-<route> (save-personal-info, save-contact-info, ...): the step's payload plus enrollment_id. */
export function saveStep(route: string, enrollmentId: string, payload: Record<string, unknown>): Promise<SaveStepData> {
  return apiPost<SaveStepData>(`/save-${route}`, { ...payload, enrollment_id: enrollmentId });
}

export function useSaveStep(route: string, enrollmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: Record<string, unknown>) => saveStep(route, enrollmentId, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formFieldsQueryKey(route, enrollmentId) }),
  });
}
