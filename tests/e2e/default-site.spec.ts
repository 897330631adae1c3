import { expect, test, type Page } from '@playwright/test';
import { MESSAGES, shopHouseStore } from '../../schemas/messages';
import { axeViolations } from './support/axe';
import { passAccessPage } from './support/entry';
import { dismissLocationBanner } from './support/homes';

/**
 * The default site for a consumer (issue 26, item 1): the house agency's code (AG1000, README) and
 * no code at all both lead to the plans through Get Started, driven through the screens only.
 */

/** Get Started as the consumer fills it (30301, Male, Member Only, 05/15/1990), then the plans. */
async function getStartedToPlans(page: Page): Promise<void> {
  await dismissLocationBanner(page);
  const form = page.getByRole('region', { name: 'Get Started' });
  await form.getByLabel('Zip code').fill('30301');
  await form.getByLabel('Gender').selectOption({ label: 'Male' });
  await form.getByLabel('Tier').selectOption({ label: 'Member Only' });
  await form.getByLabel('Date of birth').pressSequentially('05151990');
  const filter = page.waitForResponse((r) => r.url().includes('/api/v1/add-filter-for-new-user'));
  await form.getByRole('button', { name: 'Submit' }).click();
  expect((await filter).status()).toBe(200);
  await expect(page).toHaveURL(/\/plans$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('the default site for a consumer', () => {
  test('the house agency code AG1000, Under 65, then Get Started reaches the plans', async ({ page }) => {
    await page.goto('/');
    await passAccessPage(page, 'AG1000');
    await expect(page).toHaveURL(/\/store$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('OpenEnroll Benefits');
    await getStartedToPlans(page);
  });

  test('without a code, the access page offers the house store; the age choice, then Get Started reaches the plans', async ({
    page,
  }, info) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: MESSAGES.accessCodePrompt })).toBeVisible();
    const house = page.getByRole('region', { name: MESSAGES.noAccessCode });
    await expect(house).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: info.outputPath(`access-house-store-${info.project.name}.png`), fullPage: true });
    await house.getByRole('button', { name: shopHouseStore('OpenEnroll Benefits') }).click();
    await expect(page.getByRole('heading', { name: MESSAGES.agePrompt })).toBeVisible();
    await page.getByRole('button', { name: 'Under 65' }).click();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('OpenEnroll Benefits');
    await getStartedToPlans(page);
  });

  test("a rep's own landing asks for the code only: no house store there", async ({ page }) => {
    await page.goto('/jordan');
    await expect(page.getByRole('heading', { name: MESSAGES.accessCodePrompt })).toBeVisible();
    await expect(page.getByRole('region', { name: MESSAGES.noAccessCode })).toHaveCount(0);
  });
});
