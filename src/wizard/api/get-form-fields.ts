import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { FormFields } from '../../../schemas/descriptors';
import { apiGet } from '../../lib/api-client';

/** GET /get-form-fields-<route>?enrollment_id (personal-info, contact-info, ...): the step's descriptors. */
export function getFormFields(route: string, enrollmentId: string, signal?: AbortSignal): Promise<FormFields> {
  return apiGet<FormFields>(`/get-form-fields-${route}`, { enrollment_id: enrollmentId }, { signal });
}

export const formFieldsQueryKey = (route: string, enrollmentId: string) => ['form-fields', route, enrollmentId] as const;

export function formFieldsQueryOptions(route: string, enrollmentId: string) {
  // Fresh long enough that the page does not refetch what its loader just fetched; a save invalidates it.
  return queryOptions({ queryKey: formFieldsQueryKey(route, enrollmentId), queryFn: ({ signal }) => getFormFields(route, enrollmentId, signal), staleTime: 30_000 });
}

export function useFormFields(route: string, enrollmentId: string) {
  return useSuspenseQuery(formFieldsQueryOptions(route, enrollmentId));
}
