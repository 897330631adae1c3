import type { SaveScreenshotBody } from '../../../../schemas/api/cart';
import { apiPost } from '../../../lib/api-client';

/** POST /save-screenshot {enrollment_id, name, image}: a failure is ignored (001 section 7). */
export async function saveScreenshot(body: SaveScreenshotBody): Promise<void> {
  try {
    await apiPost('/save-screenshot', body);
  } catch {
    // The screenshot is a record for the back office; it never blocks the shopper.
  }
}
