import { expect, type Page } from '@playwright/test';
import { dismissLocationBanner } from './homes';

/** Types a rep access code on the access page (or its popup) and submits it. */
export async function enterRepCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Rep Access Code').fill(code);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** Passes the access page with a rep code: confirm the rep, then choose the age group. */
export async function passAccessPage(
  page: Page,
  code: string,
  age: 'Under 65' | 'Over 65' = 'Under 65',
): Promise<void> {
  await expect(page.getByText('Please Enter Your Access Code, to access site')).toBeVisible();
  await enterRepCode(page, code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'What is your age?' })).toBeVisible();
  await page.getByRole('button', { name: age }).click();
}

/** Opens the phone menu when the viewport folds it away. */
export async function openMenuOnPhone(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 1280) < 1024)
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
}

/** The footer's Employee Enrollment with Acme's code GRP2001, confirmed: Acme's storefront, then 'Under 65'. */
export async function enterWithAcmeCode(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Employee Enrollment' }).click();
  const entry = page.getByRole('dialog', { name: 'Employee Enrollment' });
  await entry.getByLabel('Group Enrollment Code').fill('GRP2001');
  await entry.getByRole('button', { name: 'Submit' }).click();
  await entry.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/acme$/);
  await page.getByRole('button', { name: 'Under 65' }).click();
}

/** Rep Jordan Avery's code AG1001 on the access page, then the rep home (not signed in yet). */
export async function openJordansHome(page: Page): Promise<void> {
  await page.goto('/');
  await passAccessPage(page, 'AG1001');
  await expect(page).toHaveURL(/\/jordan$/);
  await page.goto('/jordan/agent-home');
  await dismissLocationBanner(page);
}
