import { SAVED_TAB_OF, STEP_TITLES, isTabName, type DynamicTab, type TabName } from './steps/tabs';

/**
 * Rules of Review & Confirmation shared by the browser (what the page offers) and the server
 * (what save-review-info accepts), 002 sections 2, 4 and 6.
 */

export interface SmsRuleInput {
  eprocess: string | null | undefined;
  isIha: boolean;
  hasAlreadySigned: boolean;
  signatureRequired: boolean;
}

/** The SMS checkbox: rep or group enrollments, and only when the plan is not IHA, not signed yet and needs a signature. */
export function smsNotificationAllowed(input: SmsRuleInput): boolean {
  const byRepOrGroup = input.eprocess === 'rep' || input.eprocess === 'group';
  return byRepOrGroup && !input.isIha && !input.hasAlreadySigned && input.signatureRequired;
}

const isRequired = (tab: DynamicTab) => tab.required === true || tab.required === 1;

/** The required wizard tabs a review card is shown for, in the dynamic tabs' order (review itself excluded). */
export function reviewTabs(tabs: readonly DynamicTab[]): TabName[] {
  return [...tabs]
    .filter((t) => isRequired(t) && isTabName(t.tab_name) && t.tab_name !== 'review_info')
    .sort((a, b) => a.order - b.order)
    .map((t) => t.tab_name as TabName);
}

/** Required tabs (review excluded) with nothing saved under their saved-tab name: what blocks completion. */
export function missingRequiredTabs(tabs: readonly DynamicTab[], savedTabs: ReadonlySet<string>): TabName[] {
  return reviewTabs(tabs).filter((tab) => !savedTabs.has(SAVED_TAB_OF[tab]));
}

/** The message naming a required step that was not saved. */
export function stepNotCompleted(tab: TabName): string {
  return pageNotCompleted(STEP_TITLES[tab]);
}

/** The same for any page by its title (a carrier's required page too). */
export function pageNotCompleted(title: string): string {
  return `Please complete ${title} before completing the enrollment.`;
}

/** The 'type' a resume answers (002 section 3): 'new-user' for a new person (member or group member), else 'existing-member'. */
export function resumeType(enrollmentType: string): 'new-user' | 'existing-member' {
  return enrollmentType === 'existing-member' ? 'existing-member' : 'new-user';
}
