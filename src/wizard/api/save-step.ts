import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DynamicTabsData, SaveStepData } from '../../../schemas/api/wizard';
import { apiPost } from '../../lib/api-client';
import { dynamicTabsQueryKey } from './get-dynamic-tabs';
import { formFieldsQueryKey } from './get-form-fields';

/** POST /save-<route> (save-personal-info, save-contact-info, ...): the step's payload plus enrollment_id. */
/** `params` ride in the body beside the fields (a custom tab's `tab`). */
export function saveStep(
  route: string,
  enrollmentId: string,
  payload: Record<string, unknown>,
  params: Readonly<Record<string, string>> = {},
): Promise<SaveStepData> {
  return apiPost<SaveStepData>(`/save-${route}`, { ...payload, ...params, enrollment_id: enrollmentId });
}

/**
 * Saves through `saveRoute`, then drops the cached descriptors of `fieldsRoute`, and the tab list when
 * a carrier page there has a condition (issue 29: a saved answer may show or hide it).
 */
export function useSaveStep(
  saveRoute: string,
  enrollmentId: string,
  fieldsRoute: string = saveRoute,
  params: Readonly<Record<string, string>> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: Record<string, unknown>) => saveStep(saveRoute, enrollmentId, payload, params),
    onSuccess: async () => {
      const tabs = queryClient.getQueryData<DynamicTabsData>(dynamicTabsQueryKey(enrollmentId));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: formFieldsQueryKey(fieldsRoute, enrollmentId, params) }),
        tabs?.result.some((t) => t.visible_if !== undefined)
          ? queryClient.invalidateQueries({ queryKey: dynamicTabsQueryKey(enrollmentId) })
          : undefined,
      ]);
    },
  });
}
