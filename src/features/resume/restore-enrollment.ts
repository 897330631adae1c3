import { resumeTarget } from '../../../schemas/steps/tabs';
import { storage, type Eprocess, type OpenType } from '../../lib/storage';
import { clearSiteData, keepSession } from '../site';

/** What continue-enrollment and direct-continue answer (002 section 3, 'others'). */
export interface ResumeOthers {
  group_id: number | null;
  platform_group_id: number | null;
  agent_id: number | null;
  open_type: string | null;
  eprocess: string;
  effective_date?: string | null;
  type: string;
}

export interface ResumeAnswer {
  enrollmentId: string;
  savedTab: string | null;
  others: ResumeOthers;
  token: string;
  /** The landing name of the rep's or group's storefront it was started on; the path opens under it. */
  landing?: string | null;
}

const OPEN_TYPES: readonly OpenType[] = ['agent', 'group', 'user'];
const EPROCESSES: readonly Eprocess[] = ['rep', 'applicant', 'group', 'sigapplicant'];

/**
 * Stores a resumed enrollment's session values (002 section 4: the enrollment, group and agent
 * data; new-user -> new-member, else existing-member; an open type of group turns on employee
 * enrollment; the continue flag) and answers the path of its saved tab, under the landing it was started on.
 */
export function restoreEnrollment({ enrollmentId, savedTab, others, token, landing }: ResumeAnswer): string {
  clearSiteData();
  const openType = OPEN_TYPES.find((t) => t === others.open_type);
  keepSession(
    token,
    { agent_id: others.agent_id, group_id: others.group_id, portal_id: others.platform_group_id },
    openType ?? 'user',
  );
  storage.set('tempId', enrollmentId);
  storage.set('eprocess', EPROCESSES.find((p) => p === others.eprocess) ?? 'applicant');
  storage.set('enroll_type', others.type === 'new-user' ? 'new-member' : 'existing-member');
  storage.set('isEmployeeEnrollment', openType === 'group' ? true : undefined);
  storage.set('effectiveDate', others.effective_date ?? undefined);
  storage.set('continue_track', true);
  storage.set('isRepAuthenticated', true);
  // The storefront it was started on: its landing is kept, so opening it below does not start a new visit.
  if (landing) storage.set('landing_url', landing);
  const target = resumeTarget(savedTab ?? '') ?? { path: '/enrollment/personal-info' };
  if (target.showQuotation === 'no') storage.set('show-quotation', false);
  return `${landing ? `/${encodeURIComponent(landing)}` : ''}${target.path}`;
}

/** Decodes a base64 path segment of /direct-continue/{id}/{tab}; undefined when it is not valid base64 text. */
export function decodeSegment(segment: string | undefined): string | undefined {
  if (!segment) return undefined;
  try {
    const text = atob(decodeURIComponent(segment));
    return /^[\w-]{1,64}$/.test(text) ? text : undefined;
  } catch {
    return undefined;
  }
}
