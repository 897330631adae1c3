import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildNavigation,
  DEFAULT_CUSTOM_TAB_ORDER,
  nextTab,
  previousTab,
  progressedTabs,
  resumeTarget,
  tabAsked,
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

describe('carrier pages in the navigation (issue 29)', () => {
  const builtIn = TAB_NAMES.map((tab_name, order) => ({ tab_name, required: 1, order }));
  const names = (tabs: DynamicTab[]) => buildNavigation(tabs).map((n) => n.name);

  it('goes just before the built-in step of its order, and before Review from any order', () => {
    const nav = names([
      ...builtIn,
      { tab_name: 'custom_late', required: true, order: 10, title: 'Late' },
      { tab_name: 'custom_nine', required: true, order: 9, title: 'Nine' },
      { tab_name: 'custom_default', required: true, order: DEFAULT_CUSTOM_TAB_ORDER, title: 'Default' },
      { tab_name: 'custom_first', required: true, order: 0, title: 'First' },
    ]);
    expect(nav.slice(0, 2)).toEqual(['custom_first', 'primary_info']);
    expect(nav.slice(-6)).toEqual([
      'billing_info',
      'custom_default',
      'agreement_info',
      'custom_late',
      'custom_nine',
      'review_info',
    ]);
  });

  it('leaves out a page whose condition is false over the context the server sent', () => {
    const page = (marital: unknown): DynamicTab => ({
      tab_name: 'custom_spouse',
      required: true,
      order: 7,
      visible_if: { '===': [{ var: 'primary_info.marital_status' }, 'M'] },
      context: { 'primary_info.marital_status': marital },
    });
    expect(tabAsked(page('M'))).toBe(true);
    expect(names([...builtIn, page('M')])).toContain('custom_spouse');
    expect(tabAsked(page('S'))).toBe(false);
    expect(tabAsked(page(null))).toBe(false);
    expect(names([...builtIn, page('S')])).not.toContain('custom_spouse');
    expect(tabAsked({ ...page('M'), required: false })).toBe(false);
  });

  it('keeps the built-in steps in their order, and Review last, for random carrier pages', () => {
    const custom = fc.record({
      tab_name: fc.constantFrom('custom_a', 'custom_b', 'custom_c'),
      required: fc.constant(true),
      order: fc.integer({ min: 0, max: 10 }),
    });
    fc.assert(
      fc.property(fc.array(custom, { maxLength: 6 }), fc.shuffledSubarray([...builtIn]), (pages, shuffled) => {
        const nav = names([...shuffled, ...pages]);
        expect(nav.filter((n) => !n.startsWith('custom_'))).toEqual(
          TAB_NAMES.filter((t) => shuffled.some((s) => s.tab_name === t)),
        );
        if (nav.includes('review_info')) expect(nav.at(-1)).toBe('review_info');
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
