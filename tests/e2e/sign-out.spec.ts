import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../../schemas/messages';
import { axeViolations } from './support/axe';
import { enterWithAcmeCode, passAccessPage } from './support/entry';
import { dismissLocationBanner, signInOnPrompt, stored } from './support/homes';

/**
 * Issue 26, items 11 and 15: a signed-in rep (and group administrator) has a link to their home and
 * Sign out in the header, by keyboard on desktop and phone; signing out ends the session on the
 * server, so the member list is no longer reachable, not even with the token the browser had.
 */

const header = (page: Page) => page.getByRole('banner');

/** Signs out with the keyboard from the home link (Tab moves on to Sign out, Enter presses it). */
async function signOutByKeyboard(page: Page, homeLabel: string): Promise<void> {
  const home = header(page).getByRole('link', { name: homeLabel });
  await home.focus();
  await page.keyboard.press('Tab');
  const signOut = header(page).getByRole('button', { name: MESSAGES.signOut });
  await expect(signOut).toBeFocused();
  await page.keyboard.press('Enter');
}

test('a signed-in rep goes home and signs out from the header; the member list is gone, the token refused', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await passAccessPage(page, 'AG1001');
  await expect(page).toHaveURL(/\/jordan$/);
  // Not signed in yet: no Sign out.
  await expect(header(page).getByRole('button', { name: MESSAGES.signOut })).toHaveCount(0);

  await page.goto('/jordan/agent-select-member');
  await dismissLocationBanner(page);
  await signInOnPrompt(page);
  await expect(page.getByRole('table')).toBeVisible();
  const token = await stored(page, 'session_token');

  // The header now leads home, by keyboard: focus the link, Enter follows it.
  const home = header(page).getByRole('link', { name: MESSAGES.repHome });
  await expect(home).toBeVisible();
  await expect(header(page).getByRole('button', { name: MESSAGES.signOut })).toBeVisible();
  await home.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/jordan\/agent-home$/);
  await expect(page.getByRole('button', { name: /Current Member/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  await signOutByKeyboard(page, MESSAGES.repHome);
  // Back at the storefront's access page, with nothing of the sign-in left in the header.
  await expect(page.getByText(MESSAGES.accessCodePrompt)).toBeVisible();
  await expect(header(page).getByRole('link', { name: MESSAGES.repHome })).toHaveCount(0);

  // The member list is no longer reachable: not on screen, and not with the old token either.
  await page.goto('/jordan/agent-select-member');
  await expect(page.getByText(MESSAGES.accessCodePrompt)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const res = await request.get('/api/v1/get-agent-members', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(401);
  expect(await res.json()).toMatchObject({ status: 'error', statusCode: 401 });
});

test('a signed-in group administrator gets the group home link and Sign out', async ({ page, request }) => {
  await enterWithAcmeCode(page);
  await expect(page).toHaveURL(/\/acme$/);

  await page.goto('/acme/group-select-member');
  await dismissLocationBanner(page);
  await signInOnPrompt(page, { email: 'hr@acme.example.com', password: 'demo-group-pass' });
  await expect(page.getByRole('table')).toBeVisible();
  const token = await stored(page, 'session_token');

  await header(page).getByRole('link', { name: MESSAGES.groupHome }).click();
  await expect(page).toHaveURL(/\/acme\/group-home$/);
  // The new page's heading takes focus once it shows (the route loads lazily); only then is the
  // keyboard's place known, so the header link is focused after it, not raced by it.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await signOutByKeyboard(page, MESSAGES.groupHome);
  await expect(page.getByText(MESSAGES.accessCodePrompt)).toBeVisible();
  const res = await request.get('/api/v1/get-group-users', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(401);
});
