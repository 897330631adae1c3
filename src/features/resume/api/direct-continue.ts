import type { DirectContinueData } from '../../../../schemas/api/review';
import { apiGet } from '../../../lib/api-client';

/** GET /direct-continue/{tempId}: data.result.others and a token for the enrollment's storefront. */
export function directContinue(enrollmentId: string, signal?: AbortSignal): Promise<DirectContinueData> {
  return apiGet<DirectContinueData>(`/direct-continue/${encodeURIComponent(enrollmentId)}`, undefined, { signal });
}
