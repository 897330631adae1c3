import { apiPost } from '../../../lib/api-client';

/** POST /track-elevate-traffic {enrollment_id}: counts a visit sent by the elevate partner (its own reference id). */
export function trackElevateTraffic(referenceId: string): Promise<{ tracked: boolean; visits: number }> {
  return apiPost('/track-elevate-traffic', { enrollment_id: referenceId });
}
