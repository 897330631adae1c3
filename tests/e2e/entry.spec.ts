import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { enterRepCode, passAccessPage } from './support/entry';

test.describe('site entry and access codes', () => {
  test('default site: access page, AG1001 confirmation, age choice, then the rep home', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Please Enter Your Access Code, to access site' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0); // header hidden on the access page
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Field is required' })).toBeVisible();
    await enterRepCode(page, 'AG9999');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid Rep Access Code' })).toBeVisible();
    await page.getByLabel('Rep Access Code').fill('AG1001');
    await expect(page.getByText('Invalid Rep Access Code')).toHaveCount(0); // typing clears the error
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByText('Jordan Avery')).toBeVisible();
    await expect(page.getByText('AG1001')).toBeVisible();
    await expect(page.getByText('jordan.avery@example.com')).toBeVisible();
    await expect(page.getByText('(404) 555-0101')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('Rep Access Code')).toBeVisible();
    await enterRepCode(page, 'AG1001');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { name: 'What is your age?' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Under 65' }).click();

    await expect(page).toHaveURL(/\/jordan$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Jordan Avery');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Over 65' })).toHaveAttribute('aria-checked', 'false');
  });

  test('GRP2001 from the footer popup goes to the group landing with the age choice', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Employee Enrollment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Employee Enrollment' });
    await dialog.getByLabel('Group Enrollment Code').fill('NOPE');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Invalid Group Enrollment Code')).toBeVisible();
    await dialog.getByLabel('Group Enrollment Code').fill('GRP2001');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('The company that you will be enrolling under is Acme Manufacturing')).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes' }).click();

    await expect(page).toHaveURL(/\/acme$/);
    await page.getByRole('button', { name: 'Under 65' }).click();
    const banner = page.getByRole('banner');
    await expect(banner.getByText('1450 Foundry Way NW, Atlanta, GA 30318')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Acme Manufacturing');
  });

  test('AG1003 and GRP2003 have no landing url: landing-config-error pages', async ({ page }) => {
    await page.goto('/');
    await enterRepCode(page, 'AG1003');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/landing-config-error\/Agent\/landingPage$/);
    await expect(
      page.getByRole('heading', { name: 'OOPS! Landing url is not configured for this Agent' }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to Homepage' }).click();
    await expect(page.getByText('Please Enter Your Access Code, to access site')).toBeVisible();

    await page.getByRole('button', { name: 'Employee Enrollment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Employee Enrollment' });
    await dialog.getByLabel('Group Enrollment Code').fill('GRP2003');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/landing-config-error\/Group\/landingPage$/);
    await expect(
      page.getByRole('heading', { name: 'OOPS! Landing url is not configured for this Group' }),
    ).toBeVisible();
  });

  test('a valid referral shows who referred, an invalid or missing one goes to 404', async ({ page }) => {
    await page.goto('/referrals?rid=RF5001');
    await expect(page.getByText('(Referred By: Jordan Avery)')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured plans' })).toBeVisible();

    await page.goto('/referrals?rid=RF0000');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'OOPS! Page not found' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/referrals');
    await expect(page).toHaveURL(/\/404$/);
  });

  test('a custom domain opens its group storefront at /home', async ({ page, baseURL }) => {
    const port = new URL(baseURL!).port;
    await page.goto(`http://benefits.acme.test:${port}/`);
    await expect(page).toHaveURL(new RegExp(`benefits\\.acme\\.test:${port}/home$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Acme Manufacturing');
  });

  test('Not My Site clears everything and starts over at the access page', async ({ page }) => {
    await page.goto('/');
    await passAccessPage(page, 'AG1001', 'Over 65');
    await expect(page).toHaveURL(/\/jordan$/);
    await expect(page.getByRole('switch', { name: 'Over 65' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: 'Not My Site' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Please Enter Your Access Code, to access site')).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k !== 'deviceId'))).toEqual(
      expect.not.arrayContaining(['isRepAuthenticated', 'over65', 'agent_code', 'tempId']),
    );
    await page.reload();
    await expect(page.getByText('Please Enter Your Access Code, to access site')).toBeVisible();
  });

  test('the age toggle asks first: No keeps the switch, Yes applies and refreshes the menu', async ({ page }) => {
    await page.goto('/');
    await passAccessPage(page, 'AG1001');
    const toggle = page.getByRole('switch', { name: 'Over 65' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');

    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Change age group' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toggle).toBeFocused(); // focus goes back to the switch

    const menuCall = page.waitForResponse((r) => r.url().includes('/api/v1/get-common-menu'));
    await toggle.click();
    await page.getByRole('dialog', { name: 'Change age group' }).getByRole('button', { name: 'Yes' }).click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    const menu = await menuCall;
    expect(menu.request().headers().authorization).toMatch(/^Bearer /);
    const token = menu.request().headers().authorization!.slice(7);
    expect(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).over65).toBe(true);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
