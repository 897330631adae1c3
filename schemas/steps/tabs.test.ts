import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildNavigation,
  nextTab,
  previousTab,
  progressedTabs,
  resumeTarget,
  TAB_NAMES,
  type DynamicTab,
} from './tabs';

describe('buildNavigation', () => {
  it('orders by order, keeps only required tabs and numbers from 1', () => {
    const tabs: DynamicTab[] = [
      { tab_name: 'contact_info', required: 1, order: 2 },
      { tab_name: 'primary_info', required: true, order: 0 },
      { tab_name: 'employer_info', required: 0, order: 1 },
      { tab_name: 'review_info', required: 1, order: 10 },
      { tab_name: 'billing_info', required: 1, order: 11 },
    ];
    const nav = buildNavigation(tabs);
    expect(nav.map((n) => [n.index, n.name, n.title, n.route])).toEqual([
      [1, 'primary_info', 'Personal Information', 'personal-info'],
      [2, 'contact_info', 'Contact Information', 'contact-info'],
      [3, 'review_info', 'Review & Confirmation', 'review-confirm'],
    ]);
  });

  it('ignores unknown names and repeated tabs', () => {
    const nav = buildNavigation([
      { tab_name: 'mystery', required: 1, order: 0 },
      { tab_name: 'primary_info', required: 1, order: 1 },
      { tab_name: 'primary_info', required: 1, order: 2 },
    ]);
    expect(nav.map((n) => n.name)).toEqual(['primary_info']);
  });

  it('always numbers 1..n in non-decreasing order, for random tab lists', () => {
    const tab = fc.record({
      tab_name: fc.constantFrom(...TAB_NAMES, 'other'),
      required: fc.constantFrom(0, 1, true, false),
      order: fc.integer({ min: -2, max: 12 }),
    });
    fc.assert(
      fc.property(fc.array(tab, { maxLength: 15 }), (tabs) => {
        const nav = buildNavigation(tabs);
        expect(nav.map((n) => n.index)).toEqual(nav.map((_, i) => i + 1));
        expect(new Set(nav.map((n) => n.name)).size).toBe(nav.length);
        const eligible = tabs.filter((t) => t.order >= 0 && t.order <= 10 && (t.required === 1 || t.required === true));
        const orders = nav.map((n) => Math.min(...eligible.filter((t) => t.tab_name === n.name).map((t) => t.order)));
        expect(nav.length).toBe(new Set(eligible.filter((t) => t.tab_name !== 'other').map((t) => t.tab_name)).size);
        expect(orders).toEqual([...orders].sort((a, b) => a - b));
      }),
    );
  });
});

describe('moving along the navigation', () => {
  const nav = buildNavigation(TAB_NAMES.map((tab_name, order) => ({ tab_name, required: 1, order })));
  it('finds next, previous and the progressed steps', () => {
    expect(nextTab(nav, 'contact_info')?.name).toBe('employer_info');
    expect(nextTab(nav, 'review_info')).toBeUndefined();
    expect(previousTab(nav, 'contact_info')?.name).toBe('primary_info');
    expect(previousTab(nav, 'primary_info')).toBeUndefined();
    expect(progressedTabs(nav, 'employer_info')).toEqual(['primary_info', 'contact_info']);
    expect(progressedTabs(nav, 'unknown')).toEqual([]);
  });
});

describe('resumeTarget', () => {
  it('maps the contract spellings of saved tabs to routes', () => {
    expect(resumeTarget('benificiary_info')).toEqual({ path: '/enrollment/beneficiary-info' });
    expect(resumeTarget('aggrement_info')).toEqual({ path: '/enrollment/agreement-signature' });
    expect(resumeTarget('payment_info')).toEqual({ path: '/enrollment/billing-information' });
    expect(resumeTarget('health_info')).toEqual({ path: '/enrollment/health-questions' });
    expect(resumeTarget('cart_info')).toEqual({ path: '/cart', showQuotation: 'no' });
    expect(resumeTarget('beneficiary_info')).toBeUndefined();
  });
});
