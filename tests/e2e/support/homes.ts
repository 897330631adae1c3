import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The demo rep's sign-in (demo-data.md). */
export const DEMO_REP = { email: 'jordan.avery@example.com', password: 'demo-rep-pass' } as const;

/** Answers the current-member table's sign-in prompt. */
export async function signInOnPrompt(page: Page, creds: { email: string; password: string } = DEMO_REP): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in to see your members' })).toBeVisible();
  await page.getByLabel('E-mail').fill(creds.email);
  await page.getByLabel('Password').fill(creds.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Dismisses the location banner when it shows, so it cannot cover what a test clicks. */
export async function dismissLocationBanner(page: Page): Promise<void> {
  const banner = page.getByRole('region', { name: 'Location' });
  if (await banner.isVisible().catch(() => false)) await banner.getByRole('button', { name: "Don't Allow" }).click();
}

/** One stored browser value (test-side read of what the app kept). */
export function stored(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

/** A column of a temporary enrollment, read through the API with the page's own session token. */
export async function tempInfo(request: APIRequestContext, page: Page, column: string): Promise<unknown> {
  const [id, token] = [await stored(page, 'tempId'), await stored(page, 'session_token')];
  const res = await request.get(`/api/v1/get-enrollment-temp-info?enrollment_id=${id}&column=${column}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { status: string; data: { result: unknown } };
  expect(body.status).toBe('success');
  return body.data.result;
}
