import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Platforms } from '../../../../schemas/api/members';
import { apiGet } from '../../../lib/api-client';

/** GET /get-enrollment-platforms: the portals the session's rep (or group) enrolls through. */
export function getEnrollmentPlatforms(signal?: AbortSignal): Promise<Platforms> {
  return apiGet<Platforms>('/get-enrollment-platforms', undefined, { signal });
}

export const enrollmentPlatformsQueryKey = ['enrollment-platforms'] as const;

export function enrollmentPlatformsQueryOptions() {
  return queryOptions({
    queryKey: enrollmentPlatformsQueryKey,
    queryFn: ({ signal }) => getEnrollmentPlatforms(signal),
  });
}

export function useEnrollmentPlatforms(enabled = true) {
  return useQuery({ ...enrollmentPlatformsQueryOptions(), enabled });
}
