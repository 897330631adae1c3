import { expect, type Page } from '@playwright/test';

/**
 * A new visitor at zip 30301: opens the default site (which stores its session), creates the
 * temporary enrollment through the API the welcome form uses, and keeps it as the app does
 * (tempId), past the access page.
 */
export async function startAsNewVisitor(page: Page): Promise<string> {
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('session_token'))).toBeTruthy();
  const token = await page.evaluate(() => localStorage.getItem('session_token'));
  const res = await page.request.post('/api/v1/add-filter-for-new-user', {
    headers: { Authorization: `Bearer ${token}` },
    data: { zip: '30301', dob: '05/05/1990', gender: 0, tier: 'IO' },
  });
  const body = (await res.json()) as { status: string; data: { temp_enrollment_id: string; token: string } };
  expect(body.status).toBe('success');
  // As the browser does: the tempId, and the session re-signed as the enrollment's starter.
  await page.evaluate(
    ([id, started]) => {
      localStorage.setItem('tempId', id!);
      localStorage.setItem('session_token', started!);
      localStorage.setItem('isRepAuthenticated', 'true');
    },
    [body.data.temp_enrollment_id, body.data.token],
  );
  return body.data.temp_enrollment_id;
}
