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

describe('quote content', () => {
  it('escapes every user value in the HTML', () => {
    const html = quoteHtml({ name: '<script>alert(1)</script>', message: 'a & "b"', cart });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('a &amp; &quot;b&quot;');
    expect(html).toContain('Dental &lt;Plus&gt;');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });

  it('shows prices and totals as US dollars with cents', () => {
    const text = quoteText({ name: 'Pat', message: '', cart: { ...cart, initial_month_cost: 1234.5 } });
    expect(text).toContain('Dental <Plus>: $38.00 per month');
    expect(text).toContain('First month cost: $1,234.50');
  });
});
