import { expect, type Page } from '@playwright/test';
import { TIERS, type TierCode } from '../../../schemas/categories';
import { passAccessPage } from './entry';
import { dismissLocationBanner } from './homes';
import { submitGetStarted } from './journey-steps';

export interface QuoteDetails {
  zip?: string;
  tier?: TierCode;
}

/**
 * Opens Jordan Avery's storefront (rep AG1001) and starts a quote through its Get Started form (a man
 * born 03/15/1986, Member Only at 30301 unless given), as a visitor with the rep's code does; answers
 * the enrollment id and the session token the app kept.
 */
export async function startQuote(page: Page, details: QuoteDetails = {}): Promise<{ tempId: string; token: string }> {
  await page.goto('/');
  await passAccessPage(page, 'AG1001');
  await expect(page).toHaveURL(/\/jordan$/);
  await dismissLocationBanner(page);
  const tier = TIERS.find((t) => t.code === (details.tier ?? 'IO'))!.label;
  await submitGetStarted(page, { gender: 'Male', tier, dob: '03151986', zip: details.zip });
  await expect(page).toHaveURL(/\/jordan\/plans/);
  const kept = () => page.evaluate(() => [localStorage.getItem('tempId'), localStorage.getItem('session_token')]);
  await expect.poll(async () => (await kept())[0]).toMatch(/^[0-9a-f]{32}$/);
  const [tempId, token] = await kept();
  return { tempId: tempId!, token: token! };
}

/** Opens a plan's detail page in Jordan's storefront. */
export async function openPlan(page: Page, planId: number): Promise<void> {
  await page.goto(`/jordan/plan/${planId}/plan`);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
}
