import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { restoreDraft, snapshotDraft, type DraftSnapshot } from './support/form-engine-utils';

/**
 * The staff console alone (issue 11): a carrier admin signs in, adds a field with a definition to
 * the draft, sees the live preview draw it with the server's messages, publishes with a note and
 * finds the version in the history. (The carrier-adds-fields-then-applicant-enrolls journey is
 * tests/e2e of the form engine.)
 */

const SUNFIELD = { email: 'sunfield.admin@openenroll.example', password: 'demo-carrier-pass' };

async function signIn(page: Page) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(SUNFIELD.email);
  await page.getByLabel('Password').fill(SUNFIELD.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Console sections' })).toBeVisible();
}

// What the test publishes is put back afterwards, so no later spec is asked for the carrier's field.
let personalDraft: DraftSnapshot | null = null;
test.beforeEach(async ({ request }) => {
  personalDraft = await snapshotDraft(request, 'primary_info');
});
test.afterEach(async ({ request }) => {
  if (personalDraft) await restoreDraft(request, personalDraft, 'admin-console e2e: put back');
});

test('a carrier admin adds a field, previews it, publishes with a note and sees it in the history', async ({ page }, testInfo) => {
  // One field per project run: both projects share the server's draft.
  const field = `sf_member_code_${testInfo.project.name}`;
  const note = `Sunfield asks for the member code (${testInfo.project.name})`;
  const label = `Sunfield member code ${testInfo.project.name}`;
  await signIn(page);
  await expect(page.getByText('Carrier admin, Sunfield Supplemental Insurance')).toBeVisible();
  expect(await page.evaluate(() => ({ session: sessionStorage.getItem('oe_staff_token') !== null, local: localStorage.getItem('oe_staff_token') }))).toEqual({ session: true, local: null });
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Add a field' }).click();
  const editor = page.getByRole('form', { name: 'Add a field' });
  await editor.getByLabel('Field name').fill(field);
  await editor.getByLabel('Required', { exact: true }).check();
  await editor.getByLabel('Label').fill(label);
  await editor.getByLabel('Pattern (regular expression)').fill('(a+)+$');
  await editor.getByRole('button', { name: 'Save to draft' }).click();
  // The server refuses a pattern that can backtrack without end, under the pattern input.
  await expect(editor.getByLabel('Pattern (regular expression)')).toHaveAttribute('aria-invalid', 'true');
  await editor.getByLabel('Pattern (regular expression)').fill('^[A-Z]{2}[0-9]{6}$');
  await editor.getByLabel('When it does not match the pattern').fill('Use two capital letters and six digits.');
  expect(await axeViolations(page)).toEqual([]);
  await editor.getByRole('button', { name: 'Save to draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved ${field} (Carrier 11) to the draft.` })).toBeVisible();

  const table = page.getByRole('table', { name: /Rules of Personal Information/ });
  const row = table.getByRole('row', { name: new RegExp(field) });
  await expect(row).toContainText(`${label} (text)`);
  await expect(row).toContainText('Carrier 11');

  // The preview draws the draft for a Sunfield plan with the wizard's renderer; the messages are the server's.
  const preview = page.getByTestId('admin-preview');
  const input = preview.getByLabel(label);
  await expect(input).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await input.fill('ab12');
  await expect(preview.getByText('Use two capital letters and six digits.')).toBeVisible();
  await input.fill('AB123456');
  await expect(preview.getByText('Use two capital letters and six digits.')).toHaveCount(0);
  await expect(input).not.toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('button', { name: 'Publish and history' }).click();
  await page.getByLabel('Note').fill(note);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const published = page.getByRole('status').filter({ hasText: /Published version \d+\./ });
  await expect(published).toBeVisible();
  const version = Number(/version (\d+)/.exec((await published.textContent()) ?? '')![1]);

  const history = page.getByRole('table', { name: /Published versions/ });
  const entry = history.getByRole('row', { name: new RegExp(`^${version}\\b`) });
  await expect(entry).toContainText(note);
  await expect(entry).toContainText(SUNFIELD.email);
  const added = page.getByRole('table', { name: `Added in version ${version}` });
  await expect(added.getByRole('row', { name: new RegExp(field) })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('oe_staff_token'))).toBeNull();
});
