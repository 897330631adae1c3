import type { ElevateInfo } from '../../../../schemas/api/identity';
import { apiGet } from '../../../lib/api-client';

/** GET /get-elevate-info: the portal the elevate partner's visitors enroll through (data.portal_id). */
export function getElevateInfo(signal?: AbortSignal): Promise<ElevateInfo> {
  return apiGet<ElevateInfo>('/get-elevate-info', undefined, { signal });
}
