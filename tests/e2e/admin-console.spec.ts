import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import {
  ADMIN_TOKEN,
  draftOf,
  publishDraft,
  restoreDraft,
  snapshotDraft,
  type DraftSnapshot,
} from './support/form-engine-utils';

/**
 * The staff console alone: a carrier admin signs in, adds a field with a definition to
 * the draft, sees the live preview draw it with the server's messages, publishes with a note and
 * finds the version in the history; makes a field a follow-up of a yes/no question and sees the
 * preview ask it only after Yes; removes the last rule of a tab. (The carrier-adds-fields-then-
 * applicant-enrolls journey is tests/e2e of the form engine.)
 */

const SUNFIELD = { email: 'sunfield.admin@openenroll.example', password: 'demo-carrier-pass' };
/** Plan 191 as the console names it. */
const PLAN_191 = 'Sunfield Critical Illness 20k (plan 191)';

async function signIn(page: Page) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(SUNFIELD.email);
  await page.getByLabel('Password').fill(SUNFIELD.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Console sections' })).toBeVisible();
}

async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
}

/** Add a field: name, label and widget typed into the editor, which it answers (not yet saved). */
async function startField(page: Page, name: string, label: string, widget: string) {
  await page.getByRole('button', { name: 'Add a field' }).click();
  const editor = page.getByRole('form', { name: 'Add a field' });
  await editor.getByLabel('Field name').fill(name);
  await editor.getByLabel('Label', { exact: true }).fill(label);
  await editor.getByLabel('Widget').selectOption(widget);
  return editor;
}

// What the test publishes (and the custom tab it adds) is put back afterwards, so no later spec is asked for the carrier's fields.
let personalDraft: DraftSnapshot | null = null;
test.beforeAll(async ({ request }) => {
  // A version before the test's own: with none, a carrier admin's first publish would publish the
  // draft (the test's field included) as version 1 and their own version would then change nothing.
  const headers = { Authorization: `Bearer ${ADMIN_TOKEN}` };
  const versions = (await (await request.get('/api/v1/admin/form-field-rules/versions', { headers })).json()) as {
    data: { versions: unknown[] };
  };
  if (versions.data.versions.length === 0) await publishDraft(request, ADMIN_TOKEN, 'Initial rules');
});
test.beforeEach(async ({ request }) => {
  personalDraft = await snapshotDraft(request, 'primary_info');
});
test.afterEach(async ({ request }) => {
  if (personalDraft) await restoreDraft(request, personalDraft, 'admin-console e2e: put back');
});

test('a carrier admin adds a field, previews it, publishes with a note and sees it in the history', async ({
  page,
  request,
}, testInfo) => {
  // One field per project run: both projects share the server's draft.
  const field = `sf_member_code_${testInfo.project.name}`;
  const note = `Sunfield asks for the member code (${testInfo.project.name})`;
  const label = `Sunfield member code ${testInfo.project.name}`;
  await signIn(page);
  await expect(page.getByText('Carrier admin, Sunfield Supplemental Insurance')).toBeVisible();
  expect(
    await page.evaluate(() => ({
      session: sessionStorage.getItem('oe_staff_token') !== null,
      local: localStorage.getItem('oe_staff_token'),
    })),
  ).toEqual({ session: true, local: null });
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
  await page
    .getByRole('dialog', { name: /^Publish version \d+\?$/ })
    .getByRole('button', { name: /^Publish version \d+$/ })
    .click();
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

  const token = await page.evaluate(() => sessionStorage.getItem('oe_staff_token'));
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('oe_staff_token'))).toBeNull();
  // Signed out on the server too (issue 26, item 15): the token the tab held is refused.
  const me = await request.get('/api/v1/admin/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
});

