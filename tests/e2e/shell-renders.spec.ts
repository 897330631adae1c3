import { expect, test, type Page } from '@playwright/test';
import { startAsNewVisitor } from './cart/cart-utils';

/**
 * The storefront shell renders for its own data only: loading /, /plans or /cart, the header and
 * the footer render once per answer they show (menu, cart count and amount, configuration, ticket
 * link, footer plan), not once per answer any part of the page receives. React's commits are
 * counted through the DevTools hook (the production build calls it too), which a test installs
 * before the app loads: for every commit, the function components that rendered in it (a fiber
 * that was worked on, not the one left from the previous commit, with React's PerformedWork flag).
 * The header, the footer and the shell's frame are told apart by the element they render first
 * (names are minified). A count, not a timing: it does not depend on the machine's load.
 */

interface RenderCounts {
  commits: number;
  renders: number;
  header: number;
  footer: number;
  frame: number;
}

async function countRenders(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface Fiber {
      tag: number;
      flags: number;
      child: Fiber | null;
      sibling: Fiber | null;
      memoizedProps: { className?: unknown } | null;
    }
    const counts: RenderCounts = { commits: 0, renders: 0, header: 0, footer: 0, frame: 0 };
    (window as unknown as { __renders: RenderCounts }).__renders = counts;
    const PERFORMED_WORK = 1;
    const COMPONENT_TAGS = new Set([0, 1, 11, 15]); // function, class, forwardRef, simple memo
    const HOST_COMPONENT = 5;
    const LABELS: Record<string, 'header' | 'footer' | 'frame'> = {
      'oe-header': 'header',
      'oe-footer': 'footer',
      'oe-shell': 'frame',
    };
    const labelOf = (fiber: Fiber) => {
      const first = fiber.child;
      const className = first?.tag === HOST_COMPONENT ? first.memoizedProps?.className : undefined;
      return typeof className === 'string' ? LABELS[className.split(' ')[0] ?? ''] : undefined;
    };
    let previous = new WeakSet<Fiber>();
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers: new Map(),
      supportsFiber: true,
      isDisabled: false,
      inject() {
        return 1;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      setStrictMode() {},
      onCommitFiberRoot(_id: number, root: { current: Fiber }) {
        counts.commits += 1;
        const tree = new WeakSet<Fiber>();
        const stack = [root.current];
        for (let fiber = stack.pop(); fiber; fiber = stack.pop()) {
          tree.add(fiber);
          // A fiber React did not visit in this commit is the same object as after the last one.
          if (COMPONENT_TAGS.has(fiber.tag) && !previous.has(fiber) && fiber.flags & PERFORMED_WORK) {
            counts.renders += 1;
            const label = labelOf(fiber);
            if (label) counts[label] += 1;
          }
          if (fiber.sibling) stack.push(fiber.sibling);
          if (fiber.child) stack.push(fiber.child);
        }
        previous = tree;
      },
    };
  });
}

const ROUTES = [
  {
    path: '/',
    ready: (page: Page) =>
      page.getByRole('region', { name: 'Featured plans' }).getByRole('heading', { level: 3 }).first(),
  },
  { path: '/plans', ready: (page: Page) => page.getByRole('article').first() },
  { path: '/cart', ready: (page: Page) => page.getByRole('list', { name: 'Plans in your cart' }) },
] as const;

test('the shell renders per answer it shows, not per answer the page receives', async ({ page }) => {
  await startAsNewVisitor(page);
  // One plan in the cart, so /cart draws its lines and the header its count and amount.
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
  await countRenders(page);

  for (const { path, ready } of ROUTES) {
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    await expect(page.locator('.oe-header__cart-amount')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    const counts = await page.evaluate(() => (window as unknown as { __renders: RenderCounts }).__renders);
    console.log(`${path}: ${JSON.stringify(counts)}`);
    expect(counts.commits, `commits on ${path}`).toBeGreaterThan(0);
    expect.soft(counts.header, `header renders on ${path}`).toBeLessThanOrEqual(3);
    expect.soft(counts.footer, `footer renders on ${path}`).toBeLessThanOrEqual(3);
    expect.soft(counts.frame, `shell frame renders on ${path}`).toBeLessThanOrEqual(3);
  }
});
