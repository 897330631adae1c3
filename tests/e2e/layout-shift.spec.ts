import { expect, test, type Page } from '@playwright/test';
import { startAsNewVisitor } from './cart/cart-utils';

/**
 * Nothing on /, /plans and /cart moves once painted (CLS 0), whatever order the data
 * arrives in. A PerformanceObserver (layout-shift, buffered) sums every shift not caused by input
 * while the page loads; one API family at a time is held back, so each placeholder is drawn and
 * then replaced by its data. A check of layout, not of timing: the delays only fix an order.
 */

interface Shift {
  value: number;
  sources: string[];
}

/** API families that fill separate parts of the page; each order holds one of them back. */
const ORDERS = {
  'listing data last': /get-filtered-plans|get-plan-cart|get-featured-plans/,
  'filters, menu, cart count and theme last':
    /get-left-side-filter-fields|get-enrollment-temp-info|get-common-menu|get-cart-(count|amount|effective-dates)|get-external-site-dynamic-information|check-lead-information/,
} as const;

const ROUTES = [
  {
    path: '/',
    ready: (page: Page) =>
      page.getByRole('region', { name: 'Featured plans' }).getByRole('heading', { level: 3 }).first(),
  },
  { path: '/plans', ready: (page: Page) => page.getByRole('article').first() },
  { path: '/cart', ready: (page: Page) => page.getByRole('list', { name: 'Plans in your cart' }) },
] as const;

async function observeShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    const describe = (node: Node | null) =>
      node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      }[]) {
        if (!entry.hadRecentInput)
          shifts.push({ value: entry.value, sources: entry.sources.map((s) => describe(s.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test.describe('layout shift while data arrives', () => {
  test('/, /plans and /cart do not move in either data-arrival order', async ({ page }) => {
    await startAsNewVisitor(page);
    // One plan in the cart, so /cart draws its lines and costs.
    const tempId = await page.evaluate(() => localStorage.getItem('tempId'));
    const token = await page.evaluate(() => localStorage.getItem('session_token'));
    const headers = { Authorization: `Bearer ${token}` };
    const pricing = await (
      await page.request.get(`/api/v1/get-plan-pricing-detail?pid=132&enrollment_id=${tempId}`, { headers })
    ).json();
    const add = await page.request.post('/api/v1/add-plan-to-cart', {
      headers,
      data: { enrollment_id: tempId, plan_id: 132, plan_pricing_id: pricing.data.plans[0].ppid },
    });
    expect(add.ok()).toBe(true);
    await observeShifts(page);

    for (const [order, late] of Object.entries(ORDERS)) {
      await page.route(late, async (route) => {
        await new Promise((r) => setTimeout(r, 700));
        await route.fallback();
      });
      for (const { path, ready } of ROUTES) {
        await page.goto(path);
        await expect(ready(page)).toBeVisible();
        await page.waitForLoadState('networkidle');
        const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
        expect.soft(shifts, `layout shifts on ${path} (${order})`).toEqual([]);
      }
      await page.unroute(late);
    }
  });
});
