import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** A required field a published change added since its step was saved (0060 'Versions'). */
export interface MissingField {
  tab: string;
  field_name: string;
  label: string;
  title: string;
}

/** A required step not finished (the review reached by its address, a draft saved for later). */
export interface MissingStep {
  tab: string;
  title: string;
}

/** GET /get-missing-fields?enrollment_id: what the review names before Complete. */
export function missingFieldsQueryOptions(enrollmentId: string) {
  return queryOptions({
    queryKey: ['missing-fields', enrollmentId] as const,
    queryFn: ({ signal }) =>
      apiGet<{ version: number; missing_fields: MissingField[]; missing_steps: MissingStep[] }>(
        '/get-missing-fields',
        { enrollment_id: enrollmentId },
        { signal },
      ),
    // Always asked afresh on the review: a step saved since may have filled them.
    staleTime: 0,
  });
}
