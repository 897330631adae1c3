import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { apiData } from './support/api';
import { passAccessPage } from './support/entry';

interface Menu {
  list: { category: string; label: string }[];
}
interface Featured {
  result: { plan_name: string }[];
}

test.describe('the storefront home page', () => {
  test('after the access page, renders the menu, featured plans and theme that the database holds', async ({
    page,
    request,
  }) => {
    const cspErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
    });

    // The home page sits behind the access page (002 "Route guards"): AG1001 leads to Jordan's landing.
    const session = await apiData<{ token: string }>(request, 'validate-landing-page?landing_page=jordan');
    const menu = await apiData<Menu>(request, 'get-common-menu', session.token);
    const featured = await apiData<Featured>(request, 'get-featured-plans', session.token);
    expect(menu.list.length).toBeGreaterThan(1);

    await page.goto('/');
    await passAccessPage(page, 'AG1001');
    await expect(page).toHaveURL(/\/jordan$/);
    const host = new URL(page.url()).host;
    const theme = await apiData<{ key: string; value: string }[]>(
      request,
      `get-external-site-dynamic-information?site_domain=${encodeURIComponent(Buffer.from(host).toString('base64'))}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const isPhone = (page.viewportSize()?.width ?? 1280) < 768;
    if (isPhone) await page.getByRole('button', { name: /menu/i }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    for (const item of menu.list) await expect(nav.getByRole('link', { name: item.label, exact: true })).toBeVisible();

    const featuredSection = page.getByRole('region', { name: 'Featured plans' });
    for (const plan of featured.result)
      await expect(featuredSection.getByRole('heading', { name: plan.plan_name })).toBeVisible();

    const primary = theme.find((t) => t.key === 'primary_color')?.value;
    expect(primary).toMatch(/^#[0-9a-f]{6}$/i);
    await expect
      .poll(() =>
        page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--oe-color-primary').trim()),
      )
      .toBe(primary);
    expect(await page.evaluate(() => caches.has('fetch_color_cache'))).toBe(true);

    expect(cspErrors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('sends an unknown landing name to the 404 page', async ({ page }) => {
    await page.goto('/no-such-landing-xyz');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('OOPS! Page not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Homepage' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("shows a rep landing's access page with the rep from the database", async ({ page, request }) => {
    const landing = await apiData<{ data: { display_name: string } }>(
      request,
      'validate-landing-page?landing_page=jordan',
    );
    await page.goto('/jordan');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(landing.data.display_name);
    await expect(page.getByText('Please Enter Your Access Code, to access site')).toBeVisible();
  });

  test('answers deep links with the app and unknown API paths with the 404 envelope', async ({ request }) => {
    const html = await request.get('/jordan/enrollment/personal-info');
    expect(html.status()).toBe(200);
    expect(await html.text()).toContain('<div id="root">');
    const api = await request.get('/api/v1/no-such-call');
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ status: 'error', statusCode: 404 });
  });

  test('every file an entry route preloads from its Link header exists', async ({ request }) => {
    for (const route of ['/', '/plans', '/cart', '/enrollment/personal-info']) {
      const link = (await request.get(route)).headers()['link'] ?? '';
      const files = [...link.matchAll(/<(\/assets\/[^>]+)>/g)].map((m) => m[1]!);
      expect(files.length, route).toBeGreaterThan(0);
      for (const file of files) expect((await request.get(file)).status(), `${route} preloads ${file}`).toBe(200);
    }
  });
});
