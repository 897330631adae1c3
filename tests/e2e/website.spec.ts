import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { passAccessPage } from './support/entry';
import { dismissLocationBanner, stored } from './support/homes';

test.describe('website page, special host and identity parameters', () => {
  test('/website?group= shows the site, asks for the portal on Start Enrollment, then opens /home', async ({
    page,
  }) => {
    await page.goto('/website?group=acme');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Acme Manufacturing');
    // An applicant of a group's site goes home to the landing (the Home breadcrumb destination rule).
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
    ).toHaveAttribute('href', '/');
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

  test("the partner's visit is tracked before its landing is checked, then opens the store on the partner's portal", async ({
    page,
  }) => {
    const tracked = page.waitForRequest((r) => r.url().endsWith('/api/v1/track-elevate-traffic'));
    const checked = page.waitForRequest((r) => r.url().includes('/api/v1/validate-landing-page'));
    await page.goto('/website?group=elevate&id=ELV-42');
    const [track, check] = [await tracked, await checked];
    expect(track.postDataJSON()).toEqual({ enrollment_id: 'ELV-42' });
    expect(new URL(check.url()).searchParams.get('landing_page')).toBe('elevate');
    expect((await track.response())?.status()).toBe(200);
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('banner').getByText('Elevate Wellness Association').first()).toBeVisible();
    expect(await stored(page, 'portal_id')).toBe('501');
  });

  test('on the special host the Home breadcrumb is hidden and a group landing enrolls new group members', async ({
    page,
    baseURL,
  }) => {
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

  test("agent_id and group_id in the query fetch that rep's or group's info; another's id clears it", async ({
    page,
  }) => {
    await page.goto('/');
    await passAccessPage(page, 'AG1001');
    const infoCall = page.waitForResponse((r) => r.url().includes('/api/v1/get-agent-info-enroll'));
    await page.goto('/jordan?agent_id=1001');
    expect((await infoCall).status()).toBe(200);
    await dismissLocationBanner(page);
    expect(JSON.parse((await stored(page, 'repInfo'))!)).toMatchObject({
      name: 'Jordan Avery',
      phoneNumber: '4045550101',
    });

    // Sam Lee's id is not this session's: the server refuses it and the rep info is cleared.
    const refused = page.waitForResponse((r) => r.url().includes('/api/v1/get-agent-info-enroll'));
    await page.goto('/jordan?agent_id=1002');
    expect((await refused).status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Jordan Avery');
    expect(await stored(page, 'repInfo')).toBeNull();

    const groupCall = page.waitForResponse((r) => r.url().includes('/api/v1/get-group-info-enroll'));
    await page.goto('/jordan?group_id=2001');
    expect((await groupCall).status()).toBe(403); // a rep's storefront session carries no group
    expect(await stored(page, 'gname')).toBeNull();
  });
});
