import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { passAccessPage } from './support/entry';

/**
 * Issue 30 ("Reps and sites", decision 0320): staff create a rep in the console, and the new access
 * code and landing page then work for a visitor. Screens only. The rep's code and landing name are
 * new on each run and project (a rep added is seen by no other spec), so it runs with the shoppers'
 * specs and needs no clean-up.
 */

const STAFF = { email: 'staff@openenroll.example', password: 'demo-staff-pass' };

test('staff create a rep whose access code and landing page then work', async ({ page }, testInfo) => {
  const n = `${Date.now() % 1_000_000}${testInfo.project.name === 'phone' ? 1 : 2}`;
  const code = `QA${n}`;
  const landing = `qa-rep-${n}`;

  await page.goto('/admin');
  await page.getByLabel('E-mail address').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await nav.getByRole('button', { name: 'Reps', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Reps' })).toBeVisible();

  // The new rep enrolls through Jordan Avery's portals, read from his form.
  await page.getByRole('button', { name: 'Edit Jordan Avery' }).click();
  const jordan = page.getByRole('form', { name: 'Details' });
  const portals = await jordan.getByLabel(/^Portals/).inputValue();
  expect(portals).not.toBe('');

  await page.getByRole('button', { name: 'New rep' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'New rep' })).toBeFocused();
  const form = page.getByRole('form', { name: 'Details' });
  await form.getByLabel(/^First name/).fill('Riley');
  await form.getByLabel(/^Last name/).fill('Chen');
  await form.getByLabel(/^Access code/).fill(code);
  await form.getByLabel(/^Landing page name/).fill(landing);
  await form.getByLabel(/^E-mail/).fill('riley.chen@example.com');
  await form.getByLabel(/^Phone/).fill('4045550177');
  await form.getByLabel(/^Name shown on the landing page/).fill('Chen Family Benefits');
  await form.getByLabel(/^Tagline/).fill('Plans explained plainly');
  await form.getByLabel(/^Portals/).fill(portals);
  await form.getByLabel(/^Groups/).fill('2001');
  await form.getByRole('button', { name: 'Create rep' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Riley Chen' })).toBeVisible();
  // The new rep's panel opens with the heading focused (announced) and the saved values.
  await expect(page.getByRole('heading', { level: 3, name: 'Riley Chen' })).toBeFocused();
  await expect(page.getByRole('form', { name: 'Details' }).getByLabel(/^Access code/)).toHaveValue(code);
  await expect(
    page
      .getByRole('table', { name: /Reps, page/ })
      .getByRole('rowheader', { name: 'Riley Chen' })
      .first(),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The audit log names the creation.
  await nav.getByRole('button', { name: 'Audit log', exact: true }).click();
  await expect(page.getByText('Rep Riley Chen created').first()).toBeVisible();

  // A visitor with the new access code: the rep is confirmed, and the landing page opens with its texts.
  await page.context().clearCookies();
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto('/');
  await passAccessPage(page, code.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`/${landing}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find your benefits with Chen Family Benefits' }),
  ).toBeVisible();
  // The header's tagline shows from tablet width up (the phone header keeps to the name and menu).
  if ((page.viewportSize()?.width ?? 1280) >= 1024)
    await expect(page.getByText('Plans explained plainly').first()).toBeVisible();
});
