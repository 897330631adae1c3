import type { ReferralInfo } from '../../../../schemas/api/identity';
import { apiGet } from '../../../lib/api-client';

/** GET /get-enrollment-info-referral?referral_id: the referral's rep, group, portal and referrer name. */
export function getEnrollmentInfoReferral(referralId: string, signal?: AbortSignal): Promise<ReferralInfo> {
  return apiGet<ReferralInfo>('/get-enrollment-info-referral', { referral_id: referralId }, { signal });
}
