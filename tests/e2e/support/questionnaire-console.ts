import { expect, type Locator, type Page } from '@playwright/test';
import { SUNFIELD_ADMIN } from './form-engine-utils';

/**
 * The console steps of the issue-29 questionnaire test: sign in as Sunfield's carrier admin, add a
 * field for plan 191 with the field editor's inputs (decision 0305), add a custom tab, publish with
 * the confirmed difference, restore a version. Screens only.
 */

export const PLAN_LABEL = 'Sunfield Critical Illness 20k (plan 191)';

export async function signInCarrierAdmin(page: Page): Promise<void> {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(SUNFIELD_ADMIN.email);
  await page.getByLabel('Password').fill(SUNFIELD_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Console sections' })).toBeVisible();
}

export async function openSection(page: Page, name: 'Fields' | 'Custom tabs' | 'Publish and history'): Promise<void> {
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
}

export async function chooseTab(page: Page, tab: string): Promise<void> {
  await page.getByRole('form', { name: 'Tab and scope' }).getByLabel('Tab', { exact: true }).selectOption(tab);
}

/** Opens "Add a field" for `name`, scoped to plan 191; `fill` sets the rest; saves and waits for the status. */
export async function addField(
  page: Page,
  field: { name: string; required?: boolean; sort: number; label?: string; widget?: string },
  fill: (editor: Locator) => Promise<void> = async () => {},
): Promise<void> {
  await page.getByRole('button', { name: 'Add a field' }).click();
  const editor = page.getByRole('form', { name: 'Add a field' });
  await editor.getByLabel('Field name').fill(field.name);
  await editor.getByLabel('Sort order').fill(String(field.sort));
  if (field.required) await editor.getByLabel('Required', { exact: true }).check();
  const scope = editor.getByRole('group', { name: 'Applies to' });
  await scope.getByLabel('Scope', { exact: true }).selectOption({ label: 'Plan' });
  await scope.getByLabel('Plan', { exact: true }).selectOption({ label: PLAN_LABEL });
  if (field.label !== undefined) await editor.getByLabel('Label', { exact: true }).fill(field.label);
  if (field.widget !== undefined) await editor.getByLabel('Widget').selectOption(field.widget);
  await fill(editor);
  await editor.getByRole('button', { name: 'Save to draft' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Saved ${field.name} (${PLAN_LABEL}) to the draft.` }),
  ).toBeVisible();
  await expect(editor).toHaveCount(0);
}

/** One condition row of a condition builder (legend "Shown only when", "Required when", "Check 1 passes when"). */
export async function addCondition(
  editor: Locator,
  legend: string,
  n: number,
  row: { field: string; op?: string; value: string },
): Promise<void> {
  await editor.getByRole('button', { name: `${legend}: add a condition` }).click();
  await editor.getByLabel(`${legend}, condition ${n}: field`).fill(row.field);
  if (row.op) await editor.getByLabel(`${legend}, condition ${n}: operator`).selectOption(row.op);
  await editor.getByLabel(`${legend}, condition ${n}: value`).fill(row.value);
}

/** A repeating group's items by the group inputs: label, bounds, and each item field. */
export async function fillGroup(
  editor: Locator,
  group: {
    item: string;
    min: number;
    max: number;
    fields: ReadonlyArray<{ name: string; label: string; type: string }>;
  },
): Promise<void> {
  await editor.getByLabel('Item label').fill(group.item);
  await editor.getByLabel('At least (items)').fill(String(group.min));
  await editor.getByLabel('At most (items)').fill(String(group.max));
  for (const [i, f] of group.fields.entries()) {
    await editor.getByRole('button', { name: 'Add an item field' }).click();
    await editor.getByLabel(`Item field ${i + 1}: name`).fill(f.name);
    await editor.getByLabel(`Item field ${i + 1}: label`).fill(f.label);
    await editor.getByLabel(`Item field ${i + 1}: type`).selectOption(f.type);
    await editor.getByLabel(`Item field ${i + 1}: required`).check();
  }
}

/** Adds the custom tab (a carrier page) for plan 191. */
export async function addCustomTab(page: Page, tab: { name: string; title: string }): Promise<void> {
  await openSection(page, 'Custom tabs');
  await page.getByRole('button', { name: 'Add a custom tab' }).click();
  const tabEditor = page.getByRole('form', { name: 'Add a custom tab' });
  await tabEditor.getByLabel('Tab name (after custom_)').fill(tab.name);
  await tabEditor.getByLabel('Title').fill(tab.title);
  const shownFor = tabEditor.getByRole('group', { name: 'Shown for' });
  await shownFor.getByLabel('Scope', { exact: true }).selectOption({ label: 'Plan' });
  await shownFor.getByLabel('Plan', { exact: true }).selectOption({ label: PLAN_LABEL });
  await tabEditor.getByRole('button', { name: 'Save to draft' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Saved the tab custom_${tab.name} to the draft.` }),
  ).toBeVisible();
}

/** Publish with a note: the dialog's difference names `expected` before it is confirmed. Answers the version. */
export async function publishConfirmed(page: Page, note: string, expected: readonly string[]): Promise<number> {
  await openSection(page, 'Publish and history');
  await page.getByLabel('Note').fill(note);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Publish version \d+\?$/ });
  for (const text of expected) await expect(dialog.getByText(text).first()).toBeVisible();
  await dialog.getByRole('button', { name: /^Publish version \d+$/ }).click();
  const status = page.getByRole('status').filter({ hasText: /Published version \d+\./ });
  await expect(status).toBeVisible();
  return Number(/Published version (\d+)\./.exec((await status.textContent()) ?? '')?.[1]);
}

/** Restores `version` in one action (confirmed, not applied to enrollments in progress). */
export async function restoreVersion(page: Page, version: number): Promise<void> {
  await openSection(page, 'Publish and history');
  await page.getByRole('button', { name: `Restore version ${version}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Restore version ${version}?` });
  await expect(dialog.getByLabel('Apply to enrollments in progress')).not.toBeChecked();
  await dialog.getByRole('button', { name: /^Restore as version \d+$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: `Restored version ${version} as version` })).toBeVisible();
}
