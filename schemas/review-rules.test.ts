import { describe, expect, it } from 'vitest';
import { missingRequiredTabs, resumeType, reviewTabs, smsNotificationAllowed } from './review-rules';

const TABS = [
  { tab_name: 'review_info', required: true, order: 8 },
  { tab_name: 'primary_info', required: true, order: 0 },
  { tab_name: 'dependent_info', required: false, order: 5 },
  { tab_name: 'billing_info', required: 1, order: 6 },
  { tab_name: 'agreement_info', required: true, order: 7 },
  { tab_name: 'unknown_tab', required: true, order: 3 },
];

describe('review rules', () => {
  it('shows a card per required known tab in order, review excluded', () => {
    expect(reviewTabs(TABS)).toEqual(['primary_info', 'billing_info', 'agreement_info']);
  });

  it('finds required tabs without saved data by their saved-tab names', () => {
    expect(missingRequiredTabs(TABS, new Set(['primary_info', 'payment_info']))).toEqual(['agreement_info']);
    expect(missingRequiredTabs(TABS, new Set(['primary_info', 'payment_info', 'aggrement_info']))).toEqual([]);
    expect(missingRequiredTabs(TABS, new Set(['primary_info', 'billing_info', 'agreement_info']))).toEqual([
      'billing_info',
      'agreement_info',
    ]);
  });

  it('offers the SMS notification only to rep and group enrollments of unsigned, non-IHA plans needing a signature', () => {
    const base = { eprocess: 'rep', isIha: false, hasAlreadySigned: false, signatureRequired: true };
    expect(smsNotificationAllowed(base)).toBe(true);
    expect(smsNotificationAllowed({ ...base, eprocess: 'group' })).toBe(true);
    expect(smsNotificationAllowed({ ...base, eprocess: 'applicant' })).toBe(false);
    expect(smsNotificationAllowed({ ...base, isIha: true })).toBe(false);
    expect(smsNotificationAllowed({ ...base, hasAlreadySigned: true })).toBe(false);
    expect(smsNotificationAllowed({ ...base, signatureRequired: false })).toBe(false);
  });

  it('answers new-user for new people and existing-member otherwise', () => {
    expect(['new-member', 'new-group-member', 'existing-member'].map(resumeType)).toEqual([
      'new-user',
      'new-user',
      'existing-member',
    ]);
  });
});