test('a carrier admin makes a follow-up of a yes/no question, the preview asks it only after Yes, and the last rule of a tab can be removed', async ({
  page,
  request,
}, testInfo) => {
  const name = `sf_habits_${testInfo.project.name}`;
  const tab = `custom_${name}`;
  await signIn(page);

  // A question page of the carrier's own, so its rules are the tab's only ones.
  await openSection(page, 'Custom tabs');
  await page.getByRole('button', { name: 'Add a custom tab' }).click();
  const tabEditor = page.getByRole('form', { name: 'Add a custom tab' });
  await tabEditor.getByLabel('Tab name (after custom_)').fill(name);
  await tabEditor.getByLabel('Title').fill('Health habits');
  await tabEditor.getByRole('button', { name: 'Save to draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved the tab ${tab} to the draft.` })).toBeVisible();

  await openSection(page, 'Fields');
  await page.getByRole('form', { name: 'Tab and scope' }).getByLabel('Tab', { exact: true }).selectOption(tab);
  await expect(page.getByText('No rules for this tab and scope yet.')).toBeVisible();
  let editor = await startField(page, 'tobacco', 'Have you used tobacco in the last year?', 'yes_no');
  await editor.getByRole('button', { name: 'Save to draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved tobacco (Carrier 11) to the draft.' })).toBeVisible();

  editor = await startField(page, 'packs', 'How many packs a day?', 'number');
  const followUp = editor.getByRole('group', { name: 'Ask only when' });
  // Keyboard: from the help text, Tab reaches the question; the arrow keys choose it.
  await editor.getByLabel('Help text').focus();
  await page.keyboard.press('Tab');
  const question = followUp.getByLabel('Question');
  await expect(question).toBeFocused();
  await question.selectOption({ label: 'Have you used tobacco in the last year? (tobacco)' });
  const answer = followUp.getByLabel('Has the answer');
  await expect(answer.locator('option')).toHaveText(['Choose an answer', 'Yes', 'No']);
  // No answer yet: said under the answer, linked to it.
  await editor.getByRole('button', { name: 'Save to draft' }).click();
  await expect(answer).toHaveAttribute('aria-invalid', 'true');
  await expect(answer).toHaveAccessibleDescription(/Choose or type the answer that asks this field/);
  await answer.selectOption('yes');
  expect(await axeViolations(page)).toEqual([]);
  await editor.getByRole('button', { name: 'Save to draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved packs (Carrier 11) to the draft.' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Rules of Health habits' });
  await expect(table.getByRole('row', { name: /^packs/ })).toContainText('Follow-up of tobacco = yes');
  await expect(table.getByRole('row', { name: /^tobacco/ })).toContainText('Always');

  // The preview (the wizard's StepRenderer, the server's descriptors) asks packs only while tobacco is Yes.
  const preview = page.getByTestId('admin-preview');
  const tobacco = preview.getByRole('group', { name: /Have you used tobacco in the last year\?/ });
  await expect(tobacco).toBeVisible();
  await expect(preview.getByLabel(/How many packs a day/)).toHaveCount(0);
  await tobacco.getByLabel('Yes').check();
  await expect(preview.getByLabel(/How many packs a day/)).toBeVisible();
  await tobacco.getByLabel('No').check();
  await expect(preview.getByLabel(/How many packs a day/)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // Removing packs, then tobacco: the tab's last rule (the console sends replace_tabs).
  for (const field of ['packs', 'tobacco']) {
    await table.getByRole('button', { name: `Edit ${field}, Carrier 11` }).click();
    await page
      .getByRole('form', { name: `Edit ${field} (Carrier 11)` })
      .getByRole('button', { name: 'Remove from draft' })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: `Removed ${field} (Carrier 11) from the draft.` }),
    ).toBeVisible();
  }
  await expect(page.getByText('No rules for this tab and scope yet.')).toBeVisible();
  expect((await draftOf(request, tab)).rules.filter((r) => r.tab === tab)).toEqual([]);
});

test('the console names plans, keeps Edit in the rules table at 1280 px, says each problem once and in words, shows a problem count as an error, and asks before publishing', async ({
  page,
}, testInfo) => {
  const field = `sf_plan_note_${testInfo.project.name}`;
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);

  // The preview's plan is chosen by name; the server's problem count is an error (red, announced).
  const preview = page.getByRole('region', { name: 'Live preview' });
  const planInCart = preview.getByLabel('Plan in the cart');
  await expect(planInCart.getByRole('option', { name: PLAN_191 })).toHaveCount(1);
  await expect(planInCart.getByRole('option', { name: /^Plan \d+$/ })).toHaveCount(0);
  await planInCart.selectOption({ label: PLAN_191 });
  const count = preview
    .getByRole('alert')
    .filter({ hasText: /^The server reports \d+ problems? with the sample answers\.$/ });
  await expect(count).toBeVisible();
  const [red = 0, green = 0] = await count.evaluate((el) =>
    (getComputedStyle(el).color.match(/\d+/g) ?? []).map(Number),
  );
  expect(red).toBeGreaterThan(green + 80);

  // Checked as Next would, each of the server's messages shows once under its field.
  const step = page.getByTestId('admin-preview');
  await step.getByRole('button', { name: 'Check as Next would' }).click();
  const firstName = step.locator('[data-field="first_name"]');
  await expect(firstName.getByText('Field is required')).toHaveCount(1);
  await expect(step.getByLabel('First Name')).toHaveAccessibleDescription('Field is required');

  // A field for one plan: chosen, saved and listed by the plan's name; the row's Edit shows at 1280 px.
  await page.getByRole('button', { name: 'Add a field' }).click();
  let editor = page.getByRole('form', { name: 'Add a field' });
  await editor.getByLabel('Field name').fill(field);
  await editor.getByLabel('Label', { exact: true }).fill('Note for the plan');
  const scope = editor.getByRole('group', { name: 'Applies to' });
  await scope.getByLabel('Scope', { exact: true }).selectOption({ label: 'Plan' });
  await scope.getByLabel('Plan', { exact: true }).selectOption({ label: PLAN_191 });
  await editor.getByRole('button', { name: 'Save to draft' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Saved ${field} (${PLAN_191}) to the draft.` }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: /Rules of Personal Information/ });
  await expect(table.getByRole('row', { name: new RegExp(field) })).toContainText(PLAN_191);
  const edit = table.getByRole('button', { name: `Edit ${field}, ${PLAN_191}` });
  // Not scrolled into view: the table fits its column, so Edit shows as the page opens.
  await expect(edit).toBeInViewport();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('console-fields-1280.png'), fullPage: true });

  // A refused save names the field and the problem in words, not the request's path.
  await edit.click();
  editor = page.getByRole('form', { name: `Edit ${field} (${PLAN_191})` });
  await editor.getByLabel('Label', { exact: true }).fill('');
  await editor.getByRole('button', { name: 'Save to draft' }).click();
  const problems = editor.getByRole('alert').filter({ hasText: 'The draft was not saved' });
  await expect(problems.getByRole('listitem')).toHaveText([
    new RegExp(`^${field} \\(${PLAN_191.replace(/[()]/g, '\\$&')}\\), Label: .+`),
  ]);
  await expect(problems).not.toContainText('rules[');
  await expect(problems).not.toContainText('definition.');
  await editor.getByRole('button', { name: 'Cancel' }).click();

  // Publishing asks first, naming the version and what goes live; Go back publishes nothing.
  await openSection(page, 'Publish and history');
  await page.getByLabel('Note').fill(`Console check (${testInfo.project.name})`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Publish version \d+\?$/ });
  await expect(dialog).toContainText(`Added: ${field} on Personal Information (${PLAN_191})`);
  const next = /Publish version (\d+)\?/.exec((await dialog.getByRole('heading').textContent()) ?? '')?.[1] ?? 'none';
  await expect(dialog.getByRole('button', { name: /^Publish version \d+$/ })).toBeEnabled();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('console-publish-1280.png') });
  await dialog.getByRole('button', { name: 'Go back' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /Published version/ })).toHaveCount(0);
  const history = page.getByRole('table', { name: /Published versions/ });
  await expect(history.getByRole('row', { name: new RegExp(`^${next}\\b`) })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await openSection(page, 'Fields');
  await expect(table.getByRole('row', { name: new RegExp(field) })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('console-fields-390.png'), fullPage: true });
});

test("the administrator edits a carrier's sender id, runs a change file, follows it to delivered and finds it in the delivery log", async ({
  page,
}, testInfo) => {
  await page.goto('/admin');
  await page.getByLabel('E-mail address').fill('staff@openenroll.example');
  await page.getByLabel('Password').fill('demo-staff-pass');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await openSection(page, 'Carrier files');
  const profiles = page.getByRole('table', { name: 'Carrier profiles' });
  await profiles.getByRole('button', { name: 'Manage ClearView Vision Company' }).click();

  const form = page.getByRole('form', { name: '834 profile' });
  const saveSender = async (id: string) => {
    await form.getByLabel('Sender id', { exact: true }).fill(id);
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(form.getByRole('status')).toHaveText('Saved the profile of ClearView Vision Company.');
    await expect(profiles.getByRole('row', { name: /ClearView/ })).toContainText(`ZZ/${id}`);
  };
  await saveSender('OEE2ETEST');

  // The run answers as it starts (issue 27); the status line follows it until the file is delivered.
  await page.getByRole('button', { name: 'Run change file' }).click();
  const outcome = page.getByRole('status').filter({ hasText: /^Change file OE_CVV_/ });
  await expect(outcome).toContainText(/was delivered\.$/);
  const fileName = /OE_CVV_\d{8}_\d+\.834/.exec((await outcome.textContent()) ?? '')?.[0] ?? 'missing';
  const log = page.getByRole('table', { name: 'Delivery log of ClearView Vision Company, newest first' });
  await expect(log.getByRole('row', { name: fileName })).toContainText('Change');
  await expect(log.getByRole('row', { name: fileName })).toContainText('Delivered');
  await expect(page.getByText(/^Showing \d+ of \d+ files?$/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('console-deliveries-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page
    .getByRole('region', { name: 'Files and deliveries' })
    .screenshot({ path: testInfo.outputPath('console-deliveries-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The demo profile as it was, for the carrier-file specs that read it.
  await saveSender('OPENENROLL');
});
