import type { Eprocess, OpenType } from '../../lib/storage';

export interface HomeDestinationInput {
  openType?: OpenType | undefined;
  eprocess?: Eprocess | undefined;
  /** The stored referral id, when the visit came through a valid referral. */
  referral?: string | undefined;
  /** '/{landing}' or '' for the default storefront. */
  prefix: string;
  specialHost: boolean;
}

/**
 * Where a Home breadcrumb leads (000 section 2, "Home breadcrumb destination rule"): with an open
 * type, the referral page, the landing for applicants of a rep's or group's site, else /home;
 * without one, by process: rep home, member home, group home (the landing root on the special host).
 */
export function homeDestination({ openType, eprocess, referral, prefix, specialHost }: HomeDestinationInput): string {
  const root = prefix || '/';
  if (openType !== undefined) {
    if (referral) return `/referrals?rid=${encodeURIComponent(referral)}`;
    if (eprocess === 'applicant' && (openType === 'agent' || openType === 'group')) return root;
    return `${prefix}/home`;
  }
  if (eprocess === 'rep') return `${prefix}/agent-home`;
  if (eprocess === 'group') return specialHost ? root : `${prefix}/group-home`;
  if (eprocess === 'applicant') return `${prefix}/member-home`;
  return root;
}
