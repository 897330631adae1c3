import { describe, expect, it } from 'vitest';
import { escapeHtml, quoteHtml, quoteText } from './quote-content';

const cart = {
  result: [
    {
      plan_id: 1,
      plan_name: 'Dental <Plus>',
      plan_logo: null,
      price: 38,
      removable: 1 as const,
      plan_pricing_id: 9,
      paycheck: null,
    },
  ],
  initial_month_cost: 38,
  recurring_month_cost: 38,
  special_message: null,
};
const about = {
  coverage: { tier: 'Member + Spouse', effectiveDate: '12/01/2026', chosen: false },
  storefrontUrl: 'https://benefits.example/jordan',
};

describe('quote content', () => {
  it('escapes every user value in the HTML', () => {
    const html = quoteHtml({ name: '<script>alert(1)</script>', message: 'a & "b"', cart, ...about });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('a &amp; &quot;b&quot;');
    expect(html).toContain('Dental &lt;Plus&gt;');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });

  it('shows prices and totals as US dollars with cents', () => {
    const text = quoteText({ name: 'Pat', message: '', cart: { ...cart, initial_month_cost: 1234.5 }, ...about });
    expect(text).toContain('Dental <Plus>: $38.00 per month');
    expect(text).toContain('First month cost: $1,234.50');
  });

  it('names the tier and the effective date, and links back to the plans on the storefront it was made on', () => {
    const text = quoteText({ name: 'Pat', message: '', cart, ...about });
    expect(text).toContain('Coverage tier: Member + Spouse');
    expect(text).toContain('Coverage can start 12/01/2026');
    expect(text).toContain('Dental <Plus>: $38.00 per month (https://benefits.example/jordan/plan/1)');
    expect(text).toContain('See these plans and enroll: https://benefits.example/jordan/plans');
    const chosen = quoteText({
      name: 'Pat',
      message: '',
      cart,
      ...about,
      coverage: { ...about.coverage, chosen: true },
    });
    expect(chosen).toContain('Coverage starts 12/01/2026');
    const html = quoteHtml({ name: 'Pat', message: '', cart, ...about });
    expect(html).toContain('<a href="https://benefits.example/jordan/plans">See these plans and enroll</a>');
    expect(html).toContain('Coverage tier: Member + Spouse<br>Coverage can start 12/01/2026');
  });
});
