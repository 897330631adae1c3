import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { passAccessPage } from './entry';

export interface QuoteDetails {
  zip?: string;
  dob?: string;
  gender?: string;
  tier?: 'IO' | 'IS' | 'IC' | 'IF';
}

/**
 * Opens Jordan Avery's storefront (rep AG1001) and starts a quote for it the way the quote form
 * does (POST /add-filter-for-new-user with the page's own session), keeping the temp enrollment id
 * as the browser does; answers the id and the session token.
 */
export async function startQuote(
  page: Page,
  request: APIRequestContext,
  details: QuoteDetails = {},
): Promise<{ tempId: string; token: string }> {
  await page.goto('/');
  await passAccessPage(page, 'AG1001');
  await expect(page).toHaveURL(/\/jordan$/);
  // The storefront stores its session once the access page's age choice has been applied.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const handle = await page.waitForFunction(() => window.localStorage.getItem('session_token'));
  const token = (await handle.jsonValue()) as string;
  const res = await request.post('/api/v1/add-filter-for-new-user', {
    headers: { Authorization: `Bearer ${token}` },
    data: { zip: '30301', dob: '03/15/1986', gender: '0', tier: 'IO', eprocess: 'rep', ...details },
  });
  const body = (await res.json()) as { status: string; data: { temp_enrollment_id: string } };
  if (body.status !== 'success') throw new Error(`add-filter-for-new-user answered ${JSON.stringify(body)}`);
  await page.evaluate((id) => window.localStorage.setItem('tempId', id), body.data.temp_enrollment_id);
  return { tempId: body.data.temp_enrollment_id, token };
}

/** Opens a plan's detail page in Jordan's storefront. */
export async function openPlan(page: Page, planId: number): Promise<void> {
  await page.goto(`/jordan/plan/${planId}/plan`);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
}
