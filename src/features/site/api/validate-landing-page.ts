import type { LandingPageInfo } from '../../../../schemas/api/site';
import { ApiRequestError, apiGetEnvelope } from '../../../lib/api-client';

/**
 * GET /validate-landing-page?landing_page=: the rep or group behind a landing name, with its
 * display details and a session token scoped to it. An unknown name answers 204 or a 4xx, both
 * surfaced as an ApiRequestError with that status (the caller goes to /404).
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
