import { apiPost } from '../../lib/api-client';

/** POST /save-screenshot: a PNG data URL of a saved step (002 section 1); callers ignore failures. */
export function saveScreenshot(enrollmentId: string, name: string, image: string): Promise<unknown> {
  return apiPost('/save-screenshot', { enrollment_id: enrollmentId, name, image });
}
