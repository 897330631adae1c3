import type { Eprocess, OpenType } from '../../lib/storage';

export interface ReturnTargetInput {
  openType: OpenType | undefined;
  referral: string | undefined;
  eprocess: Eprocess | undefined;
}

/**
 * Return to homepage (002 section 2): with an open type stored, the referral page when a referral
 * exists, else /; otherwise by process: rep to agent home, applicant to member home, group to group home.
 */
export function receiptReturnTarget({ openType, referral, eprocess }: ReturnTargetInput): string {
  if (openType) return referral ? `/referrals?rid=${encodeURIComponent(referral)}` : '/';
  if (eprocess === 'rep') return '/agent-home';
  if (eprocess === 'group') return '/group-home';
  if (eprocess === 'applicant' || eprocess === 'sigapplicant') return '/member-home';
  return '/';
}
