import type { LandingPageDisplayInfo } from '../../../../schemas/api/identity';
import { apiGet } from '../../../lib/api-client';

/** GET /get-agent-landing-page-info or /get-group-landing-page-info: what the token's rep or group landing shows. */
export function getLandingPageInfo(
  owner: { type: 'agent' | 'group'; id: number },
  signal?: AbortSignal,
): Promise<LandingPageDisplayInfo> {
  return owner.type === 'agent'
    ? apiGet<LandingPageDisplayInfo>('/get-agent-landing-page-info', { agent_id: owner.id }, { signal })
    : apiGet<LandingPageDisplayInfo>('/get-group-landing-page-info', { group_id: owner.id }, { signal });
}
