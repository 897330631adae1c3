import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { FormFields } from '../../../schemas/descriptors';
import { apiGet } from '../../lib/api-client';
import { linearPatternsFor } from '../../lib/linear-patterns';

/** GET /get-form-fields-<route>?enrollment_id (personal-info, contact-info, ...): the step's descriptors. */
/** `params` are the call's other query values (a custom tab's `tab`); answers once the fields' patterns can be tested. */
export async function getFormFields(
  route: string,
  enrollmentId: string,
  signal?: AbortSignal,
  params: Readonly<Record<string, string>> = {},
): Promise<FormFields> {
  const fields = await apiGet<FormFields>(
    `/get-form-fields-${route}`,
    { ...params, enrollment_id: enrollmentId },
    { signal },
  );
  await linearPatternsFor(fields.result);
  return fields;
}

export const formFieldsQueryKey = (
  route: string,
  enrollmentId: string,
  params: Readonly<Record<string, string>> = {},
) =>
  Object.keys(params).length === 0
    ? (['form-fields', route, enrollmentId] as const)
    : (['form-fields', route, enrollmentId, params] as const);

export function formFieldsQueryOptions(
  route: string,
  enrollmentId: string,
  params: Readonly<Record<string, string>> = {},
) {
  // Fresh long enough that the page does not refetch what its loader just fetched; a save invalidates it.
  return queryOptions({
    queryKey: formFieldsQueryKey(route, enrollmentId, params),
    queryFn: ({ signal }) => getFormFields(route, enrollmentId, signal, params),
    staleTime: 30_000,
  });
}

export function useFormFields(route: string, enrollmentId: string, params: Readonly<Record<string, string>> = {}) {
  return useSuspenseQuery(formFieldsQueryOptions(route, enrollmentId, params));
}
