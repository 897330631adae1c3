import { expect, test, type Page } from '@playwright/test';
import { MEMBER_LIST_MESSAGES as M } from '../../schemas/messages';
import { axeViolations } from './support/axe';
import { enterWithAcmeCode, openJordansHome } from './support/entry';
import { dismissLocationBanner, signInOnPrompt } from './support/homes';

/**
 * The current-member tables page through the server's pages (issue 27): 'Showing 1-5 of N members',
 * Next and Previous by keyboard, a search the server runs. N is read from the screen: other specs of
 * the same run may add members to Jordan's book and Acme's group (member-book, group completion).
 */

const SHOWING = /^Showing (\d+)(?:-(\d+))? of ([\d,]+) members?$/;

/** The status line's numbers: first and last row shown, and the total. */
async function showing(page: Page): Promise<{ from: number; to: number; total: number }> {
  const status = page.locator('.oe-members__status');
  await expect(status).toHaveText(SHOWING);
  const [, from, to, total] = SHOWING.exec((await status.textContent()) ?? '')!;
  return { from: Number(from), to: Number(to ?? from), total: Number(total!.replace(/,/g, '')) };
}

/** Pages through the whole table with the keyboard on Next; answers every row's name, in order. */
async function pageThroughByKeyboard(page: Page): Promise<string[]> {
  const table = page.getByRole('table');
  const pages = page.getByRole('navigation', { name: M.pagesLabel });
  const next = pages.getByRole('button', { name: M.next });
  const names: string[] = [];
  let where = await showing(page);
  expect(where.from).toBe(1);
  await next.focus();
  for (let n = 1; ; n++) {
    await expect(table).toHaveAccessibleName(M.caption(n, Math.ceil(where.total / 5)));
    const rows = table.locator('tbody th[scope="row"]');
    await expect(rows).toHaveCount(where.to - where.from + 1);
    names.push(...(await rows.allTextContents()));
    if (where.to === where.total) break;
    await page.keyboard.press('Enter');
    await expect(page.locator('.oe-members__status')).toHaveText(
      M.showing(where.to + 1, Math.min(where.to + 5, where.total), where.total),
    );
    where = await showing(page);
  }
  // At the end Next stays focused and idle; Previous is a Shift+Tab away.
  await expect(next).toBeFocused();
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  return names;
}

test('a signed-in rep pages through the book, searches it and pages back, by keyboard', async ({ page }, info) => {
  await openJordansHome(page);
  await page.getByRole('button', { name: /Current Member/ }).click();
  await expect(page).toHaveURL(/\/jordan\/agent-select-member$/);
  await signInOnPrompt(page);

  const first = await showing(page);
  expect(first).toMatchObject({ from: 1, to: 5 });
  expect(first.total).toBeGreaterThanOrEqual(12);
  expect(await axeViolations(page)).toEqual([]);
  await dismissLocationBanner(page);
  await page.screenshot({ path: info.outputPath(`members-page-1-${info.project.name}.png`), fullPage: true });

  const names = await pageThroughByKeyboard(page);
  expect(names).toHaveLength(first.total);
  expect(new Set(names).size).toBe(names.length);
  expect(names).toEqual(expect.arrayContaining(['Pat Morgan', 'Casey Nguyen', 'Jamie Wilson', 'Taylor Brooks']));
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: info.outputPath(`members-last-page-${info.project.name}.png`), fullPage: true });

  // Previous by keyboard goes back one page.
  await page.keyboard.press('Shift+Tab');
  const previous = page.getByRole('button', { name: M.previous });
  await expect(previous).toBeFocused();
  const last = await showing(page);
  await page.keyboard.press('Space');
  const lastFrom = last.from - 5;
  await expect(page.locator('.oe-members__status')).toHaveText(M.showing(lastFrom, lastFrom + 4, first.total));

  // The search runs on the server and starts again from its first page.
  await page.getByLabel(M.searchLabel).fill('nguy');
  await expect(page.locator('.oe-members__status')).toHaveText(M.showing(1, 1, 1));
  await expect(page.getByRole('table').getByRole('row', { name: /Casey Nguyen/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: M.pagesLabel })).toHaveCount(0);
  await page.getByLabel(M.searchLabel).fill('zzzz-nobody');
  await expect(page.getByText(M.noMatch)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel(M.searchLabel).fill('');
  await expect(page.locator('.oe-members__status')).toHaveText(M.showing(1, 5, first.total));

  // At 390 px the rows are cards and the pager fits: nothing runs off the side of the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: M.next })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: info.outputPath(`members-390-${info.project.name}.png`), fullPage: true });
});

test("a signed-in group administrator pages through the group's members by keyboard", async ({ page }, info) => {
  await enterWithAcmeCode(page);
  await page.goto('/acme/group-home');
  await dismissLocationBanner(page);
  await page.getByRole('button', { name: /Current Member/ }).click();
  await expect(page).toHaveURL(/\/acme\/group-select-member$/);
  await signInOnPrompt(page, { email: 'hr@acme.example.com', password: 'demo-group-pass' });

  const first = await showing(page);
  expect(first).toMatchObject({ from: 1, to: 5 });
  expect(first.total).toBeGreaterThanOrEqual(6);
  expect(await axeViolations(page)).toEqual([]);

  const names = await pageThroughByKeyboard(page);
  expect(names).toHaveLength(first.total);
  expect(new Set(names).size).toBe(names.length);
  expect(names).toEqual(expect.arrayContaining(['Pat Morgan', 'Alex Rivera', 'Jamie Wilson']));
  // Jordan's members outside the group never show here.
  expect(names).not.toContain('Drew Thompson');
  for (const group of await page.locator('td[data-label="Group"]').allTextContents())
    expect(group).toBe('Acme Manufacturing');
  expect(await axeViolations(page)).toEqual([]);
  await dismissLocationBanner(page);
  await page.screenshot({ path: info.outputPath(`group-members-last-page-${info.project.name}.png`), fullPage: true });
});
