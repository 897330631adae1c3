import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { stored } from './support/homes';

test.describe('website page and the special host', () => {
  test('/website?group= shows the site, asks for the portal on Start Enrollment, then opens /home', async ({ page }) => {
    await page.goto('/website?group=acme');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Acme Manufacturing');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Start Enrollment' }).click();
    await expect(page.getByRole('heading', { name: 'Choose Enrollment Portal' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please choose a platform')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Start Enrollment' }).click();
    await page.getByLabel('Enrollment portal', { exact: true }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('region', { name: 'Get Started' })).toBeVisible();
    expect(await stored(page, 'platform_group_id')).toMatch(/^\d+$/);
    expect(await stored(page, 'enroll_type')).toBe('new-group-member');
  });

  test("the partner's visit is tracked before its landing is checked", async ({ page }) => {
    const tracked = page.waitForRequest((r) => r.url().endsWith('/api/v1/track-elevate-traffic'));
    const checked = page.waitForRequest((r) => r.url().includes('/api/v1/validate-landing-page'));
    await page.goto('/website?group=elevate&id=ELV-42');
    const [track, check] = [await tracked, await checked];
    expect(track.postDataJSON()).toEqual({ enrollment_id: 'ELV-42' });
    expect(new URL(check.url()).searchParams.get('landing_page')).toBe('elevate');
    expect((await track.response())?.status()).toBe(200);
  });

  test('on the special host the Home breadcrumb is hidden and a group landing enrolls new group members', async ({ page, baseURL }) => {
    const port = new URL(baseURL!).port;
    await page.goto(`http://enroll.openenroll.test:${port}/website?group=acme`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Acme Manufacturing');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
    expect(await stored(page, 'enroll_type')).toBe('new-group-member');

    // Landing names stay in the path there (it is not looked up as a custom domain).
    await page.goto(`http://enroll.openenroll.test:${port}/jordan`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Jordan Avery');
    expect(await stored(page, 'enroll_type')).toBe('new-member');
  });
});
