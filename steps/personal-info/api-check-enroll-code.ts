import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckEnrollCodeData } from '../../schemas/api/wizard';
import { apiGet } from '../../src/lib/api-client';

/** GET /check-enroll-code?enrollment_id: whether the Enter Enroller Code button shows. */
export function checkEnrollCode(enrollmentId: string, signal?: AbortSignal): Promise<CheckEnrollCodeData> {
  return apiGet<CheckEnrollCodeData>('/check-enroll-code', { enrollment_id: enrollmentId }, { signal });
}

export const checkEnrollCodeQueryKey = (enrollmentId: string) => ['check-enroll-code', enrollmentId] as const;

export function checkEnrollCodeQueryOptions(enrollmentId: string) {
  return queryOptions({
    queryKey: checkEnrollCodeQueryKey(enrollmentId),
    queryFn: ({ signal }) => checkEnrollCode(enrollmentId, signal),
  });
}

export function useCheckEnrollCode(enrollmentId: string, enabled = true) {
  return useQuery({ ...checkEnrollCodeQueryOptions(enrollmentId), enabled });
}
