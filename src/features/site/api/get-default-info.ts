import type { DefaultInfo } from '../../../../schemas/api/site';
import { apiGet } from '../../../lib/api-client';

/** GET /get-default-info: default agent, group and portal plus the open session token (000 section 4). */
export function getDefaultInfo(signal?: AbortSignal): Promise<DefaultInfo> {
  return apiGet<DefaultInfo>('/get-default-info', undefined, { signal });
}
