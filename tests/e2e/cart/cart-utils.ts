import { expect, type Page } from '@playwright/test';
import { MESSAGES, shopHouseStore } from '../../../schemas/messages';
import { dismissLocationBanner } from '../support/homes';
import { submitGetStarted } from '../support/journey-steps';

/**
 * A new visitor at zip 30301, through the screens: the access page's house store (no code), Under 65,
 * then Get Started (Male, Member Only, 05/05/1990), which starts the temporary enrollment and opens the
 * plans. Answers the enrollment's id as the app keeps it (tempId).
 */
export async function startAsNewVisitor(page: Page): Promise<string> {
  await enterHouseStore(page);
  await submitGetStarted(page, { gender: 'Male', tier: 'Member Only', dob: '05051990' });
  await expect(page).toHaveURL(/\/plans$/);
  let tempId: string | null = null;
  await expect
    .poll(async () => (tempId = await page.evaluate(() => localStorage.getItem('tempId'))))
    .toMatch(/^[0-9a-f]{32}$/);
  return tempId!;
}

/** A visitor without a code: the access page's house store and Under 65, nothing filled in yet. */
export async function enterHouseStore(page: Page): Promise<void> {
  await page.goto('/');
  await page
    .getByRole('region', { name: MESSAGES.noAccessCode })
    .getByRole('button', { name: shopHouseStore('OpenEnroll Benefits') })
    .click();
  await page.getByRole('button', { name: 'Under 65' }).click();
  await expect(page.getByRole('banner')).toBeVisible();
  await dismissLocationBanner(page);
}
