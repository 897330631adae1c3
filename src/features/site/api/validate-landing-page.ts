import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LandingPageInfo } from '../../../../schemas/api/site';
import { ApiRequestError, apiGetEnvelope } from '../../../lib/api-client';

/**
 * GET /validate-landing-page?landing_page=: the rep or group behind a landing name, with its
 * display details and a session token scoped to it. An unknown name answers 204 or a 4xx, both
 * surfaced as an ApiRequestError that isLandingNotFound recognises (the caller goes to /404).
 */
export async function validateLandingPage(landingPage: string, signal?: AbortSignal): Promise<LandingPageInfo> {
  const answer = await apiGetEnvelope<LandingPageInfo | null>(
    '/validate-landing-page',
    { landing_page: landingPage },
    { signal },
  );
  if (String(answer.statusCode) === '204' || !answer.data) {
    throw new ApiRequestError('Landing page not found', 204, answer.statusCode);
  }
  return answer.data;
}

/** True when the landing lookup failed because the name is unknown or malformed (not a server or network failure). */
export function isLandingNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && [204, 400, 404].includes(error.httpStatus);
}

export const validateLandingPageQueryKey = (landingPage: string) => ['validate-landing-page', landingPage] as const;

export function validateLandingPageQueryOptions(landingPage: string) {
  return queryOptions({
    queryKey: validateLandingPageQueryKey(landingPage),
    queryFn: ({ signal }) => validateLandingPage(landingPage, signal),
    staleTime: Infinity,
  });
}

export function useValidateLandingPage(landingPage: string) {
  return useQuery(validateLandingPageQueryOptions(landingPage));
}
